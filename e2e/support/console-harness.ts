import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** The console's renderer built for Chromium (`npm run build -w desktop`), with the preload API over HTTP. */
export const HARNESS = fileURLToPath(new URL('../../desktop/out/harness/', import.meta.url));

export const harnessBuilt = () => existsSync(join(HARNESS, 'index.html'));

/**
 * Serves the harness under `/console/` on the page's own origin, so the
 * renderer talks to the API there; any path that is not a file gets index.html.
 */
export async function serveConsoleHarness(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/console/'),
    async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/console\/?/, '');
      const file = join(HARNESS, path);
      const found = path !== '' && existsSync(file) && statSync(file).isFile();
      await route.fulfill({ path: found ? file : join(HARNESS, 'index.html') });
    },
  );
}

/**
 * Types a search in the console and waits for the API's answer to it: a count
 * that happens to equal the search's (a database holding only this test's
 * leads) must not pass for the search's result.
 */
export async function searchConsole(page: Page, text: string): Promise<void> {
  const wanted = text.trim();
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/leads' && (url.searchParams.get('q') ?? '') === wanted;
  });
  await page.getByLabel(/^Search/).fill(text);
  await answered;
}
