import { recordFade } from '../support/dialog';
import { gotoHydrated } from '../support/page';
import { devices, expect, test } from '@playwright/test';

/* The mobile navigation: six-column icon bar and the full-screen menu. */

test.use({ viewport: devices['Pixel 7'].viewport, hasTouch: true });

test('the icon bar has six sections and highlights the current one', async ({ page }) => {
  await gotoHydrated(page, '/courses/barch/intake');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar.getByRole('link')).toHaveCount(6);
  await expect(bar.getByRole('link', { name: 'Admission' })).toHaveClass(/is-current/);
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
});

test('the menu opens, locks scrolling, expands submenus and closes when a link is chosen', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await overflow()).not.toBe('hidden');

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveClass(/is-visible/);
  expect(await overflow()).toBe('hidden');

  // The current section starts expanded and the current page is highlighted.
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const people = menu.getByRole('button', { name: /People$/ });
  await expect(people).toHaveAttribute('aria-expanded', 'false');
  await people.click();
  await expect(people).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Mentorship' })).toBeVisible();

  await menu.getByRole('button', { name: /Admission$/ }).click();
  await menu.getByRole('button', { name: /B\.Arch Program$/ }).click();
  await menu.getByRole('link', { name: 'Eligibility' }).first().click();
  await expect(page).toHaveURL(/\/courses\/barch\/eligibility$/);
  await expect(menu).toHaveCount(0);
  expect(await overflow()).not.toBe('hidden');
});

test('Escape and the close button close the menu, which fades out', async ({ page }) => {
  await gotoHydrated(page, '/home');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Timed in the page: polling from here can miss a 300 ms fade on a busy machine.
  const fade = await recordFade(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  const { keydown, hidden, removed } = await fade();
  expect(hidden!).toBeLessThan(removed!);
  expect(removed! - keydown!).toBeGreaterThanOrEqual(299); // 300 ms, less clock rounding
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toHaveCount(0);
});
