/**
 * The family's language from the first page to the last email
 * (docs/decisions/054-the-family-language-and-one-step-withdrawal.md), in Chromium against the
 * product as `npm start` runs it, its outbox worker sending to a real SMTP server on loopback:
 * an under-18's enquiry from a Marathi or Hindi page, the thank-you page, the guardian's email,
 * consent page and its answer, the student's acknowledgement, and the one-step withdrawal from
 * that email, each in the page's language; and the no-JavaScript paths that keep it.
 */
import { expect, test, type Page } from '@playwright/test';
import { FAMILY_WORDS, PROGRAM_FACTS, type Language } from '@skltcoa/shared';
import { db } from '../support/db';
import { randomPhone, uniqueDomain } from '../support/leads';
import { linkIn, mailTo, type E2eMail } from '../support/mail';
import { gotoHydrated } from '../support/page';

test.describe.configure({ timeout: 90_000 });

/** As api/src/privacy/emails.ts names the college in its emails. */
const COLLEGE = 'SKLT College of Architecture';
/** Devanagari letters: a Marathi or Hindi page or email has them, an English one none. */
const DEVANAGARI = /[\u0900-\u097F]/;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

const expectLang = async (page: Page, language: Language) =>
  expect(page.locator('html')).toHaveAttribute('lang', language);

/** The email's body, in the language: its greeting and its reason, and no ISO date. */
function expectInLanguage(mail: E2eMail, language: Language) {
  const words = FAMILY_WORDS[language].mail;
  expect(mail.text).toMatch(DEVANAGARI);
  expect(mail.text).toContain(words.footer.withdraw(''));
  expect(mail.text).toContain(words.footer.notice(''));
  expect(mail.text).not.toMatch(ISO_DATE);
}

/** The email's own one-step withdrawal link, from its footer. */
function withdrawLinkIn(mail: E2eMail, language: Language): string {
  const line = (mail.text ?? '')
    .split('\n')
    .find((text) => text.startsWith(FAMILY_WORDS[language].mail.footer.withdraw('')));
  if (!line) throw new Error(`No one-step withdrawal link in "${mail.subject}"`);
  return linkIn({ ...mail, text: line }, '/privacy/withdraw/confirm');
}

for (const language of ['mr', 'hi'] as const) {
  const words = FAMILY_WORDS[language];

  test(`the whole under-18 journey in ${language}, from the form to the one-step withdrawal`, async ({
    page,
  }) => {
    const domain = uniqueDomain();
    const student = { name: 'सई कुलकर्णी', email: `student@${domain}` };
    const guardian = { name: 'माधुरी कुलकर्णी', email: `parent@${domain}` };

    await gotoHydrated(page, `/${language}/admission`);
    await expectLang(page, language);
    const form = page.locator('form[action="/api/enquiries"]').first();
    await form.locator('[name="name"]').fill(student.name);
    await form.locator('[name="email"]').fill(student.email);
    await form.locator('[name="phone"]').fill(randomPhone());
    await form.locator('[name="adult"][value="no"]').check();
    await form.locator('[name="guardian_name"]').fill(guardian.name);
    await form.locator('[name="guardian_email"]').fill(guardian.email);
    await form.locator('[name="guardian_phone"]').fill(randomPhone());
    await form.locator('[name="consent"]').check();
    await form.locator('[type="submit"]').click();

    // The thank-you page, in the language, with its menus.
    await expect(page).toHaveURL(new RegExp(`/${language}/thank-you/guardian$`));
    await expectLang(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);

    // The guardian's email: its subject and wrapper in the language.
    const request = await mailTo(guardian.email, words.mail.guardian.subject(COLLEGE));
    expectInLanguage(request, language);
    expect(request.text).toContain(words.mail.greeting(guardian.name));
    expect(request.text).toContain(words.mail.guardian.law);

    // The consent page, in the language; a plain link switches it, and back.
    await page.goto(linkIn(request, '/privacy/guardian'));
    await expectLang(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.pages.guardian.title(student.name),
    );
    await expect(page.locator('main')).not.toContainText(ISO_DATE);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expectLang(page, 'en');
    await expect(
      page.getByRole('button', { name: FAMILY_WORDS.en.pages.guardian.agree }),
    ).toBeVisible();
    await page
      .getByRole('link', { name: language === 'mr' ? 'मराठी' : 'हिन्दी' })
      .first()
      .click();
    await expectLang(page, language);

    // The guardian states who they are (ADR 055) and agrees; the answer is in the language.
    await page.locator('#guardian_name').fill(guardian.name);
    await page.locator('input[name="relationship"][value="mother"]').check();
    await page.locator('#guardian_adult').check();
    await page.getByRole('button', { name: words.pages.guardian.agree }).click();
    await expectLang(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.pages.guardianAnswer.agreedTitle,
    );

    // The student's acknowledgement, in the language.
    const ack = await mailTo(
      student.email,
      words.mail.acknowledgement.subject(PROGRAM_FACTS.barch.short),
    );
    expectInLanguage(ack, language);
    expect(ack.text).toContain(words.mail.acknowledgement.next);

    // The one-step withdrawal from that email: opening it withdraws nothing; its one button does.
    await page.goto(withdrawLinkIn(ack, language));
    await expectLang(page, language);
    await expect(page.locator('main button')).toHaveCount(1);
    const held = async () =>
      (
        await db()<{ n: number }[]>`
          select count(*)::int as n from admission_leads
          where lower(email) = ${student.email} and withdrawn_at is null`
      )[0]!.n;
    expect(await held()).toBe(1);
    await page.getByRole('button', { name: words.pages.withdraw.button }).click();
    await expectLang(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      words.pages.withdraw.doneTitle,
    );
    expect(await held()).toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['mr', 'hi'] as const) {
    test(`Enquiry Now on /${language}/home leads to the form in ${language}`, async ({ page }) => {
      await page.goto(`/${language}/home`);
      await page.locator('a.enquiry-tab').click();
      await expect(page).toHaveURL(new RegExp(`/${language}/admission$`));
      await expectLang(page, language);
      await expect(page.locator('form[action="/api/enquiries"]').first()).toBeVisible();
    });

    test(`an under-18 enquiry from /${language}/admission lands on the thank-you page in ${language}`, async ({
      page,
    }) => {
      const domain = uniqueDomain();
      await page.goto(`/${language}/admission`);
      const form = page.locator('form[action="/api/enquiries"]').first();
      await form.locator('[name="name"]').fill('Ishaan Rane');
      await form.locator('[name="email"]').fill(`student@${domain}`);
      await form.locator('[name="phone"]').fill(randomPhone());
      await form.locator('[name="adult"][value="no"]').check();
      await form.locator('[name="guardian_name"]').fill('Kavita Rane');
      await form.locator('[name="guardian_email"]').fill(`parent@${domain}`);
      await form.locator('[name="guardian_phone"]').fill(randomPhone());
      await form.locator('[name="consent"]').check();
      await form.locator('[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`/${language}/thank-you/guardian$`));
      await expectLang(page, language);
      const request = await mailTo(
        `parent@${domain}`,
        FAMILY_WORDS[language].mail.guardian.subject(COLLEGE),
      );
      expectInLanguage(request, language);
    });
  }
});
