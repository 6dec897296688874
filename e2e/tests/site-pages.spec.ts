import { gotoHydrated } from '../support/page';
import { expect, test } from '@playwright/test';

/* The prerendered pages of the site's first half, the landing grid, the disclosure panel and the 404. */

const PAGES: [path: string, text: string][] = [
  ['/', 'LIFE AT SKLTCOA'],
  ['/home', 'A Forest In the City'],
  ['/about', 'Pedagogical Approach'],
  ['/about/rahul-education', 'About the group'],
  ['/about/skltcoa', 'Campus and facilities'],
  ['/about/principal', 'Officer in Charge as Principal'],
  ['/about/vision-mission', 'Help graduates find meaningful work and further study.'],
  ['/about/brochure', 'Achievements and placements'],
  ['/about/management', 'Chief Operating Officer'],
  ['/courses', 'Choose a programme'],
  ['/admission', 'B.Arch Admission Notification 2025-26'],
  ['/admission/eligibility', 'IBDP minimum 24 points.'],
  ['/admission/intake', 'centralized admission process'],
  ['/admission/scholarship', 'up to 1.5 lakh rural or 2 lakh urban'],
  ['/admission/alumni', 'Our alumni'],
  ['/thank-you', 'Thank you!'],
];
for (const course of ['barch', 'darch']) {
  for (const sub of [
    '',
    '/admission',
    '/eligibility',
    '/intake',
    '/scholarship',
    '/time-table',
    '/alumni',
  ]) {
    PAGES.push([`/courses/${course}${sub}`, course === 'barch' ? 'B.Arch' : 'D.Arch']);
  }
}

test('every page of this half answers 200 with its text in the HTML', async ({ request }) => {
  for (const [path, text] of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(text.replace(/&/g, '&amp;'));
    expect(html.match(/<title/g), path).toHaveLength(1);
  }
});

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page is Under Development' })).toBeVisible();
  await expect(page.getByText('Thanks for your Patience')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(logs.some((line) => line.includes('/no/such/page'))).toBe(true);
});

test('landing panels enlarge on hover and focus, and navigate on click and Enter', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const panel = (name: string) => page.getByRole('link', { name: new RegExp(name) });
  await expect(page.locator('.landing__panel').first()).toHaveClass(/is-active/);
  await panel('ABOUT US').hover();
  await expect(page.locator('.landing__panel').nth(1)).toHaveClass(/is-active/);
  await page.mouse.move(0, 0);
  await page.locator('.landing__grid').dispatchEvent('mouseleave');
  await panel('ABOUT US').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About SKLTCOA' })).toBeVisible();

  await gotoHydrated(page, '/');
  await panel('^HOME').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});

test('the Mandatory Disclosure panel opens, groups documents by body and opens PDFs in a new tab', async ({
  page,
}) => {
  await gotoHydrated(page, '/home');
  const toggle = page.getByText('Mandatory Disclosure', { exact: true }).first();
  const naac = page.getByRole('heading', { name: 'NAAC' });
  await expect(naac).toBeHidden();
  await toggle.click();
  await expect(naac).toBeVisible();
  for (const body of [
    'Government of Maharashtra',
    'FRA',
    'CoA',
    'University of Mumbai',
    'UGC',
    'AISHE',
    'MSBTE',
  ]) {
    await expect(page.getByRole('heading', { name: body, exact: true })).toBeVisible();
  }
  const link = page.getByRole('link', { name: /Self Study Report/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/docs\/MandatoryDisclosure\/.+\.pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await toggle.click();
  await expect(naac).toBeHidden();
});

test('the home banner, tiles and eight video cards are there', async ({ page }) => {
  await gotoHydrated(page, '/home');
  await expect(page.locator('.banner')).toHaveCSS('height', '500px');
  await expect(page.locator('.tiles a')).toHaveCount(6);
  const videos = page.locator('.video a');
  await expect(videos).toHaveCount(8);
  await expect(videos.first()).toHaveAttribute('href', /watch\?v=/);
  await expect(page.locator('.video img').first()).toHaveAttribute('loading', 'lazy');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a page reads in full and its links work', async ({ page }) => {
    await page.goto('/admission/scholarship');
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
    await expect(
      page.getByText('100% tuition waiver for the top 5 admitted students'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Eligibility' }).first().click();
    await expect(page).toHaveURL(/\/admission\/eligibility$/);
    await expect(page.getByText('IBDP minimum 24 points.')).toBeVisible();
  });
});
