/**
 * The enquiry forms in Marathi and Hindi (docs/decisions/030-marathi-and-hindi.md):
 * the labels, the button, the error summary and each field's message in the page's language,
 * with JavaScript and without it, the notice in the page's language, and an enquiry that is
 * stored and thanked in that language. The words come from shared, as the pages and the API
 * take them, so a page showing English words fails here.
 */
import { FORM_MESSAGES, FORM_WORDS, translateMessage } from '@skltcoa/shared';
import { expect, test, type Page } from '@playwright/test';
import { db, waitForLeadByEmail } from '../support/db';
import { uniqueEmail } from '../support/enquiry';
import { gotoHydrated } from '../support/page';

const EMAIL_MESSAGE = 'Please enter a valid email address, like name@example.com.';
const PHONE_MESSAGE = 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.';
const DEVANAGARI = /[\u0900-\u097F]/;

/** A field by its name: the same in every language, so the test reads the labels separately. */
const field = (page: Page, name: string) => page.locator(`form.enquiry [name="${name}"]`);

for (const language of ['mr', 'hi'] as const) {
  const words = FORM_WORDS[language];
  const inLanguage = (english: string) => translateMessage(FORM_MESSAGES[language], english);

  test(`${language}: the B.Arch form speaks ${language}, and its error summary and messages too`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${language}/courses/barch/admission`);
    const form = page.locator('form.enquiry');
    for (const label of [words.labels.name, words.labels.email, words.labels.phone])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    // The notice a visitor agrees to is the page's language unless they choose another.
    await expect(form.locator(`input[name="notice_language"][value="${language}"]`)).toBeChecked();

    await field(page, 'name').fill('रिया देशमुख');
    await field(page, 'email').fill('riya@');
    await field(page, 'phone').fill('98200 12345');
    await form.locator('input[name="adult"][value="yes"]').check();
    await form.getByRole('button', { name: words.variants.barch.submit }).click();

    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: words.errorSummaryTitle })).toBeVisible();
    const links = summary.getByRole('link');
    await expect(links.first()).toHaveText(inLanguage(EMAIL_MESSAGE));
    expect(inLanguage(EMAIL_MESSAGE)).toMatch(DEVANAGARI);
    await expect(links).toHaveCount(2);
    for (const text of await links.allTextContents()) expect(text).toMatch(DEVANAGARI);
    await expect(page.locator('.field__error').first()).toHaveText(inLanguage(EMAIL_MESSAGE));
    // The answers are kept.
    await expect(field(page, 'name')).toHaveValue('रिया देशमुख');
    await links.first().click();
    await expect(field(page, 'email')).toBeFocused();
  });

  test(`${language}: a corrected enquiry is stored with the ${language} notice and thanked in ${language}`, async ({
    page,
  }) => {
    const email = uniqueEmail(`${language}-form`);
    await gotoHydrated(page, `/${language}/courses/darch/admission`);
    const form = page.locator('form.enquiry');
    await field(page, 'name').fill('आर्या पाटील');
    await field(page, 'email').fill(email);
    await field(page, 'phone').fill('98200 54321');
    await form.locator('input[name="adult"][value="yes"]').check();
    await form.locator('input[name="consent"]').check();
    await form.getByRole('button', { name: words.variants.darch.submit }).click();
    await expect(page.getByText(words.variants.darch.success)).toBeVisible();
    const lead = await waitForLeadByEmail(email);
    expect(lead.name).toBe('आर्या पाटील');
    expect(lead.program).toBe('Diploma in Architecture');
    const [consent] = await db()<
      { notice_language: string }[]
    >`select notice_language from lead_consents where lead_id = ${lead.id}`;
    expect(consent?.notice_language).toBe(language);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('mr: the API answers a refused form in Marathi with the answers kept, then thanks in Marathi', async ({
    page,
  }) => {
    const words = FORM_WORDS.mr;
    await page.goto('/mr/courses/barch/admission');
    await field(page, 'name').fill('रिया देशमुख');
    await field(page, 'email').fill('riya@example');
    await field(page, 'phone').fill('12345');
    await page.locator('input[name="adult"][value="yes"]').check();
    await page.locator('input[name="consent"]').check();
    const refused = page.waitForResponse('**/api/enquiries');
    await page.getByRole('button', { name: words.variants.barch.submit }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: words.errorSummaryTitle })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      translateMessage(FORM_MESSAGES.mr, EMAIL_MESSAGE),
      translateMessage(FORM_MESSAGES.mr, PHONE_MESSAGE),
    ]);
    await expect(page.locator('input[name="name"]')).toHaveValue('रिया देशमुख');
    await expect(page.locator('input[name="email"]')).toHaveValue('riya@example');

    // Corrected on that page, it is stored and thanked on the Marathi thank-you page.
    const email = uniqueEmail('mr-nojs');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="phone"]').fill('98200 12345');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/mr\/thank-you/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    expect((await waitForLeadByEmail(email)).name).toBe('रिया देशमुख');
  });
});
