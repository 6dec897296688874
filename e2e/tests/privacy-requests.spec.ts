/**
 * Rights requests end to end (ADR 025), in Chromium against the
 * product as `npm start` runs it, with its outbox worker sending to a real
 * SMTP server on loopback: the site's form with and without JavaScript, the
 * emailed link, and an admin answering in the console's queue.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG } from '../support/axe';
import { addStaffUser } from '@skltcoa/api';
import { harnessBuilt, serveConsoleHarness } from '../support/console-harness';
import { db } from '../support/db';
import { createLead, uniqueDomain } from '../support/leads';
import { linkIn, mailTo } from '../support/mail';
import { gotoHydrated } from '../support/page';

test.describe.configure({ timeout: 60_000 });

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

const ADMIN = {
  email: 'e2e.rights.admin@example.edu.in',
  password: 'e2e rights admin passphrase',
};

/** Follows the emailed link and presses its button, as the person would; axe needs JavaScript. */
async function confirmByLink(page: Page, email: string, { axe = true } = {}) {
  await page.goto(linkIn(await mailTo(email, 'Confirm your request'), '/privacy/request/confirm'));
  if (axe) await expectAxeClean(page);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We have your request');
  await mailTo(email, 'We received your request');
}

test('the form is axe-clean as prerendered and with its errors, and checks the fields before sending', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacy/request');
  await expectAxeClean(page);
  const form = page.locator('form[action="/api/privacy/rights-requests"]');
  await form.getByRole('radio', { name: 'Nominate someone' }).check();
  await form.getByLabel('Email address', { exact: true }).fill('asha@example.com');
  await form.locator('[type="submit"]').click();
  await expect(page.getByText('Please enter the name of the person you nominate.')).toBeVisible();
  await expect(form.getByLabel('Nominee’s name')).toBeFocused();
  await expectAxeClean(page);
});

test('with JavaScript: an access request, confirmed by the emailed link, is queued for admins', async ({
  page,
}) => {
  const email = `access@${uniqueDomain()}`;
  await createLead(page.request, { name: 'Ishaan Mehta', email });
  await mailTo(email, 'We received your enquiry');

  await gotoHydrated(page, '/privacy/request');
  const form = page.locator('form[action="/api/privacy/rights-requests"]');
  await form.getByRole('radio', { name: 'See my data' }).check();
  await form.getByLabel('Email address', { exact: true }).fill(email);
  await form.locator('[type="submit"]').click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();

  await confirmByLink(page, email);
  const [request] = await db()`
    select kind, extract(day from due_at - confirmed_at)::int as days
    from rights_requests where reply_to = ${email}`;
  expect(request).toEqual({ kind: 'access', days: 30 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a grievance posts to the API, whose page says to check the email, and the link confirms it', async ({
    page,
  }) => {
    const email = `grievance@${uniqueDomain()}`;
    await createLead(page.request, { name: 'Kavya Nair', email });
    await page.goto('/privacy/request');
    const form = page.locator('form[action="/api/privacy/rights-requests"]');
    await form.getByRole('radio', { name: 'Raise a grievance' }).check();
    await form.getByLabel('Email address', { exact: true }).fill(email);
    await form.getByLabel('Details').fill('I was called after 9 pm.');
    await form.locator('[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
    await confirmByLink(page, email, { axe: false });
    expect(
      await db()`select 1 from rights_requests where reply_to = ${email} and confirmed_at is not null`,
    ).toHaveLength(1);
  });
});

test('an admin answers a grievance in the console’s queue, and the person gets the answer', async ({
  page,
}) => {
  expect(harnessBuilt(), 'Build the console first: npm run build -w desktop').toBe(true);
  const [existing] = await db()`select 1 from staff_users where email = ${ADMIN.email}`;
  if (!existing) await addStaffUser(db(), ADMIN.email, ADMIN.password, 'admin');
  const email = `queue@${uniqueDomain()}`;
  await createLead(page.request, { name: 'Zoya Shaikh', email });
  const asked = await page.request.post('/api/privacy/rights-requests', {
    data: { kind: 'grievance', contact: email, details: 'Nobody called me back.' },
  });
  expect(asked.status()).toBe(202);
  await confirmByLink(page, email);

  await serveConsoleHarness(page);
  await page.goto('/console/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Rights requests' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Raise a grievance' }).click();
  await expect(page.getByText('Nobody called me back.')).toBeVisible();
  await page.getByLabel('Answer to send').fill('We are sorry: a counsellor will call you today.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Answer sent.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  const mail = await mailTo(email, 'Our answer to your grievance');
  expect(mail.text).toContain('a counsellor will call you today');
});
