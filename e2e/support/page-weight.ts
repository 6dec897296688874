import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export const DIST = fileURLToPath(new URL('../../site/dist', import.meta.url));
export const KB = 1024;

/** Every indexable page, from the sitemap the build writes from the route list. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(`${DIST}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
}

export type ResourceKind = 'document' | 'script' | 'stylesheet' | 'image' | 'font' | 'other';

export interface PageWeight {
  /** gzip bytes per kind of resource, as the server sends them. */
  bytes: Record<ResourceKind, number>;
  /** gzip bytes of the CSS inside the page's own <style> elements (counted in `document` too). */
  inlineCss: number;
  /** Requests to any other origin. */
  foreign: string[];
  images: {
    src: string;
    width: string | null;
    height: string | null;
    loading: string | null;
    belowFold: boolean;
  }[];
}

/** What a first visit to `path` downloads, in a fresh browser context (empty cache). */
export async function weighPage(
  browser: Browser,
  origin: string,
  path: string,
): Promise<PageWeight> {
  const viewport = { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport, baseURL: origin });
  const page = await context.newPage();
  const bytes: PageWeight['bytes'] = {
    document: 0,
    script: 0,
    stylesheet: 0,
    image: 0,
    font: 0,
    other: 0,
  };
  const foreign: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return void foreign.push(response.url());
    if (url.pathname.startsWith('/api/')) return;
    pending.push(
      response.body().then(
        (body) => {
          const type = response.request().resourceType();
          bytes[(type in bytes ? type : 'other') as ResourceKind] += gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const styles = (await page.locator('style').allTextContents()).join('');
  const inlineCss = styles ? gzipSync(styles).length : 0;
  const images = await page.locator('img').evaluateAll(
    (elements, fold) =>
      elements.map((img) => ({
        // The file the browser chose; for a lazy photo not yet loaded, the first its <picture> offers.
        src:
          (img as HTMLImageElement).currentSrc ||
          img.parentElement?.querySelector('source')?.srcset.split(' ')[0] ||
          (img.getAttribute('src') ?? ''),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        belowFold: img.getBoundingClientRect().top > fold,
      })),
    viewport.height,
  );
  await context.close();
  return { bytes, inlineCss, foreign, images };
}
