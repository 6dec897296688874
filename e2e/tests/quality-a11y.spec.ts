/**
 * WCAG 2.2 AA with axe on what no single route shows: the open mobile menu and
 * the open enquiry dialog. Every route at desktop and phone widths:
 * quality-routes.spec.ts. Each enquiry form in each of its states:
 * site-consent.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { gotoHydrated } from '../support/page';

// Entrance animations fade text in; axe should judge the colours people read, not a mid-fade frame.
test.use({ reducedMotion: 'reduce' });
// Two axe runs: one took up to 22 s with the load average at 20 on two cores.
test.describe.configure({ timeout: 60_000 });

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
