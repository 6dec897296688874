import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnquirySchema, FORM_MESSAGES_HI, FORM_MESSAGES_MR } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { startOutboxWorker, type OutboxWorker } from '../mail/worker';
import { eraseLeads, holdForGuardian } from './privacy-repo';
import {
  enquiry,
  postJson,
  startSmtpCatcher,
  startTestApp,
  type SmtpCatcher,
  type TestServer,
} from '../../test/helpers';

/*
 * What the notice promises about campaigns and guardians, against the real
 * API, PostgreSQL and SMTP (docs/decisions/055-a-notice-that-keeps-its-word.md):
 * nothing of a campaign is kept for an under-18, and a guardian states who
 * they are on the consent page, which the consent record keeps with how
 * they were verified.
 */

const SITE_URL = 'https://www.college.example';
const SAME_MOBILE =
  'Please enter your parent’s or guardian’s own mobile number, not yours: we may call them about their consent.';

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
    pollIntervalMs: 100,
    log: () => {},
  });
});
afterAll(async () => {
  await worker.stop();
  await close();
  await smtp.close();
});

const CAMPAIGN = {
  utm_source: 'instagram',
  utm_medium: 'social',
  utm_campaign: 'open-day-2027',
  utm_term: 'architecture',
  utm_content: 'reel-3',
};

const minor = (email: string, overrides: Record<string, string> = {}) =>
  enquiry({
    adult: 'no',
    email,
    guardian_name: 'Meera Rao',
    guardian_email: `guardian.${email}`,
    guardian_phone: '98200 11223',
    ...CAMPAIGN,
    ...overrides,
  } as Record<string, string>);

const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

async function guardianToken(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = smtp.messages().find((message) => message.to.includes(address));
    const match = /\/privacy\/guardian\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    if (match) return match[1]!;
    if (Date.now() > deadline) throw new Error('no guardian mail');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const STATEMENT = {
  guardian_name: 'Meera Rao',
  relationship: 'mother',
  guardian_adult: 'on',
};

const campaignOf = async (email: string) =>
  (
    await sql`
      select utm_source, utm_medium, utm_campaign, utm_term, utm_content
      from admission_leads where email = ${email}`
  )[0];

describe('campaign fields for an under-18', () => {
  it('keeps an adult’s campaign with the lead', async () => {
    const response = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ email: 'adult.campaign@example.com', ...CAMPAIGN }),
    );
    expect(response.status).toBe(201);
    expect(await campaignOf('adult.campaign@example.com')).toEqual(CAMPAIGN);
  });

  it('keeps nothing of it while the enquiry is held, nor on the lead the guardian’s consent makes', async () => {
    const email = 'minor.campaign@example.com';
    const response = await postJson(server.url, '/api/enquiries', minor(email));
    expect(response.status).toBe(202);
    const [held] = await sql<{ enquiry: Record<string, unknown> }[]>`
      select enquiry from pending_enquiries where enquiry->>'email' = ${email}`;
    expect(Object.keys(held!.enquiry).filter((key) => key.startsWith('utm_'))).toEqual([]);

    const token = await guardianToken(`guardian.${email}`);
    const agreed = await postForm('/privacy/guardian', { token, decision: 'agree', ...STATEMENT });
    expect(agreed.status).toBe(200);
    expect(await campaignOf(email)).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
  });

  it('drops it from an enquiry held before this rule, when the guardian agrees', async () => {
    const email = 'older.held@example.com';
    const parsed = EnquirySchema.parse(minor(email));
    // As an enquiry held by an older release kept it.
    await holdForGuardian(sql, { ...parsed, ...CAMPAIGN }, { siteUrl: SITE_URL });
    const token = await guardianToken(`guardian.${email}`);
    const agreed = await postJson(server.url, '/api/privacy/guardian-consents', {
      token,
      decision: 'agree',
      ...STATEMENT,
      guardian_adult: true,
    });
    expect(agreed.status).toBe(200);
    expect(Object.values((await campaignOf(email))!).every((value) => value === null)).toBe(true);
  });
});

describe('the guardian’s mobile', () => {
  it('must differ from the student’s, however either is written: 400 naming the field', async () => {
    const response = await postJson(
      server.url,
      '/api/enquiries',
      minor('same.mobile@example.com', {
        phone: '+91 98200-11223',
        guardian_phone: '098200 11223',
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      guardian_phone: SAME_MOBILE,
    });
    expect(
      await sql`select 1 from pending_enquiries where enquiry->>'email' = 'same.mobile@example.com'`,
    ).toHaveLength(0);
  });

  it('is refused in the language of the page a form was posted from without JavaScript', async () => {
    for (const [language, messages] of [
      ['mr', FORM_MESSAGES_MR],
      ['hi', FORM_MESSAGES_HI],
    ] as const) {
      const response = await postForm(
        '/api/enquiries',
        minor(`same.${language}@example.com`, {
          phone: '9820011223',
          guardian_phone: '98200 11223',
          language,
          notice_language: language,
        }),
      );
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(messages[SAME_MOBILE]).toBeTruthy();
      expect(html).toContain(messages[SAME_MOBILE]);
    }
  });
});

describe('the guardian’s statement on the consent page', () => {
  it('asks for their name, relationship and that they are 18 or older, and refuses consent without them', async () => {
    const email = 'statement.missing@example.com';
    await postJson(server.url, '/api/enquiries', minor(email));
    const token = await guardianToken(`guardian.${email}`);
    const page = await (await fetch(`${server.url}/privacy/guardian?token=${token}`)).text();
    expect(page).toMatch(/name="guardian_name"/);
    expect(page).toMatch(/name="relationship"[^>]*value="mother"/);
    expect(page).toMatch(/type="checkbox"[^>]*name="guardian_adult"/);

    const refused = await postForm('/privacy/guardian', { token, decision: 'agree' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('name="guardian_name"');
    expect(html).toMatch(/aria-invalid="true"/);
    // Nothing was decided: the link still works and no lead exists.
    expect(await sql`select 1 from admission_leads where email = ${email}`).toHaveLength(0);
    const json = await postJson(server.url, '/api/privacy/guardian-consents', {
      token,
      decision: 'agree',
      guardian_name: 'Meera Rao',
    });
    expect(json.status).toBe(400);
    expect(
      Object.keys(((await json.json()) as { fields: Record<string, string> }).fields).sort(),
    ).toEqual(['guardian_adult', 'relationship']);

    // Declining needs no statement: erasing asks nothing of anyone.
    const declined = await postForm('/privacy/guardian', { token, decision: 'decline' });
    expect(declined.status).toBe(200);
  });

  it('is kept on the guardian’s consent record with how they were verified, and erased with them', async () => {
    const email = 'statement.kept@example.com';
    await postJson(server.url, '/api/enquiries', minor(email));
    const token = await guardianToken(`guardian.${email}`);
    const agreed = await postForm('/privacy/guardian', {
      token,
      decision: 'agree',
      guardian_name: 'Meera Vasant Rao',
      relationship: 'mother',
      guardian_adult: 'on',
    });
    expect(agreed.status).toBe(200);
    const [lead] = await sql<
      { id: string }[]
    >`select id from admission_leads where email = ${email}`;
    const records = await sql`
      select given_by, guardian_name, guardian_relationship, guardian_stated_adult,
        guardian_verification
      from lead_consents where lead_id = ${lead!.id} order by given_by desc`;
    expect(records).toEqual([
      {
        given_by: 'self',
        guardian_name: null,
        guardian_relationship: null,
        guardian_stated_adult: null,
        guardian_verification: null,
      },
      {
        given_by: 'guardian',
        guardian_name: 'Meera Vasant Rao',
        guardian_relationship: 'mother',
        guardian_stated_adult: true,
        guardian_verification: 'email-link',
      },
    ]);

    await sql.begin((tx) => eraseLeads(tx as never, [{ id: lead!.id, email }], new Date()));
    const [erased] = await sql`
      select guardian_name, guardian_relationship, guardian_stated_adult, guardian_verification
      from lead_consents where lead_id = ${lead!.id} and given_by = 'guardian'`;
    expect(erased).toEqual({
      guardian_name: null,
      guardian_relationship: null,
      guardian_stated_adult: true,
      guardian_verification: 'email-link',
    });
  });
});
