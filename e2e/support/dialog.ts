import type { Page } from '@playwright/test';

export interface FadeTimes {
  /** When a key went down (performance.now(), in the page). */
  keydown?: number;
  /** When the dialog lost its `is-visible` class: its fade-out began. */
  hidden?: number;
  /** When the dialog left the document. */
  removed?: number;
}

/**
 * Records, in the page, how the open `<dialog>` leaves: when the next key goes
 * down, when the dialog starts to fade, and when it is removed. Measured there
 * rather than by polling from the test, whose round trips on a busy machine
 * can outlast a 300 ms fade. Call before the key press; await the result after.
 */
export async function recordFade(page: Page): Promise<() => Promise<FadeTimes>> {
  await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) throw new Error('no open dialog');
    const times: FadeTimes = {};
    (window as unknown as { fadeTimes: FadeTimes }).fadeTimes = times;
    document.addEventListener('keydown', () => (times.keydown ??= performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver(() => {
      if (!dialog.classList.contains('is-visible')) times.hidden ??= performance.now();
      if (!dialog.isConnected) times.removed ??= performance.now();
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { fadeTimes: FadeTimes }).fadeTimes);
}
