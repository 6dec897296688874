/**
 * New enquiry in the console (docs/decisions/050-leads-from-every-channel.md):
 * a family that phoned, walked in or met the college at a fair, recorded by a
 * counsellor through the console harness against the real API. A mobile is
 * enough; a contact that is already here shows its family while typed; a
 * refusal or a lost answer keeps what was typed. Build first:
 * npm run build -w desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { CURRENT_NOTICE_VERSION } from '@skltcoa/shared';
import { seriousViolations } from '../support/axe';
import { harnessBuilt, searchConsole, serveConsoleHarness } from '../support/console-harness';
import { db, ensureStaff } from '../support/db';
import { createLead, randomPhone, uniqueDomain } from '../support/leads';

test.beforeAll(async () => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  await ensureStaff();
});

const count = (page: Page) => page.getByTestId('lead-count');
const cell = (page: Page, id: string, column: string) =>
  page.locator(`.ag-row[row-id="${id}"] .ag-cell[col-id="${column}"]`);
const panel = (page: Page) => page.getByRole('complementary');
const form = (page: Page) => page.getByTestId('new-enquiry-dialog');
const newEnquiryButton = (page: Page) => page.getByRole('button', { name: /^New enquiry/ });
const CONSENT = /^I told the family of the privacy notice/;

async function signedIn(page: Page, width = 1366): Promise<void> {
  const staff = await ensureStaff();
  await page.setViewportSize({ width, height: 900 });
  await serveConsoleHarness(page);
  await page.goto('/console/');
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(count(page)).toHaveText(/^Leads: [\d,]+$/, { timeout: 30_000 });
}

/** A name no other test uses, to find the lead by. */
const uniqueName = (first: string) =>
  `${first} ${uniqueDomain()
    .slice(1, 9)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

interface StoredLead {
  id: string;
  channel: string;
  recorded_by: string | null;
  email: string | null;
  assignee: string | null;
  utm_source: string | null;
}

async function storedLeads(name: string): Promise<StoredLead[]> {
  return db()<StoredLead[]>`
    select l.id, l.channel, l.recorded_by, l.email, s.email as assignee, l.utm_source
    from admission_leads l left join staff_users s on s.id = l.assignee_id
    where l.name = ${name} order by l.created_at`;
}

test('a phone-only walk-in is saved, opens, and shows in the grid with its channel and a WhatsApp link', async ({
  page,
}) => {
  const staff = await ensureStaff();
  const name = uniqueName('Asha');
  const phone = randomPhone();
  await signedIn(page, 2400);

  await newEnquiryButton(page).click();
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByLabel('Name', { exact: true })).toBeFocused();
  await form(page).getByLabel('Name', { exact: true }).fill(name);
  await form(page)
    .getByLabel('Mobile', { exact: true })
    .fill(`${phone.slice(0, 5)} ${phone.slice(5)}`);
  await form(page).getByLabel('Channel').selectOption('walk-in');
  await form(page).getByLabel('Source (optional)').fill('Open day');
  await form(page).getByLabel('First note (optional)').fill('Asked about the hostel.');
  await form(page).getByLabel('Told in').selectOption('mr');
  await expect(form(page).getByRole('checkbox', { name: CONSENT })).toHaveAccessibleName(
    `I told the family of the privacy notice (version ${CURRENT_NOTICE_VERSION}) in मराठी and they agreed`,
  );
  await form(page).getByRole('checkbox', { name: CONSENT }).check();
  await expect(form(page).getByLabel('Assigned to')).toHaveValue(staff.email);
  expect(
    await seriousViolations(page, 'new enquiry form', '[data-testid="new-enquiry-dialog"]'),
  ).toEqual([]);
  await form(page).getByRole('button', { name: 'Save enquiry' }).click();

  await expect(form(page)).toHaveCount(0);
  const saved = page.getByTestId('enquiry-saved');
  await expect(saved).toContainText(`Saved the enquiry of ${name}`);
  const link = saved.getByRole('link', { name: 'Send the notice on WhatsApp' });
  await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${phone}\\?text=`));
  const href = (await link.getAttribute('href'))!;
  expect(decodeURIComponent(href.split('?text=')[1]!)).toContain('/mr/privacy');

  const [stored] = await storedLeads(name);
  expect(stored).toMatchObject({
    channel: 'walk-in',
    recorded_by: staff.email,
    assignee: staff.email,
    utm_source: 'Open day',
  });
  expect(stored!.email ?? '').toBe('');
  const [consent] = await db()<{ method: string; recorded_by: string; notice_language: string }[]>`
    select method, recorded_by, notice_language from lead_consents where lead_id = ${stored!.id}`;
  expect(consent).toEqual({ method: 'oral', recorded_by: staff.email, notice_language: 'mr' });

  // The new lead opens in the panel, with its channel and who recorded it.
  await expect(panel(page)).toHaveAttribute('data-lead-id', stored!.id);
  await expect(panel(page).getByTestId('panel-channel')).toHaveText('Walk-in');
  await expect(panel(page)).toContainText(`Recorded by${staff.email}`);
  await expect(panel(page).getByTestId('timeline-entry').first()).toBeVisible();

  // The grid shows it with its channel, and the channel filter finds it.
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await searchConsole(page, name);
  await expect(count(page)).toHaveText('Leads: 1', { timeout: 10_000 });
  await expect(cell(page, stored!.id, 'channel')).toHaveText('Walk-in');
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('fair');
  await expect(count(page)).toHaveText('Leads: 0', { timeout: 10_000 });
  await page.getByRole('combobox', { name: 'Channel' }).selectOption('walk-in');
  await expect(count(page)).toHaveText('Leads: 1', { timeout: 10_000 });
});

test('typing the mobile of a family already here shows it, and Open lead opens it', async ({
  page,
  request,
}) => {
  const phone = randomPhone();
  const domain = uniqueDomain();
  const existing = await createLead(request, {
    name: 'Farhan Qureshi',
    email: `farhan@${domain}`,
    phone,
  });
  await signedIn(page);

  await newEnquiryButton(page).click();
  await form(page).getByLabel('Name', { exact: true }).fill('Farhan’s sister');
  // Half a number matches nothing; the whole one finds the family.
  await form(page).getByLabel('Mobile', { exact: true }).fill(phone.slice(0, 6));
  await expect(form(page).getByTestId('enquiry-matches')).toHaveCount(0);
  await form(page).getByLabel('Mobile', { exact: true }).fill(`0${phone}`);
  const matches = form(page).getByTestId('enquiry-matches');
  await expect(matches).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('match-announcement')).toHaveText(
    'This family is already here: 1 enquiry.',
  );
  const match = matches.locator(`[data-lead-id="${existing}"]`);
  await expect(match).toContainText('Farhan Qureshi');
  await expect(match).toContainText('Bachelor of Architecture · Website · New');
  expect(
    await seriousViolations(
      page,
      'new enquiry form with a match',
      '[data-testid="new-enquiry-dialog"]',
    ),
  ).toEqual([]);

  // "Add as a repeat enquiry" just carries on with the form.
  await matches.getByRole('button', { name: 'Add as a repeat enquiry' }).click();
  await expect(matches).toHaveCount(0);
  await expect(form(page).getByLabel('Programme')).toBeFocused();
  await expect(form(page).getByTestId('repeat-note')).toBeVisible();

  // The email of the same family finds it again; opening it asks first, as a name was typed.
  await form(page).getByLabel('Email', { exact: true }).fill(`farhan@${domain}`);
  await expect(matches).toBeVisible({ timeout: 10_000 });
  await match.getByRole('button', { name: 'Open lead: Farhan Qureshi' }).click();
  await expect(form(page).getByRole('button', { name: 'Keep typing' })).toBeFocused();
  await form(page).getByRole('button', { name: 'Throw away and open the lead' }).click();
  await expect(form(page)).toHaveCount(0);
  await expect(panel(page)).toHaveAttribute('data-lead-id', existing);
  expect(await storedLeads('Farhan’s sister')).toEqual([]);
});

test('a refusal and a lost answer keep what was typed; saving again stores one lead', async ({
  page,
}) => {
  const name = uniqueName('Ishaan');
  const email = `ishaan@${uniqueDomain()}`;
  await signedIn(page);

  await newEnquiryButton(page).click();
  await form(page).getByLabel('Name', { exact: true }).fill(name);
  await form(page).getByLabel('Email', { exact: true }).fill(email);
  await form(page).getByLabel('First note (optional)').fill('Class 12 next year.');
  await form(page).getByRole('radio', { name: 'No', exact: true }).check();
  await form(page).getByRole('checkbox', { name: CONSENT }).check();
  await form(page).getByRole('button', { name: 'Save enquiry' }).click();

  // Under 18 without a guardian: said at the guardian's fields, the first one focused.
  const guardianName = form(page).getByLabel('Guardian’s name');
  await expect(guardianName).toBeFocused();
  await expect(guardianName).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByTestId('error-guardianName')).toHaveText(
    'A student under 18 needs a parent’s or guardian’s name.',
  );
  await expect(guardianName).toHaveAccessibleDescription(
    'A student under 18 needs a parent’s or guardian’s name.',
  );
  await expect(form(page).getByLabel('Guardian’s mobile')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(form(page).getByLabel('First note (optional)')).toHaveValue('Class 12 next year.');
  expect(
    await seriousViolations(
      page,
      'new enquiry form with errors',
      '[data-testid="new-enquiry-dialog"]',
    ),
  ).toEqual([]);

  await guardianName.fill('Meena Rao');
  await form(page).getByLabel('Guardian’s mobile').fill(randomPhone());
  await expect(guardianName).not.toHaveAttribute('aria-invalid');

  // The API stores the lead but its answer never arrives.
  let lost = 0;
  await page.route(
    (url) => url.pathname === '/api/leads',
    async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
  await form(page).getByRole('button', { name: 'Save enquiry' }).click();
  const failure = form(page).getByTestId('enquiry-failure');
  await expect(failure).toContainText('The enquiry may not have been saved');
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(guardianName).toHaveValue('Meena Rao');
  expect(await storedLeads(name)).toHaveLength(1);

  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByTestId('enquiry-saved')).toContainText(
    `The privacy notice and the withdrawal link were emailed to ${email}.`,
  );
  await expect(page.getByTestId('whatsapp-notice')).toHaveCount(0);
  const stored = await storedLeads(name);
  expect(stored).toHaveLength(1);
  await expect(panel(page)).toHaveAttribute('data-lead-id', stored[0]!.id);
  const consents = await db()<{ given_by: string; guardian_name: string | null }[]>`
    select given_by, guardian_name from lead_consents where lead_id = ${stored[0]!.id} order by given_by`;
  expect(consents).toEqual([
    { given_by: 'guardian', guardian_name: 'Meena Rao' },
    { given_by: 'self', guardian_name: null },
  ]);
});

test('by keyboard alone: the shortcut opens the form, Escape asks before throwing text away, Enter saves', async ({
  page,
}) => {
  const name = uniqueName('Kavya');
  const phone = randomPhone();
  await signedIn(page);
  await expect(newEnquiryButton(page)).toHaveAttribute('aria-keyshortcuts', 'Alt+N');

  await page.keyboard.press('Alt+N');
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type('Someone');
  await page.keyboard.press('Escape');
  await expect(form(page).getByRole('button', { name: 'Keep typing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form(page).getByLabel('Name', { exact: true })).toBeFocused();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('Someone');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Throw away and close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form(page)).toHaveCount(0);
  // Back where the form was opened from: the shortcut was pressed with nothing focused.
  await newEnquiryButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(form(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form(page)).toHaveCount(0);
  await expect(newEnquiryButton(page)).toBeFocused();

  // Opened again, the form starts empty.
  await page.keyboard.press('Alt+N');
  await expect(form(page).getByLabel('Name', { exact: true })).toBeFocused();
  await expect(form(page).getByLabel('Name', { exact: true })).toHaveValue('');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(form(page).getByLabel('Mobile', { exact: true })).toBeFocused();
  await page.keyboard.type(phone);
  // Enter saves; the box not yet ticked is where the focus goes.
  await page.keyboard.press('Enter');
  const consent = form(page).getByRole('checkbox', { name: CONSENT });
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Control+Enter');

  await expect(form(page)).toHaveCount(0);
  await expect(page.getByTestId('whatsapp-notice')).toBeVisible();
  const [stored] = await storedLeads(name);
  expect(stored).toMatchObject({ channel: 'phone' });
  await expect(panel(page)).toHaveAttribute('data-lead-id', stored!.id);
  await expect(panel(page).getByRole('heading', { level: 2 })).toBeFocused();
});
