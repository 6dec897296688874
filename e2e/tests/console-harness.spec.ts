/**
 * The admissions console's renderer in Chromium. Electron cannot be
 * downloaded here, so the built harness (desktop/out/harness: the renderer
 * plus an adapter that implements the preload's API over HTTP) is served on
 * the product's own origin and talks to the real API.
 * Build first: npm run build -w desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { LEAD_STATUS_LABELS, parseCsv } from '@skltcoa/shared';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db, ensureStaff, findLeadsByEmail } from '../support/db';
import { createLead, randomPhone, uniqueDomain } from '../support/leads';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
});

async function openConsole(page: Page): Promise<void> {
  await serveConsoleHarness(page);
  await page.goto('/console/');
}

async function signIn(page: Page, password?: string): Promise<void> {
  const staff = await ensureStaff();
  await expect(page.getByLabel('API address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(password ?? staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedIn(page: Page): Promise<void> {
  await openConsole(page);
  await signIn(page);
  // Leads stream in page by page (ADR 011); tests start once the last page is in.
  await expect(page.getByTestId('lead-count')).toHaveText(/^Leads: [\d,]+$/, {
    timeout: 30_000,
  });
}

/** What the harness hands tests (see desktop/src/harness/http-adapter.ts). */
interface HarnessWindow {
  consoleHarness: { exports: { fileName: string; csv: string }[]; notifications: string[] };
}
const harness = (page: Page) =>
  page.evaluate(() => (window as unknown as HarnessWindow).consoleHarness);

const search = searchConsole;
const count = (page: Page) => page.getByTestId('lead-count');
const cell = (page: Page, id: string, column: string) =>
  page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="${column}"]`);

const panel = (page: Page) => page.getByRole('complementary');

/**
 * Scrolls the grid sideways until the column is drawn: the grid draws only the
 * columns in sight (and a little either side), as a counsellor sees them.
 */
async function scrollToColumn(page: Page, column: string): Promise<void> {
  const header = page.locator(`.ag-header-cell[col-id="${column}"]`);
  const scroller = page.locator('.ag-body-horizontal-scroll-viewport');
  await expect
    .poll(async () => {
      if ((await header.count()) === 0) {
        await scroller.evaluate((element) => {
          element.scrollLeft += element.clientWidth / 2;
        });
      }
      return header.count();
    })
    .toBe(1);
  await expect(header).toBeInViewport();
}

/**
 * Opens the lead's panel from the button in its Name cell, and saves a status
 * there with the post-call form (an open status also needs a next follow-up).
 */
async function chooseStatus(page: Page, id: string, label: string): Promise<void> {
  await cell(page, id, 'name').getByRole('button').click();
  await expect(panel(page)).toHaveAttribute('data-lead-id', id);
  await panel(page).getByLabel('New status').selectOption({ label });
  const followUp = panel(page).getByLabel('Next follow-up (IST)');
  if ((await followUp.count()) > 0 && !(await followUp.inputValue())) {
    await followUp.fill('2099-11-28T11:00');
  }
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
}

test('staff sign in, see why a wrong password fails, and sign out', async ({ page }) => {
  await openConsole(page);
  await signIn(page, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await signIn(page);
  await expect(count(page)).toContainText(/Leads: [\d,]+/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('sign-in-reason')).toHaveText('You have signed out.');
});

test('the grid shows leads made through the API', async ({ page, request }) => {
  const domain = uniqueDomain();
  const ids = [];
  for (const name of ['Meera Iyer', 'Kabir Shah', 'Zoya Khan']) {
    ids.push(await createLead(request, { name, email: `${name.split(' ')[0]}@${domain}` }));
  }
  await signedIn(page);
  await search(page, domain);
  await expect(count(page)).toContainText(/^Leads: 3$/);
  await expect(cell(page, ids[1]!, 'name')).toContainText('Kabir Shah');
  await expect(cell(page, ids[1]!, 'status')).toHaveText('New');
  await expect(cell(page, ids[1]!, 'received')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  // The Programme column sits right of the working columns, out of sight until scrolled to.
  await scrollToColumn(page, 'program');
  await expect(cell(page, ids[1]!, 'program')).toHaveText('Bachelor of Architecture');
});

test('each filter narrows the grid', async ({ page, request }) => {
  const domain = uniqueDomain();
  const barch = await createLead(request, { name: 'Filter One', email: `one@${domain}` });
  await createLead(request, {
    name: 'Filter Two',
    email: `two@${domain}`,
    program: 'Diploma in Architecture',
    form_type: 'Brochure Enquiry',
  });
  const old = await createLead(request, {
    name: 'Filter Three',
    email: `three@${domain}`,
    program: 'Diploma in Architecture',
  });
  // 00:30 in Mumbai on 15 Jan 2024 is still 14 Jan in UTC: the filter must use IST days.
  await db()`update admission_leads set created_at = '2024-01-14T19:00:00Z', status = 'contacted'
    where id = ${old}`;
  await signedIn(page);
  await search(page, domain);
  await expect(count(page)).toContainText(/^Leads: 3$/);

  await page.getByLabel('Programme').selectOption('Diploma in Architecture');
  await expect(count(page)).toContainText(/^Leads: 2$/);
  await page.getByLabel('Form type').selectOption('Brochure Enquiry');
  await expect(count(page)).toContainText(/^Leads: 1$/);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await search(page, domain);

  await page.getByLabel('Status').selectOption('contacted');
  await expect(count(page)).toContainText(/^Leads: 1$/);
  await expect(cell(page, old, 'name')).toContainText('Filter Three');
  await page.getByLabel('Status').selectOption('');

  await page.getByLabel('Received from').fill('2024-01-15');
  await page.getByLabel('to', { exact: true }).fill('2024-01-15');
  await expect(count(page)).toContainText(/^Leads: 1$/);
  await expect(cell(page, old, 'received')).toHaveText('2024-01-15 00:30');
  await page.getByLabel('Received from').fill('2024-01-16');
  await page.getByLabel('to', { exact: true }).fill('');
  await expect(count(page)).toContainText(/^Leads: 2$/);
  await expect(cell(page, barch, 'name')).toBeVisible();
});

test('a status changed in the lead panel is saved and kept after a reload', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const email = `edit@${domain}`;
  const id = await createLead(request, { name: 'Edit Me', email });
  await signedIn(page);
  await search(page, domain);
  await chooseStatus(page, id, LEAD_STATUS_LABELS.interested);
  await expect(panel(page).getByRole('status')).toHaveText('Saved.');
  await expect(cell(page, id, 'status')).toHaveText('Interested');
  await expect(panel(page).getByTestId('timeline')).toContainText('Status New → Interested');
  expect((await findLeadsByEmail(email))[0]!.status).toBe('interested');

  await page.reload();
  await signIn(page);
  await search(page, domain);
  await expect(cell(page, id, 'status')).toHaveText('Interested');
});

test('a note and a status can be saved from the keyboard', async ({ page, request }) => {
  const domain = uniqueDomain();
  const email = `keys@${domain}`;
  const id = await createLead(request, { name: 'Key Board', email });
  await signedIn(page);
  await search(page, domain);
  // Enter on a row opens its panel, with focus on the lead's name.
  await cell(page, id, 'received').click();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('heading', { name: 'Key Board' })).toBeFocused();

  await panel(page).getByLabel('Note', { exact: true }).focus();
  await page.keyboard.type('Called, rings back Monday');
  await page.keyboard.press('Control+Enter');
  await expect(panel(page).getByTestId('timeline')).toContainText('Called, rings back Monday');
  await expect(cell(page, id, 'last_activity')).toHaveText('Called, rings back Monday');

  await panel(page).getByLabel('New status').focus();
  await page.keyboard.press('ArrowDown'); // New → Contacted
  // An open status needs the next follow-up: typed into the date field, then Ctrl+Enter.
  await page.keyboard.press('Tab');
  await expect(panel(page).getByLabel('Next follow-up (IST)')).toBeFocused();
  // Chromium's year takes up to six digits, so ArrowRight moves on to the time.
  await page.keyboard.type('11282099');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1100A');
  await expect(panel(page).getByLabel('Next follow-up (IST)')).toHaveValue('2099-11-28T11:00');
  await page.keyboard.press('Control+Enter');
  await expect(cell(page, id, 'status')).toHaveText('Contacted');
  expect((await findLeadsByEmail(email))[0]).toMatchObject({ status: 'contacted' });
  const [note] = await db()<{ body: string; author: string }[]>`
    select body, author from lead_activities where lead_id = ${id} and kind = 'note'`;
  expect(note).toEqual({
    body: 'Called, rings back Monday',
    author: 'e2e.counsellor@example.edu.in',
  });
});

test('a failed save is shown, and the choice is kept to try again', async ({ page, request }) => {
  const domain = uniqueDomain();
  const email = `fail@${domain}`;
  const id = await createLead(request, { name: 'Will Fail', email });
  await signedIn(page);
  await search(page, domain);
  await page.route('**/api/leads/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, json: { error: 'The database is not answering.' } })
      : route.fallback(),
  );
  await chooseStatus(page, id, 'Enrolled');
  const problem = panel(page).getByTestId('call-error');
  await expect(problem).toContainText('The change was not saved. The database is not answering.');
  await expect(cell(page, id, 'status')).toHaveText('New');
  await expect(panel(page).getByLabel('New status')).toHaveValue('enrolled');
  expect((await findLeadsByEmail(email))[0]!.status).toBe('new');

  await page.unroute('**/api/leads/*');
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(cell(page, id, 'status')).toHaveText('Enrolled');
  expect((await findLeadsByEmail(email))[0]!.status).toBe('enrolled');
});

test('repeat enquiries from one family are marked with one count', async ({ page, request }) => {
  const domain = uniqueDomain();
  const phone = randomPhone();
  const first = await createLead(request, { name: 'Parent A', email: `a@${domain}`, phone });
  const second = await createLead(request, { name: 'Parent B', email: `b@${domain}`, phone });
  const again = await createLead(request, { name: 'Parent A again', email: `A@${domain}` });
  const alone = await createLead(request, { name: 'Only Once', email: `solo@${domain}` });
  await signedIn(page);
  await search(page, domain);
  await expect(count(page)).toContainText(/^Leads: 4$/);
  // Families are transitive (ADR 016): B and "A again" share nothing directly, and still count 3.
  for (const id of [first, second, again]) {
    await expect(cell(page, id, 'name').getByTestId('repeat-badge')).toHaveText('×3');
  }
  await expect(cell(page, first, 'name').getByTestId('repeat-badge')).toHaveAttribute(
    'aria-label',
    'Repeat: 3 enquiries from the same phone or email. Show the family',
  );
  await expect(cell(page, alone, 'name').getByTestId('repeat-badge')).toHaveCount(0);
});

test('export writes exactly the shown rows, in the order shown', async ({ page, request }) => {
  const domain = uniqueDomain();
  const names = ['Charu, "CJ" Joshi', '=1+2 Formula', 'Anil Mehta'];
  for (const [i, name] of names.entries()) {
    await createLead(request, { name, email: `x${i}@${domain}` });
  }
  await createLead(request, {
    name: 'Diploma Hidden',
    email: `hidden@${domain}`,
    program: 'Diploma in Architecture',
  });
  await signedIn(page);
  await search(page, domain);
  await page.getByLabel('Programme').selectOption('Bachelor of Architecture');
  await expect(count(page)).toContainText(/^Leads: 3$/);
  await page.locator('.ag-header-cell[col-id="name"] .ag-header-cell-label').click();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByTestId('message-info')).toContainText('Exported 3 leads');

  const { exports: exported } = await harness(page);
  expect(exported).toHaveLength(1);
  expect(exported[0]!.fileName).toMatch(/^admission_leads_\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parseCsv(exported[0]!.csv);
  expect(records.map((record) => record.Name)).toEqual([
    "'=1+2 Formula",
    'Anil Mehta',
    'Charu, "CJ" Joshi',
  ]);
  expect(records[1]).toMatchObject({
    Email: `x2@${domain}`,
    Programme: 'Bachelor of Architecture',
    Status: 'New',
    Source: '/admission',
  });
});

// New enquiries arrive through the API's live event stream (GET /api/leads/events).
test('new enquiries are announced for the list they match, and added when asked', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  await signedIn(page);
  await search(page, domain);
  await expect(count(page)).toContainText(/^Leads: 0$/);
  const id = await createLead(request, { name: 'Fresh Enquiry', email: `new@${domain}` });
  // Counted for the list it matches (other tests' enquiries do not match the search), and
  // shown when asked: the list holds still meanwhile (docs/decisions/052-the-counsellors-day.md).
  await expect(page.getByTestId('arrivals')).toHaveText(/^1 new enquiry for this list\./, {
    timeout: 10_000,
  });
  await page.getByTestId('arrivals').getByRole('button', { name: 'Show it' }).click();
  await expect(cell(page, id, 'name')).toContainText('Fresh Enquiry', { timeout: 10_000 });
  await expect(count(page)).toContainText(/^Leads: 1$/);
  // The notification counts them the same way: one, or more when others came at once.
  expect((await harness(page)).notifications).toContainEqual(
    expect.stringMatching(/^[1-9]\d* new enquir(y|ies)$/),
  );
});

test('the sort order is kept between runs', async ({ page }) => {
  await signedIn(page);
  const nameHeader = page.locator('.ag-header-cell[col-id="name"]');
  await nameHeader.locator('.ag-header-cell-label').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.waitForTimeout(600);
  await page.reload();
  await signIn(page);
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('an expired session opens sign-in over the screen and says why', async ({ page }) => {
  await signedIn(page);
  await page.route('**/api/leads?*', (route) =>
    route.fulfill({
      status: 401,
      json: { error: 'Your session has ended or you are not signed in. Please sign in.' },
    }),
  );
  await page.getByRole('button', { name: 'Reload leads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog.getByTestId('sign-in-reason')).toHaveText(
    'Your session has ended or you are not signed in. Please sign in.',
  );
  // The leads screen stays under the dialog (console-follow-up.spec.ts signs in again).
  await expect(page.getByRole('heading', { name: 'Admission enquiries' })).toBeAttached();
});

/** Makes the leads' listing answer 503 while `refuse` is set; the API answers otherwise. */
async function unavailableLeads(page: Page): Promise<{ refuse: boolean }> {
  const state = { refuse: false };
  await page.route('**/api/leads?**', (route) =>
    state.refuse
      ? route.fulfill({ status: 503, json: { error: 'The service is temporarily unavailable.' } })
      : route.continue(),
  );
  return state;
}

test('a failed load says why and loads again on Try again', async ({ page }) => {
  const leads = await unavailableLeads(page);
  leads.refuse = true;
  await openConsole(page);
  await signIn(page);
  await expect(page.getByRole('alert')).toContainText(
    'Could not load the leads: The service is temporarily unavailable.',
  );
  leads.refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(count(page)).toContainText(/Leads: [\d,]+/);
});

test('after a failed load, changing a filter loads the leads again', async ({ page }) => {
  const leads = await unavailableLeads(page);
  await signedIn(page);
  leads.refuse = true;
  await page.getByLabel('Programme').selectOption('Diploma in Architecture');
  await expect(page.getByRole('alert')).toContainText('Could not load the leads');
  leads.refuse = false;
  // The counsellor changes the filter rather than pressing Try again.
  await page.getByLabel('Programme').selectOption('Bachelor of Architecture');
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a "from" date after "to" is explained at the dates; the list stays until the range is whole', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  await createLead(request, { name: 'Range One', email: `one@${domain}` });
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/leads') asked.push(url.search);
  });
  await signedIn(page);
  await search(page, domain);
  await expect(count(page)).toHaveText('Leads: 1');
  const from = page.getByLabel('Received from');
  const to = page.getByLabel('to', { exact: true });
  await to.fill('2024-01-15');
  await expect(count(page)).toHaveText('Leads: 0');
  asked.length = 0;
  await from.fill('2024-01-16');
  const problem = page.getByTestId('filter-problem');
  await expect(problem).toHaveText('The "from" date must not be after the "to" date.');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  // The file would be the list's, not the dates shown: no export until they agree.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(from).toHaveAccessibleDescription(
    'The "from" date must not be after the "to" date.',
  );
  // The list the counsellor saw stays; nothing was asked, and nothing failed.
  await expect(count(page)).toHaveText('Leads: 0');
  await expect(page.getByText('Could not load the leads')).toHaveCount(0);
  expect(asked.filter((search) => search.includes('from=2024-01-16'))).toEqual([]);
  await to.fill('');
  await expect(problem).toHaveCount(0);
  await expect(from).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expect(count(page)).toHaveText('Leads: 1');
});

test('with no leads the console says so', async ({ page }) => {
  await page.route('**/api/leads?**', (route) =>
    route.fulfill({ json: { leads: [], total: 0, nextCursor: null } }),
  );
  await openConsole(page);
  await signIn(page);
  await expect(page.getByTestId('empty')).toContainText('No enquiries yet.');
});

test('a resized column keeps its width between runs', async ({ page, request }) => {
  await createLead(request, { name: 'Wide Column', email: `wide@${uniqueDomain()}` });
  await signedIn(page);
  const header = page.locator('.ag-header-cell[col-id="phone"]');
  const before = (await header.boundingBox())!;
  const handle = (await header.locator('.ag-header-cell-resize').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 120, handle.y + handle.height / 2, {
    steps: 8,
  });
  await page.mouse.up();
  await expect
    .poll(async () => (await header.boundingBox())!.width)
    .toBeGreaterThan(before.width + 100);
  const resized = (await header.boundingBox())!.width;
  // The layout is saved a moment after the change, as with sorting.
  await page.waitForTimeout(600);
  await page.reload();
  await signIn(page);
  await expect
    .poll(async () =>
      Math.round((await page.locator('.ag-header-cell[col-id="phone"]').boundingBox())!.width),
    )
    .toBe(Math.round(resized));
});

test('Ctrl+F jumps to the search box', async ({ page, request }) => {
  await createLead(request, { name: 'Find Me', email: `find@${uniqueDomain()}` });
  await signedIn(page);
  await page.locator('.ag-header-cell[col-id="name"]').click();
  await page.keyboard.press('Control+f');
  await expect(page.getByRole('searchbox')).toBeFocused();
});
