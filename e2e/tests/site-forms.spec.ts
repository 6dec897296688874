import { readFileSync } from 'node:fs';
import { gotoHydrated } from '../support/page';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { closeDb, findLeadsByEmail, waitForLeadByEmail } from '../support/db';
import { fillAdultEnquiry, uniqueEmail } from '../support/enquiry';

/* Every enquiry form, in Chromium against the built site, the real API and its database. */

test.afterAll(closeDb);

/** The modal's heading names the admission year content/yearly.yaml sets, its one definition. */
const { admissionYear } = parse(
  readFileSync(new URL('../../content/yearly.yaml', import.meta.url), 'utf8'),
) as { admissionYear: string };
const MODAL_HEADING = `Admission Open for ${admissionYear}`;

const FORMS = [
  {
    name: 'home modal',
    path: '/home',
    open: async (page: Page) => page.getByRole('button', { name: 'Enquiry Now' }).click(),
    heading: MODAL_HEADING,
    submit: 'Submit Enquiry',
    formType: 'Admission Enquiry',
    choose: 'Diploma in Architecture',
    toast: 'Enquiry Submitted! Our team will contact you soon.',
  },
  {
    name: 'admission page',
    path: '/admission',
    heading: 'Enquiry Now',
    submit: 'Submit Enquiry',
    formType: 'Admission Enquiry',
    choose: 'Bachelor of Architecture',
    toast: 'Enquiry Submitted! Our team will contact you soon.',
  },
  {
    name: 'brochure',
    path: '/about/brochure',
    heading: 'Get the College Brochure',
    submit: 'Get Brochure',
    formType: 'Brochure Enquiry',
    choose: 'Diploma in Architecture',
    toast: 'Form Submitted! You can now download the brochure.',
  },
  {
    name: 'B.Arch',
    path: '/courses/barch/admission',
    heading: 'B.Arch Enquiry',
    submit: 'Submit Enquiry',
    formType: 'BArch Enquiry',
    fixed: 'Bachelor of Architecture',
    toast: 'BArch Enquiry Submitted! Our team will contact you soon.',
  },
  {
    name: 'D.Arch',
    path: '/courses/darch/admission',
    heading: 'D.Arch Enquiry',
    submit: 'Submit Enquiry',
    formType: 'DArch Enquiry',
    fixed: 'Diploma in Architecture',
    toast: 'DArch Enquiry Submitted! Our team will contact you soon.',
  },
] as const;

async function fill(page: Page, email: string, choose?: string) {
  await fillAdultEnquiry(page, { email, choose });
}

for (const form of FORMS) {
  test(`the ${form.name} form stores a lead with its programme and form type`, async ({ page }) => {
    const email = uniqueEmail(form.name);
    await gotoHydrated(page, `${form.path}?utm_source=e2e&utm_campaign=open-day`);
    if ('open' in form) await form.open(page);
    await expect(page.getByRole('heading', { name: form.heading })).toBeVisible();
    await expect(page.getByText('+91', { exact: true }).first()).toBeVisible();
    if ('fixed' in form) {
      await expect(page.getByLabel('Programme', { exact: true })).toHaveValue(form.fixed);
    }
    await fill(page, email, 'choose' in form ? form.choose : undefined);
    await page.getByRole('button', { name: form.submit }).click();

    await expect(page.getByRole('status')).toContainText(form.toast);
    const lead = await waitForLeadByEmail(email);
    expect(lead).toMatchObject({
      name: 'Riya Deshmukh',
      phone: '+919820012345',
      program: 'choose' in form ? form.choose : form.fixed,
      form_type: form.formType,
      source_page: form.path,
      utm_source: 'e2e',
      utm_campaign: 'open-day',
    });

    if (form.name === 'home modal') await expect(page.getByRole('dialog')).toHaveCount(0);
    if (form.name === 'brochure') {
      await expect(page.getByRole('link', { name: 'Download the brochure (PDF)' })).toBeVisible();
    } else if (form.name !== 'home modal') {
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
      await expect(page.locator('input[name="consent"]')).not.toBeChecked();
      await expect(page.getByLabel('Programme', { exact: true })).toHaveValue(
        'fixed' in form ? form.fixed : 'Bachelor of Architecture',
      );
    }
  });
}

test('a failed answer keeps the values and shows the failure toast; the retry is stored once', async ({
  page,
}) => {
  const email = uniqueEmail('failure');
  await gotoHydrated(page, '/admission');
  let fail = true;
  await page.route('**/api/enquiries', async (route) => {
    if (fail) {
      fail = false;
      await route.fulfill({ status: 503, json: { error: 'The service is briefly unavailable.' } });
    } else {
      await route.continue();
    }
  });
  await fill(page, email, 'Diploma in Architecture');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();

  await expect(page.getByRole('alert')).toContainText(
    'Failed to submit enquiry. Please try again.',
  );
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Riya Deshmukh');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Programme', { exact: true })).toHaveValue(
    'Diploma in Architecture',
  );
  await expect(page.locator('input[name="consent"]')).toBeChecked();
  expect(await findLeadsByEmail(email)).toHaveLength(0);

  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page.getByRole('status')).toContainText('Enquiry Submitted!');
  await waitForLeadByEmail(email);
  expect(await findLeadsByEmail(email)).toHaveLength(1);
});

test("the server's field messages appear beside the fields", async ({ page }) => {
  await gotoHydrated(page, '/courses/barch/admission');
  await page.route('**/api/enquiries', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: 'Please correct the fields below.',
        fields: { phone: 'This number cannot be reached.' },
      },
    }),
  );
  await fill(page, uniqueEmail('fields'));
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(
    page.locator('.field__error', { hasText: 'This number cannot be reached.' }),
  ).toBeVisible();
  await expect(page.locator('.error-summary')).toContainText('This number cannot be reached.');
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('the enquiry dialog opens, traps focus, and closes on its button and on Escape', async ({
  page,
}) => {
  await gotoHydrated(page, '/home');
  const opener = page.getByRole('button', { name: 'Enquiry Now' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: MODAL_HEADING });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
  // A native modal lets Tab visit the browser's own controls (headless: the
  // document itself) between its last and first control, never the page behind.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate(
      (el) => el.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a form still posts and lands on the thank-you page', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/courses/darch/admission');
    await fill(page, email);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const lead = await waitForLeadByEmail(email);
    expect(lead).toMatchObject({ program: 'Diploma in Architecture', form_type: 'DArch Enquiry' });
  });
});
