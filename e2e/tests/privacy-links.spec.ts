/**
 * Issue 14 end to end, in Chromium against the product as `npm start` runs
 * it, with its outbox worker sending to a real SMTP server on loopback: an
 * under-18's enquiry reaches staff only through the guardian's emailed link,
 * and a withdrawal by emailed link really erases the person.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WCAG } from '../support/axe';
import { randomUUID } from 'node:crypto';
import { adultConsent, DEFAULT_PROGRAM, FORM_TYPES, LeadPageSchema } from '@skltcoa/shared';
import { db, ensureStaff } from '../support/db';
import { createLead, randomPhone, uniqueDomain } from '../support/leads';
import { linkIn, mailTo } from '../support/mail';
import { gotoHydrated } from '../support/page';

test.describe.configure({ timeout: 60_000 });

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

async function staffLeads(request: APIRequestContext, q: string) {
  const login = await request.post('/api/auth/login', {
    data: await ensureStaff(),
    headers: { 'x-client': 'console' },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`/api/leads?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return LeadPageSchema.parse(await response.json());
}

test('an under-18 enquiry reaches staff only after the guardian agrees through the emailed link', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const student = `student@${domain}`;
  const guardian = `parent@${domain}`;
  await gotoHydrated(page, '/admission');
  const form = page.locator('form[action="/api/enquiries"]').first();
  await form.locator('[name="name"]').fill('अनया देशमुख');
  await form.locator('[name="email"]').fill(student);
  await form.locator('[name="phone"]').fill(randomPhone());
  await form.locator('[name="adult"][value="no"]').check();
  await form.locator('[name="guardian_name"]').fill('Meera Deshmukh');
  await form.locator('[name="guardian_email"]').fill(guardian);
  await form.locator('[name="guardian_phone"]').fill(randomPhone());
  await form.locator('[name="consent"]').check();
  await form.locator('[type="submit"]').click();
  await expect(page.getByText(/parent|guardian/i).first()).toBeVisible();

  // Nothing for staff yet: the enquiry waits for the guardian.
  expect((await staffLeads(request, student)).total).toBe(0);

  const mail = await mailTo(guardian, 'Your consent is needed');
  expect(mail.text).toContain('अनया देशमुख');
  await page.goto(linkIn(mail, '/privacy/guardian'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Consent for');
  await expectAxeClean(page);
  // Opening the link changed nothing; the button does.
  expect((await staffLeads(request, student)).total).toBe(0);
  // The guardian states who they are before agreeing (ADR 055).
  await page.getByLabel('Your full name').fill('सुनीता देशमुख');
  await page.getByLabel('Mother').check();
  await page.getByLabel('I am 18 or older').check();
  await page.getByRole('button', { name: /I agree/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your consent');

  const { leads } = await staffLeads(request, student);
  expect(leads.map((lead) => lead.name)).toEqual(['अनया देशमुख']);
  await mailTo(student, 'We received your enquiry');
});

test('a guardian link that has expired says so, and confirms nothing', async ({
  page,
  request,
}) => {
  const domain = uniqueDomain();
  const response = await request.post('/api/enquiries', {
    data: {
      name: 'Late Parent Child',
      email: `child@${domain}`,
      phone: randomPhone(),
      program: DEFAULT_PROGRAM,
      form_type: FORM_TYPES[0],
      submission_id: randomUUID(),
      ...adultConsent(),
      adult: false,
      guardian_name: 'Late Parent',
      guardian_email: `parent@${domain}`,
      guardian_phone: randomPhone(),
    },
  });
  expect(response.status()).toBe(202);
  const link = linkIn(
    await mailTo(`parent@${domain}`, 'Your consent is needed'),
    '/privacy/guardian',
  );
  await db()`update privacy_links set expires_at = now() - interval '1 second'
    where purpose = 'guardian' and expires_at > now() - interval '1 day'
      and pending_id in (select id from pending_enquiries where enquiry->>'email' = ${`child@${domain}`})`;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
  await expectAxeClean(page);
});

test('withdrawal from the website, confirmed by the emailed link, erases the enquiry', async ({
  page,
  request,
}) => {
  const email = `withdrawing@${uniqueDomain()}`;
  const id = await createLead(request, { name: 'Rohan Patil', email });
  await mailTo(email, 'We received your enquiry');

  await gotoHydrated(page, '/privacy/withdraw');
  await page.locator('[name="contact"]').fill(email);
  await page.locator('form [type="submit"]').first().click();
  await expect(page.getByText(/check your email/i).first()).toBeVisible();

  await page.goto(linkIn(await mailTo(email, 'Confirm'), '/privacy/withdraw/confirm'));
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Withdraw my consent and erase my details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your consent is withdrawn');

  const [row] =
    await db()`select name, email, phone, withdrawn_at from admission_leads where id = ${id}`;
  expect(row).toMatchObject({ name: null, email: null, phone: null });
  expect(row!.withdrawn_at).not.toBeNull();
  expect(await db()`select 1 from mail_outbox where lower(to_address) = ${email}`).toHaveLength(0);
});
