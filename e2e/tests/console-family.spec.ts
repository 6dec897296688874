/**
 * Families and merging duplicates (docs/decisions/016-families.md)
 * through the console harness: the repeat badge opens the family with every
 * enquiry and one timeline; an admin merges duplicates and both consoles see
 * it live; a counsellor has no merge control; no serious axe violations with
 * the dialog open. Build first: npm run build -w desktop.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { addStaffUser } from '@skltcoa/api';
import { adultConsent, DEFAULT_PROGRAM, formatIst, type StaffRole } from '@skltcoa/shared';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db, ensureStaff } from '../support/db';
import { randomPhone, uniqueDomain } from '../support/leads';

test.describe.configure({ mode: 'serial' });

interface Account {
  email: string;
  password: string;
  role: StaffRole;
}

const ADMIN: Account = {
  email: 'e2e.family.admin@example.edu.in',
  password: 'e2e family admin passphrase',
  role: 'admin',
};

async function ensureAccount(account: Account): Promise<Account> {
  const [existing] = await db()`select 1 from staff_users where email = ${account.email}`;
  if (!existing) await addStaffUser(db(), account.email, account.password, account.role);
  return account;
}

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  await ensureStaff();
  await ensureAccount(ADMIN);
});

interface Enquiry {
  name: string;
  email: string;
  phone: string;
  form_type: string;
  source_page: string;
  utm_source?: string;
  utm_campaign?: string;
}

/** An enquiry as the website sends it; its id and when it was stored. */
async function enquire(request: APIRequestContext, enquiry: Enquiry) {
  const response = await request.post('/api/enquiries', {
    data: { program: DEFAULT_PROGRAM, submission_id: randomUUID(), ...adultConsent(), ...enquiry },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await db()<{ created_at: string }[]>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
    from admission_leads where id = ${id}`;
  return { id, created_at: row!.created_at };
}

/** Three enquiries of one family: two share a phone, the third an email (in another case). */
async function family(request: APIRequestContext, domain: string) {
  const phone = randomPhone();
  const first = await enquire(request, {
    name: 'Anaya Deshmukh',
    email: `anaya@${domain}`,
    phone,
    form_type: 'Brochure Enquiry',
    source_page: '/courses/barch',
    utm_source: 'instagram',
    utm_campaign: 'ay-2026',
  });
  const second = await enquire(request, {
    name: 'अनया देशमुख',
    email: `parent@${domain}`,
    phone,
    form_type: 'Admission Enquiry',
    source_page: '/admission',
  });
  const third = await enquire(request, {
    name: 'Anaya D.',
    email: `PARENT@${domain}`,
    phone: randomPhone(),
    form_type: 'DArch Enquiry',
    source_page: '/courses/darch',
    utm_source: 'google',
  });
  // Each enquiry has been worked a little: one timeline across the family.
  for (const [lead, body] of [
    [second, 'Second enquiry: asked about the hostel.'],
    [first, 'First enquiry: brochure sent on WhatsApp.'],
    [third, 'Third enquiry: wants the diploma instead.'],
  ] as const) {
    await db()`insert into lead_activities (lead_id, kind, author, body)
      values (${lead.id}, 'note', 'e2e.counsellor@example.edu.in', ${body})`;
  }
  return [first, second, third] as const;
}

const count = (page: Page) => page.getByTestId('lead-count');
const cell = (page: Page, id: string, column: string) =>
  page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="${column}"]`);
const dialog = (page: Page) => page.getByTestId('family-dialog');

async function consoleFor(
  page: Page,
  account: { email: string; password: string },
  domain: string,
  leads: number,
) {
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

async function openFamily(page: Page, id: string) {
  await cell(page, id, 'name').getByTestId('repeat-badge').click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByText('Loading the family…')).toHaveCount(0);
}

test('the repeat badge opens the family: every enquiry and one timeline', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const [first, second, third] = await family(request, domain);
  await page.setViewportSize({ width: 1366, height: 768 });
  await consoleFor(page, await ensureStaff(), domain, 3);
  // Transitive: every row of the family shows the same count.
  for (const lead of [first, second, third]) {
    await expect(cell(page, lead.id, 'name').getByTestId('repeat-badge')).toHaveText('×3');
  }

  await openFamily(page, third.id);
  await expect(dialog(page).getByRole('heading', { name: 'Family of Anaya D.' })).toBeVisible();
  const rows = dialog(page).getByTestId('family-lead');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveAttribute('data-lead-id', first.id);
  await expect(rows.nth(0)).toContainText(formatIst(first.created_at));
  await expect(rows.nth(0)).toContainText('Brochure Enquiry');
  await expect(rows.nth(0)).toContainText('/courses/barch');
  await expect(rows.nth(0)).toContainText('instagram / ay-2026');
  await expect(rows.nth(1)).toContainText('अनया देशमुख');
  await expect(rows.nth(1)).toContainText('/admission');
  await expect(rows.nth(2)).toContainText('DArch Enquiry');
  await expect(rows.nth(2)).toContainText('google');
  await expect(rows.nth(2)).toContainText('This lead');

  const entries = dialog(page).getByTestId('family-timeline-entry');
  await expect(entries).toHaveText([
    /Second enquiry: asked about the hostel\./,
    /First enquiry: brochure sent on WhatsApp\./,
    /Third enquiry: wants the diploma instead\./,
  ]);
  await expect(entries.nth(0)).toContainText('on अनया देशमुख, Admission Enquiry');

  // A counsellor reads the family but cannot merge.
  await expect(dialog(page).getByRole('checkbox')).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Merge into this lead' })).toHaveCount(0);
  expect(await seriousViolations(page, 'family dialog')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(count(page)).toHaveText('Leads: 3');
});

test('an admin merges two duplicates, and both consoles see it', async ({
  page,
  browser,
  request,
}) => {
  const domain = uniqueDomain();
  const [first, second, third] = await family(request, domain);
  await page.setViewportSize({ width: 1366, height: 768 });
  await consoleFor(page, ADMIN, domain, 3);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const other = await context.newPage();
  try {
    await consoleFor(other, await ensureStaff(), domain, 3);

    await openFamily(page, first.id);
    const merge = dialog(page).getByRole('button', { name: 'Merge into this lead' });
    await dialog(page)
      .getByRole('checkbox', { name: /अनया देशमुख, Admission Enquiry/ })
      .check();
    await dialog(page)
      .getByRole('checkbox', { name: /Anaya D\., DArch Enquiry/ })
      .check();
    await merge.click();
    const confirm = dialog(page).getByRole('button', { name: 'Merge 2 enquiries' });
    await expect(confirm).toBeFocused();
    await expect(dialog(page).getByRole('group')).toContainText(
      'They stay on record with their timelines',
    );
    expect(await seriousViolations(page, 'merge confirmation')).toEqual([]);
    await confirm.click();
    await expect(dialog(page).getByRole('status').last()).toHaveText(
      'Merged 2 enquiries into this lead. They stay on record below.',
    );
    const rows = dialog(page).getByTestId('family-lead');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Merged into Anaya Deshmukh');
    await expect(rows.nth(2)).toContainText('Merged into Anaya Deshmukh');
    await expect(dialog(page).getByTestId('family-timeline-entry')).toHaveCount(7);
    await page.keyboard.press('Escape');

    // The duplicates leave the admin's grid and its total at once; the family counts the one left.
    await expect(count(page)).toHaveText('Leads: 1');
    await expect(cell(page, second.id, 'name')).toHaveCount(0);
    await expect(cell(page, first.id, 'name').getByTestId('repeat-badge')).toHaveCount(0);
    // The colleague's list holds still: the duplicates stay in their rows, marked, until
    // the list is read again (docs/decisions/052-the-counsellors-day.md).
    await expect(cell(other, third.id, 'name').getByTestId('left-view')).toHaveText(
      /Merged into another lead/,
      { timeout: 3_000 },
    );
    await expect(cell(other, second.id, 'name').getByTestId('left-view')).toBeVisible();
    await expect(cell(other, first.id, 'name').getByTestId('repeat-badge')).toHaveCount(0);
    await expect(cell(other, first.id, 'last_activity')).toContainText('Merged into this lead');
    await other.getByRole('button', { name: 'Reload leads' }).click();
    await expect(count(other)).toHaveText('Leads: 1');
    await expect(cell(other, third.id, 'name')).toHaveCount(0);

    // Nothing was deleted: every enquiry and entry is kept, on its own lead.
    const kept = await db()<{ id: string; merged_into: string | null; notes: number }[]>`
      select l.id, l.merged_into,
        (select count(*)::int from lead_activities a where a.lead_id = l.id and a.kind = 'note') as notes
      from admission_leads l where l.email ilike ${`%@${domain}`} order by l.created_at`;
    expect(kept).toEqual([
      { id: first.id, merged_into: null, notes: 1 },
      { id: second.id, merged_into: first.id, notes: 1 },
      { id: third.id, merged_into: first.id, notes: 1 },
    ]);

    // The family left is this one lead: no badge leads to the family dialog any more
    // (the merges are on its timeline); a counsellor's dialog shows no merge control, as
    // the first test shows.
  } finally {
    await context.close();
  }
});
