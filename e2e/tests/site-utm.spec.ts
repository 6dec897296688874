/**
 * Campaign values come from links that anyone can write, mangle or forward.
 * The site keeps the first landing's utm_* values for the whole tab and sends
 * them with every enquiry, so a value the API refuses must never stop a
 * visitor from sending one: the site drops the characters the API refuses
 * (the shared `stripUnsafeText`) and sends what is left, or nothing.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Lead, LeadPage } from '@skltcoa/shared';
import { closeDb, ensureStaff } from '../support/db';
import { fillAdultEnquiry } from '../support/enquiry';
import { uniqueDomain } from '../support/leads';
import { gotoHydrated } from '../support/page';

test.afterAll(closeDb);

/** The lead as staff see it, through the staff API. */
async function leadByEmail(request: APIRequestContext, email: string): Promise<Lead> {
  const staff = await ensureStaff();
  // The bearer token is given only to a client that asks for it, as the console does.
  const login = await request.post('/api/auth/login', {
    headers: { 'X-Client': 'console' },
    data: { email: staff.email, password: staff.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`/api/leads?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as LeadPage;
  expect(leads).toHaveLength(1);
  return leads[0]!;
}

async function sendEnquiry(page: Page, email: string): Promise<void> {
  await fillAdultEnquiry(page, { email });
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page.getByRole('status')).toContainText('Enquiry Submitted!');
}

test('a link with a NUL and a bidi override in its campaign still lets the visitor enquire', async ({
  page,
  request,
}) => {
  const email = `utm@${uniqueDomain()}`;
  await gotoHydrated(page, '/admission?utm_source=x%00y&utm_campaign=%E2%80%AEevil');
  await sendEnquiry(page, email);
  expect(await leadByEmail(request, email)).toMatchObject({
    utm_source: 'xy',
    utm_campaign: 'evil',
    utm_medium: null,
  });
});

test('campaign values that an older build kept in the tab are cleaned before they are sent', async ({
  page,
  request,
}) => {
  const email = `stored@${uniqueDomain()}`;
  // What a build before the cleaning stored, verbatim, from a mangled link.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('skltcoa:utm')) return;
    sessionStorage.setItem(
      'skltcoa:utm',
      JSON.stringify({
        utm_source: 'news\u0000letter',
        utm_medium: '\u200B\u2066',
        utm_term: ' open\u2028day ',
      }),
    );
  });
  await gotoHydrated(page, '/admission');
  await sendEnquiry(page, email);
  expect(await leadByEmail(request, email)).toMatchObject({
    utm_source: 'newsletter',
    utm_medium: null,
    utm_term: 'openday',
  });
});
