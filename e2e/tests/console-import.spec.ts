/**
 * Importing a spreadsheet in the console (docs/decisions/051-importing-leads.md),
 * through the console harness against the real API and its import worker: a
 * CSV written by papaparse and a workbook written by SheetJS, previewed with
 * its counts and rows, the invalid rows saved, committed with a progress bar
 * that outlives leaving the screen, the leads in the grid with their channel,
 * then undone. Build first: npm run build -w desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { addStaffUser } from '@skltcoa/api';
import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { seriousViolations } from '../support/axe';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db, ensureStaff } from '../support/db';
import { createLead, randomPhone, uniqueDomain } from '../support/leads';

let ensureStaffAccount: { email: string; password: string };
test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  const staff = await ensureStaff();
  ensureStaffAccount = staff;
  // The specs' counsellor may import, as an admin would allow them.
  await db()`update staff_users set can_import = true where email = ${staff.email}`;
});

interface HarnessWindow {
  consoleHarness: { exports: { fileName: string; csv: string }[] };
}
const harnessExports = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as HarnessWindow).consoleHarness)).exports;

const count = (page: Page) => page.getByTestId('lead-count');
const screens = (page: Page) => page.getByRole('navigation', { name: 'Screens' });
const importScreen = (page: Page) => page.getByTestId('import-screen');
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Import progress' });

async function signedIn(
  page: Page,
  staff: { email: string; password: string } = ensureStaffAccount,
): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
}

/** Letters only, different for each test: names and sources no other test uses. */
const tag = () =>
  uniqueDomain()
    .slice(1, 9)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function importedLeads(source: string) {
  return db()<{ id: string; name: string; channel: string; phone: string | null }[]>`
    select id, name, channel, phone from admission_leads
    where utm_source = ${source} and merged_into is null order by name`;
}

test('a counsellor imports an aggregator’s CSV: preview, invalid rows, commit with progress, the grid, undo', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const id = tag();
  const source = `Shiksha ${id}`;
  const knownPhone = randomPhone();
  const known = await createLead(request, {
    name: `Known ${id}`,
    email: `known@${domain}`,
    phone: knownPhone,
  });
  const csv = Papa.unparse([
    ['Student Name', 'Mobile No.', 'Email ID', 'Course', 'City'],
    [`Asha ${id}`, randomPhone(), `asha@${domain}`, 'B.Arch', 'Pune'],
    [`Ravi ${id}`, randomPhone().replace(/^(\d{5})/, '$1 '), `ravi@${domain}`, 'B.Arch', 'Nashik'],
    [`Landline ${id}`, '02024567890', '', 'B.Arch', 'Pune'],
    [`Again ${id}`, knownPhone, '', 'B.Arch', 'Mumbai'],
  ]);
  const fileName = `shiksha-${id}.csv`;

  await signedIn(page);
  await screens(page).getByRole('button', { name: 'Import' }).click();
  const screen = importScreen(page);
  await expect(
    screen.getByRole('heading', { name: 'Import leads from a spreadsheet' }),
  ).toBeVisible();
  await screen
    .getByLabel('Spreadsheet (.csv or .xlsx)')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(screen.getByText(new RegExp(`^${fileName}, \\d+ bytes$`))).toBeVisible();
  await screen.getByLabel('How these families reached us').selectOption('aggregator');
  await screen.getByLabel('Source', { exact: true }).fill(source);
  await screen
    .getByLabel('Consent statement')
    .fill('consented on Shiksha to be contacted by colleges');
  expect(await seriousViolations(page, 'import form', '[data-testid="import-screen"]')).toEqual([]);
  await screen.getByRole('button', { name: 'Preview' }).click();

  // The counts, and the invalid rows first with the field and the reason.
  await expect(screen.getByTestId('import-counts')).toHaveText(
    /^4 rows: 2 ready, 1 invalid, 1 duplicates\./,
    { timeout: 15_000 },
  );
  const rows = screen.getByTestId('import-rows');
  await expect(rows.getByRole('row', { name: new RegExp(`^4 Landline ${id}`) })).toContainText(
    'Mobile',
  );
  expect(await seriousViolations(page, 'import preview', '[data-testid="import-screen"]')).toEqual(
    [],
  );

  // The rows to fix, saved as the app saves an export.
  await screen.getByRole('button', { name: 'Download invalid rows (CSV)' }).click();
  await expect(page.getByTestId('message-info')).toContainText('Saved 1 invalid rows');
  const saved = (await harnessExports(page)).at(-1)!;
  expect(saved.fileName).toBe(`invalid-rows-shiksha-${id}.csv`);
  expect(saved.csv).toContain(`Landline ${id}`);
  expect(saved.csv).not.toContain(`Asha ${id}`);

  // The duplicate names the family it repeats; the ready rows page.
  await screen.getByRole('button', { name: 'Duplicates (1)' }).click();
  await expect(rows).toContainText('A family already known');
  await screen.getByRole('button', { name: 'Ready (2)' }).click();
  await expect(rows.getByRole('row')).toHaveCount(3);
  await expect(rows).toContainText(`Asha ${id}`);

  await screen.getByLabel('Skip them').check();
  await screen.getByRole('button', { name: 'Import 2 leads' }).click();
  await expect(progress(page)).toBeVisible();
  // The commit goes on while the counsellor is elsewhere; back, the screen finds it.
  await screens(page).getByRole('button', { name: 'Leads' }).click();
  await screens(page).getByRole('button', { name: 'Import' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(screen.getByTestId('import-outcome')).toHaveText('Stored 2 leads; skipped 2 rows.');
  const history = screen.getByTestId('import-history');
  await expect(history.getByRole('row', { name: new RegExp(fileName) })).toContainText('Imported');

  const stored = await importedLeads(source);
  expect(stored.map((lead) => [lead.name, lead.channel])).toEqual([
    [`Asha ${id}`, 'aggregator'],
    [`Ravi ${id}`, 'aggregator'],
  ]);
  expect(stored.map((lead) => lead.id)).not.toContain(known);

  // In the grid, with their channel.
  await screens(page).getByRole('button', { name: 'Leads' }).click();
  await searchConsole(page, domain);
  await expect(count(page)).toHaveText('Leads: 3', { timeout: 10_000 });
  // The grid's Channel filter finds the imported two, and not the website's family.
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('aggregator');
  await expect(count(page)).toHaveText('Leads: 2', { timeout: 10_000 });
  await expect(page.locator(`.ag-row[row-id="${known}"]`)).toHaveCount(0);
  await expect(page.locator(`.ag-row[row-id="${stored[0]!.id}"]`).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('');

  // Undo, confirmed: nobody worked on them, so both go.
  await screens(page).getByRole('button', { name: 'Import' }).click();
  await screen.getByRole('button', { name: 'Undo this import' }).click();
  await screen.getByRole('button', { name: 'Yes, undo this import' }).click();
  await expect(screen.getByTestId('import-undone')).toContainText(
    'Removed 2 leads. None was kept.',
  );
  await expect(history.getByRole('row', { name: new RegExp(fileName) })).toContainText(
    'Undone (2 removed, 0 kept)',
  );
  expect(await importedLeads(source)).toEqual([]);
});

test('a fair’s workbook: a title above the header, Devanagari names, a column left out, and the source remembered', async ({
  page,
}) => {
  const id = tag();
  const source = `Mumbai Education Fair ${id}`;
  const first = randomPhone();
  const second = randomPhone();
  const sheet = XLSX.utils.aoa_to_sheet([
    [`${source}: visitors`],
    [],
    ['नाव', 'Mobile', 'Programme', 'Remarks'],
    [`आशा ${id}`, Number(first), 'B.Arch', 'Wants hostel'],
    [`Meera ${id}`, Number(second), 'D.Arch', 'Call after 6'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Visitors');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const fileName = `fair-${id}.xlsx`;
  const file = {
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  };

  await signedIn(page);
  await screens(page).getByRole('button', { name: 'Import' }).click();
  const screen = importScreen(page);
  await screen.getByLabel('Spreadsheet (.csv or .xlsx)').setInputFiles(file);
  await screen.getByLabel('How these families reached us').selectOption('fair');
  await screen.getByLabel('Source', { exact: true }).fill(source);
  await screen.getByLabel('Consent statement').fill('Signed up at our stall to be called');
  await screen.getByRole('button', { name: 'Preview' }).click();
  await expect(screen.getByTestId('import-counts')).toHaveText(/^2 rows: 2 ready, 0 invalid/, {
    timeout: 15_000,
  });

  // The guess maps the Marathi header to the name; the remarks are left out here.
  await screen.getByText('Columns and fields').click();
  await expect(screen.getByLabel('Field for the column नाव')).toHaveValue('name');
  await screen.getByLabel('Field for the column Remarks').selectOption('');
  await expect(screen.getByRole('button', { name: /^Import \d+ leads$/ })).toBeDisabled();
  await screen.getByRole('button', { name: 'Preview again with these fields' }).click();
  await expect(screen.getByLabel('Field for the column Remarks')).toHaveValue('');
  await screen.getByRole('button', { name: 'Import 2 leads' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(screen.getByTestId('import-outcome')).toHaveText('Stored 2 leads; skipped 0 rows.');
  const stored = await importedLeads(source);
  expect(stored.map((lead) => [lead.name, lead.channel, lead.phone])).toEqual([
    [`Meera ${id}`, 'fair', `+91${second}`],
    [`आशा ${id}`, 'fair', `+91${first}`],
  ]);
  const notes = await db()<{ count: number }[]>`
    select count(*)::int as count from lead_activities
    where lead_id in ${db()(stored.map((lead) => lead.id))} and kind = 'note'`;
  expect(notes[0]!.count).toBe(0);

  // Next week's file from the same fair: the source brings back the rest.
  await screen.getByRole('button', { name: 'Import another file' }).click();
  await screen.getByLabel('Source', { exact: true }).fill(source);
  await expect(screen.getByLabel('How these families reached us')).toHaveValue('fair');
  await expect(screen.getByLabel('Consent statement')).toHaveValue(
    'Signed up at our stall to be called',
  );
  await expect(
    screen.getByText(`The columns are mapped as they were for ${source} last time.`),
  ).toBeVisible();
});

test('a counsellor without the permission sees the screen greyed, and why', async ({ page }) => {
  // An account of its own: the permission of the specs' shared counsellor is not touched.
  const id = tag();
  const staff = { email: `import.none.${id}@example.edu.in`, password: `passphrase ${id} ok` };
  await addStaffUser(db(), staff.email, staff.password);
  await signedIn(page, staff);
  await screens(page).getByRole('button', { name: 'Import' }).click();
  const screen = importScreen(page);
  await expect(screen.getByText('Importing needs an admin’s permission.')).toBeVisible();
  await expect(screen.getByLabel('Spreadsheet (.csv or .xlsx)')).toBeDisabled();
  await expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await expect(screen.getByTestId('import-history')).toHaveCount(0);
  expect(await seriousViolations(page, 'import greyed', '[data-testid="import-screen"]')).toEqual(
    [],
  );
});

test('a file whose column names the console does not know is mapped by hand, then previewed', async ({
  page,
}) => {
  const id = tag();
  const csv = Papa.unparse([
    ['Col A', 'Col B', 'Col C'],
    [`Meera ${id}`, randomPhone(), 'D.Arch'],
    [`Kiran ${id}`, randomPhone(), 'B.Arch'],
  ]);
  await signedIn(page);
  await screens(page).getByRole('button', { name: 'Import' }).click();
  const screen = importScreen(page);
  await screen
    .getByLabel('Spreadsheet (.csv or .xlsx)')
    .setInputFiles({ name: `fair-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await screen.getByLabel('How these families reached us').selectOption('fair');
  await screen.getByLabel('Source', { exact: true }).fill(`Fair ${id}`);
  await screen.getByLabel('Consent statement').fill('gave their numbers at our stall to be called');
  await screen.getByRole('button', { name: 'Preview' }).click();

  // No guess: the columns come back to be mapped, and nothing was previewed.
  await expect(screen.getByTestId('mapping-problem')).toContainText('Map a column to the name');
  await expect(screen.getByRole('heading', { name: 'Which field is each column?' })).toBeVisible();
  await expect(screen.getByTestId('import-preview')).toHaveCount(0);
  const apply = screen.getByRole('button', { name: 'Preview again with these fields' });
  await expect(apply).toBeDisabled();
  await screen.getByLabel('Field for the column Col A').selectOption('name');
  await screen.getByLabel('Field for the column Col B').selectOption('phone');
  await screen.getByLabel('Field for the column Col C').selectOption('program');
  expect(await seriousViolations(page, 'mapping by hand', '[data-testid="import-screen"]')).toEqual(
    [],
  );
  await apply.click();
  await expect(screen.getByTestId('import-counts')).toHaveText(/^2 rows: 2 ready, 0 invalid/, {
    timeout: 15_000,
  });
  await expect(screen.getByRole('heading', { name: 'Which field is each column?' })).toHaveCount(0);
});
