/**
 * The console's list through the harness at the office screen size
 * (1366×768), with a colleague changing leads and enquiries arriving
 * meanwhile: the list holds still, each view's count is the API's and kept
 * live, the first-call view with its waiting time, the under-18 enquiries
 * waiting for a guardian, the export grant reaching an open console, a
 * merged family's badge, Tab leaving the grid, and 15 rows in sight with the
 * panel open (docs/decisions/052-the-counsellors-day.md).
 * Build first: npm run build -w desktop.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addStaffUser } from '@skltcoa/api';
import { adultConsent, DEFAULT_PROGRAM, FORM_TYPES, type StaffRole } from '@skltcoa/shared';
import { seriousViolations } from '../support/axe';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { createLead, randomPhone, uniqueDomain } from '../support/leads';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

interface Account {
  email: string;
  password: string;
  role: StaffRole;
}

/** This spec's own accounts: the export grant is changed on LIST_USER alone. */
const LIST_USER: Account = {
  email: 'e2e.list@example.edu.in',
  password: 'e2e list passphrase',
  role: 'counsellor',
};
const LIST_COLLEAGUE: Account = {
  email: 'e2e.list.colleague@example.edu.in',
  password: 'e2e list colleague passphrase',
  role: 'counsellor',
};
const LIST_ADMIN: Account = {
  email: 'e2e.list.admin@example.edu.in',
  password: 'e2e list admin passphrase',
  role: 'admin',
};

async function ensureAccount(account: Account): Promise<Account> {
  const [existing] = await db()`select 1 from staff_users where email = ${account.email}`;
  if (!existing) await addStaffUser(db(), account.email, account.password, account.role);
  return account;
}

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  for (const account of [LIST_USER, LIST_COLLEAGUE, LIST_ADMIN]) await ensureAccount(account);
  // Each run starts with the counsellor not allowed to export.
  await db()`update staff_users set can_export = false where email = ${LIST_USER.email}`;
});

const count = (page: Page) => page.getByTestId('lead-count');
const cell = (page: Page, id: string, column: string) =>
  page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="${column}"]`);
const viewButton = (page: Page, id: string) => page.locator(`.views button[data-view="${id}"]`);
const viewCount = (page: Page, id: string) => page.getByTestId(`view-count-${id}`);

async function consoleFor(page: Page, account: Account, domain: string, leads: number) {
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  await searchConsole(page, domain);
  await expect(count(page)).toHaveText(`Leads: ${leads}`, { timeout: 10_000 });
}

/** A bearer token for the API, as another console would hold. */
async function tokenFor(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { 'x-client': 'console' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The rows in the grid's order, as their lead ids. */
async function rowOrder(page: Page): Promise<string[]> {
  // Each row once: the pinned Name column repeats every row in its own container.
  return page
    .locator('.ag-row[row-id][row-index]')
    .evaluateAll((rows) => [
      ...new Map(
        rows
          .map(
            (row) => [Number(row.getAttribute('row-index')), row.getAttribute('row-id')!] as const,
          )
          .sort((a, b) => a[0] - b[0]),
      ).values(),
    ]);
}

test('the list holds still: a lead that left Due today stays marked, arrivals count for their list', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const ids: string[] = [];
  for (const name of ['Aarav Mehta', 'Bhavna Iyer', 'Chetan Rao']) {
    ids.push(await createLead(request, { name, email: `${name.split(' ')[0]}@${domain}` }));
  }
  // Noon today in Mumbai: due today whatever the hour now.
  await db()`update admission_leads
    set next_follow_up_at = ((now() at time zone 'Asia/Kolkata')::date + time '12:00') at time zone 'Asia/Kolkata',
      assignee_id = (select id from staff_users where email = ${LIST_USER.email})
    where id = any(${ids}::uuid[])`;
  await consoleFor(page, LIST_USER, domain, 3);

  // Each view's count is the total its listing shows.
  await expect(viewCount(page, 'due-today')).toHaveText(/3/);
  for (const [view, expected] of [
    ['mine', 3],
    ['overdue', 0],
    ['first-call', 3],
    ['due-today', 3],
  ] as const) {
    await expect(viewCount(page, view)).toContainText(String(expected));
    await viewButton(page, view).click();
    await expect(count(page)).toHaveText(`Leads: ${expected}`);
  }
  await expect(viewButton(page, 'due-today')).toHaveAttribute('aria-pressed', 'true');
  await expect(viewButton(page, 'due-today')).toHaveAccessibleName('Due today 3 leads');
  await expect.poll(() => rowOrder(page).then((rows) => rows.length)).toBe(3);
  const before = await rowOrder(page);

  // A colleague moves the first lead's follow-up to next week.
  const colleague = await tokenFor(request, LIST_COLLEAGUE);
  const moved = before[0]!;
  const [row] = await db()<{ version: number }[]>`
    select version from admission_leads where id = ${moved}`;
  const version = row!.version;
  const patched = await request.patch(`/api/leads/${moved}`, {
    headers: { authorization: `Bearer ${colleague}` },
    data: { version, next_follow_up_at: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect(patched.status()).toBe(200);
  // It stays in its row, marked in words, and nothing moves.
  await expect(cell(page, moved, 'name').getByTestId('left-view')).toBeVisible({ timeout: 3_000 });
  await expect(cell(page, moved, 'name')).toContainText('No longer in this view');
  await expect(page.locator(`.ag-row[row-id="${moved}"]`).first()).toHaveClass(/left-view-row/);
  await expect(viewCount(page, 'due-today')).toContainText('2', { timeout: 3_000 });
  expect(await rowOrder(page)).toEqual(before);
  await expect(count(page)).toHaveText('Leads: 3');

  // Enquiries arrive that this list does not hold (no follow-up yet): nothing moves, nothing is announced.
  for (const name of ['Deepa Nair', 'Esha Kulkarni']) {
    await createLead(request, { name, email: `${name.split(' ')[0]}@${domain}` });
  }
  await expect(viewCount(page, 'all')).toContainText('5', { timeout: 3_000 });
  await expect(page.getByTestId('arrivals')).toHaveCount(0);
  expect(await rowOrder(page)).toEqual(before);
  await expect(cell(page, moved, 'name').getByTestId('left-view')).toBeVisible();

  // Reading the list again lets the lead go.
  await page.getByRole('button', { name: 'Reload leads' }).click();
  await expect(count(page)).toHaveText('Leads: 2');
  await expect(cell(page, moved, 'name')).toHaveCount(0);

  // Under All, an arrival that matches is counted for this list and shown when asked.
  await viewButton(page, 'all').click();
  await expect(count(page)).toHaveText('Leads: 5');
  await expect.poll(() => rowOrder(page).then((rows) => rows.length)).toBe(5);
  const all = await rowOrder(page);
  const fresh = await createLead(request, { name: 'Farah Shaikh', email: `farah@${domain}` });
  await expect(page.getByTestId('arrivals')).toHaveText(/^1 new enquiry for this list\./, {
    timeout: 3_000,
  });
  expect(await rowOrder(page)).toEqual(all);
  await page.getByTestId('arrivals').getByRole('button', { name: 'Show it' }).click();
  await expect(cell(page, fresh, 'name')).toContainText('Farah Shaikh');
  await expect(count(page)).toHaveText('Leads: 6');
  await expect(page.getByTestId('arrivals')).toHaveCount(0);
});

/** The last Monday to Saturday at 13:30 in Mumbai, a day or more ago: the office was open. */
function lastWorkingAfternoon(): Date {
  const day = new Date();
  for (;;) {
    day.setUTCDate(day.getUTCDate() - 1);
    const ist = new Date(day.getTime() + 5.5 * 3_600_000);
    if (ist.getUTCDay() !== 0) {
      return new Date(
        Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), 8, 0), // 13:30 IST
      );
    }
  }
}

test('waiting for a first call: longest first, the working time shown, amber and red said in words', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const at = lastWorkingAfternoon();
  const minutesAgo = (minutes: number) => new Date(at.getTime() - minutes * 60_000).toISOString();
  const leads = {
    red: await createLead(request, { name: 'Red Waiting', email: `red@${domain}` }),
    amber: await createLead(request, { name: 'Amber Waiting', email: `amber@${domain}` }),
    ok: await createLead(request, { name: 'Fresh Waiting', email: `fresh@${domain}` }),
    called: await createLead(request, { name: 'Already Called', email: `called@${domain}` }),
  };
  for (const [key, minutes] of [
    ['red', 180],
    ['amber', 80],
    ['ok', 30],
    ['called', 200],
  ] as const) {
    await db()`update admission_leads set created_at = ${minutesAgo(minutes)}::timestamptz
      where id = ${leads[key]}`;
  }
  const token = await tokenFor(request, LIST_COLLEAGUE);
  const called = await request.post(`/api/leads/${leads.called}/activities`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      kind: 'call',
      outcome: 'no-answer',
      next_follow_up_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      version: 1,
    },
  });
  expect(called.status()).toBe(201);

  // The console's clock at that afternoon, so that the office hours between are known.
  await page.clock.install({ time: at });
  await consoleFor(page, LIST_USER, domain, 4);
  await expect(viewCount(page, 'first-call')).toContainText('3');
  await viewButton(page, 'first-call').click();
  await expect(count(page)).toHaveText('Leads: 3');
  // The longest waiting first.
  await expect.poll(() => rowOrder(page)).toEqual([leads.red, leads.amber, leads.ok]);
  await expect(page.locator('.ag-header-cell[col-id="received"]')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(cell(page, leads.ok, 'waiting')).toHaveText('30 min');
  await expect(cell(page, leads.amber, 'waiting')).toHaveText('▲ Call soon: 1 h 20 min');
  await expect(cell(page, leads.red, 'waiting')).toHaveText('■ Past target: 3 h');
  await expect(cell(page, leads.amber, 'waiting').locator('.waiting')).toHaveCSS(
    'color',
    'rgb(122, 74, 0)',
  );
  // Each minute the times move on.
  await page.clock.runFor(60_000);
  await expect(cell(page, leads.ok, 'waiting')).toHaveText('31 min');
  expect(await seriousViolations(page, 'first-call view')).toEqual([]);
});

test('under-18 enquiries waiting for a guardian are listed, searchable, with nothing to do to them', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const phone = randomPhone();
  for (const [name, email, mobile] of [
    ['Ishaan Minor', `ishaan@${domain}`, phone],
    ['Jiya Minor', `jiya@${domain}`, randomPhone()],
  ] as const) {
    const response = await request.post('/api/enquiries', {
      data: {
        name,
        email,
        phone: mobile,
        program: DEFAULT_PROGRAM,
        form_type: FORM_TYPES[0],
        submission_id: randomUUID(),
        ...adultConsent(),
        adult: false,
        guardian_name: 'A Parent',
        guardian_email: `parent.${name.split(' ')[0]}@${domain}`,
        guardian_phone: randomPhone(),
      },
    });
    expect(response.status()).toBe(202);
  }
  await consoleFor(page, LIST_USER, domain, 0);
  await page.getByRole('button', { name: 'Waiting for guardian consent' }).click();
  const held = page.getByTestId('held-enquiries');
  await expect(held).toBeVisible();
  await held.getByLabel('Search').fill(domain);
  await expect(held.getByTestId('held-count')).toHaveText(
    '2 enquiries waiting for guardian consent.',
  );
  await held.getByLabel('Search').fill(phone.slice(0, 5) + ' ' + phone.slice(5));
  await expect(held.getByTestId('held-count')).toHaveText(
    '1 enquiry waiting for guardian consent.',
  );
  const row = held.getByRole('row', { name: /Ishaan Minor/ });
  await expect(row).toContainText(`ishaan@${domain}`);
  await expect(row).toContainText(DEFAULT_PROGRAM);
  await expect(row).toContainText('Waiting for guardian consent');
  // Read-only: no link to dial or chat, no box to tick, no button but Close.
  await expect(held.getByRole('link')).toHaveCount(0);
  await expect(held.getByRole('checkbox')).toHaveCount(0);
  await expect(held.getByRole('button')).toHaveText(['Close']);
  expect(await seriousViolations(page, 'held enquiries')).toEqual([]);
  await held.getByRole('button', { name: 'Close' }).click();
  await expect(held).toHaveCount(0);
});

test('an export granted or taken back reaches the open console within 2 s', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  await createLead(request, { name: 'Export Family', email: `export@${domain}` });
  await consoleFor(page, LIST_USER, domain, 1);
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeDisabled();
  const admin = await tokenFor(request, LIST_ADMIN);
  const grant = (allowed: boolean) =>
    request.patch(`/api/staff/${encodeURIComponent(LIST_USER.email)}`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { can_export: allowed },
    });
  expect((await grant(true)).status()).toBe(200);
  await expect(exportButton).toBeEnabled({ timeout: 2_000 });
  await expect(page.locator('#export-not-allowed')).toHaveCount(0);
  expect((await grant(false)).status()).toBe(200);
  await expect(exportButton).toBeDisabled({ timeout: 2_000 });
  await expect(page.locator('#export-not-allowed')).toBeVisible();
});

test('a family of four after three duplicates are merged counts what is left', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const phone = randomPhone();
  const ids: string[] = [];
  for (const name of ['Kavya Joshi', 'Kavya J.', 'K. Joshi', 'Kavya']) {
    ids.push(await createLead(request, { name, email: `kavya@${domain}`, phone }));
  }
  await consoleFor(page, LIST_ADMIN, domain, 4);
  const [kept, ...duplicates] = ids as [string, ...string[]];
  await expect(cell(page, kept, 'name').getByTestId('repeat-badge')).toHaveText('×4');
  await cell(page, kept, 'name').getByTestId('repeat-badge').click();
  const dialog = page.getByTestId('family-dialog');
  await expect(dialog.getByText('Loading the family…')).toHaveCount(0);
  for (const id of duplicates) {
    await dialog
      .locator(`[data-testid="family-lead"][data-lead-id="${id}"]`)
      .getByRole('checkbox')
      .check();
  }
  await dialog.getByRole('button', { name: 'Merge into this lead' }).click();
  await dialog.getByRole('button', { name: 'Merge 3 enquiries' }).click();
  await expect(dialog.getByRole('status').last()).toContainText('Merged 3 enquiries');
  await page.keyboard.press('Escape');
  await expect(count(page)).toHaveText('Leads: 1');
  // One enquiry is left: no repeat badge.
  await expect(cell(page, kept, 'name')).toContainText('Kavya Joshi');
  await expect(cell(page, kept, 'name').getByTestId('repeat-badge')).toHaveCount(0);
});

test('Tab leaves the grid, and 15 rows show at 1366×768 with the panel open', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    ids.push(
      await createLead(request, {
        name: `Row ${String(i).padStart(2, '0')}`,
        email: `r${i}@${domain}`,
      }),
    );
  }
  await consoleFor(page, LIST_USER, domain, 20);
  await expect.poll(() => rowOrder(page).then((rows) => rows.length)).toBeGreaterThan(15);
  const first = (await rowOrder(page))[0]!;
  await cell(page, first, 'received').click();
  await expect(cell(page, first, 'received')).toBeFocused();
  await page.keyboard.press('Tab');
  // Out of the grid, to the next control after it, not to the next cell.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ag-root-wrapper'))))
    .toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ag-root-wrapper'))))
    .toBe(true);

  await cell(page, first, 'name').getByRole('button').click();
  await expect(page.getByRole('complementary')).toHaveAttribute('data-lead-id', first);
  const grid = (await page.locator('.ag-root-wrapper').first().boundingBox())!;
  const whole = await page.locator('.ag-row[row-index]').evaluateAll(
    (rows, [top, bottom]) =>
      new Set(
        rows
          .filter((row) => {
            const box = row.getBoundingClientRect();
            return box.top >= top! - 1 && box.bottom <= bottom! + 1;
          })
          .map((row) => row.getAttribute('row-index')),
      ).size,
    [grid.y, grid.y + grid.height],
  );
  await page.screenshot({ path: test.info().outputPath('list-panel-open-1366x768.png') });
  expect(whole).toBeGreaterThanOrEqual(15);
});
