import type { Page } from '@playwright/test';

/** Tags <main> as it is parsed, before any script runs; a client re-render loses the tag. */
export async function tagPrerenderedMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const main = document.querySelector('#root main');
      if (!main) return;
      Object.assign(main, { prerendered: true });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the <main> on screen is the one the server sent (see tagPrerenderedMain). */
export const mainIsPrerendered = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      (document.querySelector('#root main') as { prerendered?: boolean } | null)?.prerendered ===
      true,
  );

/**
 * Collects the page's script errors and console errors from now on. A failed
 * resource is left out: a 401 from the staff session check and a 404 page's
 * own status are answers, not faults.
 */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}
