/**
 * Keyboard use and motion: every focusable control shows where focus is, the
 * interactive parts work without a mouse, and animation stops for people who
 * ask for reduced motion.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/page';

/** Tabs through the page and returns the controls whose focus is not visible. */
async function unseenFocus(page: Page, presses: number): Promise<string[]> {
  const unseen: string[] = [];
  let reached = 0;
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none';
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return visible ? null : name;
    });
    if (result) unseen.push(result);
    reached += Number(await page.evaluate(() => document.activeElement !== document.body));
  }
  // Guards the check itself: a page where Tab reaches nothing would pass vacuously.
  expect(reached).toBeGreaterThan(5);
  return unseen;
}

for (const path of [
  '/',
  '/home',
  '/about',
  '/courses/barch/admission',
  '/academics/notices',
  '/people/faculty',
  '/contact',
]) {
  test(`every control on ${path} shows a visible focus ring`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await unseenFocus(page, 40)).toEqual([]);
  });
}

test('the disclosure panel and the enquiry dialog work from the keyboard alone', async ({
  page,
}) => {
  await gotoHydrated(page, '/home');
  const disclosure = page.getByText('Mandatory Disclosure', { exact: true }).first();
  await disclosure.focus();
  await page.keyboard.press('Enter');
  const firstDocument = page.locator('a[href^="/docs/MandatoryDisclosure/"]').first();
  await expect(firstDocument).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(firstDocument).toBeHidden();

  await page.getByRole('button', { name: 'Enquiry Now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Admission Open/ })).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Admission Open/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeFocused();
});

test('the desktop menu opens a group from the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/home');
  const bar = page.locator('.desktop-nav');
  await bar.getByRole('link', { name: 'About', exact: true }).focus();
  const principal = bar.getByRole('link', { name: 'Our Principal' });
  await expect(principal).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: /about the group/i })).toBeFocused();
});

test('animations stop when the visitor asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/about');
  const animated = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('*')).filter((el) => {
        const style = getComputedStyle(el);
        return style.animationName !== 'none' || parseFloat(style.transitionDuration) > 0;
      }).length,
  );
  expect(animated).toBe(0);
});
