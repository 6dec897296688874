/**
 * The admins' Audit screen of the console in Chromium,
 * through the harness against the real API: who may export leads, granted and
 * revoked there with effect on a session already open, and the audit trail's
 * grid with its filters, cursor paging and export, itself audited.
 * Build first: npm run build -w desktop.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addStaffUser } from '@skltcoa/api';
import { parseCsv } from '@skltcoa/shared';
import { harnessBuilt, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { createLead, uniqueDomain } from '../support/leads';

// Several sign-ins each (scrypt, slow on purpose) on a shared, busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = randomUUID().slice(0, 8);
// Accounts of this spec's own: the shared counsellor may export, and other specs rely on that.
const ADMIN = { email: `audit.admin.${run}@example.edu.in`, password: `admin passphrase ${run}` };
const COUNSELLOR = {
  email: `audit.counsellor.${run}@example.edu.in`,
  password: `counsellor passphrase ${run}`,
};

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  await addStaffUser(db(), ADMIN.email, ADMIN.password, 'admin');
  await addStaffUser(db(), COUNSELLOR.email, COUNSELLOR.password);
});

interface HarnessWindow {
  consoleHarness: { exports: { fileName: string; csv: string }[] };
}
const exportsOf = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as HarnessWindow).consoleHarness)).exports;

async function consoleAs(browser: Browser, staff: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await signInOn(page, staff);
  return page;
}

async function signInOn(page: Page, staff: { email: string; password: string }) {
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('lead-count')).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
}

const trail = (actor: string, action: string) =>
  db()<{ rows: number | null; detail: Record<string, unknown> }[]>`
    select rows, detail from audit_events
    where actor = ${actor} and action = ${action} order by id desc`;

test('an admin grants and revokes the export; a counsellor’s open session follows', async ({
  browser,
  request,
}) => {
  // A lead to export, whatever else the database holds (a fresh one holds none).
  await createLead(request, { name: 'आर्या देशपांडे', email: `arya.${run}@${uniqueDomain()}` });
  const counsellor = await consoleAs(browser, COUNSELLOR);
  const exportButton = counsellor.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAccessibleDescription(/needs an admin’s permission/);
  // The audit screen is not offered to a counsellor.
  await expect(counsellor.getByRole('button', { name: 'Audit' })).toHaveCount(0);

  const admin = await consoleAs(browser, ADMIN);
  await admin.getByRole('button', { name: 'Audit' }).click();
  const allow = admin.getByRole('checkbox', { name: `Allow ${COUNSELLOR.email}`, exact: true });
  await expect(allow).not.toBeChecked();
  await expect(admin.getByRole('checkbox', { name: 'Always (admin)' }).first()).toBeDisabled();
  // The box shows what the API answered, so it turns once the change is saved.
  await allow.click();
  await expect(allow).toBeChecked();
  await expect(admin.getByTestId('message-info')).toHaveText(
    new RegExp(`${COUNSELLOR.email.replaceAll('.', '\\.')} may now export leads\\.`),
  );
  expect((await trail(ADMIN.email, 'role_changed'))[0]!.detail).toEqual({
    staff: COUNSELLOR.email,
    can_export: true,
  });

  // The counsellor's open console learns it through the live stream, without signing in
  // again, within 2 s (docs/decisions/052-the-counsellors-day.md).
  await expect(exportButton).toBeEnabled({ timeout: 2_000 });
  await exportButton.click();
  await expect(counsellor.getByTestId('message-info')).toContainText('Exported');
  expect(await exportsOf(counsellor)).toHaveLength(1);

  await allow.click();
  await expect(allow).not.toBeChecked();
  await expect(admin.getByTestId('message-info')).toContainText('may no longer export leads.');
  // The revoke reaches the same open console the same way: the button is disabled again,
  // and says why, so no export is tried and none is written.
  await expect(exportButton).toBeDisabled({ timeout: 2_000 });
  await expect(exportButton).toHaveAccessibleDescription(/needs an admin’s permission/);
  expect(await exportsOf(counsellor)).toHaveLength(1);
  expect(await trail(COUNSELLOR.email, 'leads_exported')).toHaveLength(1);
  await counsellor.context().close();
  await admin.context().close();
});

test('an admin grants and revokes the import permission beside the export one', async ({
  browser,
}) => {
  const admin = await consoleAs(browser, ADMIN);
  await admin.getByRole('button', { name: 'Audit' }).click();
  const allow = admin.getByRole('checkbox', { name: `Allow ${COUNSELLOR.email} imports` });
  await expect(allow).not.toBeChecked();
  await allow.click();
  await expect(allow).toBeChecked();
  await expect(admin.getByTestId('message-info')).toContainText('may now import leads.');
  expect((await trail(ADMIN.email, 'role_changed'))[0]!.detail).toMatchObject({
    staff: COUNSELLOR.email,
    can_import: true,
  });
  // The export permission is its own: granting import left it as it was.
  await expect(
    admin.getByRole('checkbox', { name: `Allow ${COUNSELLOR.email}`, exact: true }),
  ).not.toBeChecked();
  await allow.click();
  await expect(allow).not.toBeChecked();
  await expect(admin.getByTestId('message-info')).toContainText('may no longer import leads.');
  await admin.context().close();
});

test('the audit grid filters, pages by the cursor, and exports what it shows, audited', async ({
  browser,
}) => {
  // More events than two blocks, sharing one timestamp, by an actor no one else uses.
  const actor = `bulk.${run}@example.edu.in`;
  const count = 250;
  await db()`
    insert into audit_events (at, actor, action, rows, detail)
    select '2026-11-20T10:00:00Z', ${actor}, 'leads_listed', n, '{"client":"web"}'
    from generate_series(1, ${count}) as n`;
  const admin = await consoleAs(browser, ADMIN);
  await admin.getByRole('button', { name: 'Audit' }).click();
  // The leads screen stays mounted, hidden, with filters of the same names.
  const screen = admin.locator('.audit-screen');
  const grid = admin.getByTestId('audit-grid');
  await expect(grid.locator('.ag-row').first()).toBeVisible();

  // A bad range is refused in place, and the grid keeps what it showed.
  await screen.getByLabel('From').fill('2026-11-21');
  await screen.getByLabel('To').fill('2026-11-20');
  await screen.getByRole('button', { name: 'Apply filters' }).click();
  await expect(screen.getByRole('alert')).toHaveText(
    'The end date must not be before the start date.',
  );

  await screen.getByLabel('From').fill('2026-11-20');
  await screen.getByLabel('Staff email').fill(actor);
  await screen.getByLabel('Action').selectOption({ label: 'Listed leads' });
  await screen.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin.getByTestId('audit-count')).toHaveText('Events: more than 100');
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="actor"]')).toHaveText(actor);
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="rows"]')).toHaveText(String(count));
  await expect(grid.locator('.ag-row[row-index="0"] [col-id="at"]')).toHaveText('2026-11-20 15:30');

  // Scrolled to the end, the grid has read every block, each after the one before.
  // Ctrl+End moves to the last row the grid knows of, which asks for the block after it.
  await grid.locator('.ag-row[row-index="0"] [col-id="actor"]').click();
  await expect(async () => {
    await admin.keyboard.press('Control+End');
    await expect(admin.getByTestId('audit-count')).toHaveText(`Events: ${count}`, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  const last = grid.locator(`.ag-row[row-index="${count - 1}"] [col-id="rows"]`);
  await expect(async () => {
    await admin.keyboard.press('Control+End');
    await expect(last).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  await screen.getByRole('button', { name: 'Export audit CSV' }).click();
  await expect(admin.getByTestId('message-info')).toContainText('Exported the audit trail');
  const [file] = await exportsOf(admin);
  expect(file!.fileName).toMatch(/^audit_trail_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file!.csv.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(file!.csv);
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map((row) => row.Id)).size).toBe(count);
  expect(rows.every((row) => row.Staff === actor && row.Action === 'leads_listed')).toBe(true);
  expect((await trail(ADMIN.email, 'audit_exported'))[0]).toMatchObject({
    rows: count,
    detail: { actor, action: 'leads_listed', from: '2026-11-20', complete: true },
  });
  await admin.context().close();
});
