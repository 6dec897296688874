/**
 * A withdrawal a family asked for by phone, recorded in the console (ADR 040):
 * the website sends no link to a mobile number, so the counsellor checks the
 * person on the phone and records it; every enquiry with that number is erased,
 * and the panel says so. Build first: npm run build -w desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db, ensureStaff } from '../support/db';
import { createLead, randomPhone, uniqueDomain } from '../support/leads';

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  await ensureStaff();
});

const count = (page: Page) => page.getByTestId('lead-count');
const cell = (page: Page, id: string, column: string) =>
  page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="${column}"]`);
const panel = (page: Page) => page.getByRole('complementary');

test('a counsellor records a withdrawal made by phone, and every enquiry with the number is erased', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const phone = randomPhone();
  const first = await createLead(request, {
    name: 'Sunita Pawar',
    email: `sunita@${domain}`,
    phone,
  });
  const second = await createLead(request, {
    name: 'Someone Else',
    email: `other@${domain}`,
    phone,
  });
  const staff = await ensureStaff();
  await page.setViewportSize({ width: 1366, height: 768 });
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  await searchConsole(page, domain);
  await expect(count(page)).toHaveText('Leads: 2', { timeout: 10_000 });

  // The name opens the panel; the family's ×2 badge beside it opens the family.
  await cell(page, first, 'name').getByRole('button', { name: 'Sunita Pawar' }).click();
  await expect(panel(page)).toHaveAttribute('data-lead-id', first);
  await panel(page).getByRole('button', { name: 'Record a withdrawal…' }).click();
  const dialog = page.getByTestId('withdrawal-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Mobile:/ })).toBeChecked();
  await dialog.getByLabel('How they asked').selectOption('phone');
  expect(
    await seriousViolations(page, 'withdrawal dialog', '[data-testid="withdrawal-dialog"]'),
  ).toEqual([]);
  await dialog.getByRole('button', { name: /^Withdraw every enquiry with/ }).click();
  await expect(dialog.getByRole('status')).toContainText('Withdrawn: 2 enquiries erased');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The live update reaches the open panel.
  await expect(panel(page).getByTestId('withdrawn-note')).toBeVisible({ timeout: 10_000 });

  const rows = await db()<{ id: string; name: string | null; actor: string | null }[]>`
    select l.id, l.name,
      (select a.actor from audit_events a where a.lead_id = l.id and a.action = 'lead_erased') as actor
    from admission_leads l where l.id in (${first}, ${second})`;
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row).toMatchObject({ name: null, actor: staff.email });
});
