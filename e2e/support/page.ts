import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (the site marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}
