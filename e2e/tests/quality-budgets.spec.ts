/**
 * Performance budgets, checked on the built site in Chromium on every test run:
 * what each content page really downloads on a first visit (until it is
 * hydrated and the network is idle), gzip-sized.
 */
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/constants';
import { KB, sitemapPaths, weighPage } from '../support/page-weight';

const BUDGET = { js: 100 * KB, css: 20 * KB, homeTotal: 300 * KB };
const PAGES = sitemapPaths();

test('the sitemap lists every content page', () => {
  expect(PAGES.length).toBeGreaterThan(40);
});

// One test per page: a whole-site loop in one test outran any timeout on a busy machine.
for (const path of PAGES) {
  test(`${path} keeps JavaScript and CSS within budget, uses system fonts and asks no other site`, async ({
    browser,
  }) => {
    const problems: string[] = [];
    const { bytes, inlineCss, foreign, images } = await weighPage(browser, BASE_URL, path);
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
    expect(problems).toEqual([]);
  });
}

test('/home weighs at most 300 KB with everything above the fold', async ({ browser }) => {
  const { bytes } = await weighPage(browser, BASE_URL, '/home');
  const total = Object.values(bytes).reduce((sum, n) => sum + n, 0);
  test
    .info()
    .annotations.push({ type: '/home weight', description: `${(total / KB).toFixed(1)} KB` });
  expect(total).toBeGreaterThan(50 * KB);
  expect(total).toBeLessThanOrEqual(BUDGET.homeTotal);
});

test('/home asks for its banner, the largest thing on its first screen, before any script', async ({
  request,
}) => {
  const html = await (await request.get('/home')).text();
  // The banner photo's AVIF srcset (content/photos/, ADR 029).
  const preload = html.search(
    /<link [^>]*rel="preload" as="image" type="image\/avif" imagesrcset="\/assets\/photos\/[^"]+" imagesizes="1600px" fetchpriority="high">/,
  );
  const firstScript = html.search(/<link rel="modulepreload"|<script type="module"/);
  expect(preload).toBeGreaterThan(-1);
  expect(firstScript).toBeGreaterThan(preload);
});
