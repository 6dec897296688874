import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

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

/** The budgets every content page keeps on a first visit, gzip-sized (docs/performance.md). */
export const BUDGET = { js: 100 * KB, css: 20 * KB, homeTotal: 300 * KB };

/** The viewport a page is weighed at: "below the fold" is below its height. */
export const WEIGH_VIEWPORT = { width: 1280, height: 800 };

/**
 * Counts what `page` downloads from now on; call it before the first
 * navigation of a fresh context (empty cache). The function it returns waits
 * until the page is hydrated and the network is idle, then gives the weight.
 */
export function watchWeight(page: Page, origin: string): () => Promise<PageWeight> {
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
  return async () => {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const styles = (await page.locator('style').allTextContents()).join('');
    const inlineCss = styles ? gzipSync(styles).length : 0;
    const fold = page.viewportSize()?.height ?? WEIGH_VIEWPORT.height;
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
      fold,
    );
    return { bytes, inlineCss, foreign: [...foreign], images };
  };
}

/** What a first visit to `path` downloads, in a fresh browser context (empty cache). */
export async function weighPage(
  browser: Browser,
  origin: string,
  path: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: WEIGH_VIEWPORT, baseURL: origin });
  try {
    const page = await context.newPage();
    const weigh = watchWeight(page, origin);
    await page.goto(path);
    return await weigh();
  } finally {
    await context.close();
  }
}

/** How a content page's first visit breaks the budgets, if it does: one line per fault. */
export function budgetProblems(path: string, weight: PageWeight): string[] {
  const { bytes, inlineCss, foreign, images } = weight;
  const problems: string[] = [];
  const css = bytes.stylesheet + inlineCss;
  // Hydration is what the JavaScript is for: a page that loads none is broken, not light.
  if (bytes.script === 0) problems.push(`${path}: loads no JavaScript`);
  if (bytes.script > BUDGET.js) {
    problems.push(`${path}: JavaScript ${(bytes.script / KB).toFixed(1)} KB`);
  }
  if (css === 0) problems.push(`${path}: no CSS`);
  if (css > BUDGET.css) problems.push(`${path}: CSS ${(css / KB).toFixed(1)} KB`);
  if (bytes.font > 0) problems.push(`${path}: downloads web fonts`);
  if (foreign.length) problems.push(`${path}: third-party requests ${foreign.join(', ')}`);
  for (const image of images) {
    const where = `${path} ${image.src}`;
    if (!/\.(svg|webp|avif)(\?|$)/.test(image.src))
      problems.push(`${where}: not SVG, WebP or AVIF`);
    if (!image.width || !image.height) problems.push(`${where}: no width and height`);
    if (image.belowFold && image.loading !== 'lazy') {
      problems.push(`${where}: below the fold but not lazy`);
    }
  }
  return problems;
}
