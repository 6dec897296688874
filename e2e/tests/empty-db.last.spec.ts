import { deleteAllLeads, ensureStaff } from '../support/db';
import { gotoHydrated } from '../support/page';
import { expect, test } from '@playwright/test';

/* Empties the shared leads table, so the config runs it after every other spec. */
test.describe.configure({ mode: 'serial' });

test('with no leads the page says so and Export CSV is disabled', async ({ page }) => {
  await deleteAllLeads();
  const staff = await ensureStaff();
  await gotoHydrated(page, '/web-leads');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('No admission leads found.')).toBeVisible();
  await expect(page.getByText('Total: 0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});
