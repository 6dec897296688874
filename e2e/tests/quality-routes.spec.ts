/**
 * Every route, loaded once in a fresh browser (empty cache), and checked for
 * all that holds page by page (docs/decisions/034-a-test-suite-within-ten-minutes.md):
 * - React hydrates the very nodes the server sent, with no error or mismatch
 *   (docs/decisions/009-first-paint-before-javascript.md);
 * - a content page keeps its JavaScript and CSS budgets, uses system fonts,
 *   sizes its images and asks no other site (docs/performance.md);
 * - WCAG 2.2 AA with axe at desktop and phone widths.
 * The routes are every page of the sitemap (Marathi and Hindi included), the
 * pages kept out of it (/web-leads, the thank-you pages) and the not-found page.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { BASE_URL } from '../support/constants';
import { collectPageErrors, mainIsPrerendered, tagPrerenderedMain } from '../support/hydration';
import { gotoHydrated } from '../support/page';
import { budgetProblems, sitemapPaths, watchWeight, WEIGH_VIEWPORT } from '../support/page-weight';

const CONTENT_PAGES = new Set(sitemapPaths());
const ROUTES = [
  ...CONTENT_PAGES,
  '/web-leads',
  '/thank-you',
  '/thank-you/guardian',
  '/mr/thank-you',
  '/hi/thank-you',
  '/no/such/page',
];
const PHONE = { width: 390, height: 844 };

test('the per-route checks cover every route', () => {
  expect(CONTENT_PAGES.size).toBeGreaterThan(50);
});

// A route took up to 22 s with the load average at 20 on two cores; a minute leaves room.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

// Weighed at the budgets' viewport. Entrance animations fade text in; axe should judge the
// colours people read, not a mid-fade frame (reduced motion changes CSS only: base.css).
test.use({ viewport: WEIGH_VIEWPORT, reducedMotion: 'reduce' });

// One test per route: a whole-site loop in one test outran any timeout on a busy machine.
for (const path of ROUTES) {
  test(`${path} hydrates its HTML, keeps its budgets and is axe-clean at both widths`, async ({
    page,
  }) => {
    const problems = collectPageErrors(page);
    await tagPrerenderedMain(page);
    const weigh = CONTENT_PAGES.has(path) ? watchWeight(page, BASE_URL) : null;
    await gotoHydrated(page, path);
    if (!(await mainIsPrerendered(page))) problems.push(`${path}: <main> was rendered again`);
    if (weigh) problems.push(...budgetProblems(path, await weigh()));

    // A translated page has the English page's layout and colours; its own risks (lang, names
    // of links and controls in Marathi or Hindi) show at either width, so it is checked on a
    // phone, where most families read it (docs/decisions/030-marathi-and-hindi.md).
    if (!/^\/(mr|hi)(\/|$)/.test(path)) {
      problems.push(...(await seriousViolations(page, `${path} (desktop)`)));
    }
    // The site's layout answers the width in CSS alone (no script reads it), so the
    // same page at a phone's width is what a phone lays out.
    await page.setViewportSize(PHONE);
    problems.push(...(await seriousViolations(page, `${path} (phone)`)));
    expect(problems).toEqual([]);
  });
}
