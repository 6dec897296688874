/**
 * WCAG 2.2 AA with axe on every route: each page of the sitemap (Marathi and Hindi included), the pages
 * kept out of it (/web-leads, /thank-you, /thank-you/guardian) and the
 * not-found page, at desktop and phone widths, with the mobile menu and the
 * enquiry dialog open too. Each enquiry form in each of its states:
 * site-consent.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/page';
import { sitemapPaths } from '../support/page-weight';

const ROUTES = [
  ...sitemapPaths(),
  '/web-leads',
  '/thank-you',
  '/thank-you/guardian',
  '/mr/thank-you',
  '/hi/thank-you',
  '/no/such/page',
];
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${label}: ${v.id} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// A route took up to 22 s with the load average at 20 on two cores; a minute leaves room.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

// Entrance animations fade text in; axe should judge the colours people read, not a mid-fade frame.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// One test per route and width: a whole-site loop in one test outran any timeout on a busy machine.
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const path of ROUTES) {
    // A translated page has the English page's layout and colours; its own risks (lang, names
    // of links and controls in Marathi or Hindi) show at either width, so it is checked on a
    // phone, where most families read it (docs/decisions/030-marathi-and-hindi.md).
    if (name === 'desktop' && /^\/(mr|hi)(\/|$)/.test(path)) continue;
    test(`${path} is free of serious and critical axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      expect(await seriousViolations(page, path)).toEqual([]);
    });
  }
}

test('the open mobile menu and the open enquiry dialog are accessible too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const found = await seriousViolations(page, 'mobile menu');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  await expect(page.getByRole('dialog', { name: /Admission Open/ })).toBeVisible();
  found.push(...(await seriousViolations(page, 'enquiry dialog')));
  expect(found).toEqual([]);
});
