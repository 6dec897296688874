import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_NOTICE_VERSION, currentNotice, LeadPageSchema } from '@skltcoa/shared';
import { setStaffExport } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { startOutboxWorker, type OutboxWorker } from '../mail/worker';
import { eraseExpired, holdForGuardian } from './privacy-repo';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startSmtpCatcher,
  startTestApp,
  type SmtpCatcher,
  type TestServer,
  tracesOf,
} from '../../test/helpers';
import { EnquirySchema } from '@skltcoa/shared';

const SITE_URL = 'https://www.college.example';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let smtp: SmtpCatcher;
let worker: OutboxWorker;
let token: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ sql, server, close } = await startTestApp({ SITE_URL }));
  worker = startOutboxWorker({
    sql,
    transport: smtpTransport(smtp.url),
    from: 'Admissions <admissions@college.example>',
    pollIntervalMs: 200,
    log: () => {},
  });
  token = await signIn(sql, server.url);
  // An admin's grant (docs/decisions/026-export-permission.md).
  await setStaffExport(sql, STAFF.email, true);
});
afterAll(async () => {
  await worker.stop();
  await close();
  await smtp.close();
});

const minor = (overrides: Record<string, string> = {}) =>
  enquiry({
    adult: 'no',
    guardian_name: 'Meera Rao',
    guardian_email: `meera.${Math.random().toString(36).slice(2)}@example.com`,
    guardian_phone: '98200 11223',
    ...overrides,
  } as Record<string, string>);

const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

/** The mail to one address (whose subject starts so), once the worker has delivered it over SMTP. */
async function mailTo(address: string, subject = '', timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp
      .messages()
      .filter((mail) => mail.to.includes(address) && mail.subject?.startsWith(subject));
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no mail reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const linkIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`${SITE_URL}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail`);
  return { url: match[0], token: match[1]! };
};

async function listLeads(query = '') {
  const response = await fetch(`${server.url}/api/leads?limit=1000${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return LeadPageSchema.parse(await response.json());
}

describe('consent on POST /api/enquiries', () => {
  it('refuses an enquiry without consent, as JSON and as a plain form post, and stores nothing', async () => {
    const { consent: _, ...withoutConsent } = enquiry({ email: 'no.consent@example.com' });
    const json = await postJson(server.url, '/api/enquiries', withoutConsent);
    expect(json.status).toBe(400);
    expect(((await json.json()) as { fields: object }).fields).toEqual({
      consent:
        'Please tick the box to agree to the privacy notice. We can answer your enquiry only with your consent.',
    });
    const form = await postForm('/api/enquiries', withoutConsent);
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('Please tick the box to agree to the privacy notice.');
    const unticked = await postForm('/api/enquiries', { ...withoutConsent, consent: '' });
    expect(unticked.status).toBe(400);
    expect(
      await sql`select 1 from admission_leads where email = 'no.consent@example.com'`,
    ).toHaveLength(0);
  });

  it.each([
    ['an old notice version', { notice_version: '2025-01' }, 'notice_version'],
    ['a language without a notice', { notice_language: 'ta' }, 'notice_language'],
    ['no answer to the age question', { adult: '' }, 'adult'],
  ])('refuses %s with 400 naming the field', async (_, overrides, field) => {
    const response = await postJson(server.url, '/api/enquiries', enquiry(overrides));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
  });

  it('stores the consent record with the version, language, purposes and form, and queues the acknowledgement with it', async () => {
    const email = 'consent.record@example.com';
    const response = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({
        email,
        notice_language: 'mr',
        form_type: 'Brochure Enquiry',
        source_page: '/about/brochure',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const consents = await sql`
      select given_by, notice_version, notice_language, purposes, form_type, source_page, given_at
      from lead_consents where lead_id = ${id}`;
    expect(consents).toEqual([
      {
        given_by: 'self',
        notice_version: CURRENT_NOTICE_VERSION,
        notice_language: 'mr',
        // An adult's consent covers campaign measurement too (ADR 055).
        purposes: ['admission-enquiry', 'campaign-measurement'],
        form_type: 'Brochure Enquiry',
        source_page: '/about/brochure',
        given_at: expect.any(Date),
      },
    ]);
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('We received your enquiry about B.Arch');
    // The programme, what happens next, the notice agreed to in its language, the brochure, withdrawal and contact.
    expect(mail!.text).toContain('Bachelor of Architecture');
    expect(mail!.text).toContain('What happens next');
    expect(mail!.text).toContain(
      currentNotice('mr').consentLabel === '' ? '' : currentNotice('mr').intro,
    );
    expect(mail!.text).toContain(`${SITE_URL}/docs/Brochure/`);
    expect(mail!.text).toContain(`${SITE_URL}/privacy/withdraw`);
    expect(mail!.text).toContain('privacy@skltcoa.example');
  });

  it('sends one acknowledgement for a retried submission', async () => {
    const body = enquiry({ email: 'retried@example.com' });
    await postJson(server.url, '/api/enquiries', body);
    await postJson(server.url, '/api/enquiries', body);
    await mailTo('retried@example.com');
    const rows = await sql`select 1 from mail_outbox where to_address = 'retried@example.com'`;
    expect(rows).toHaveLength(1);
  });
});

describe('an under-18 enquiry', () => {
  it('is held for the guardian, shown to no one, and becomes a lead once the guardian agrees by the link', async () => {
    const body = minor({ name: 'अनया देशमुख', email: 'anaya.d@example.com', notice_language: 'hi' });
    const response = await postJson(server.url, '/api/enquiries', body);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending_guardian' });
    expect(
      await sql`select 1 from admission_leads where email = 'anaya.d@example.com'`,
    ).toHaveLength(0);
    expect((await listLeads('&q=anaya.d')).total).toBe(0);

    const [mail] = await mailTo(body.guardian_email!);
    // What a visitor typed never reaches a subject line (ADR 041); the body names the student.
    expect(mail!.subject).not.toContain('अनया देशमुख');
    expect(mail!.text).toContain('अनया देशमुख');
    expect(mail!.text).toContain(currentNotice('hi').intro);
    const link = linkIn(mail!.text, '/privacy/guardian');
    // Only a hash of the token is kept.
    const tokens =
      await sql`select 1 from privacy_links where token_hash::text like ${`%${link.token}%`}`;
    expect(tokens).toHaveLength(0);

    // Opening the link shows the page and changes nothing: a mail scanner confirms nothing.
    const page = await fetch(`${server.url}/privacy/guardian?token=${link.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('अनया देशमुख');
    expect(html).toContain('name="decision" value="agree"');
    expect(
      await sql`select 1 from admission_leads where email = 'anaya.d@example.com'`,
    ).toHaveLength(0);

    const agreed = await postForm('/privacy/guardian', {
      token: link.token,
      decision: 'agree',
      guardian_name: 'Meera Rao',
      relationship: 'mother',
      guardian_adult: 'on',
    });
    expect(agreed.status).toBe(200);
    expect(await agreed.text()).toContain('Thank you for your consent');
    const [lead] = await sql<{ id: string }[]>`
      select id from admission_leads where email = 'anaya.d@example.com'`;
    expect(lead).toBeDefined();
    const consents = await sql`
      select given_by, notice_language, guardian_email from lead_consents
      where lead_id = ${lead!.id} order by given_by desc`;
    expect(consents).toEqual([
      { given_by: 'self', notice_language: 'hi', guardian_email: null },
      { given_by: 'guardian', notice_language: 'hi', guardian_email: body.guardian_email },
    ]);
    expect((await listLeads('&q=anaya.d')).leads.map((row) => row.id)).toEqual([lead!.id]);
    // The student now gets the acknowledgement, and the guardian's mail belongs to the lead.
    await mailTo('anaya.d@example.com');
    expect(await sql`select kind from mail_outbox where lead_id = ${lead!.id} order by id`).toEqual(
      [{ kind: 'guardian_consent' }, { kind: 'acknowledgement' }],
    );

    // The link works once.
    const again = await postForm('/privacy/guardian', {
      token: link.token,
      decision: 'agree',
      guardian_name: 'Meera Rao',
      relationship: 'mother',
      guardian_adult: 'on',
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('already used');
  });

  it('sends a browser without JavaScript to the page that explains the wait', async () => {
    const response = await postForm('/api/enquiries', minor());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you/guardian');
  });

  it('needs every guardian field, and the guardian’s own email', async () => {
    const response = await postJson(
      server.url,
      '/api/enquiries',
      minor({ guardian_name: '', guardian_email: 'asha.rao@example.com' }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields).sort()).toEqual([
      'guardian_email',
      'guardian_name',
    ]);
  });

  it('is erased at once when the guardian declines', async () => {
    const body = minor({ email: 'declined@example.com' });
    await postJson(server.url, '/api/enquiries', body);
    const link = linkIn((await mailTo(body.guardian_email!))[0]!.text, '/privacy/guardian');
    const answer = await postJson(server.url, '/api/privacy/guardian-consents', {
      token: link.token,
      decision: 'decline',
    });
    expect(answer.status).toBe(200);
    expect(
      await sql`select 1 from pending_enquiries where enquiry->>'email' = 'declined@example.com'`,
    ).toHaveLength(0);
    expect(
      await sql`select 1 from admission_leads where email = 'declined@example.com'`,
    ).toHaveLength(0);
    expect(
      await sql`select 1 from mail_outbox where to_address = ${body.guardian_email!}`,
    ).toHaveLength(0);
  });

  it('expires after 7 days: the link no longer works and the held enquiry is erased', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const held = EnquirySchema.parse(minor({ email: 'expired.minor@example.com' }));
    expect(await holdForGuardian(sql, held, { siteUrl: SITE_URL, now: eightDaysAgo })).toBe('held');
    const link = linkIn((await mailTo(held.guardian_email!))[0]!.text, '/privacy/guardian');

    const page = await fetch(`${server.url}/privacy/guardian?token=${link.token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This link has expired');
    const answer = await postJson(server.url, '/api/privacy/guardian-consents', {
      token: link.token,
      decision: 'agree',
      guardian_name: 'Meera Rao',
      relationship: 'mother',
      guardian_adult: true,
    });
    expect(answer.status).toBe(410);
    expect(
      await sql`select 1 from admission_leads where email = 'expired.minor@example.com'`,
    ).toHaveLength(0);
  });

  it('is erased, with its guardian’s email, by the job once 7 days pass without consent, and not before', async () => {
    const now = new Date();
    const held = EnquirySchema.parse(minor({ email: 'never.confirmed@example.com' }));
    await holdForGuardian(sql, held, { siteUrl: SITE_URL, now });
    const stillThere = () =>
      sql`select 1 from pending_enquiries where enquiry->>'email' = 'never.confirmed@example.com'`;

    await eraseExpired(sql, new Date(now.getTime() + 7 * 86_400_000 - 1000));
    expect(await stillThere()).toHaveLength(1);

    const erased = await eraseExpired(sql, new Date(now.getTime() + 7 * 86_400_000 + 1000));
    expect(erased.pending).toBeGreaterThanOrEqual(1);
    expect(await stillThere()).toHaveLength(0);
    expect(
      await sql`select 1 from mail_outbox where to_address = ${held.guardian_email!}`,
    ).toHaveLength(0);
  });
});

describe('withdrawal', () => {
  it('erases the person’s enquiries end to end: request, emailed link, confirmation', async () => {
    const email = 'withdrawing.parent@example.com';
    const name = 'Vikram Kulkarni';
    const phone = '9833012345';
    const first = await postJson(server.url, '/api/enquiries', enquiry({ name, email, phone }));
    const { id } = (await first.json()) as { id: string };
    const second = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ name, email: 'other.address@example.com', phone }),
    );
    const { id: secondId } = (await second.json()) as { id: string };
    const bystander = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ name: 'Bystander', email: 'bystander@example.com', phone: '9833099999' }),
    );
    const { id: bystanderId } = (await bystander.json()) as { id: string };
    const noted = await fetch(`${server.url}/api/leads/${id}/activities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'note', body: `Spoke to ${name}; call back on ${phone}` }),
    });
    expect(noted.status).toBe(201);
    await mailTo(email);

    // Without JavaScript: the answer page says to check the email. The link goes to the address
    // typed alone, never to the others a mobile number reaches (ADR 040).
    const asked = await postForm('/api/privacy/withdrawals', { contact: email });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Check your email');
    const [mail] = await mailTo(email, 'Confirm');
    const link = linkIn(mail!.text, '/privacy/withdraw/confirm');

    const page = await fetch(`${server.url}/privacy/withdraw/confirm?token=${link.token}`);
    expect(await page.text()).toContain('Withdraw my consent');
    expect(
      await sql`select 1 from admission_leads where id = ${id} and withdrawn_at is null`,
    ).toHaveLength(1);

    const done = await postForm('/privacy/withdraw/confirm', { token: link.token });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your consent is withdrawn');

    // Nothing that says who they were is left of the enquiry that carries the address; the other
    // address's enquiry, with the same mobile, and the bystander are untouched.
    for (const trace of [email, 'call back on']) {
      expect(await tracesOf(sql, trace), trace).toEqual([]);
    }
    const rows = await sql`
      select id, name, email, phone, withdrawn_at is not null as withdrawn, program
      from admission_leads where id in (${id}, ${secondId}, ${bystanderId}) order by name nulls first, id`;
    expect(rows.filter((row) => row.withdrawn).map((row) => row.id)).toEqual([id]);
    expect(rows.find((row) => row.id === secondId)).toMatchObject({
      email: 'other.address@example.com',
    });
    expect(rows.find((row) => row.id === bystanderId)).toMatchObject({ name: 'Bystander' });
    // Only a non-personal shell remains, which staff see as withdrawn and cannot change.
    const staffView = (await listLeads()).leads.find((lead) => lead.id === id)!;
    expect(staffView).toMatchObject({ name: '', email: '', phone: '', withdrawn: true });
    const patch = await fetch(`${server.url}/api/leads/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: staffView.version, status: 'contacted' }),
    });
    expect(patch.status).toBe(409);
    expect(((await patch.json()) as { error: string }).error).toContain('withdrawn');

    const reused = await postForm('/privacy/withdraw/confirm', { token: link.token });
    expect(reused.status).toBe(409);

    // A bulk change reports the withdrawn lead by row and still changes the others.
    const bulk = await fetch(`${server.url}/api/leads/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        leads: [
          { id, version: staffView.version },
          { id: bystanderId, version: 1 },
        ],
        change: { status: 'contacted' },
      }),
    });
    expect(bulk.status).toBe(200);
    const { results } = (await bulk.json()) as {
      results: { id: string; ok: boolean; status?: number }[];
    };
    expect(results).toEqual([
      expect.objectContaining({ id, ok: false, status: 409 }),
      expect.objectContaining({ id: bystanderId, ok: true }),
    ]);
    // Nobody calls a withdrawn person from a spreadsheet.
    const csv = await (
      await fetch(`${server.url}/api/leads/export`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    expect(csv).toContain(bystanderId);
    expect(csv).not.toContain(id);
    expect(csv).toContain(secondId);
  });

  it('answers the same, and sends nothing, for a contact it does not hold', async () => {
    const links = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from privacy_links`)[0]!.n;
    const before = await links();
    const response = await postJson(server.url, '/api/privacy/withdrawals', {
      contact: 'nobody.here@example.com',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'sent' });
    // The lookup runs just after the answer (ADR 040): a request for a contact we hold,
    // sent next, has its link once the work queued before it has run.
    const known = `known.after.${Math.random().toString(36).slice(2)}@example.com`;
    expect((await postJson(server.url, '/api/enquiries', enquiry({ email: known }))).status).toBe(
      201,
    );
    await postJson(server.url, '/api/privacy/withdrawals', { contact: known });
    await expect
      .poll(async () => sql`select 1 from privacy_links where contact = ${`email:${known}`}`)
      .toHaveLength(1);
    expect(await links()).toBe(before + 1);
    expect(
      await sql`select 1 from mail_outbox where to_address = 'nobody.here@example.com'`,
    ).toHaveLength(0);
  });

  it('refuses a contact that is neither an email nor a mobile number with 400 naming the field', async () => {
    const response = await postJson(server.url, '/api/privacy/withdrawals', { contact: 'asha' });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([
      'contact',
    ]);
  });

  it('lets a guardian withdraw the consent they gave for their child', async () => {
    const body = minor({ email: 'child.of.guardian@example.com' });
    await postJson(server.url, '/api/enquiries', body);
    const consentLink = linkIn((await mailTo(body.guardian_email!))[0]!.text, '/privacy/guardian');
    await postForm('/privacy/guardian', {
      token: consentLink.token,
      decision: 'agree',
      guardian_name: 'Meera Rao',
      relationship: 'mother',
      guardian_adult: 'on',
    });
    expect(
      await sql`select 1 from admission_leads where email = 'child.of.guardian@example.com'`,
    ).toHaveLength(1);

    await postJson(server.url, '/api/privacy/withdrawals', { contact: body.guardian_email });
    const [mail] = await mailTo(body.guardian_email!, 'Confirm');
    const link = linkIn(mail!.text, '/privacy/withdraw/confirm');
    const done = await postJson(server.url, '/api/privacy/withdrawals/confirm', {
      token: link.token,
    });
    expect(await done.json()).toEqual({ status: 'withdrawn', withdrawn: 1 });
    expect(await tracesOf(sql, 'child.of.guardian@example.com')).toEqual([]);
    expect(await tracesOf(sql, body.guardian_email!)).toEqual([]);
  });

  it('answers a made-up token with a page, never a 500', async () => {
    const response = await fetch(`${server.url}/privacy/withdraw/confirm?token=not-a-token`);
    expect(response.status).toBe(404);
    const posted = await postForm('/privacy/withdraw/confirm', { token: 'x'.repeat(43) });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain('This link is not valid');
  });
});

describe('GET /api/privacy/notice', () => {
  it.each(['en', 'mr', 'hi'] as const)('serves the current notice in %s', async (lang) => {
    const response = await fetch(`${server.url}/api/privacy/notice?lang=${lang}`);
    expect(response.status).toBe(200);
    const { notice, contact } = (await response.json()) as {
      notice: { version: string; language: string; intro: string };
      contact: { email: string };
    };
    expect(notice).toMatchObject({ version: CURRENT_NOTICE_VERSION, language: lang });
    expect(notice.intro).toBe(currentNotice(lang).intro);
    expect(contact.email).toBe('privacy@skltcoa.example');
  });

  it('serves English when no language is asked for, and 400 for one it does not have', async () => {
    const plain = await fetch(`${server.url}/api/privacy/notice`);
    expect(((await plain.json()) as { notice: { language: string } }).notice.language).toBe('en');
    const bad = await fetch(`${server.url}/api/privacy/notice?lang=fr`);
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['lang']);
  });
});
