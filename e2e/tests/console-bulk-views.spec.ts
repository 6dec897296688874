/**
 * Issue 13 §3 and §2 through the console harness: selecting rows and
 * changing them all at once, each lead with its own timeline entry and a
 * conflict reported by row; saved views that come back at sign-in and that
 * an admin shares with everyone. Build first: npm run build -w desktop.
 *
 * Each test signs in with accounts of this file's own: a saved view applied
 * is remembered per account, and would come back in other specs' consoles.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { addStaffUser } from '@skltcoa/api';
import { DEFAULT_PROGRAM, FORM_TYPES, type StaffRole } from '@skltcoa/shared';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { createLead, uniqueDomain } from '../support/leads';

test.describe.configure({ mode: 'serial' });

interface Account {
  email: string;
  password: string;
  role: StaffRole;
}

const BULK_USER: Account = {
  email: 'e2e.bulk@example.edu.in',
  password: 'e2e bulk passphrase',
  role: 'counsellor',
};
const BULK_COLLEAGUE: Account = {
  email: 'e2e.bulk.colleague@example.edu.in',
  password: 'e2e bulk colleague passphrase',
  role: 'counsellor',
};
const VIEWS_USER: Account = {
  email: 'e2e.views@example.edu.in',
  password: 'e2e views passphrase',
  role: 'counsellor',
};
const VIEWS_ADMIN: Account = {
  email: 'e2e.views.admin@example.edu.in',
  password: 'e2e views admin passphrase',
  role: 'admin',
};

/** Makes the account once; making it again would end its sessions (a new password does). */
async function ensureAccount(account: Account): Promise<Account> {
  const [existing] = await db()`select 1 from staff_users where email = ${account.email}`;
  if (!existing) await addStaffUser(db(), account.email, account.password, account.role);
  return account;
}

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  for (const account of [BULK_USER, BULK_COLLEAGUE, VIEWS_USER, VIEWS_ADMIN]) {
    await ensureAccount(account);
  }
});

async function signIn(page: Page, account: Account): Promise<void> {
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const count = (page: Page) => page.getByTestId('lead-count');
const allLoaded = /^Leads: [\d,]+$/;

/** Signed in, every page of leads streamed in, and the search narrowed to one test's domain. */
async function consoleFor(page: Page, account: Account, domain: string, leads: number) {
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await signIn(page, account);
  await expect(count(page)).toHaveText(allLoaded, { timeout: 30_000 });
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
const checkbox = (page: Page, id: string) =>
  page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="ag-Grid-SelectionColumn"] input`);
const bulkBar = (page: Page) => page.getByRole('form', { name: 'Change the selected leads' });
const report = (page: Page) => page.getByTestId('bulk-report');
const savedView = (page: Page) => page.getByRole('combobox', { name: /^Saved view/ });

/** A bearer token for API calls made as a colleague in another console would. */
async function tokenFor(page: Page, account: Account): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { 'x-client': 'console' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('three rows chosen by mouse and keyboard are assigned at once, each with its own entry', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const ids: string[] = [];
  for (const name of ['Bulk One', 'Bulk Two', 'Bulk Three', 'Not Chosen']) {
    ids.push(await createLead(request, { name, email: `${name.replace(' ', '.')}@${domain}` }));
  }
  const [first, second, third, left] = ids as [string, string, string, string];
  await page.setViewportSize({ width: 1366, height: 768 });
  await consoleFor(page, BULK_USER, domain, 4);
  await expect(bulkBar(page)).toHaveCount(0);

  // The mouse: the row's checkbox.
  await checkbox(page, first).click();
  await expect(bulkBar(page)).toContainText('1 selected');
  // The keyboard: Space on a focused row toggles it, whichever cell has focus.
  await cell(page, second, 'received').click();
  await page.keyboard.press('Space');
  await expect(bulkBar(page)).toContainText('2 selected');
  await cell(page, left, 'status').click();
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await cell(page, third, 'status').click();
  await page.keyboard.press('Space');
  await expect(bulkBar(page)).toContainText('3 selected');
  for (const id of [first, second, third]) await expect(checkbox(page, id)).toBeChecked();
  await expect(checkbox(page, left)).not.toBeChecked();
  // A click on a cell opens nothing and selects nothing.
  await expect(page.getByRole('complementary')).toHaveCount(0);

  // A colleague's change arrives live: the row takes it and stays selected,
  // and the bulk change goes at the version the grid now holds.
  const token = await tokenFor(page, BULK_COLLEAGUE);
  const colleague = await page.request.patch(`/api/leads/${first}`, {
    data: { version: 1, status: 'interested' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(colleague.status()).toBe(200);
  await expect(cell(page, first, 'status')).toHaveText('Interested', { timeout: 5_000 });
  await expect(checkbox(page, first)).toBeChecked();
  await expect(bulkBar(page)).toContainText('3 selected');

  await bulkBar(page).getByLabel('Assign to').selectOption(BULK_COLLEAGUE.email);
  await bulkBar(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('message-info')).toContainText(
    `Changed 3 leads: assigned to ${BULK_COLLEAGUE.email}.`,
  );
  for (const id of [first, second, third]) {
    await expect(cell(page, id, 'assignee')).toHaveText(BULK_COLLEAGUE.email);
  }
  await expect(cell(page, left, 'assignee')).toHaveText('Unassigned');
  // Every row changed, so none is left selected and the bar goes.
  await expect(bulkBar(page)).toHaveCount(0);
  await expect(report(page)).toHaveCount(0);

  const entries = await db()<{ lead_id: string; author: string; to_value: string }[]>`
    select lead_id, author, to_value from lead_activities
    where kind = 'assignment' and lead_id = any(${ids}::uuid[]) order by id`;
  expect(entries.map((entry) => entry.lead_id).sort()).toEqual([first, second, third].sort());
  for (const entry of entries) {
    expect(entry).toMatchObject({ author: BULK_USER.email, to_value: BULK_COLLEAGUE.email });
  }
  const versions = await db()<{ version: number }[]>`
    select version from admission_leads where id = any(${ids}::uuid[]) order by version`;
  expect(versions.map((lead) => lead.version)).toEqual([1, 2, 2, 3]);
});

test('a row a colleague changed first is reported by row, stays selected, and is retried', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const ids: string[] = [];
  for (const name of ['Retry Alpha', 'Retry Bravo', 'Retry Charlie']) {
    ids.push(await createLead(request, { name, email: `${name.replace(' ', '.')}@${domain}` }));
  }
  const [alpha, bravo, charlie] = ids as [string, string, string];
  // This console must not hear of the colleague's change before it saves.
  await page.route('**/api/leads/events', (route) => route.abort('failed'));
  await consoleFor(page, BULK_USER, domain, 3);
  await page.getByRole('checkbox', { name: 'Select all the leads shown' }).check();
  await expect(bulkBar(page)).toContainText('3 selected');

  const token = await tokenFor(page, BULK_COLLEAGUE);
  const colleague = await page.request.patch(`/api/leads/${bravo}`, {
    data: { version: 1, status: 'interested' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(colleague.status()).toBe(200);

  await bulkBar(page).getByLabel('Set status').selectOption({ label: 'Contacted' });
  await bulkBar(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('message-error')).toContainText(
    'Changed 2 of 3 leads: status Contacted. 1 could not be changed; see the list below.',
  );
  await expect(report(page).getByRole('heading')).toHaveText('1 lead was not changed');
  await expect(report(page).getByRole('listitem')).toHaveText(
    `Retry Bravo: ${BULK_COLLEAGUE.email} changed this lead: status is now Interested.`,
  );
  // The row shows the colleague's change; only it is still selected.
  await expect(cell(page, bravo, 'status')).toHaveText('Interested');
  await expect(cell(page, alpha, 'status')).toHaveText('Contacted');
  await expect(cell(page, charlie, 'status')).toHaveText('Contacted');
  await expect(bulkBar(page)).toContainText('1 selected');
  await expect(checkbox(page, bravo)).toBeChecked();
  await expect(checkbox(page, alpha)).not.toBeChecked();

  await report(page).getByRole('button', { name: 'Retry these on the current version' }).click();
  await expect(page.getByTestId('message-info')).toContainText('Changed 1 lead: status Contacted.');
  await expect(report(page)).toHaveCount(0);
  await expect(bulkBar(page)).toHaveCount(0);
  await expect(cell(page, bravo, 'status')).toHaveText('Contacted');
  const [lead] = await db()<{ status: string; version: number }[]>`
    select status, version from admission_leads where id = ${bravo}`;
  expect(lead).toEqual({ status: 'contacted', version: 3 });
  const statusEntries = await db()<{ author: string; to_value: string }[]>`
    select author, to_value from lead_activities where lead_id = ${bravo} and kind = 'status'
    order by id`;
  expect(statusEntries).toEqual([
    { author: BULK_COLLEAGUE.email, to_value: 'interested' },
    { author: BULK_USER.email, to_value: 'contacted' },
  ]);
});

test('more than 500 selected are sent 500 at a time, with progress', async ({ page }) => {
  const domain = uniqueDomain();
  const base = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  await db()`
    insert into admission_leads (name, email, phone, program, form_type, submission_id)
    select 'Chunk ' || n, 'chunk' || n || '@' || ${domain}, '+919' || (${base} + n)::text,
      ${DEFAULT_PROGRAM}, ${FORM_TYPES[0]}, gen_random_uuid()
    from generate_series(1, 501) n`;
  const sizes: number[] = [];
  await page.route('**/api/leads/bulk', async (route) => {
    const body = route.request().postDataJSON() as { leads: unknown[] };
    sizes.push(body.leads.length);
    // The second request waits, so that the progress after the first can be read.
    if (sizes.length === 2) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await consoleFor(page, BULK_USER, domain, 501);
  await page.getByRole('checkbox', { name: 'Select all the leads shown' }).check();
  await expect(bulkBar(page)).toContainText('501 selected');
  await bulkBar(page).getByLabel('Set status').selectOption({ label: 'Contacted' });
  await bulkBar(page).getByRole('button', { name: 'Apply' }).click();
  // 500 changes, each in its own transaction, take a few seconds on a busy machine.
  await expect(bulkBar(page).getByRole('status')).toHaveText('Updating 500 of 501…', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('message-info')).toContainText(
    'Changed 501 leads: status Contacted.',
    { timeout: 20_000 },
  );
  expect(sizes).toEqual([500, 1]);
  await expect(bulkBar(page)).toHaveCount(0);
  const [changed] = await db()<{ n: number }[]>`
    select count(*)::int as n from admission_leads
    where email like ${`%@${domain}`} and status = 'contacted' and version = 2`;
  expect(changed!.n).toBe(501);
});

/** The names of the rows in the order the grid shows them. */
async function namesInOrder(page: Page): Promise<string[]> {
  const cells = page.locator('.ag-row .ag-cell[col-id="name"] button');
  const found = await cells.evaluateAll((elements) =>
    elements.map((element) => ({
      index: Number(element.closest('.ag-row')?.getAttribute('row-index')),
      name: element.textContent ?? '',
    })),
  );
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.name);
}

test('a saved view with filters and a sorted column comes back at the next sign-in', async ({
  page,
  request,
}) => {
  // Two sign-ins, two dialogs and five sorts: 10–20 s alone, more on a busy two-core machine.
  test.slow();
  const domain = uniqueDomain();
  for (const name of ['Charlie Rao', 'Alpha Rao', 'Bravo Rao']) {
    await createLead(request, { name, email: `${name.replace(' ', '.')}@${domain}` });
  }
  await createLead(request, {
    name: 'Diploma Rao',
    email: `diploma@${domain}`,
    program: 'Diploma in Architecture',
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await consoleFor(page, VIEWS_USER, domain, 4);
  await page.getByLabel('Programme').selectOption('Bachelor of Architecture');
  await expect(count(page)).toHaveText('Leads: 3');
  await page.locator('.ag-header-cell[col-id="name"] .ag-header-cell-label').click();
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => namesInOrder(page)).toEqual(['Alpha Rao', 'Bravo Rao', 'Charlie Rao']);

  await page.getByRole('button', { name: 'Save as view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as view' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  // Only admins share views.
  await expect(dialog.getByLabel('Share with everyone')).toHaveCount(0);
  await dialog.getByLabel('Name').fill('B.Arch Raos by name');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('message-info')).toHaveText(
    /Saved the view “B.Arch Raos by name”\./,
  );
  await expect(savedView(page)).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(savedView(page).locator('option:checked')).toHaveText('B.Arch Raos by name');

  // The same name again is refused in the dialog, which stays open.
  await page.getByRole('button', { name: 'Save as view…' }).click();
  await dialog.getByLabel('Name').fill('b.arch raos BY NAME');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You already have a view with that name. Please choose another.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Then the counsellor moves on: other filters and another sort.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await searchConsole(page, domain);
  await expect(count(page)).toHaveText('Leads: 4');
  await expect(page.getByTestId('view-changed')).toBeVisible();
  await page.locator('.ag-header-cell[col-id="received"] .ag-header-cell-label').click();
  await expect(page.locator('.ag-header-cell[col-id="name"]')).not.toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  // The sign-in form of the signed-out state, not one drawn while signing out: a CI
  // rehearsal typed into a form that was then drawn again empty, and waited out its time.
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
  await signIn(page, VIEWS_USER);
  // The view comes back applied: its search, programme, sort, and its name in the menu.
  await expect(count(page)).toHaveText('Leads: 3', { timeout: 30_000 });
  await expect(page.getByLabel(/^Search/)).toHaveValue(domain);
  await expect(page.getByLabel('Programme')).toHaveValue('Bachelor of Architecture');
  await expect(savedView(page).locator('option:checked')).toHaveText('B.Arch Raos by name');
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(() => namesInOrder(page)).toEqual(['Alpha Rao', 'Bravo Rao', 'Charlie Rao']);
  await expect(page.getByTestId('view-changed')).toHaveCount(0);

  // Renamed, then deleted: the menu follows, and nothing comes back at sign-in.
  await page.getByRole('button', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename view' });
  await rename.getByLabel('Name').fill('Raos');
  await rename.getByRole('button', { name: 'Rename view' }).click();
  await expect(savedView(page).locator('option:checked')).toHaveText('Raos');
  await page.getByRole('button', { name: 'Delete…' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete view' });
  await expect(remove).toContainText('Delete the view “Raos”?');
  await remove.getByRole('button', { name: 'Delete view' }).click();
  await expect(remove).toHaveCount(0);
  await expect(savedView(page).locator('option', { hasText: 'Raos' })).toHaveCount(0);
  const [last] = await db()<{ last_view_id: string | null }[]>`
    select last_view_id from staff_users where email = ${VIEWS_USER.email}`;
  expect(last!.last_view_id).toBeNull();
});

test('an admin shares a view; a counsellor sees and uses it but cannot change or delete it', async ({
  page,
  browser,
  request,
}) => {
  const domain = uniqueDomain();
  const fresh = await createLead(request, { name: 'Shared New', email: `new@${domain}` });
  const old = await createLead(request, { name: 'Shared Old', email: `old@${domain}` });
  await db()`update admission_leads set status = 'contacted', version = version + 1
    where id = ${old}`;
  await consoleFor(page, VIEWS_ADMIN, domain, 2);
  await page.getByRole('button', { name: 'New and not yet contacted' }).click();
  await expect(count(page)).toHaveText('Leads: 1');
  await page.getByRole('button', { name: 'Save as view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as view' });
  const name = `New ones ${domain}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Share with everyone').check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByTestId('message-info')).toHaveText(/Saved the view/);

  const other = await secondConsole(browser, VIEWS_USER, domain, 2);
  try {
    const menu = savedView(other);
    const option = menu.locator('optgroup[label="Shared with everyone"] option', {
      hasText: name,
    });
    await expect(option).toHaveText(`${name} (${VIEWS_ADMIN.email})`);
    await menu.selectOption({ label: `${name} (${VIEWS_ADMIN.email})` });
    await expect(count(other)).toHaveText('Leads: 1');
    await expect(cell(other, fresh, 'name')).toBeVisible();
    await expect(other.getByRole('button', { name: 'New and not yet contacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const action of ['Delete…', 'Rename…', 'Update view']) {
      await expect(other.getByRole('button', { name: action })).toHaveCount(0);
    }
    // Nor through the API: the counsellor's own token is refused.
    const [view] = await db()<{ id: string }[]>`select id from saved_views where name = ${name}`;
    const token = await tokenFor(other, VIEWS_USER);
    const refused = await other.request.delete(`/api/views/${view!.id}`, {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    // The admin may delete it.
    await expect(page.getByRole('button', { name: 'Delete…' })).toBeVisible();
  } finally {
    await other.context().close();
  }
});

test('the bulk bar, the report and the save dialog have no serious axe violations', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const ids: string[] = [];
  for (const name of ['Axe One', 'Axe Two']) {
    ids.push(await createLead(request, { name, email: `${name.replace(' ', '.')}@${domain}` }));
  }
  await page.route('**/api/leads/events', (route) => route.abort('failed'));
  await page.setViewportSize({ width: 1366, height: 768 });
  await consoleFor(page, BULK_USER, domain, 2);
  for (const id of ids) await checkbox(page, id).check();
  await bulkBar(page)
    .getByLabel('Set next follow-up')
    .selectOption({ label: 'Set a date and time' });
  await bulkBar(page).getByRole('button', { name: 'Apply' }).click();
  await expect(bulkBar(page).getByRole('alert')).toHaveText(
    'Choose the date and time of the next follow-up.',
  );
  const found = await seriousViolations(page, 'bulk bar');

  const token = await tokenFor(page, BULK_COLLEAGUE);
  await page.request.patch(`/api/leads/${ids[0]}`, {
    data: { version: 1, status: 'applied' },
    headers: { authorization: `Bearer ${token}` },
  });
  await bulkBar(page).getByLabel('Next follow-up (IST)').fill('2099-11-28T11:00');
  await bulkBar(page).getByRole('button', { name: 'Apply' }).click();
  await expect(report(page)).toBeVisible();
  await expect(cell(page, ids[1]!, 'next_follow_up')).toHaveText('2099-11-28 11:00');
  found.push(...(await seriousViolations(page, 'bulk report')));

  await page.getByRole('button', { name: 'Save as view…' }).click();
  await expect(page.getByRole('dialog', { name: 'Save as view' })).toBeVisible();
  found.push(...(await seriousViolations(page, 'save dialog')));
  expect(found).toEqual([]);
});

test('at 1366×768 the six working columns fit beside the selection column, bar open', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const id = await createLead(request, {
    name: 'Wide Screen Name That Runs Long',
    email: `someone.with.a.long.address@${domain}`,
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  // A layout saved before row selection: the checkbox column still comes first.
  await page.addInitScript(() => {
    const ids = ['name', 'received', 'phone', 'status', 'next_follow_up', 'assignee'];
    ids.push('last_activity', 'email', 'program', 'form_type', 'source', 'utm_source');
    const layout = ids.map((colId) => ({ colId, ...(colId === 'name' ? { pinned: 'left' } : {}) }));
    localStorage.setItem('admissions-console:grid-state', JSON.stringify(layout));
  });
  await consoleFor(page, BULK_USER, domain, 1);
  await checkbox(page, id).check();
  await expect(bulkBar(page)).toBeVisible();
  const left = async (column: string) =>
    (await page.locator(`.ag-header-cell[col-id="${column}"]`).boundingBox())!.x;
  expect(await left('ag-Grid-SelectionColumn')).toBeLessThan(await left('name'));

  const columns = ['ag-Grid-SelectionColumn', 'name', 'received', 'phone', 'status'];
  columns.push('next_follow_up', 'assignee');
  async function expectAllVisible(label: string) {
    const grid = (await page.locator('.ag-root-wrapper').boundingBox())!;
    for (const column of columns) {
      const header: Locator = page.locator(`.ag-header-cell[col-id="${column}"]`);
      await expect(header, `${column} (${label})`).toBeVisible();
      const box = (await header.boundingBox())!;
      expect(box.x, `${column} starts inside the grid (${label})`).toBeGreaterThanOrEqual(grid.x);
      expect(
        box.x + box.width,
        `${column} ends inside the grid's visible width (${label})`,
      ).toBeLessThanOrEqual(grid.x + grid.width);
    }
    await expect(checkbox(page, id), `the row's checkbox (${label})`).toBeInViewport();
    await expect(cell(page, id, 'name'), `the row's name (${label})`).toBeInViewport();
  }
  await expectAllVisible('panel closed');
  await cell(page, id, 'name').getByRole('button').click();
  await expect(page.getByRole('complementary')).toBeVisible();
  await expectAllVisible('panel open');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
});
