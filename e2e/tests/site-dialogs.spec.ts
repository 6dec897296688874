/**
 * The enquiry dialog and the mobile menu are native `<dialog>` elements opened
 * with showModal() (ADR 013). These tests check in real Chromium what jsdom
 * cannot: the dialog is modal (`:modal`, the page behind inert), Tab never
 * leaves it for the page, the page behind does not scroll, Escape and the
 * backdrop close it, focus returns to the button that opened it, and reduced
 * motion stops its animation.
 */
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { recordFade } from '../support/dialog';
import { gotoHydrated } from '../support/page';

/**
 * Presses `key` more times than the dialog has controls, and lists where focus
 * went: "inside", "browser" (no element: the browser's own toolbar, which a
 * native modal dialog lets Tab reach) or a description of a page control.
 */
async function tabStops(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  const controls = await dialog
    .locator('a[href], button, input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')
    .evaluateAll((elements) => elements.filter((el) => el.getClientRects().length > 0).length);
  const stops: string[] = [];
  for (let i = 0; i < controls + 2; i += 1) {
    await page.keyboard.press(key);
    stops.push(
      await dialog.evaluate((box) => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'browser';
        if (box.contains(el)) return 'inside';
        return `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      }),
    );
  }
  return { controls, stops };
}

/** Turns the mouse wheel over (x, y) and returns the page's scroll position from before. */
async function wheel(page: Page, x: number, y: number) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 600);
  return before;
}

/** The page behind a dialog does not scroll: the wheel has had time to act, and has not. */
async function expectPageStill(page: Page, x: number, y: number) {
  const before = await wheel(page, x, y);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
}

/** The same wheel scrolls the page once the dialog is closed (so the check above is not vacuous). */
async function expectPageScrolls(page: Page, x: number, y: number) {
  const before = await wheel(page, x, y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
}

const isModalDialog = (dialog: Locator) =>
  dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'));

test.describe('the enquiry dialog', () => {
  test('is a native modal dialog: focus starts on its first field, Tab stays inside, the page does not scroll', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home');
    const opener = page.getByRole('button', { name: 'Enquiry Now' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /Admission Open/ });
    await expect(dialog).toBeVisible();
    expect(await isModalDialog(dialog)).toBe(true);
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
    // The page behind is inert: not even a script can focus it.
    expect(
      await opener.evaluate((button: HTMLElement) => {
        button.focus();
        return document.activeElement === button;
      }),
    ).toBe(false);
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();

    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const { controls, stops } = await tabStops(page, dialog, key);
      expect(controls).toBeGreaterThan(4);
      expect(stops.filter((stop) => stop !== 'inside' && stop !== 'browser')).toEqual([]);
      expect(stops.filter((stop) => stop === 'inside').length).toBeGreaterThanOrEqual(controls);
    }

    await expectPageStill(page, 20, 400);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectPageScrolls(page, 20, 400);
  });

  test('Escape, the close button and the backdrop close it, and focus returns to Enquiry Now', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home');
    const opener = page.getByRole('button', { name: 'Enquiry Now' });
    const dialog = page.getByRole('dialog', { name: /Admission Open/ });

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    // A press inside the dialog's box keeps it open; one on the backdrop closes it.
    await dialog.getByRole('heading').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: devices['Pixel 7'].viewport, hasTouch: true });

  test('is a native modal dialog: focus starts on its first control, Tab stays inside, the page does not scroll, Escape fades it out', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveClass(/is-visible/);
    expect(await isModalDialog(menu)).toBe(true);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const { controls, stops } = await tabStops(page, menu, key);
      expect(controls).toBeGreaterThan(5);
      expect(stops.filter((stop) => stop !== 'inside' && stop !== 'browser')).toEqual([]);
      expect(stops.filter((stop) => stop === 'inside').length).toBeGreaterThanOrEqual(controls);
    }

    await expectPageStill(page, 200, 400);

    // Escape works wherever focus is: here on the body, as after a click on the menu's text.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const fade = await recordFade(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    // It fades out first, and leaves no sooner than 300 ms after the key.
    const { keydown, hidden, removed } = await fade();
    expect(hidden!).toBeLessThan(removed!);
    expect(removed! - keydown!).toBeGreaterThanOrEqual(299); // 300 ms, less clock rounding
    await expect(menuButton).toBeFocused();
    await expectPageScrolls(page, 200, 400);
  });
});

test('reduced motion stops the dialogs and their backdrops from animating', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const motion = (dialog: Locator) =>
    dialog.evaluate((el) =>
      [getComputedStyle(el), getComputedStyle(el, '::backdrop')].map(
        (style) => `${style.animationName} ${style.transitionDuration}`,
      ),
    );

  await gotoHydrated(page, '/home');
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  const dialog = page.getByRole('dialog', { name: /Admission Open/ });
  await expect(dialog).toBeVisible();
  expect(await motion(dialog)).toEqual(['none 0s', 'none 0s']);
  await page.keyboard.press('Escape');

  await page.setViewportSize(devices['Pixel 7'].viewport);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toHaveClass(/is-visible/);
  expect(await motion(menu)).toEqual(['none 0s', 'none 0s']);
});
