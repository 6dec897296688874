/**
 * The console's Calls screen in Chromium at 1366×768, through the harness
 * against the real API (docs/decisions/053-the-days-calling.md): today's
 * calls and notes by counsellor and outcome, their totals, a row's lead
 * opened by keyboard, and the export, greyed without the grant and audited
 * with it. Build first: npm run build -w desktop.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addStaffUser } from '@skltcoa/api';
import { parseCsv } from '@skltcoa/shared';
import AxeBuilder from '@axe-core/playwright';
import { seriousViolations, WCAG } from '../support/axe';
import { harnessBuilt, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { createLead, uniqueDomain } from '../support/leads';

// Two sign-ins (scrypt, slow on purpose) on a shared, busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = randomUUID().slice(0, 8);
// Accounts of this spec's own, so that its totals are its own whatever else the database holds.
const COUNSELLOR = {
  email: `calls.counsellor.${run}@example.edu.in`,
  password: `counsellor passphrase ${run}`,
};
const HEAD = { email: `calls.head.${run}@example.edu.in`, password: `head passphrase ${run}` };
const NAMES = {
  asha: `Asha Calls ${run}`,
  ananya: `अनन्या ${run}`,
  ravi: `Ravi Calls ${run}`,
};
const NOTE = 'Fees, hostel and =cmd\nWill visit on Saturday';
const ids: Record<keyof typeof NAMES, string> = { asha: '', ananya: '', ravi: '' };

/** An entry logged now: the API's own call path is tested in the API's tests. */
async function logged(
  lead: string,
  kind: string,
  author: string,
  outcome: string | null,
  body: string | null,
) {
  await db()`
    insert into lead_activities (lead_id, kind, author, outcome, body)
    values (${lead}, ${kind}, ${author}, ${outcome}, ${body})`;
}

test.beforeAll(async ({ request }) => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  await addStaffUser(db(), COUNSELLOR.email, COUNSELLOR.password);
  await addStaffUser(db(), HEAD.email, HEAD.password, 'admin');
  for (const key of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
    ids[key] = await createLead(request, {
      name: NAMES[key],
      email: `${key}.${run}@${uniqueDomain()}`,
    });
  }
  await logged(ids.asha, 'call', COUNSELLOR.email, 'no-answer', null);
  await logged(ids.ananya, 'call', COUNSELLOR.email, 'connected', NOTE);
  await logged(ids.ravi, 'call', COUNSELLOR.email, 'switched-off', null);
  await logged(ids.ravi, 'note', COUNSELLOR.email, null, 'Father will phone back');
  await logged(ids.asha, 'call', HEAD.email, 'busy', null);
});

interface HarnessWindow {
  consoleHarness: { exports: { fileName: string; csv: string }[] };
}
const exportsOf = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as HarnessWindow).consoleHarness)).exports;

async function callsAs(browser: Browser, staff: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('lead-count')).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Calls', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Calls and notes' })).toBeVisible();
  return page;
}

/** The Calls screen: the leads screen stays mounted, hidden, with filters of its own. */
const screenOf = (page: Page) => page.getByTestId('calls-screen');

const trail = (actor: string, action: string) =>
  db()<{ rows: number | null; detail: Record<string, unknown> }[]>`
    select rows, detail from audit_events
    where actor = ${actor} and action = ${action} order by id desc`;

test('a counsellor reads her day’s calls by keyboard, with totals, and opens a lead', async ({
  browser,
}) => {
  const page = await callsAs(browser, COUNSELLOR);
  const screen = screenOf(page);
  // Today in Mumbai by default.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await expect(screen.getByLabel('From', { exact: true })).toHaveValue(today);
  await expect(screen.getByLabel('To', { exact: true })).toHaveValue(today);
  // Her own calls, by keyboard: choose the counsellor, then Enter on "Show calls".
  await screen.getByLabel('Counsellor').selectOption(COUNSELLOR.email);
  await screen.getByRole('button', { name: 'Show calls' }).focus();
  await page.keyboard.press('Enter');
  const totals = screen.getByTestId('calls-totals');
  await expect(totals).toHaveText('3 calls: 1 reached, 2 not reached. 1 note.');
  const table = screen.getByTestId('calls-table');
  await expect(table.getByRole('row')).toHaveCount(5);
  const ananya = table.getByRole('row', { name: new RegExp(NAMES.ananya) });
  await expect(ananya).toContainText('Connected');
  await expect(ananya).toContainText('Will visit on Saturday');

  // Not reached: the outcome set.
  await screen.getByLabel('Outcome').selectOption('not-reached');
  await screen.getByRole('button', { name: 'Show calls' }).click();
  await expect(totals).toHaveText('2 calls: 0 reached, 2 not reached. 0 notes.');
  await expect(table.getByRole('row')).toHaveCount(3);

  // Without the grant the export is greyed, and says why.
  const exportButton = screen.getByRole('button', { name: 'Export calls CSV' });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAccessibleDescription(/admin must allow you to export/);

  expect(await seriousViolations(page, 'calls screen', '[data-testid="calls-screen"]')).toEqual([]);

  // A row's lead opens by keyboard beside the table, and Esc comes back to the row.
  const asha = table.getByRole('button', { name: NAMES.asha });
  await asha.focus();
  await page.keyboard.press('Enter');
  const panel = screen.getByTestId('lead-panel');
  await expect(panel.getByRole('heading', { name: NAMES.asha })).toBeVisible();
  await expect(panel).toHaveAttribute('data-lead-id', ids.asha);
  // The table and the panel both fit at 1366×768.
  const box = await panel.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  // The screen around the panel; the panel itself is the leads screen's, checked by its own specs.
  const around = await new AxeBuilder({ page })
    .withTags(WCAG)
    .include('[data-testid="calls-screen"]')
    .exclude('[data-testid="lead-panel"]')
    .analyze();
  expect(
    around.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(asha).toBeFocused();

  // Each listing is audited with its filters and rows, never a note.
  const listed = await trail(COUNSELLOR.email, 'calls_listed');
  expect(listed[0]).toMatchObject({
    rows: 2,
    detail: { author: COUNSELLOR.email, outcome: 'not-reached', from: today, to: today },
  });
  await page.context().close();
});

test('an admin exports the day’s calls; the file is safe in a spreadsheet and audited', async ({
  browser,
}) => {
  const page = await callsAs(browser, HEAD);
  const screen = screenOf(page);
  await screen.getByLabel('Counsellor').selectOption(COUNSELLOR.email);
  await screen.getByRole('button', { name: 'Show calls' }).click();
  await expect(screen.getByTestId('calls-totals')).toHaveText(
    '3 calls: 1 reached, 2 not reached. 1 note.',
  );
  await screen.getByRole('button', { name: 'Export calls CSV' }).click();
  await expect(screen.getByTestId('message-info')).toContainText('Exported the calls');
  const [file] = await exportsOf(page);
  expect(file!.fileName).toMatch(/^calls_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file!.csv.startsWith('\uFEFF')).toBe(true);
  const rows = parseCsv(file!.csv);
  expect(rows).toHaveLength(4);
  const ananya = rows.find((row) => row['Lead ID'] === ids.ananya)!;
  expect(ananya).toMatchObject({
    Counsellor: COUNSELLOR.email,
    Kind: 'Call',
    Outcome: 'Connected',
    Reached: 'Yes',
    Note: NOTE,
    Lead: NAMES.ananya,
  });
  const [exported] = await trail(HEAD.email, 'calls_exported');
  expect(exported).toMatchObject({ rows: 4, detail: { author: COUNSELLOR.email, complete: true } });
  await page.context().close();
});
