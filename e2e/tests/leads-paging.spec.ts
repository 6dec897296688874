/**
 * Both staff clients load every lead page by page through `nextCursor`. Group
 * commit stores a whole batch of enquiries with one created_at (ADR 008), so a
 * page boundary often falls inside such a batch, and the next page must start
 * exactly after the last lead shown, to the microsecond (ADR 005). Here about
 * 2,500 leads arrive in three batches, each one statement with one
 * created_at, and /web-leads and the console must each show every one of
 * them exactly once, with a count equal to the API's total.
 * The console is the built harness: npm run build -w desktop.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LIMITS, parseCsv, type LeadPage } from '@skltcoa/shared';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { closeDb, db, ensureStaff } from '../support/db';
import { uniqueDomain } from '../support/leads';
import { gotoHydrated } from '../support/page';

/*
 * The clients ask for LIMITS.pageSizeMax (1,000) leads a page. A batch longer
 * than a page always holds a page boundary, however many newer leads other
 * specs add to the shared database meanwhile.
 */
const BATCHES = [1200, 800, 500];
const TOTAL = BATCHES.reduce((sum, size) => sum + size, 0);

let domain: string;
let emails: string[];

test.beforeAll(async () => {
  expect(BATCHES[0]).toBeGreaterThan(LIMITS.pageSizeMax);
  domain = uniqueDomain();
  emails = [];
  // Two days back, in whole seconds plus microseconds that no millisecond can hold: older
  // than anything other specs make now, so the console's check for new leads never sees them.
  // As text: a JavaScript Date would drop the microseconds.
  const [row] = await db()<{ base: string }[]>`
    select (date_trunc('second', now()) - interval '2 days' + interval '0.123457 seconds')::text
      as base`;
  const base = row!.base;
  let first = 0;
  for (const [batch, size] of BATCHES.entries()) {
    // One statement per batch, so the whole batch shares one created_at.
    await db()`
      insert into admission_leads
        (name, email, phone, program, form_type, source_page, submission_id, created_at, updated_at)
      select 'Paging ' || i, 'p' || i || '@' || ${domain},
        '+919' || lpad((${Math.floor(Math.random() * 5e8)}::bigint + i)::text, 9, '0'),
        case when i % 2 = 0 then 'Bachelor of Architecture' else 'Diploma in Architecture' end,
        'Admission Enquiry', '/admission', gen_random_uuid(),
        ${base}::text::timestamptz + make_interval(mins => ${batch}::int),
        ${base}::text::timestamptz + make_interval(mins => ${batch}::int)
      from generate_series(${first}::int, ${first + size - 1}::int) as i`;
    for (let i = first; i < first + size; i += 1) emails.push(`p${i}@${domain}`);
    first += size;
  }
  const stamps = await db()<{ stamp: string; leads: number }[]>`
    select to_char(created_at at time zone 'UTC', 'HH24:MI:SS.US') as stamp, count(*)::int as leads
    from admission_leads where email like ${`%@${domain}`} group by created_at order by created_at`;
  expect(stamps.map((s) => s.leads)).toEqual(BATCHES);
  expect(stamps.every((s) => s.stamp.endsWith('.123457'))).toBe(true);
});

test.afterAll(closeDb);

/** The seeded leads in the rows, checked to be each of them exactly once. */
function expectEverySeededLeadOnce(rowEmails: string[]): void {
  const mine = rowEmails.filter((email) => email.endsWith(`@${domain}`));
  expect(mine).toHaveLength(TOTAL);
  expect(new Set(mine).size).toBe(TOTAL);
  expect([...mine].sort()).toEqual([...emails].sort());
}

test('/web-leads loads every lead once, and its CSV holds each of them once', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await ensureStaff();
  await gotoHydrated(page, '/web-leads');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const rows = parseCsv(readFileSync((await (await download).path())!, 'utf8'));
  const total = Number((await page.getByText(/^Total:/).textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(TOTAL);
  // The file is the API's export at the click (ADR 026), the total the list's at sign-in:
  // other specs' enquiries arrive, and their merges leave, in between. Each lead is in it once.
  expect(new Set(rows.map((row) => row['Lead ID'])).size).toBe(rows.length);
  await expect(page.getByText(/^Loaded /)).toHaveCount(0);
  await expect(page.getByText(`Showing 1–100 of ${total.toLocaleString('en-IN')}`)).toBeVisible();
  expectEverySeededLeadOnce(rows.map((row) => row['Email']!));
});

interface HarnessWindow {
  consoleHarness: { exports: { fileName: string; csv: string }[] };
}

async function consoleSignIn(page: Page): Promise<void> {
  const staff = await ensureStaff();
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the console loads every lead once: the count is the total, the export holds them all', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  // The load's first page carries the total. The console asks for 100 leads first, so they
  // show at once (docs/decisions/018-grid-rows-as-transactions.md), and 1,000 a page after
  // that; the check for new enquiries asks for 200.
  const firstPage = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/leads' &&
      url.searchParams.get('limit') === '100' &&
      !url.searchParams.has('cursor')
    );
  });
  await consoleSignIn(page);
  const { total } = (await (await firstPage).json()) as LeadPage;
  expect(total).toBeGreaterThanOrEqual(TOTAL);
  const count = page.getByTestId('lead-count');
  const n = (value: number) => value.toLocaleString('en-IN');
  await expect(count).toHaveText(`Leads: ${n(total)}`, { timeout: 30_000 });

  // The API searches (ADR 011): the count is then the search's own total. With only this
  // spec's leads in the database, the count before the search says the same: wait for the
  // search's answer first, or Export could be pressed as the search starts loading.
  const searched = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/leads' && url.searchParams.get('q') === domain;
  });
  await searchConsole(page, domain);
  await searched;
  await expect(count).toHaveText(`Leads: ${n(TOTAL)}`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByTestId('message-info')).toContainText(`Exported ${n(TOTAL)} leads`);
  const { exports: exported } = await page.evaluate(
    () => (window as unknown as HarnessWindow).consoleHarness,
  );
  expect(exported).toHaveLength(1);
  expectEverySeededLeadOnce(parseCsv(exported[0]!.csv).map((row) => row['Email']!));
});
