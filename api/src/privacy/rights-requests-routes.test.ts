import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RIGHTS_ANSWER_DAYS,
  RIGHTS_RECORD_DAYS,
  RightsQueueSchema,
  RightsRequestSchema,
  type RightsQueueItem,
} from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { startOutboxWorker, type OutboxWorker } from '../mail/worker';
import { eraseExpired } from './privacy-repo';
import { confirmRights, requestRights } from './rights-repo';
import {
  enquiry,
  postJson,
  signIn,
  startSmtpCatcher,
  startTestApp,
  tracesOf,
  type CaughtMail,
  type SmtpCatcher,
  type TestServer,
} from '../../test/helpers';

/*
 * Rights requests end to end (ADR 025): the form's request,
 * the emailed link, the admins' queue and each answer, against real
 * PostgreSQL and a real SMTP server on loopback.
 */

const SITE_URL = 'https://www.college.example';
const ADMIN = { email: 'grievance.officer@example.edu.in', password: 'admin passphrase 2026' };
const COUNSELLOR = { email: 'counsellor@example.edu.in', password: 'counsellor passphrase' };

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let smtp: SmtpCatcher;
let worker: OutboxWorker;
let admin: Record<string, string>;
let counsellor: Record<string, string>;

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
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
  counsellor = { authorization: `Bearer ${await signIn(sql, server.url, COUNSELLOR)}` };
});
afterAll(async () => {
  await worker.stop();
  await close();
  await smtp.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);
/** A mobile number of this run: many tests share the database. */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function newLead(overrides: Record<string, string>): Promise<string> {
  const response = await postJson(server.url, '/api/enquiries', enquiry(overrides));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

const send = (path: string, body: unknown, headers = admin) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The mail to one address whose subject starts so, once the worker has delivered it over SMTP. */
async function mailTo(address: string, subject: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp
      .messages()
      .find((mail) => mail.to.includes(address) && mail.subject?.startsWith(subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail “${subject}” reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const tokenIn = (mail: CaughtMail) => {
  const match = new RegExp(`${SITE_URL}/privacy/request/confirm\\?token=([A-Za-z0-9_-]{43})`).exec(
    mail.text ?? '',
  );
  if (!match) throw new Error('no confirmation link in the mail');
  return match[1]!;
};

/** Asks on the form (JSON), follows the emailed link's page and confirms by its button. */
async function askAndConfirm(body: Record<string, string>, address: string): Promise<string> {
  const asked = await postJson(server.url, '/api/privacy/rights-requests', body);
  expect(asked.status).toBe(202);
  const token = tokenIn(await mailTo(address, 'Confirm your request'));
  const page = await fetch(`${server.url}/privacy/request/confirm?token=${token}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(await page.text()).toContain('Confirm my request');
  const confirmed = await postForm('/privacy/request/confirm', { token });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain('We have your request');
  await mailTo(address, 'We received your request');
  const [row] = await sql<{ id: string }[]>`
    select r.id from rights_requests r where r.reply_to = ${address} and r.closed_at is null
    order by r.confirmed_at desc limit 1`;
  return row!.id;
}

async function queue(state = 'open', headers = admin): Promise<RightsQueueItem[]> {
  const response = await fetch(`${server.url}/api/rights-requests?state=${state}`, { headers });
  expect(response.status).toBe(200);
  return RightsQueueSchema.parse(await response.json()).requests;
}

const auditOf = (requestId: string) =>
  sql<{ action: string; actor: string; lead_id: string | null }[]>`
    select action, actor, lead_id from audit_events
    where detail->>'request_id' = ${requestId} order by id`;

describe('a request for access', () => {
  it('is confirmed by the link, queued with its due date, and answered with the data as files', async () => {
    const email = `priya.${unique()}@example.com`;
    const name = 'प्रिया शर्मा';
    const leadId = await newLead({ name, email, phone: mobile() });
    await sql`insert into lead_activities (lead_id, kind, author, body)
              values (${leadId}, 'note', ${ADMIN.email}, 'Asked about hostel fees')`;
    await mailTo(email, 'We received your enquiry');

    const before = Date.now();
    const id = await askAndConfirm({ kind: 'access', contact: email.toUpperCase() }, email);
    const item = (await queue()).find((request) => request.id === id)!;
    expect(item).toMatchObject({
      kind: 'access',
      overdue: false,
      closed_at: null,
      contact: email,
      leads: [expect.objectContaining({ id: leadId, name, email, erased: false })],
    });
    const due = Date.parse(item.due_at) - Date.parse(item.received_at);
    expect(due).toBe(RIGHTS_ANSWER_DAYS * 86_400_000);
    expect(Date.parse(item.received_at)).toBeGreaterThanOrEqual(before - 1000);

    // Counsellors neither see nor answer the queue.
    expect((await fetch(`${server.url}/api/rights-requests`, { headers: counsellor })).status).toBe(
      403,
    );
    expect((await send(`/api/rights-requests/${id}/access`, {}, counsellor)).status).toBe(403);

    const answered = await send(`/api/rights-requests/${id}/access`, { message: 'With regards.' });
    expect(answered.status).toBe(200);
    const mail = await mailTo(email, 'The personal data');
    expect(mail.text).toContain('With regards.');
    const files = Object.fromEntries(
      mail.parsed.attachments.map((file) => [file.filename, file.content.toString('utf8')]),
    );
    expect(Object.keys(files).sort()).toEqual(['your-data.html', 'your-data.json']);
    expect(files['your-data.html']).toContain(name);
    expect(files['your-data.html']).toContain('Asked about hostel fees');
    const json = JSON.parse(files['your-data.json']!) as {
      enquiries: { lead: { email: string }; consents: unknown[]; timeline: unknown[] }[];
    };
    expect(json.enquiries).toHaveLength(1);
    expect(json.enquiries[0]!.lead.email).toBe(email);
    expect(json.enquiries[0]!.consents).toHaveLength(1);
    expect(json.enquiries[0]!.timeline).toHaveLength(1);

    // The copy of the data leaves the outbox once sent.
    await expect
      .poll(
        async () =>
          sql`select 1 from mail_outbox where kind = 'rights_access' and to_address = ${email}`,
      )
      .toHaveLength(0);
    expect((await queue()).map((request) => request.id)).not.toContain(id);
    expect((await queue('closed')).find((request) => request.id === id)).toMatchObject({
      closed_by: ADMIN.email,
    });
    expect(await auditOf(id)).toEqual([
      { action: 'rights_request_received', actor: 'data principal', lead_id: null },
      { action: 'rights_access_sent', actor: ADMIN.email, lead_id: null },
    ]);
    // Answered once.
    expect((await send(`/api/rights-requests/${id}/access`, {})).status).toBe(409);
  });
});

describe('a request for correction', () => {
  it('asked without JavaScript, confirmed from the address typed, corrects the fields', async () => {
    const email = `rahul.${unique()}@example.com`;
    const phone = mobile();
    const leadId = await newLead({ name: 'Rahul Jsohi', email, phone });
    const asked = await postForm('/api/privacy/rights-requests', {
      kind: 'correction',
      contact: email.toUpperCase(),
      details: 'My surname is Joshi, and I want the D.Arch.',
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('Check your email');

    const token = tokenIn(await mailTo(email, 'Confirm your request'));
    const confirmed = await postJson(server.url, '/api/privacy/rights-requests/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'confirmed', kind: 'correction' });
    const item = (await queue()).find((request) => request.leads.some((l) => l.id === leadId))!;
    expect(item).toMatchObject({
      contact: email,
      details: expect.stringContaining('Joshi'),
    });

    // Each field is checked by the enquiry form's own schema; nothing is changed by a refusal.
    const bad = await send(`/api/rights-requests/${item.id}/correction`, {
      lead_id: leadId,
      email: 'not an address',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(['email']);
    const other = await send(`/api/rights-requests/${item.id}/correction`, {
      lead_id: '00000000-0000-4000-8000-000000000000',
      name: 'Someone Else',
    });
    expect(other.status).toBe(400);
    const wrongAction = await send(`/api/rights-requests/${item.id}/erasure`, {});
    expect(wrongAction.status).toBe(409);
    expect(
      await sql`select 1 from admission_leads where id = ${leadId} and withdrawn_at is null`,
    ).toHaveLength(1);

    const done = await send(`/api/rights-requests/${item.id}/correction`, {
      lead_id: leadId,
      name: 'Rahul Joshi',
      program: 'Diploma in Architecture',
    });
    expect(done.status).toBe(200);
    const [lead] = await sql`select name, email, program from admission_leads where id = ${leadId}`;
    expect(lead).toEqual({ name: 'Rahul Joshi', email, program: 'Diploma in Architecture' });
    const mail = await mailTo(email, 'We corrected your details');
    expect(mail.text).toContain('name, programme');
    expect(await auditOf(item.id)).toContainEqual({
      action: 'lead_corrected',
      actor: ADMIN.email,
      lead_id: leadId,
    });
  });
});

describe('a request for erasure', () => {
  it('erases the person across their enquiries, guardian records, notes, held enquiries and emails, leaving no trace in any table', async () => {
    const name = 'Vikram Kulkarni';
    const email = `vikram.${unique()}@example.com`;
    const secondEmail = `vk.${unique()}@example.com`;
    const phone = mobile();
    const first = await newLead({ name, email, phone });
    const second = await newLead({ name, email: secondEmail, phone });
    const bystander = await newLead({ name: 'Bystander', email: `by.${unique()}@example.com` });
    await sql`insert into lead_activities (lead_id, kind, author, body)
              values (${first}, 'note', ${ADMIN.email}, ${`Call ${name} on ${phone} after 6`})`;
    // An under-18's enquiry with this email as the guardian's, still waiting.
    await postJson(
      server.url,
      '/api/enquiries',
      enquiry({
        adult: 'no',
        name: 'Anaya Kulkarni',
        email: `anaya.${unique()}@example.com`,
        guardian_name: name,
        guardian_email: email,
        guardian_phone: phone,
      } as Record<string, string>),
    );
    await mailTo(email, 'Your consent is needed');
    await mailTo(secondEmail, 'We received your enquiry');

    const id = await askAndConfirm({ kind: 'erasure', contact: email }, email);
    const item = (await queue()).find((request) => request.id === id)!;
    expect(item.leads.map((lead) => lead.id)).toEqual([first]);

    const answered = await send(`/api/rights-requests/${id}/erasure`, {});
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ status: 'answered', erased: 2 });
    await mailTo(email, 'We erased your personal data');
    // The answer itself is deleted once sent.
    await expect
      .poll(async () => sql`select 1 from mail_outbox where kind = 'rights_erasure'`)
      .toHaveLength(0);

    // The request by email erased what that email reaches: its lead and the held enquiry.
    for (const trace of [email, 'Call Vikram', 'Anaya Kulkarni']) {
      expect(await tracesOf(sql, trace), trace).toEqual([]);
    }
    expect(await sql`select erasure_reason from admission_leads where id = ${first}`).toEqual([
      { erasure_reason: 'request' },
    ]);
    // The other enquiry sent with the same mobile is another address's: only a request from that
    // address reaches it (a link never goes by a mobile number; ADR 040).
    const byPhone = await askAndConfirm({ kind: 'erasure', contact: secondEmail }, secondEmail);
    expect((await send(`/api/rights-requests/${byPhone}/erasure`, {})).status).toBe(200);
    await mailTo(secondEmail, 'We erased your personal data');
    await expect
      .poll(async () => sql`select 1 from mail_outbox where kind = 'rights_erasure'`)
      .toHaveLength(0);
    for (const trace of [name, email, secondEmail, phone]) {
      expect(await tracesOf(sql, trace), trace).toEqual([]);
    }
    expect(await sql`select erasure_reason from admission_leads where id = ${second}`).toEqual([
      { erasure_reason: 'request' },
    ]);
    expect(await sql`select name from admission_leads where id = ${bystander}`).toEqual([
      { name: 'Bystander' },
    ]);
    // Only kind and dates remain of the requests; the audit names staff and lead ids.
    const [request] =
      await sql`select contact, reply_to, details, closed_by from rights_requests where id = ${id}`;
    expect(request).toEqual({
      contact: null,
      reply_to: null,
      details: null,
      closed_by: ADMIN.email,
    });
    expect(await auditOf(id)).toContainEqual({
      action: 'lead_erased',
      actor: ADMIN.email,
      lead_id: first,
    });
  });
});

describe('an erasure of a lead with merged duplicates', () => {
  it('erases the duplicates an admin merged into it, which the admin judged the same person', async () => {
    const phone = mobile();
    const email = `neha.${unique()}@example.com`;
    const kept = await newLead({ name: 'Neha Gupta', email, phone });
    const duplicate = await newLead({ name: 'Neha G', email: `ng.${unique()}@example.com`, phone });
    const [lead] = await sql<
      { version: number }[]
    >`select version from admission_leads where id = ${kept}`;
    const merged = await fetch(`${server.url}/api/leads/${kept}/merge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({ from: [duplicate], version: lead!.version }),
    });
    expect(merged.status).toBe(200);

    const id = await askAndConfirm({ kind: 'erasure', contact: email }, email);
    expect(await (await send(`/api/rights-requests/${id}/erasure`, {})).json()).toMatchObject({
      erased: 2,
    });
    const rows =
      await sql`select erasure_reason from admission_leads where id in (${kept}, ${duplicate})`;
    expect(rows).toEqual([{ erasure_reason: 'request' }, { erasure_reason: 'request' }]);
  });
});

describe('a nomination', () => {
  it('needs the nominee’s name and contact, and is recorded and acknowledged', async () => {
    const email = `meera.${unique()}@example.com`;
    await newLead({ name: 'Meera Iyer', email, phone: mobile() });
    const missing = await postJson(server.url, '/api/privacy/rights-requests', {
      kind: 'nomination',
      contact: email,
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(((await missing.json()) as { fields: object }).fields).sort()).toEqual([
      'nominee_contact',
      'nominee_name',
    ]);

    const id = await askAndConfirm(
      {
        kind: 'nomination',
        contact: email,
        nominee_name: 'सुरेश अय्यर',
        nominee_contact: '98200 55555',
        details: 'My father',
      },
      email,
    );
    expect((await queue()).find((request) => request.id === id)).toMatchObject({
      nominee_name: 'सुरेश अय्यर',
      nominee_contact: '+919820055555',
    });
    expect((await send(`/api/rights-requests/${id}/nomination`, {})).status).toBe(200);
    expect((await mailTo(email, 'We recorded your nomination')).text).toContain('सुरेश अय्यर');
    expect((await auditOf(id)).map((event) => event.action)).toContain(
      'rights_nomination_recorded',
    );

    // A recorded nomination outlasts the 90 days, and goes when the person's enquiries are erased.
    const nominee = () => sql`select nominee_name, contact from rights_requests where id = ${id}`;
    await eraseExpired(sql, new Date(Date.now() + (RIGHTS_RECORD_DAYS + 1) * 86_400_000));
    expect((await nominee())[0]!.nominee_name).toBe('सुरेश अय्यर');
    await postJson(server.url, '/api/privacy/withdrawals', { contact: email });
    const withdrawal = /token=([A-Za-z0-9_-]{43})/.exec(
      (await mailTo(email, 'Confirm: withdraw')).text ?? '',
    )![1]!;
    const withdrawn = await postJson(server.url, '/api/privacy/withdrawals/confirm', {
      token: withdrawal,
    });
    expect(withdrawn.status).toBe(200);
    expect(await nominee()).toEqual([{ nominee_name: null, contact: null }]);
    expect(await tracesOf(sql, 'सुरेश')).toEqual([]);
  });
});

describe('a grievance', () => {
  it('is answered with the admin’s words, which are required', async () => {
    const email = `farah.${unique()}@example.com`;
    await newLead({ name: 'Farah Khan', email, phone: mobile() });
    const id = await askAndConfirm(
      { kind: 'grievance', contact: email, details: 'I was called after 9 pm.' },
      email,
    );
    const empty = await send(`/api/rights-requests/${id}/answer`, { message: '  ' });
    expect(empty.status).toBe(400);
    const answered = await send(`/api/rights-requests/${id}/answer`, {
      message: 'We are sorry. Calls now end at 7 pm.',
    });
    expect(answered.status).toBe(200);
    const mail = await mailTo(email, 'Our answer to your grievance');
    expect(mail.text).toContain('Calls now end at 7 pm.');
    expect(mail.text).toContain('Data Protection Board');
    expect((await auditOf(id)).map((event) => event.action)).toContain('rights_grievance_answered');

    // Its contact and words are kept 90 days after the answer for a follow-up, then blanked.
    const personal = () =>
      sql`select contact, reply_to, details from rights_requests where id = ${id}`;
    await eraseExpired(sql, new Date(Date.now() + (RIGHTS_RECORD_DAYS - 1) * 86_400_000));
    expect((await personal())[0]!.details).toBe('I was called after 9 pm.');
    await eraseExpired(sql, new Date(Date.now() + (RIGHTS_RECORD_DAYS + 1) * 86_400_000));
    expect(await personal()).toEqual([{ contact: null, reply_to: null, details: null }]);
  });
});

describe('verification', () => {
  it('answers the same, and stores and sends nothing, for a contact it does not hold', async () => {
    const count = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from rights_requests`)[0]!.n;
    const before = await count();
    const response = await postJson(server.url, '/api/privacy/rights-requests', {
      kind: 'access',
      contact: 'nobody.here@example.com',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'sent' });
    // The lookup runs just after the answer (ADR 040): a request for a contact we hold,
    // sent next, is stored once the work queued before it has run.
    const known = `known.after.${unique()}@example.com`;
    await newLead({ name: 'Known Later', email: known, phone: mobile() });
    await postJson(server.url, '/api/privacy/rights-requests', { kind: 'access', contact: known });
    await expect.poll(count).toBe(before + 1);
    expect(
      await sql`select 1 from mail_outbox where to_address = 'nobody.here@example.com'`,
    ).toHaveLength(0);
  });

  it('expires the link after 24 hours: the page and the confirmation say so, and the job forgets the request', async () => {
    const email = `late.${unique()}@example.com`;
    await newLead({ name: 'Late Clicker', email, phone: mobile() });
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 60_000);
    const request = RightsRequestSchema.parse({ kind: 'access', contact: email });
    expect(await requestRights(sql, request, { siteUrl: SITE_URL, now: dayAgo })).toBe(1);
    const token = tokenIn(await mailTo(email, 'Confirm your request'));

    const page = await fetch(`${server.url}/privacy/request/confirm?token=${token}`);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This link has expired');
    expect(html).toContain('the request was not confirmed');
    const json = await postJson(server.url, '/api/privacy/rights-requests/confirm', { token });
    expect(json.status).toBe(410);
    expect(
      await sql`select 1 from rights_requests where contact = ${`email:${email}`} and confirmed_at is not null`,
    ).toHaveLength(0);

    await eraseExpired(sql);
    expect(
      await sql`select 1 from rights_requests where contact = ${`email:${email}`}`,
    ).toHaveLength(0);
    // A late click on a forgotten request still learns the link expired.
    expect((await postForm('/privacy/request/confirm', { token })).status).toBe(410);
  });

  it('shows a request past its due date as overdue, and works each link once', async () => {
    const email = `overdue.${unique()}@example.com`;
    await newLead({ name: 'Overdue Case', email, phone: mobile() });
    const longAgo = new Date(Date.now() - (RIGHTS_ANSWER_DAYS + 1) * 86_400_000);
    const request = RightsRequestSchema.parse({
      kind: 'grievance',
      contact: email,
      details: 'No answer yet',
    });
    await requestRights(sql, request, { siteUrl: SITE_URL, now: longAgo });
    const token = tokenIn(await mailTo(email, 'Confirm your request'));
    const confirmed = await confirmRights(sql, token, { siteUrl: SITE_URL, now: longAgo });
    expect(confirmed).toMatchObject({ kind: 'grievance' });
    const item = (await queue()).find((row) => row.contact === email)!;
    expect(item.overdue).toBe(true);
    // Overdue ones come first: the queue is by due date.
    expect((await queue())[0]!.overdue).toBe(true);
    expect((await postForm('/privacy/request/confirm', { token })).status).toBe(409);
  });
});

describe('bad input', () => {
  it.each([
    ['no kind', { contact: 'a@example.com' }, ['kind']],
    ['an unknown kind', { kind: 'delete-everything', contact: 'a@example.com' }, ['kind']],
    ['no contact', { kind: 'access' }, ['contact']],
    ['a correction without details', { kind: 'correction', contact: 'a@example.com' }, ['details']],
    [
      'details too long',
      { kind: 'grievance', contact: 'a@example.com', details: 'x'.repeat(2001) },
      ['details'],
    ],
    ['a contact that is neither', { kind: 'access', contact: 'asha' }, ['contact']],
  ])('refuses %s with 400 naming the field', async (_, body, fields) => {
    const response = await postJson(server.url, '/api/privacy/rights-requests', body);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(fields);
  });

  it('answers a browser without JavaScript with a page, never a 500', async () => {
    const response = await postForm('/api/privacy/rights-requests', {
      kind: 'access',
      contact: '',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Please enter the email address you used');
  });

  it('answers the admin routes’ bad input with 400 or 404, never 500', async () => {
    expect((await send('/api/rights-requests/not-an-id/access', {})).status).toBe(404);
    expect(
      (await send('/api/rights-requests/00000000-0000-4000-8000-000000000000/access', {})).status,
    ).toBe(404);
    expect(
      (await send('/api/rights-requests/00000000-0000-4000-8000-000000000000/access', '{')).status,
    ).toBe(400);
    expect(
      (await send('/api/rights-requests/00000000-0000-4000-8000-000000000000/access', { extra: 1 }))
        .status,
    ).toBe(400);
    const state = await fetch(`${server.url}/api/rights-requests?state=everything`, {
      headers: admin,
    });
    expect(state.status).toBe(400);
    expect((await fetch(`${server.url}/api/rights-requests`)).status).toBe(401);
  });
});
