import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAMILY_WORDS,
  familyDate,
  FORM_MESSAGES,
  LINK_NEEDS_EMAIL,
  PRIVACY_REFUSALS,
  PROGRAM_FACTS,
  type Language,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { startOutboxWorker, type OutboxWorker } from '../mail/worker';
import {
  enquiry,
  postJson,
  startSmtpCatcher,
  startTestApp,
  type CaughtMail,
  type SmtpCatcher,
  type TestServer,
} from '../../test/helpers';
import { COLLEGE } from './emails';

/*
 * The family's language follows them from the enquiry's page to the last page
 * and email, and every email to a family carries its own one-step withdrawal
 * link (docs/decisions/054-the-family-language-and-one-step-withdrawal.md).
 * Real HTTP, real PostgreSQL, real SMTP on loopback.
 */

const SITE_URL = 'https://www.college.example';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let smtp: SmtpCatcher;
let worker: OutboxWorker;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ sql, server, close } = await startTestApp({ SITE_URL }));
  worker = startOutboxWorker({
    sql,
    transport: smtpTransport(smtp.url),
    from: 'Admissions <admissions@college.example>',
    pollIntervalMs: 50,
    log: () => {},
  });
});
afterAll(async () => {
  await worker.stop();
  await close();
  await smtp.close();
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const mobile = () => `98${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;
const BARCH = PROGRAM_FACTS.barch;

async function mailTo(address: string, subject: string, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp
      .messages()
      .find((mail) => mail.to.includes(address) && mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) {
      const got = smtp
        .messages()
        .filter((mail) => mail.to.includes(address))
        .map((mail) => mail.subject);
      throw new Error(`no "${subject}" mail reached the address (got: ${got.join(' | ')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const linkIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`${SITE_URL}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
};
/** The one-step withdrawal link every email to a family ends with. */
const withdrawTokenIn = (mail: CaughtMail, language: Language) => {
  const line = (mail.text ?? '')
    .split('\n')
    .find((text) => text.startsWith(FAMILY_WORDS[language].mail.footer.withdraw('')));
  if (!line) throw new Error('no one-step withdrawal line in the mail');
  return linkIn(line, '/privacy/withdraw/confirm');
};

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
const langOf = (html: string) => /<html lang="([a-z]+)">/.exec(html)?.[1];
/** Devanagari letters, which neither English page nor English email has. */
const DEVANAGARI = /[\u0900-\u097F]/;
/** A date as ISO or the old "2026-12-05 17:34" would write it. */
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

async function held(language: Language) {
  const student = { name: 'Sakshi Patil', email: `sakshi.${unique()}@example.com` };
  const guardian = { name: 'Meena Patil', email: `meena.${unique()}@example.com` };
  const response = await postJson(
    server.url,
    '/api/enquiries',
    enquiry({
      ...student,
      phone: mobile(),
      adult: 'no',
      notice_language: language,
      language,
      guardian_name: guardian.name,
      guardian_email: guardian.email,
      guardian_phone: mobile(),
    } as Record<string, string>),
  );
  expect(response.status).toBe(202);
  return { student, guardian };
}

describe.each(['mr', 'hi'] as const)('an under-18 enquiry from a page in %s', (language) => {
  const words = FAMILY_WORDS[language];

  it('speaks the language in the guardian’s email, consent page, its answer and the acknowledgement', async () => {
    const { student, guardian } = await held(language);

    const request = await mailTo(guardian.email, words.mail.guardian.subject(COLLEGE));
    expect(request.text).toContain(words.mail.greeting(guardian.name));
    expect(request.text).toContain(words.mail.guardian.law);
    expect(request.text).toContain(words.mail.whyThisEmail);
    expect(request.text).not.toMatch(ISO_DATE);
    const [expiresAt] = await sql<{ expires_at: Date }[]>`
      select expires_at from pending_enquiries where enquiry->>'email' = ${student.email}`;
    expect(request.text).toContain(familyDate(expiresAt!.expires_at, language));
    withdrawTokenIn(request, language);

    const token = linkIn(request.text, '/privacy/guardian');
    const page = await get(`/privacy/guardian?token=${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(langOf(html)).toBe(language);
    expect(html).toContain(words.pages.guardian.agree);
    expect(html).toContain(familyDate(expiresAt!.expires_at, language));
    expect(html).not.toMatch(ISO_DATE);
    expect(html).toContain(`<input type="hidden" name="lang" value="${language}">`);
    // The parent may read it in another language, by a plain link.
    expect(html).toContain(`/privacy/guardian?token=${token}&amp;lang=en`);
    const english = await (await get(`/privacy/guardian?token=${token}&lang=en`)).text();
    expect(langOf(english)).toBe('en');
    expect(english).toContain(FAMILY_WORDS.en.pages.guardian.agree);

    const agreed = await postForm('/privacy/guardian', {
      token,
      decision: 'agree',
      lang: language,
      guardian_name: guardian.name,
      relationship: 'mother',
      guardian_adult: 'on',
    });
    const answer = await agreed.text();
    expect(agreed.status).toBe(200);
    expect(langOf(answer)).toBe(language);
    expect(answer).toContain(words.pages.guardianAnswer.agreedTitle);
    expect(answer).toContain(`href="/${language}/privacy/withdraw"`);

    const ack = await mailTo(student.email, words.mail.acknowledgement.subject(BARCH.short));
    expect(ack.text).toContain(words.mail.acknowledgement.next);
    withdrawTokenIn(ack, language);
    const [consent] = await sql<{ language: string }[]>`
      select c.language from lead_consents c join admission_leads l on l.id = c.lead_id
      where l.email = ${student.email} and c.given_by = 'self'`;
    expect(consent!.language).toBe(language);
  });

  it('lands a form posted without JavaScript on the thank-you page in its language', async () => {
    const response = await postForm(
      '/api/enquiries',
      enquiry({
        email: `nojs.${unique()}@example.com`,
        phone: mobile(),
        adult: 'no',
        notice_language: language,
        language,
        guardian_name: 'Suresh Jadhav',
        guardian_email: `suresh.${unique()}@example.com`,
        guardian_phone: mobile(),
      } as Record<string, string>),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/${language}/thank-you/guardian`);
  });

  it('answers the withdrawal and rights forms, their emails and pages in the language', async () => {
    const email = `ravi.${unique()}@example.com`;
    const created = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ email, phone: mobile(), notice_language: language, language } as Record<
        string,
        string
      >),
    );
    expect(created.status).toBe(201);
    await mailTo(email, words.mail.acknowledgement.subject(BARCH.short));

    const rights = await postForm('/api/privacy/rights-requests', {
      kind: 'access',
      contact: email,
      language,
    });
    const sentRights = await rights.text();
    expect(langOf(sentRights)).toBe(language);
    expect(sentRights).toContain(words.pages.rights.sentTitle);
    const rightsMail = await mailTo(
      email,
      words.mail.rights.linkSubject(COLLEGE, words.rightsLabels.access),
    );
    expect(rightsMail.text).toContain(words.mail.rights.asked(words.mail.rights.what.access));
    withdrawTokenIn(rightsMail, language);
    const rightsToken = linkIn(rightsMail.text, '/privacy/request/confirm');
    const confirmPage = await (await get(`/privacy/request/confirm?token=${rightsToken}`)).text();
    expect(langOf(confirmPage)).toBe(language);
    expect(confirmPage).toContain(words.pages.rights.button);
    const confirmed = await postForm('/privacy/request/confirm', { token: rightsToken });
    const confirmedPage = await confirmed.text();
    expect(langOf(confirmedPage)).toBe(language);
    expect(confirmedPage).not.toMatch(ISO_DATE);
    const receipt = await mailTo(
      email,
      words.mail.rights.receivedSubject(words.rightsLabels.access),
    );
    expect(receipt.text).toMatch(DEVANAGARI);
    expect(receipt.text).not.toMatch(ISO_DATE);
    withdrawTokenIn(receipt, language);

    const asked = await postForm('/api/privacy/withdrawals', { contact: email, language });
    const sent = await asked.text();
    expect(langOf(sent)).toBe(language);
    expect(sent).toContain(words.pages.withdraw.sentTitle);
    const withdrawal = await mailTo(email, words.mail.withdrawal.subject(COLLEGE));
    expect(withdrawal.text).toContain(words.mail.withdrawal.then);
    const token = linkIn(withdrawal.text, '/privacy/withdraw/confirm');
    const page = await (await get(`/privacy/withdraw/confirm?token=${token}`)).text();
    expect(langOf(page)).toBe(language);
    expect(page).toContain(words.pages.withdraw.button);
    const done = await postForm('/privacy/withdraw/confirm', { token });
    const donePage = await done.text();
    expect(done.status).toBe(200);
    expect(langOf(donePage)).toBe(language);
    expect(donePage).toContain(words.pages.withdraw.doneTitle);
  });
});

describe.each(['mr', 'hi'] as const)('the privacy forms without JavaScript in %s', (language) => {
  const words = FAMILY_WORDS[language];
  const messages = FORM_MESSAGES[language]!;

  it('refuses a withdrawal request in the page’s language, with the way back to its page', async () => {
    const refused = await postForm('/api/privacy/withdrawals', {
      contact: '98765 43210',
      language,
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(langOf(page)).toBe(language);
    expect(page).toContain(words.pages.refused[400]);
    expect(page).toContain(messages[PRIVACY_REFUSALS.invalidField]!);
    expect(page).toContain(messages[LINK_NEEDS_EMAIL]!);
    expect(page).not.toContain(LINK_NEEDS_EMAIL);
    expect(page).toContain(`href="/${language}/privacy/withdraw"`);
  });

  it('refuses a rights request in the page’s language', async () => {
    const refused = await postForm('/api/privacy/rights-requests', {
      contact: 'asha@example.com',
      language,
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(langOf(page)).toBe(language);
    expect(page).toContain(words.pages.refused[400]);
    expect(page).toContain(messages['Please choose what you would like us to do.']!);
    expect(page).toContain(`href="/${language}/privacy/request"`);
  });
});

describe('the one-step withdrawal link in every email to a family', () => {
  it('shows one button on GET, withdraws only the enquiries carrying that address on POST', async () => {
    const phone = mobile();
    const own = `own.${unique()}@example.com`;
    const sibling = `sibling.${unique()}@example.com`;
    for (const email of [own, own, sibling]) {
      const response = await postJson(
        server.url,
        '/api/enquiries',
        enquiry({ email, phone, notice_language: 'hi', language: 'hi' } as Record<string, string>),
      );
      expect(response.status).toBe(201);
    }
    const subject = FAMILY_WORDS.hi.mail.acknowledgement.subject(BARCH.short);
    const ack = await mailTo(own, subject);
    const token = withdrawTokenIn(ack, 'hi');

    // A mail scanner that opens the link withdraws nothing.
    const page = await get(`/privacy/withdraw/confirm?token=${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(langOf(html)).toBe('hi');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain(FAMILY_WORDS.hi.pages.withdraw.button);
    const active = async (email: string) =>
      (
        await sql<{ n: number }[]>`
          select count(*)::int as n from admission_leads
          where lower(email) = ${email} and withdrawn_at is null`
      )[0]!.n;
    expect(await active(own)).toBe(2);
    const ownIds = (
      await sql<{ id: string }[]>`select id from admission_leads where lower(email) = ${own}`
    ).map((row) => row.id);

    const done = await postForm('/privacy/withdraw/confirm', { token });
    expect(done.status).toBe(200);
    expect(langOf(await done.text())).toBe('hi');
    // Both enquiries carrying the address, erased, and not the one that shares only the mobile (ADR 040).
    expect(
      await sql`
        select withdrawn_at is not null as withdrawn, name, email, phone from admission_leads
        where id = any(${ownIds}::uuid[])`,
    ).toEqual([
      { withdrawn: true, name: null, email: null, phone: null },
      { withdrawn: true, name: null, email: null, phone: null },
    ]);
    expect(await active(sibling)).toBe(1);
    // No mail was caused: the link is in mail already sent (ADR 041).
    expect(smtp.messages().filter((mail) => mail.to.includes(own))).toHaveLength(2);

    // The same link again, or the other acknowledgement's: already withdrawn, in Hindi.
    const again = await postForm('/privacy/withdraw/confirm', { token });
    expect(again.status).toBe(409);
    const againPage = await again.text();
    expect(langOf(againPage)).toBe('hi');
    expect(againPage).toContain(FAMILY_WORDS.hi.pages.problems.withdrawUsed);
    const other = smtp.messages().filter((mail) => mail.to.includes(own))[1]!;
    const otherPage = await get(`/privacy/withdraw/confirm?token=${withdrawTokenIn(other, 'hi')}`);
    expect(otherPage.status).toBe(409);
  });

  it('withdraws a held under-18 enquiry from the guardian’s email', async () => {
    const { student, guardian } = await held('mr');
    const request = await mailTo(guardian.email, FAMILY_WORDS.mr.mail.guardian.subject(COLLEGE));
    const done = await postForm('/privacy/withdraw/confirm', {
      token: withdrawTokenIn(request, 'mr'),
    });
    expect(done.status).toBe(200);
    expect(
      await sql`select 1 from pending_enquiries where enquiry->>'email' = ${student.email}`,
    ).toEqual([]);
  });

  it('answers an expired, used or bogus token with a clear page in its language, never a 500', async () => {
    const email = `late.${unique()}@example.com`;
    await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ email, phone: mobile(), notice_language: 'mr', language: 'mr' } as Record<
        string,
        string
      >),
    );
    const ack = await mailTo(email, FAMILY_WORDS.mr.mail.acknowledgement.subject(BARCH.short));
    const token = withdrawTokenIn(ack, 'mr');
    await sql`
      update privacy_links set expires_at = now() - interval '1 minute'
      where purpose = 'withdrawal' and contact = ${`email:${email}`}`;
    for (const response of [
      await get(`/privacy/withdraw/confirm?token=${token}`),
      await postForm('/privacy/withdraw/confirm', { token }),
    ]) {
      expect(response.status).toBe(410);
      const html = await response.text();
      expect(langOf(html)).toBe('mr');
      expect(html).toContain(FAMILY_WORDS.mr.pages.problems.withdrawExpired);
      expect(html).toContain('href="/mr/privacy/withdraw"');
    }
    const [lead] = await sql<{ withdrawn: boolean }[]>`
      select withdrawn_at is not null as withdrawn from admission_leads where email = ${email}`;
    expect(lead!.withdrawn).toBe(false);

    const bogus = 'A'.repeat(43);
    for (const response of [
      await get(`/privacy/withdraw/confirm?token=${bogus}`),
      await get('/privacy/withdraw/confirm?token=short'),
      await get('/privacy/withdraw/confirm'),
      await postForm('/privacy/withdraw/confirm', { token: bogus }),
      await postForm('/privacy/withdraw/confirm', { token: bogus, lang: 'hi' }),
      await postForm('/privacy/withdraw/confirm', {}),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/<h1>/);
    }
    const hindi = await postForm('/privacy/withdraw/confirm', { token: 'x', lang: 'hi' });
    expect(langOf(await hindi.text())).toBe('hi');
  });
});
