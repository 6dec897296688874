/**
 * The console's dashboard (ADR 017) through the harness: the
 * charts draw, their tables show the numbers the API answers for this
 * test's own leads, axe finds nothing, the keyboard reaches everything, and
 * going back to the leads keeps a draft. Build first: npm run build -w desktop.
 *
 * Other specs write to the same database at the same time, so each test
 * reads only what is its own: leads with a campaign source of their own,
 * moved to a week years ago, and an account that only this file uses.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { addStaffUser } from '@skltcoa/api';
import {
  addDays,
  adultConsent,
  DashboardSchema,
  FOLLOW_UP_GRACE_MINUTES,
  FORM_TYPES,
  funnelBySource,
  istToday,
  mondayOf,
  PROGRAMS,
  type Dashboard,
} from '@skltcoa/shared';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { randomPhone, uniqueDomain } from '../support/leads';

test.describe.configure({ mode: 'serial' });

const DASH_USER = {
  email: 'e2e.dashboard@example.edu.in',
  password: 'e2e dashboard passphrase',
};

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  const [existing] = await db()`select 1 from staff_users where email = ${DASH_USER.email}`;
  if (!existing) await addStaffUser(db(), DASH_USER.email, DASH_USER.password);
});

async function signIn(page: Page): Promise<void> {
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(DASH_USER.email);
  await page.getByLabel('Password').fill(DASH_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('lead-count')).toHaveText(/^Leads: [\d,]+$/, {
    timeout: 30_000,
  });
}

async function tokenFor(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: DASH_USER,
    headers: { 'x-client': 'console' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The API's own answer, as the test's yardstick. */
async function apiDashboard(page: Page, token: string, query = ''): Promise<Dashboard> {
  const response = await page.request.get(`/api/dashboard${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return DashboardSchema.parse(await response.json());
}

/** A lead as a visitor makes it; returns its id. */
async function newLead(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post('/api/enquiries', {
    data: {
      name: 'Chart Lead',
      email: `lead@${uniqueDomain()}`,
      phone: randomPhone(),
      program: PROGRAMS[0],
      form_type: FORM_TYPES[0],
      source_page: '/admission',
      submission_id: randomUUID(),
      ...adultConsent(),
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-11-02` → `2 Nov 2026`, as the dashboard writes a day. */
const dayLabel = (date: string) =>
  `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

const screens = (page: Page) => page.getByRole('navigation', { name: 'Screens' });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const showTable = async (card: Locator) => {
  await card.getByText('Show as table').click();
  return card.getByRole('table');
};
const cells = async (row: Locator) => (await row.locator('td').allTextContents()).map(Number);

/** Presses Tab until `target` has focus: it is in the page's tab order. */
async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('the charts draw, and their tables show what the API answers for this test’s leads', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // Two weeks, years ago, of leads from a source no other test uses.
  const source = `e2e-dash-${randomUUID().slice(0, 8)}`;
  const year = 2001 + Math.floor(Math.random() * 19);
  const from = mondayOf(`${year}-0${1 + Math.floor(Math.random() * 9)}-15`);
  const to = addDays(from, 13);
  const plan: [day: number, program: string, status: string][] = [
    [0, PROGRAMS[0], 'new'], // Monday 00:00 IST: the first week
    [6, PROGRAMS[0], 'enrolled'], // Sunday 23:59 IST: still the first week
    [6, PROGRAMS[1], 'contacted'],
    [7, PROGRAMS[1], 'applied'], // Monday of the second week
    [13, PROGRAMS[0], 'not-interested'],
  ];
  for (const [day, program, status] of plan) {
    const id = await newLead(page, { utm_source: source, program });
    const at = `${addDays(from, day)}T${day === 6 ? '23:59:00' : '00:00:00'}+05:30`;
    await db()`update admission_leads set created_at = ${at}::timestamptz, status = ${status}
      where id = ${id}`;
  }
  const token = await tokenFor(page);
  const answer = await apiDashboard(page, token, `?from=${from}&to=${to}`);
  const mine = answer.weeks.filter((row) => row.source === source);
  expect(mine.reduce((sum, row) => sum + row.n, 0)).toBe(plan.length);

  await signIn(page);
  await screens(page).getByRole('button', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  await region(page, 'Dashboard').getByLabel('From', { exact: true }).fill(from);
  await region(page, 'Dashboard').getByLabel('To', { exact: true }).fill(to);
  await region(page, 'Dashboard').getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Days in IST' })).toContainText(
    `Days in IST, ${dayLabel(from)} to ${dayLabel(to)}.`,
  );

  // Every chart is drawn, with a name that says what it shows.
  for (const name of ['Enquiries per week', 'Funnel', 'Conversion by source', 'Counsellors']) {
    const card = region(page, name);
    await expect(card.locator('svg rect').first()).toBeAttached();
    await expect(card.getByRole('img')).toHaveAccessibleName(new RegExp(`^${name} `));
  }

  // Per week by source: the column of this test's source, week by week.
  const weeks = await showTable(region(page, 'Enquiries per week'));
  const headers = await weeks.locator('thead th').allTextContents();
  const column = headers.indexOf(source);
  expect(column).toBeGreaterThan(0);
  for (const week of [from, addDays(from, 7)]) {
    const want = mine.filter((row) => row.week === week).reduce((sum, row) => sum + row.n, 0);
    const row = weeks.locator(`tbody tr[data-week="${week}"]`);
    expect((await cells(row))[column - 1]).toBe(want);
  }
  expect(mine.filter((row) => row.week === from).reduce((sum, row) => sum + row.n, 0)).toBe(3);

  // By programme: the same weeks split by programme.
  await region(page, 'Enquiries per week').getByRole('button', { name: 'By programme' }).click();
  await expect(
    region(page, 'Enquiries per week').getByRole('button', { name: 'By programme' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const byProgram = region(page, 'Enquiries per week').getByRole('table');
  const programHeaders = await byProgram.locator('thead th').allTextContents();
  for (const week of [from, addDays(from, 7)]) {
    const row = await cells(byProgram.locator(`tbody tr[data-week="${week}"]`));
    for (const [program, label] of [
      [PROGRAMS[0], 'B.Arch'],
      [PROGRAMS[1], 'D.Arch'],
    ] as const) {
      const want = answer.weeks
        .filter((entry) => entry.week === week && entry.program === program)
        .reduce((sum, entry) => sum + entry.n, 0);
      expect(row[programHeaders.indexOf(label) - 1]).toBe(want);
    }
  }

  // The funnel of this source: each stage as the API's status counts make it.
  const conversion = await showTable(region(page, 'Conversion by source'));
  const [funnel] = funnelBySource(answer.funnel, [source]);
  // The stages and those not interested; the last column is the conversion, a percentage.
  const funnelCells = await cells(conversion.locator(`tbody tr[data-source="${source}"]`));
  expect(funnelCells.slice(0, -1)).toEqual([
    ...Object.values(funnel!.stages),
    funnel!.notInterested,
  ]);
  await expect(conversion.locator(`tbody tr[data-source="${source}"] td`).last()).toHaveText('20%');
  expect(funnel!.stages).toEqual({ new: 5, contacted: 4, interested: 2, applied: 2, enrolled: 1 });
  await showTable(region(page, 'Funnel'));
  await showTable(region(page, 'Counsellors'));

  expect(await seriousViolations(page, 'dashboard')).toEqual([]);
});

test('a counsellor’s calls and follow-ups show as the API counts them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const token = await tokenFor(page);
  const headers = { authorization: `Bearer ${token}` };
  const before = (await apiDashboard(page, token)).counsellors.find(
    (row) => row.email === DASH_USER.email,
  )!;
  const today = istToday();
  for (const next of [`${today}T23:30:00+05:30`, `${addDays(today, -1)}T23:30:00+05:30`]) {
    const id = await newLead(page, { utm_source: 'e2e-dashboard-calls' });
    const [lead] = await db()<{ version: number }[]>`
      select version from admission_leads where id = ${id}`;
    const patch = await page.request.patch(`/api/leads/${id}`, {
      headers,
      data: { version: lead!.version, assignee: DASH_USER.email, next_follow_up_at: next },
    });
    expect(patch.status()).toBe(200);
    const call = await page.request.post(`/api/leads/${id}/activities`, {
      headers,
      data: { kind: 'call', outcome: 'connected' },
    });
    expect(call.status()).toBe(201);
  }
  // Yesterday's follow-up is due once its grace has passed (docs/decisions/053-the-days-calling.md),
  // and was not kept on time: the call came today; today's is not due yet.
  const graceEnds =
    Date.parse(`${addDays(today, -1)}T23:30:00+05:30`) + FOLLOW_UP_GRACE_MINUTES * 60_000;
  const dueInRange = graceEnds <= Date.now() ? 1 : 0;
  const answer = await apiDashboard(page, token);
  const row = answer.counsellors.find((entry) => entry.email === DASH_USER.email)!;
  expect(row).toEqual({
    email: DASH_USER.email,
    calls: before.calls + 2,
    due_today: before.due_today + 1,
    overdue: before.overdue + 1,
    // Both calls reached the family, and each was its lead's first.
    reached: (before.reached ?? 0) + 2,
    not_reached: before.not_reached ?? 0,
    follow_ups_due: (before.follow_ups_due ?? 0) + dueInRange,
    follow_ups_kept: before.follow_ups_kept ?? 0,
    first_calls: (before.first_calls ?? 0) + 2,
    first_call_median_ms: expect.any(Number),
  });

  await signIn(page);
  // From the keyboard: the Dashboard button, the range, a chart's toggle and table.
  const dashboardButton = screens(page).getByRole('button', { name: 'Dashboard' });
  await tabTo(page, dashboardButton);
  await page.keyboard.press('Enter');
  await expect(dashboardButton).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: 'Days in IST' })).toBeVisible();
  const counsellors = region(page, 'Counsellors');
  await tabTo(page, region(page, 'Dashboard').getByLabel('From', { exact: true }));
  await tabTo(page, region(page, 'Enquiries per week').getByRole('button', { name: 'By source' }));
  const disclosure = counsellors.getByText('Show as table');
  await tabTo(page, disclosure);
  await page.keyboard.press('Enter');
  const table = counsellors.getByRole('table');
  await expect(table).toBeVisible();
  // Calls logged, reached, not reached, follow-ups kept on time ("k of n"), due today, overdue.
  expect(
    await table.locator(`tbody tr[data-email="${DASH_USER.email}"] td`).allTextContents(),
  ).toEqual([
    String(row.calls),
    String(row.reached),
    String(row.not_reached),
    `${row.follow_ups_kept} of ${row.follow_ups_due}`,
    String(row.due_today),
    String(row.overdue),
  ]);
  await expect(counsellors.locator('.chart-summary')).toContainText('calls logged in this range');
  expect(await seriousViolations(page, 'dashboard')).toEqual([]);
});

test('going back to the leads keeps the draft typed in the lead panel', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const domain = uniqueDomain();
  const id = await newLead(page, { name: 'Draft Kept', email: `kept@${domain}` });
  await signIn(page);
  await searchConsole(page, domain);
  await expect(page.getByTestId('lead-count')).toHaveText('Leads: 1', {
    timeout: 10_000,
  });
  await page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="name"]`).getByRole('button').click();
  const panel = page.getByRole('complementary');
  await expect(panel).toHaveAttribute('data-lead-id', id);
  await panel.getByLabel('Note', { exact: true }).fill('Mother will call back after the exam');

  await screens(page).getByRole('button', { name: 'Dashboard' }).click();
  await expect(region(page, 'Enquiries per week').locator('svg').first()).toBeVisible();
  await expect(panel).toBeHidden();
  await screens(page).getByRole('button', { name: 'Leads' }).click();

  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Note', { exact: true })).toHaveValue(
    'Mother will call back after the exam',
  );
  await expect(page.getByLabel(/^Search/)).toHaveValue(domain);
  await expect(page.getByTestId('lead-count')).toHaveText('Leads: 1');
});
