/**
 * The browser takes over the prerendered HTML instead of replacing it: the app
 * loads after paint, and later pages arrive by client-side navigation with
 * their head and scroll. That every route hydrates the very nodes the server
 * sent, with nothing reported, is checked in quality-routes.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { tagPrerenderedMain } from '../support/hydration';
import { gotoHydrated } from '../support/page';

test('the HTML does not fetch the app; the after-paint loader does, and the app hydrates the page', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/home', '/courses/barch/admission']) {
    const html = await (await request.get(path)).text();
    const loader =
      /<script type="module" src="\/assets\/boot-[\w-]+\.js" data-app="(\/assets\/app-[\w-]+\.js)">/.exec(
        html,
      );
    expect(loader, path).not.toBeNull();
    // Any other mention would let the browser's preload scanner fetch it during parsing.
    expect(html.split(loader![1]!).length, path).toBe(2);

    await gotoHydrated(page, path);
    const { parsed, app } = await page.evaluate((appPath) => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(appPath));
      return { parsed: navigation.domInteractive, app: entry?.startTime };
    }, loader![1]!);
    expect(app, path).toBeGreaterThan(parsed);
  }
});

test('a link loads the next page in place: new content, title and head, top of the page', async ({
  page,
}) => {
  await tagPrerenderedMain(page);
  await gotoHydrated(page, '/about');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const aboutScroll = await page.evaluate(() => window.scrollY);
  expect(aboutScroll).toBeGreaterThan(300);

  await footer.getByRole('link', { name: 'Scholarships' }).click();
  await expect(page).toHaveURL(/\/admission\/scholarship$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/scholarship/i);
  await expect(page).toHaveTitle(/Scholarship/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/admission\/scholarship$/,
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About SKLTCOA' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(aboutScroll);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('"Skip to content" after client-side navigation jumps to the content, not back down the page', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Scholarships' }).click();
  await expect(page).toHaveURL(/\/admission\/scholarship$/);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.locator('.skip-link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admission\/scholarship#main$/);
  const mainTop = await page.locator('#main').evaluate((main) => main.getBoundingClientRect().top);
  expect(Math.abs(mainTop)).toBeLessThan(5);
});
