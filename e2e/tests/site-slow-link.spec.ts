import { expect, test } from '@playwright/test';
import { every, startTrickle, type Cuts } from '../support/trickle';
import { shiftsOf, watchLayoutShifts } from '../support/layout-shifts';

/*
 * On a slow link a phone paints each page as its HTML arrives, a few
 * kilobytes at a time. Nothing already on screen may move when the next piece
 * comes (CLS 0 while streaming, not only once loaded). The pieces are cut at
 * two sizes, so that the cuts fall in different places of the page, and just
 * inside each part that waits to arrive whole. One page and one screen per
 * test, so that no test case walks the whole site.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Just inside each part of the page that waits to arrive whole (shell.css). */
const insideWhole: Cuts = (html) =>
  [...html.toString('latin1').matchAll(/arrives-whole/g)].flatMap((m) => [
    m.index + 150,
    m.index + 600,
  ]);
const CUTS: [string, Cuts][] = [
  ['every 1,500 bytes', every(1500)],
  ['every 4,096 bytes', every(4096)],
  ['inside what arrives whole', insideWhole],
];
let proxies: Awaited<ReturnType<typeof startTrickle>>[] = [];
test.beforeAll(async () => {
  proxies = await Promise.all(CUTS.map(([, cuts]) => startTrickle({ cuts })));
});
test.afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
});

for (const { path, viewport } of [
  { path: '/home', viewport: PHONE },
  { path: '/home', viewport: DESKTOP },
  { path: '/about', viewport: DESKTOP },
  { path: '/courses', viewport: PHONE },
  { path: '/mr/admission', viewport: PHONE },
  { path: '/contact', viewport: DESKTOP },
]) {
  test(`${path} at ${viewport.width} px: nothing moves while a slow link delivers it`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    for (const [index, [cut]] of CUTS.entries()) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await watchLayoutShifts(page);
      await page.goto(`${proxies[index]!.url}${path}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await shiftsOf(page), cut).toEqual([]);
      // What waits to arrive whole is shown once it has.
      const hidden = await page
        .locator('.arrives-whole')
        .evaluateAll((found) =>
          found
            .filter((el) => getComputedStyle(el).visibility !== 'visible')
            .map((el) => el.className),
        );
      expect(hidden, cut).toEqual([]);
      await context.close();
    }
  });
}
