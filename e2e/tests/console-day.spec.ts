/**
 * A counsellor's day in the console through the harness, at the office screen
 * size (1366×768), with a colleague in a second console and enquiries
 * arriving meanwhile: one post-call form and one save per call, conflicts
 * only from a colleague, calling from the keyboard with "Save and next",
 * the session ending while a note is typed, and signing out with a draft
 * (docs/decisions/052-the-counsellors-day.md). Build first: npm run build -w desktop.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addStaffUser } from '@skltcoa/api';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db, ensureStaff } from '../support/db';
import { createLead, uniqueDomain } from '../support/leads';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1366, height: 768 } });

interface Account {
  email: string;
  password: string;
}

/** This spec's own accounts: the session test revokes its sessions, racing no other spec. */
const COLLEAGUE: Account = {
  email: 'e2e.day.colleague@example.edu.in',
  password: 'e2e day colleague',
};
const SESSION_USER: Account = {
  email: 'e2e.day.session@example.edu.in',
  password: 'e2e day session',
};
const DRAFT_USER: Account = { email: 'e2e.day.drafts@example.edu.in', password: 'e2e day drafts' };

async function ensureAccount(account: Account): Promise<Account> {
  const [existing] = await db()`select 1 from staff_users where email = ${account.email}`;
  if (!existing) await addStaffUser(db(), account.email, account.password);
  return account;
}

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  await ensureStaff();
  for (const account of [COLLEAGUE, SESSION_USER, DRAFT_USER]) await ensureAccount(account);
});

async function signIn(page: Page, account: Account): Promise<void> {
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const count = (page: Page) => page.getByTestId('lead-count');

async function consoleFor(page: Page, account: Account, domain: string, leads: number) {
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await signIn(page, account);
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  await searchConsole(page, domain);
  await expect(count(page)).toHaveText(`Leads: ${leads}`, { timeout: 10_000 });
}

async function secondConsole(browser: Browser, account: Account, domain: string, leads: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await consoleFor(page, account, domain, leads);
  return page;
}

const cell = (page: Page, id: string, column: string) =>
  page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="${column}"]`);
const panel = (page: Page) => page.getByRole('complementary');
const form = (page: Page) => panel(page).getByTestId('post-call-form');
const noteBox = (page: Page) => form(page).getByLabel('Note', { exact: true });
const timeline = (page: Page) => panel(page).getByTestId('timeline');
const outcome = (page: Page, name: string) => form(page).getByRole('radio', { name });

async function openLead(page: Page, id: string): Promise<void> {
  await cell(page, id, 'name').getByRole('button').click();
  await expect(panel(page)).toHaveAttribute('data-lead-id', id);
  await expect(panel(page).getByText('Loading the timeline…')).toHaveCount(0);
}

async function leadRow(id: string) {
  const [row] = await db()<
    { status: string; version: number; next_follow_up_at: Date | null }[]
  >`select status, version, next_follow_up_at from admission_leads where id = ${id}`;
  return row!;
}

/** Leads of one domain written straight to the table: enough rows to fill the grid. */
async function manyLeads(domain: string, how: number): Promise<void> {
  await db()`
    insert into admission_leads (name, email, phone, program, form_type, source_page, submission_id)
    select 'Row ' || i, 'row' || i || '@' || ${domain},
      '+919' || lpad((${Math.floor(Math.random() * 5e8)}::bigint + i)::text, 9, '0'),
      'Bachelor of Architecture', 'Admission Enquiry', '/admission', gen_random_uuid()
    from generate_series(1, ${how}) as i`;
}

test('a call is logged with one save: outcome, note, status and follow-up in one version step', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const id = await createLead(request, { name: 'Asha Rao', email: `asha@${domain}` });
  await consoleFor(page, await ensureStaff(), domain, 1);
  await openLead(page, id);
  const before = await leadRow(id);

  // The form is in sight at the office screen size without scrolling the panel.
  for (const control of [outcome(page, 'No answer'), noteBox(page)]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await expect(form(page).getByRole('button', { name: 'Save', exact: true })).toBeInViewport({
    ratio: 1,
  });
  expect(await panel(page).evaluate((aside) => aside.scrollTop)).toBe(0);

  await outcome(page, 'No answer').check();
  // A new lead is proposed as Contacted, and the next try in 3 hours.
  await expect(form(page).getByLabel('New status')).toHaveValue('contacted');
  const proposed = await form(page).getByLabel('Next follow-up (IST)').inputValue();
  expect(proposed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  // An enquiry arrives while the note is typed.
  await noteBox(page).click();
  await Promise.all([
    noteBox(page).pressSequentially('Rang twice, no answer', { delay: 20 }),
    createLead(request, { name: 'Kabir Shah', email: `kabir@${domain}` }),
  ]);
  await form(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel(page).getByText('Call logged.')).toBeVisible();

  const after = await leadRow(id);
  expect(after.version).toBe(before.version + 1);
  expect(after.status).toBe('contacted');
  expect(after.next_follow_up_at).not.toBeNull();
  const hours = (after.next_follow_up_at!.getTime() - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(2.9);
  expect(hours).toBeLessThanOrEqual(3);
  const kinds = await db()<{ kind: string; outcome: string | null; body: string | null }[]>`
    select kind, outcome, body from lead_activities where lead_id = ${id} order by id`;
  expect(kinds.map((entry) => entry.kind).sort()).toEqual(['call', 'follow_up', 'status']);
  expect(kinds.find((entry) => entry.kind === 'call')).toMatchObject({
    outcome: 'no-answer',
    body: 'Rang twice, no answer',
  });

  // The timeline shows each change, newest first.
  await expect(timeline(page)).toContainText('Rang twice, no answer');
  await expect(timeline(page).getByTestId('timeline-entry')).toHaveCount(3);
  const times = await timeline(page)
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect([...times].sort().reverse()).toEqual(times);
  await expect(panel(page).getByTestId('panel-status')).toHaveText('Contacted');
  await expect(noteBox(page)).toHaveValue('');
  await expect(outcome(page, 'No answer')).not.toBeChecked();
  await expect(cell(page, id, 'status')).toHaveText('Contacted');
  // The grid's last activity is the call and what was said, not the changes saved with it.
  await expect(cell(page, id, 'last_activity')).toContainText('Rang twice, no answer');

  // Her own earlier save never comes back as a conflict: a second call in the same panel.
  await outcome(page, 'Connected').check();
  await form(page).getByLabel('New status').selectOption({ label: 'Enrolled' });
  await expect(form(page).getByLabel('Next follow-up (IST)')).toHaveCount(0);
  await form(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel(page).getByText('Call logged.')).toBeVisible();
  await expect(form(page).getByTestId('call-conflict')).toHaveCount(0);
  const closed = await leadRow(id);
  expect(closed).toMatchObject({ status: 'enrolled', next_follow_up_at: null });
  expect(closed.version).toBe(before.version + 2);
});

test('at 1366×768 with the panel open, the form shows whole and at least 15 rows', async ({
  page,
}) => {
  const domain = uniqueDomain();
  await manyLeads(domain, 30);
  await consoleFor(page, await ensureStaff(), domain, 30);
  const first = await page.locator('.ag-row[row-index="0"]').first().getAttribute('row-id');
  await openLead(page, first!);
  await expect(form(page)).toBeInViewport({ ratio: 1 });
  expect(await panel(page).evaluate((aside) => aside.scrollTop)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('panel-open-1366x768.png') });
  const grid = (await page.locator('.ag-root-wrapper').first().boundingBox())!;
  // Rows wholly in sight, each once (pinned columns repeat a row).
  const rows = await page.locator('.ag-row[row-index]').evaluateAll(
    (nodes, [top, bottom]) =>
      new Set(
        nodes
          .filter((node) => {
            const box = node.getBoundingClientRect();
            return box.top >= top! - 1 && box.bottom <= bottom! + 1;
          })
          .map((node) => node.getAttribute('row-index')),
      ).size,
    [grid.y, grid.y + grid.height],
  );
  expect(rows).toBeGreaterThanOrEqual(15);
});

test('a conflict is raised only by a colleague’s change', async ({ page, browser, request }) => {
  const domain = uniqueDomain();
  const id = await createLead(request, { name: 'Contested Lead', email: `c@${domain}` });
  await consoleFor(page, await ensureStaff(), domain, 1);
  const other = await secondConsole(browser, COLLEAGUE, domain, 1);
  try {
    await openLead(page, id);
    await openLead(other, id);
    // The colleague begins on the lead as it is now; this console saves before they do.
    await outcome(other, 'Busy').check();
    await outcome(page, 'Connected').check();
    await form(page).getByLabel('New status').selectOption({ label: 'Interested' });
    await form(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel(page).getByText('Call logged.')).toBeVisible();
    await expect(panel(other).getByTestId('panel-status')).toHaveText('Interested', {
      timeout: 2_000,
    });

    // Her own second save: no conflict.
    await noteBox(page).fill('Sending the brochure');
    await form(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel(page).getByText('Note saved.')).toBeVisible();

    await form(other).getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = form(other).getByTestId('call-conflict');
    await expect(conflict).toContainText('e2e.counsellor@example.edu.in changed this lead');
    await expect(conflict).toContainText('status is now Interested');
    await expect(conflict).toContainText('Your choice is kept: Busy');
    await expect(outcome(other, 'Busy')).toBeChecked();
    await conflict.getByRole('button', { name: 'Apply my change again' }).click();
    await expect(panel(other).getByText('Call logged.')).toBeVisible();
    await expect(form(page).getByTestId('call-conflict')).toHaveCount(0);
    const calls = await db()<{ author: string; outcome: string }[]>`
      select author, outcome from lead_activities where lead_id = ${id} and kind = 'call' order by id`;
    expect(calls).toEqual([
      { author: 'e2e.counsellor@example.edu.in', outcome: 'connected' },
      { author: COLLEAGUE.email, outcome: 'busy' },
    ]);
  } finally {
    await other.context().close();
  }
});

test('three leads called from the keyboard with Save and next, at most 10 keys each', async ({
  page,
  browser,
  request,
}) => {
  const domain = uniqueDomain();
  const ids: string[] = [];
  for (const name of ['Key One', 'Key Two', 'Key Three']) {
    ids.push(await createLead(request, { name, email: `${name.replace(' ', '.')}@${domain}` }));
  }
  await consoleFor(page, await ensureStaff(), domain, 3);
  const other = await secondConsole(browser, COLLEAGUE, domain, 3);
  try {
    // Newest first: the grid lists Key Three, Key Two, Key One.
    const order = [...ids].reverse();
    await cell(page, order[0]!, 'received').click();
    await expect(cell(page, order[0]!, 'received')).toBeFocused();

    let keys = 0;
    const press = async (key: string) => {
      keys += key.split('+').length;
      await page.keyboard.press(key);
    };
    // Enquiries keep arriving elsewhere while the counsellor calls.
    const arrivals = Promise.all(
      [1, 2, 3].map((n) =>
        createLead(request, { name: `Elsewhere ${n}`, email: `e${n}@${uniqueDomain()}` }),
      ),
    );
    await press('Enter');
    const outcomes = ['2', '3', '1'];
    const perLead: number[] = [];
    for (const [index, id] of order.entries()) {
      await expect(panel(page)).toHaveAttribute('data-lead-id', id);
      await expect(panel(page).getByRole('heading', { level: 2 })).toBeFocused();
      await expect(panel(page).getByText('Loading the timeline…')).toHaveCount(0);
      await press(outcomes[index]!);
      await press(index < 2 ? 'Control+Shift+Enter' : 'Control+Enter');
      perLead.push(keys - perLead.reduce((sum, n) => sum + n, 0));
    }
    await expect(panel(page).getByText('Call logged.')).toBeVisible();
    await arrivals;
    // Per lead, from the grid (or the previous save) to its own save: Enter, the outcome key
    // and the chord for the first; the outcome and the chord for the next ones.
    expect(perLead).toEqual([5, 4, 3]);
    for (const spent of perLead) expect(spent).toBeLessThanOrEqual(10);

    const calls = await db()<{ lead_id: string; outcome: string }[]>`
      select lead_id, outcome from lead_activities
      where lead_id = any(${ids}) and kind = 'call' order by id`;
    expect(calls).toEqual([
      { lead_id: order[0], outcome: 'no-answer' },
      { lead_id: order[1], outcome: 'busy' },
      { lead_id: order[2], outcome: 'connected' },
    ]);
    for (const id of ids) {
      expect(await leadRow(id)).toMatchObject({ status: 'contacted' });
      expect((await leadRow(id)).next_follow_up_at).not.toBeNull();
      // The colleague's console sees each call.
      await expect(cell(other, id, 'status')).toHaveText('Contacted', { timeout: 2_000 });
    }
  } finally {
    await other.context().close();
  }
});

test('the session ending while a note is typed loses no keystroke', async ({ page, request }) => {
  const domain = uniqueDomain();
  const id = await createLead(request, { name: 'Session Lead', email: `s@${domain}` });
  await consoleFor(page, SESSION_USER, domain, 1);
  await openLead(page, id);
  await outcome(page, 'Connected').check();
  await noteBox(page).click();
  const first = 'Mother asked about the hostel, the fees for the first year, ';
  await noteBox(page).pressSequentially(first, { delay: 10 });

  await db()`update staff_sessions set revoked_at = now()
    where revoked_at is null
      and user_id = (select id from staff_users where email = ${SESSION_USER.email})`;
  // The live stream notices within seconds; the counsellor types on meanwhile.
  const second = 'and whether the scholarship test is in May or in June; call after 6 pm';
  const bar = page.getByTestId('session-ended-bar');
  await Promise.all([
    noteBox(page).pressSequentially(second, { delay: 60 }),
    expect(bar).toBeVisible({ timeout: 10_000 }),
  ]);
  await page.keyboard.type('.');
  const text = `${first}${second}.`;
  await expect(noteBox(page)).toHaveValue(text);
  await expect(noteBox(page)).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Sign in again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveValue('');
  await dialog.getByLabel('Password').fill(SESSION_USER.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(noteBox(page)).toHaveValue(text);
  await form(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel(page).getByText('Call logged.')).toBeVisible();
  const [call] = await db()<{ body: string }[]>`
    select body from lead_activities where lead_id = ${id} and kind = 'call'`;
  expect(call!.body).toBe(text);
});

test('signing out with a draft asks, and keeps it for the same counsellor only', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const id = await createLead(request, { name: 'Draft Lead', email: `d@${domain}` });
  await consoleFor(page, DRAFT_USER, domain, 1);
  await openLead(page, id);
  await outcome(page, 'Busy').check();
  await noteBox(page).fill('Father travels; call on Sunday');

  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out with unsaved work?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('unsaved-drafts')).toHaveText('Draft Lead: note, call outcome');
  // Keeping is the default: Enter presses it.
  await expect(dialog.getByRole('button', { name: 'Keep them and sign out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sign-in-reason')).toContainText('kept for your next sign-in');

  // A colleague at the same computer sees nothing of it.
  await signIn(page, COLLEAGUE);
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  await searchConsole(page, domain);
  await openLead(page, id);
  await expect(noteBox(page)).toHaveValue('');
  await expect(outcome(page, 'Busy')).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign out with unsaved work?' })).toHaveCount(0);

  // The counsellor signs in again: her draft is back.
  await signIn(page, DRAFT_USER);
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
  await searchConsole(page, domain);
  await openLead(page, id);
  await expect(noteBox(page)).toHaveValue('Father travels; call on Sunday');
  await expect(outcome(page, 'Busy')).toBeChecked();
  expect(await db()`select 1 from lead_activities where lead_id = ${id}`).toHaveLength(0);
});
