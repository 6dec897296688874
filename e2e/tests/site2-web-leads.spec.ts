import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { addStaffUser } from '@skltcoa/api';
import { istToday, parseCsv } from '@skltcoa/shared';
import { gotoHydrated } from '../support/page';
import { db, ensureStaff } from '../support/db';
import { createLead } from '../support/leads';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/*
 * /web-leads, the console's read-only web fallback (docs/product-decisions.md
 * §11), in the browser against the real API and database.
 */

const run = randomUUID().slice(0, 8);
const enquire = (request: APIRequestContext, name: string, email: string) =>
  createLead(request, {
    name,
    email,
    program: 'Diploma in Architecture',
    form_type: 'Brochure Enquiry',
  });

async function signIn(page: Page) {
  const staff = await ensureStaff();
  await gotoHydrated(page, '/web-leads');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('refuses before sign-in: no leads on the page, and the API answers 401', async ({
  page,
  request,
}) => {
  await enquire(request, `Hidden ${run}`, `hidden.${run}@example.com`);
  await gotoHydrated(page, '/web-leads');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByText(`hidden.${run}@example.com`)).toHaveCount(0);
  const status = await page.evaluate(async () => (await fetch('/api/leads')).status);
  expect(status).toBe(401);
  await page.getByLabel('Email').fill('nobody@example.edu.in');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A password check is slow on purpose (scrypt), and slower on a busy machine.
  await expect(page.locator('.sign-in__error')).not.toBeEmpty({ timeout: 20_000 });
  await expect(page.locator('table')).toHaveCount(0);
});

test('signs in, shows the table, exports a CSV that parses back to the leads, signs out', async ({
  page,
  request,
}) => {
  const made = [
    { name: `Ravi "Ace" Kumar, Jr. ${run}`, email: `ravi.${run}@example.com` },
    { name: `=HYPERLINK("http://x") ${run}`, email: `formula.${run}@example.com` },
    { name: `Asha Rao ${run}`, email: `asha.${run}@example.com` },
  ];
  for (const lead of made) await enquire(request, lead.name, lead.email);
  // Withdrawn and erased leads are listed but never exported (docs/privacy.md);
  // another spec may withdraw one meanwhile, so they are counted either side.
  const erased = async () =>
    (
      await db()<{ n: number }[]>`
        select count(*)::int as n from admission_leads
        where withdrawn_at is not null and merged_into is null`
    )[0]!.n;
  const erasedBefore = await erased();

  await signIn(page);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.locator('th')).toHaveText(['Name', 'Email', 'Phone', 'Program', 'Form Type']);
  await expect(page.getByText(/^Total: [\d,]+$/)).toBeVisible();
  await expect(table.getByRole('cell', { name: made[0]!.name })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  // Dated by Mumbai's day, which is the next day from 18:30 UTC on: the
  // machine's own date would be a day behind then.
  expect(file.suggestedFilename()).toBe(`admission_leads_${istToday()}.csv`);
  const rows = parseCsv(readFileSync((await file.path())!, 'utf8'));
  const total = Number((await page.getByText(/^Total:/).textContent())!.replace(/\D/g, ''));
  const erasedAfter = await erased();
  expect(rows.length).toBeGreaterThanOrEqual(total - erasedAfter);
  expect(rows.length).toBeLessThanOrEqual(total - erasedBefore);
  // No erased lead: each has a name and a way to reach the family, a mobile or an email (ADR 050).
  expect(
    rows.filter((row) => row['Name'] === '' || (row['Phone'] === '' && row['Email'] === '')),
  ).toEqual([]);
  const byEmail = new Map(rows.map((row) => [row['Email'], row]));
  for (const lead of made) {
    const row = byEmail.get(lead.email);
    expect(row, lead.email).toBeDefined();
    // The console's export, column for column (docs/decisions/011-one-lead-contract.md).
    expect(row!['Programme']).toBe('Diploma in Architecture');
    expect(row!['Form type']).toBe('Brochure Enquiry');
    expect(row!['Phone']).toMatch(/^\d{5} \d{5}$/);
  }
  expect(byEmail.get(made[0]!.email)!['Name']).toBe(made[0]!.name);
  expect(byEmail.get(made[1]!.email)!['Name']).toBe(`'${made[1]!.name}`);
  expect(byEmail.get(made[2]!.email)!['Name']).toBe(made[2]!.name);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await gotoHydrated(page, '/web-leads');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
});

test("exports only with an admin's permission, through the API, which audits it", async ({
  page,
  request,
}) => {
  // Three sign-ins (scrypt, slow on purpose) on a shared, busy machine.
  test.setTimeout(90_000);
  // Accounts of this test's own: the shared counsellor may export, and others rely on that.
  const counsellor = {
    email: `web.${run}@example.edu.in`,
    password: `web leads passphrase ${run}`,
  };
  const admin = { email: `web.admin.${run}@example.edu.in`, password: `admin passphrase ${run}` };
  await addStaffUser(db(), counsellor.email, counsellor.password);
  await addStaffUser(db(), admin.email, admin.password, 'admin');
  const login = await request.post('/api/auth/login', {
    headers: { 'x-client': 'console' },
    data: admin,
  });
  const { token } = (await login.json()) as { token: string };
  const allowExport = async (allowed: boolean) => {
    const response = await request.patch(`/api/staff/${encodeURIComponent(counsellor.email)}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { can_export: allowed },
    });
    expect(response.status()).toBe(200);
  };
  await enquire(request, `आदित्य पाटील ${run}`, `aditya.${run}@example.com`);

  await gotoHydrated(page, '/web-leads');
  await page.getByLabel('Email').fill(counsellor.email);
  await page.getByLabel('Password').fill(counsellor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A password check is slow on purpose (scrypt), and slower on a busy machine.
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAccessibleDescription(/needs an admin’s permission/);
  // The listing is on the trail as this member of staff's, from the web.
  const trail = (action: string) => db()<{ rows: number; detail: Record<string, unknown> }[]>`
    select rows, detail from audit_events
    where actor = ${counsellor.email} and action = ${action} order by id desc`;
  await expect.poll(async () => (await trail('leads_listed'))[0]?.detail.client).toBe('web');

  await allowExport(true);
  await page.reload();
  await expect(exportButton).toBeEnabled({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await exportButton.click();
  const rows = parseCsv(readFileSync((await (await download).path())!, 'utf8'));
  expect(rows.some((row) => row['Email'] === `aditya.${run}@example.com`)).toBe(true);
  await expect
    .poll(async () => (await trail('leads_exported'))[0])
    .toMatchObject({
      rows: rows.length,
      detail: { client: 'web', complete: true },
    });

  // Revoked while the page is open: the next press is refused, and says so.
  await allowExport(false);
  await exportButton.click();
  await expect(page.locator('.error-card[role="alert"]')).toHaveText(
    'You do not have permission to export leads. Please ask an admin to grant it.',
  );
  await expect(exportButton).toBeDisabled();
  expect(await trail('leads_exported')).toHaveLength(1);
});
