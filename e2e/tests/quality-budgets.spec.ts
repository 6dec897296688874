/**
 * Performance budgets, checked on the built site in Chromium on every test run:
 * what each content page really downloads on a first visit (until it is
 * hydrated and the network is idle), gzip-sized.
 */
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/constants';
import { BUDGET, KB, sitemapPaths, weighPage } from '../support/page-weight';

const PAGES = sitemapPaths();

// Each page's JavaScript, CSS, fonts, images and third-party requests are checked in
// quality-routes.spec.ts, on the one load that also checks its hydration and axe.
test('the sitemap lists every content page', () => {
  expect(PAGES.length).toBeGreaterThan(40);
});

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
