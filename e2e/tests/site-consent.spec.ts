/**
 * Consent in the enquiry forms, in Chromium against the built site
 * and the real API: the unticked box, the age question and the guardian, the
 * notice's language switch, with JavaScript and without it (ADR 004), each
 * form's markup under axe in each state, and the withdrawal page.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import {
  answerAge,
  fillAdultEnquiry,
  fillDetails,
  fillGuardian,
  tickConsent,
  uniqueEmail,
} from '../support/enquiry';
import { gotoHydrated } from '../support/page';

const CONSENT_MESSAGE = /Please tick the box to agree to the privacy notice/;
/** A field's own message, on the site's form or the API's answer page; the error summary repeats it. */
const inlineMessage = (page: Page, text: RegExp) =>
  page.locator('.field__error, .error', { hasText: text });

/** Every enquiry sent from the page, as the API received it. */
function enquiriesSent(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiries') {
      sent.push(request);
    }
  });
  return sent;
}

test.describe('with JavaScript', () => {
  test('consent is required: the message shows beside the unticked box and nothing is sent', async ({
    page,
  }) => {
    await gotoHydrated(page, '/admission');
    const sent = enquiriesSent(page);
    const consent = page.locator('input[name="consent"]');
    await expect(consent).not.toBeChecked();
    await fillDetails(page, { email: uniqueEmail('js-consent') });
    await answerAge(page, true);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();

    // The error summary takes focus and links to the box, which says the same words.
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(page.locator('.field__error', { hasText: CONSENT_MESSAGE })).toBeVisible();
    await summary.getByRole('link', { name: CONSENT_MESSAGE }).click();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await tickConsent(page);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page.getByRole('status')).toContainText('Enquiry Submitted!');
    expect(sent).toHaveLength(1);
  });

  test('under 18 without a guardian is stopped at the guardian’s fields, and nothing is sent', async ({
    page,
  }) => {
    await gotoHydrated(page, '/courses/barch/admission');
    const sent = enquiriesSent(page);
    const guardianName = page.getByLabel('Parent’s or guardian’s full name');
    await fillDetails(page, { email: uniqueEmail('js-minor') });
    await answerAge(page, true);
    // An adult never sees the guardian's fields; under 18 they appear.
    await expect(guardianName).toBeHidden();
    await answerAge(page, false);
    await expect(guardianName).toBeVisible();
    await tickConsent(page);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();

    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await expect(
      page.locator('.field__error', { hasText: 'Please enter your parent’s or guardian’s name.' }),
    ).toBeVisible();
    await summary
      .getByRole('link', { name: 'Please enter your parent’s or guardian’s name.' })
      .click();
    await expect(guardianName).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  test('under 18 with a guardian lands on the page that says what happens next', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about/brochure');
    await fillDetails(page, {
      email: uniqueEmail('js-minor-ok'),
      choose: 'Bachelor of Architecture',
    });
    await answerAge(page, false);
    await fillGuardian(page, uniqueEmail('js-guardian'));
    await tickConsent(page);
    const answer = page.waitForResponse('**/api/enquiries');
    await page.getByRole('button', { name: 'Get Brochure' }).click();

    expect((await answer).status()).toBe(202);
    await expect(page).toHaveURL(/\/thank-you\/guardian$/);
    await expect(page.getByRole('heading', { name: /your parent or guardian/ })).toBeVisible();
    await expect(page.getByText(/valid for 7 days/)).toBeVisible();
  });

  test('under 18 in the home page’s dialog: the dialog closes on the guardian thank-you page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home');
    await page.getByRole('button', { name: 'Enquiry Now' }).click();
    const dialog = page.getByRole('dialog', { name: /Admission Open/ });
    await fillDetails(dialog, { email: uniqueEmail('js-minor-dialog') });
    await answerAge(dialog, false);
    await fillGuardian(dialog, uniqueEmail('js-guardian-dialog'));
    await tickConsent(dialog);
    await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page).toHaveURL(/\/thank-you\/guardian$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /your parent or guardian/ })).toBeVisible();
  });

  test('/privacy/withdraw checks the field, posts it and says to check the email', async ({
    page,
  }) => {
    await gotoHydrated(page, '/privacy/withdraw');
    const field = page.getByLabel('Email address', { exact: true });
    await field.fill('12345');
    await page.getByRole('button', { name: 'Email me the link' }).click();
    await expect(page.getByText(/the email address you used in the enquiry form/)).toBeVisible();
    await expect(field).toBeFocused();
    // A mobile number gets no link: no text message is sent (ADR 040).
    await field.fill('98200 12345');
    await page.getByRole('button', { name: 'Email me the link' }).click();
    await expect(page.getByText(/never by text message/)).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill(uniqueEmail('withdraw-js'));
    const answer = page.waitForResponse('**/api/privacy/withdrawals');
    await page.getByRole('button', { name: 'Email me the link' }).click();
    expect((await answer).status()).toBe(202);
    const sent = page.getByRole('status').filter({ hasText: 'Check your email' });
    await expect(sent).toContainText('valid for 24 hours');
    await expect(sent.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser asks for the box; a post without it is refused by the API, naming consent; ticked, it is stored', async ({
    page,
  }) => {
    const email = uniqueEmail('nojs-consent');
    await page.goto('/courses/darch/admission');
    await fillDetails(page, { email });
    await answerAge(page, true);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    // The unticked box is `required`: the browser itself keeps the form on the page.
    await expect(page).toHaveURL(/\/courses\/darch\/admission$/);
    expect(
      await page.locator('input[name="consent"]').evaluate((box) => box.matches(':invalid')),
    ).toBe(true);

    // A browser that does not check `required` still cannot send an enquiry without consent.
    await page.locator('form.enquiry').evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    const refused = page.waitForResponse('**/api/enquiries');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    expect((await refused).status()).toBe(400);
    await expect(inlineMessage(page, CONSENT_MESSAGE)).toBeVisible();

    await page.goto('/courses/darch/admission');
    await fillAdultEnquiry(page, { email });
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page).toHaveURL(/\/thank-you\?/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });

  test('choosing मराठी shows the Marathi notice and posts notice_language=mr', async ({ page }) => {
    await page.goto('/admission');
    const marathi = page.locator('.notice__text[lang="mr"]');
    await expect(page.locator('.notice__text[lang="en"]')).toBeVisible();
    await expect(marathi).toBeHidden();
    // The notice's own choice, not the page's language switch, which names मराठी too.
    await page.locator('fieldset.notice').getByText('मराठी', { exact: true }).click();
    await expect(marathi).toBeVisible();
    await expect(page.locator('.notice__text[lang="en"]')).toBeHidden();
    await expect(marathi.locator('a[href="/privacy/withdraw"]')).toBeVisible();

    await fillAdultEnquiry(page, {
      email: uniqueEmail('nojs-marathi'),
      choose: 'Diploma in Architecture',
    });
    const posted = page.waitForRequest('**/api/enquiries');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    expect(form.get('notice_language')).toBe('mr');
    expect(form.get('notice_version')).toBe('2027-01');
    expect(form.get('consent')).toBe('on');
    expect(form.get('adult')).toBe('yes');
    await expect(page).toHaveURL(/\/thank-you\?/);
  });

  test('under 18 without a guardian is refused by the API, naming the guardian’s fields', async ({
    page,
  }) => {
    await page.goto('/admission');
    await fillDetails(page, { email: uniqueEmail('nojs-minor') });
    await answerAge(page, false);
    await tickConsent(page);
    const refused = page.waitForResponse('**/api/enquiries');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    expect((await refused).status()).toBe(400);
    await expect(inlineMessage(page, /parent’s or guardian’s name/)).toBeVisible();
  });

  test('under 18 with a guardian lands on the guardian thank-you page', async ({ page }) => {
    await page.goto('/courses/barch/admission');
    await fillDetails(page, { email: uniqueEmail('nojs-minor-ok') });
    await answerAge(page, false);
    await fillGuardian(page, uniqueEmail('nojs-guardian'));
    await tickConsent(page);
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(page).toHaveURL(/\/thank-you\/guardian$/);
    await expect(page.getByRole('heading', { name: /your parent or guardian/ })).toBeVisible();
    await expect(page.getByText(/we erase your enquiry/)).toBeVisible();
  });

  test('/privacy/withdraw posts its one field and reaches the API’s answer', async ({ page }) => {
    await page.goto('/privacy/withdraw');
    await page.getByLabel('Email address', { exact: true }).fill('98200 12345');
    const refused = page.waitForResponse('**/api/privacy/withdrawals');
    await page.getByRole('button', { name: 'Email me the link' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(/never by text message/).first()).toBeVisible();

    await page.goto('/privacy/withdraw');
    await page.getByLabel('Email address', { exact: true }).fill(uniqueEmail('withdraw-nojs'));
    const answer = page.waitForResponse('**/api/privacy/withdrawals');
    await page.getByRole('button', { name: 'Email me the link' }).click();
    expect((await answer).status()).toBeLessThan(400);
    await expect(page.getByText(/check your email/i).first()).toBeVisible();
  });
});

/*
 * axe on each form's own markup in each state a visitor can put it in: as
 * prerendered, with Marathi chosen and the guardian's fields shown, and with
 * every error showing. One test per form: a loop over all of them in one test
 * outran any timeout on a busy machine.
 */
const FORMS = [
  { path: '/home', dialog: true, submit: 'Submit Enquiry' },
  { path: '/admission', submit: 'Submit Enquiry' },
  { path: '/about/brochure', submit: 'Get Brochure' },
  { path: '/courses/barch/admission', submit: 'Submit Enquiry' },
  { path: '/courses/darch/admission', submit: 'Submit Enquiry' },
] as const;

test.describe('axe', () => {
  test.describe.configure({ mode: 'parallel', timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const form of FORMS) {
    test(`the ${form.path} form passes axe as prerendered, in Marathi under 18, and with its errors`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, form.path);
      if ('dialog' in form) await page.getByRole('button', { name: 'Enquiry Now' }).click();
      const selector = 'dialog' in form ? 'dialog.modal' : 'form.enquiry';
      // The home page's dialog is fetched when it is wanted (ADR 057): axe waits until it is open.
      await expect(page.locator(selector)).toBeVisible();
      const found = await seriousViolations(page, 'as prerendered', selector);

      await page.locator(selector).getByText('मराठी', { exact: true }).click();
      await answerAge(page.locator(selector), false);
      found.push(...(await seriousViolations(page, 'Marathi, under 18', selector)));

      await page.locator(selector).getByRole('button', { name: form.submit }).click();
      await expect(inlineMessage(page, CONSENT_MESSAGE)).toBeVisible();
      found.push(...(await seriousViolations(page, 'with errors', selector)));
      expect(found).toEqual([]);
    });
  }
});
