import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMimeType } from 'hono/utils/mime';
import type { Page } from 'playwright-core';

/** The console's renderer built for Chromium (`npm run build -w desktop`), with the preload API over HTTP. */
export const HARNESS = fileURLToPath(new URL('../../desktop/out/harness/', import.meta.url));

export const harnessBuilt = () => existsSync(join(HARNESS, 'index.html'));

/** The harness's file for a `/console/...` path: index.html for any path that is not a file. */
function harnessFile(pathname: string): string {
  const path = pathname.replace(/^\/console\/?/, '');
  const file = join(HARNESS, path);
  const found = path !== '' && !path.includes('..') && existsSync(file) && statSync(file).isFile();
  return found ? file : join(HARNESS, 'index.html');
}

/**
 * Serves the harness under `/console/` on the page's own origin, so the
 * renderer talks to the API there.
 */
export async function serveConsoleHarness(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/console/'),
    async (route) => {
      await route.fulfill({ path: harnessFile(new URL(route.request().url()).pathname) });
    },
  );
}

/**
 * The harness's file as a Response, for a server that serves it on the API's
 * origin itself (the bench). page.route would have Chromium stop every
 * request of the page, the API's too, until this process let it go on: a
 * cost the app, which loads its files from disk, never pays.
 */
export function harnessResponse(pathname: string): Response {
  const file = harnessFile(pathname);
  return new Response(readFileSync(file), {
    headers: { 'Content-Type': getMimeType(file) ?? 'application/octet-stream' },
  });
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
