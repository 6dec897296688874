import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_NEEDS_EMAIL } from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { smtpTransport } from '../mail/transport';
import { startOutboxWorker, type OutboxWorker } from '../mail/worker';
import {
  enquiry,
  openTransaction,
  postJson,
  signIn,
  startSmtpCatcher,
  startTestApp,
  type SmtpCatcher,
  type TestServer,
} from '../../test/helpers';

/*
 * Nobody withdraws, erases or reads a family's enquiries by knowing their
 * mobile number or by adding an enquiry of their own that carries it
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */

const SITE_URL = 'https://www.college.example';
const ADMIN = { email: 'grievance.officer@example.edu.in', password: 'admin passphrase 2026' };

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
    pollIntervalMs: 100,
    log: () => {},
  });
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
  counsellor = { authorization: `Bearer ${await signIn(sql, server.url)}` };
});
afterAll(async () => {
  await worker.stop();
  await close();
  await smtp.close();
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const mobile = () => `98${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;

async function newLead(fields: Record<string, string>): Promise<string> {
  const response = await postJson(server.url, '/api/enquiries', enquiry(fields));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The family's enquiry, and an attacker's that carries the family's mobile and the attacker's email. */
async function familyAndAttacker() {
  const phone = mobile();
  const family = { name: 'Sunita Deshmukh', email: `sunita.${unique()}@example.com`, phone };
  const attacker = { name: 'Someone Else', email: `attacker.${unique()}@evil.example`, phone };
  return {
    family,
    attacker,
    familyId: await newLead(family),
    attackerId: await newLead(attacker),
  };
}

const mailsTo = (address: string) => smtp.messages().filter((mail) => mail.to.includes(address));

async function mailTo(address: string, subject: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(address).filter((mail) => mail.subject?.startsWith(subject));
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail reached the address`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the outbox has nothing left to send, so that "no mail" is a fact, not a race. */
async function outboxDrained() {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from mail_outbox where sent_at is null`;
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the outbox did not drain');
}

const tokenIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`${SITE_URL}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
};

const intact = async (id: string) => {
  const [row] = await sql<{ name: string | null; withdrawn: boolean }[]>`
    select name, withdrawn_at is not null as withdrawn from admission_leads where id = ${id}`;
  return row!;
};

describe('a one-time link goes only to the very email typed', () => {
  it.each([
    ['/api/privacy/withdrawals', {}],
    ['/api/privacy/rights-requests', { kind: 'access' }],
  ])(
    '%s refuses a mobile number with what to do instead, and sends and stores nothing',
    async (path, extra) => {
      const { family, attacker, familyId } = await familyAndAttacker();
      const linksBefore = await sql`select 1 from privacy_links`;
      const asked = await postJson(server.url, path, { ...extra, contact: family.phone });
      expect(asked.status).toBe(400);
      expect(((await asked.json()) as { fields: object }).fields).toEqual({
        contact: LINK_NEEDS_EMAIL,
      });
      // Without JavaScript, the answer page says the same.
      const form = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...extra, contact: `+91 ${family.phone}` }),
      });
      expect(form.status).toBe(400);
      expect(await form.text()).toContain('never by text message');
      expect(await sql`select 1 from privacy_links`).toHaveLength(linksBefore.length);
      await outboxDrained();
      expect(mailsTo(attacker.email).map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^We received your enquiry/),
      ]);
      expect(await intact(familyId)).toEqual({ name: family.name, withdrawn: false });
    },
  );

  it('an attacker’s own email withdraws only the enquiry that carries it, never the family’s', async () => {
    const { family, attacker, familyId, attackerId } = await familyAndAttacker();
    const asked = await postJson(server.url, '/api/privacy/withdrawals', {
      contact: attacker.email,
    });
    expect(asked.status).toBe(202);
    const [mail] = await mailTo(attacker.email, 'Confirm');
    const confirmed = await postJson(server.url, '/api/privacy/withdrawals/confirm', {
      token: tokenIn(mail!.text, '/privacy/withdraw/confirm'),
    });
    expect(await confirmed.json()).toEqual({ status: 'withdrawn', withdrawn: 1 });
    expect(await intact(attackerId)).toEqual({ name: null, withdrawn: true });
    expect(await intact(familyId)).toEqual({ name: family.name, withdrawn: false });
    expect(mailsTo(family.email).filter((m) => m.subject?.startsWith('Confirm'))).toEqual([]);
  });

  it('the family’s email typed into an attacker’s enquiry sends the link to the family alone', async () => {
    const phone = mobile();
    const familyEmail = `parent.${unique()}@example.com`;
    const attackerEmail = `other.${unique()}@evil.example`;
    await newLead({ name: 'Kavita Joshi', email: familyEmail, phone });
    await newLead({ name: 'Someone Else', email: familyEmail, phone: mobile() });
    await newLead({ name: 'Someone Else', email: attackerEmail, phone });
    const asked = await postJson(server.url, '/api/privacy/withdrawals', { contact: familyEmail });
    expect(asked.status).toBe(202);
    await mailTo(familyEmail, 'Confirm');
    await outboxDrained();
    expect(mailsTo(attackerEmail).filter((m) => m.subject?.startsWith('Confirm'))).toEqual([]);
    const [link] = await sql<{ contact: string }[]>`
      select contact from privacy_links where purpose = 'withdrawal' and contact like ${`%${familyEmail}`}`;
    expect(link!.contact).toBe(`email:${familyEmail}`);
  });

  it('an access request discloses only the enquiries that carry the email that confirmed it', async () => {
    const { family, attacker, attackerId } = await familyAndAttacker();
    const asked = await postJson(server.url, '/api/privacy/rights-requests', {
      kind: 'access',
      contact: attacker.email,
    });
    expect(asked.status).toBe(202);
    const [mail] = await mailTo(attacker.email, 'Confirm');
    const confirmed = await postJson(server.url, '/api/privacy/rights-requests/confirm', {
      token: tokenIn(mail!.text, '/privacy/request/confirm'),
    });
    expect(confirmed.status).toBe(200);
    const [request] = await sql<{ id: string; lead_ids: string[] }[]>`
      select id, lead_ids from rights_requests where reply_to = ${attacker.email}`;
    expect(request!.lead_ids).toEqual([attackerId]);
    const answered = await postJson(
      server.url,
      `/api/rights-requests/${request!.id}/access`,
      {},
      admin,
    );
    expect(answered.status).toBe(200);
    await outboxDrained();
    const sent = mailsTo(attacker.email).map((m) => JSON.stringify(m));
    expect(sent.join('\n')).not.toContain(family.name);
    expect(sent.join('\n')).not.toContain(family.email);
  });
});

describe('the answer says nothing of who enquired', () => {
  it('answers before the lookup and the link are made, so a known contact takes no longer', async () => {
    const email = `known.${unique()}@example.com`;
    await newLead({ email, phone: mobile() });
    // While a transaction holds the links table, no link can be made: the answer must not wait.
    const held = await openTransaction(sql, (tx) => tx`lock table privacy_links in exclusive mode`);
    try {
      const started = performance.now();
      const asked = await postJson(server.url, '/api/privacy/withdrawals', { contact: email });
      expect(asked.status).toBe(202);
      expect(performance.now() - started).toBeLessThan(2_000);
      // The asked-for link (24 hours), not the one in the acknowledgement (ADR 054).
      expect(
        await sql`select 1 from privacy_links where contact = ${`email:${email}`}
                  and expires_at < now() + interval '2 days'`,
      ).toEqual([]);
    } finally {
      await held.commit();
    }
    await mailTo(email, 'Confirm');
  });
});

describe('the longest addresses', () => {
  it('withdraws by an email of 250 to 254 characters that is on file, never a 500', async () => {
    for (const length of [250, 254]) {
      const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.example`;
      const email = `${'a'.repeat(length - domain.length - 1)}@${domain}`;
      expect(email).toHaveLength(length);
      await newLead({ email, phone: mobile() });
      const asked = await postJson(server.url, '/api/privacy/withdrawals', { contact: email });
      expect(asked.status).toBe(202);
      await expect
        .poll(
          async () => sql`select 1 from privacy_links where contact = ${`email:${email}`}
                          and expires_at < now() + interval '2 days'`,
        )
        .toHaveLength(1);
    }
  });
});

describe('staff record a withdrawal or a request made by phone', () => {
  it('a counsellor withdraws by the mobile number they checked: every enquiry carrying it, audited with who', async () => {
    const { family, familyId, attackerId } = await familyAndAttacker();
    const bystanderId = await newLead({
      name: 'Bystander',
      email: `bystander.${unique()}@example.com`,
      phone: mobile(),
    });
    const recorded = await postJson(
      server.url,
      `/api/leads/${familyId}/withdrawal`,
      { contact: 'phone', method: 'phone' },
      counsellor,
    );
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toEqual({ withdrawn: 2 });
    expect(await intact(familyId)).toEqual({ name: null, withdrawn: true });
    expect(await intact(attackerId)).toEqual({ name: null, withdrawn: true });
    expect(await intact(bystanderId)).toEqual({ name: 'Bystander', withdrawn: false });
    const trail = await sql<{ actor: string; detail: Record<string, string> }[]>`
      select actor, detail from audit_events where action = 'lead_erased' and lead_id = ${familyId}`;
    expect(trail).toEqual([
      {
        actor: 'counsellor@example.edu.in',
        detail: { reason: 'withdrawal', method: 'phone', contact: 'phone' },
      },
    ]);
    expect(
      await sql`select 1 from admission_leads where phone = ${family.phone} and withdrawn_at is null`,
    ).toHaveLength(0);
  });

  it.each([
    [{ contact: 'fax', method: 'phone' }, 400],
    [{ contact: 'phone', method: 'pigeon' }, 400],
    [{}, 400],
  ])('refuses %j with a clear 400 and changes nothing', async (body, status) => {
    const id = await newLead({ email: `refused.${unique()}@example.com`, phone: mobile() });
    const response = await postJson(server.url, `/api/leads/${id}/withdrawal`, body, counsellor);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
    expect(await intact(id)).toMatchObject({ withdrawn: false });
  });

  it('answers 404 for no such lead, 409 for one already withdrawn, 401 without a session', async () => {
    const missing = await postJson(
      server.url,
      '/api/leads/00000000-0000-4000-8000-000000000000/withdrawal',
      { contact: 'phone', method: 'phone' },
      counsellor,
    );
    expect(missing.status).toBe(404);
    const id = await newLead({ email: `twice.${unique()}@example.com`, phone: mobile() });
    const body = { contact: 'email', method: 'in_person' };
    expect(
      (await postJson(server.url, `/api/leads/${id}/withdrawal`, body, counsellor)).status,
    ).toBe(200);
    expect(
      (await postJson(server.url, `/api/leads/${id}/withdrawal`, body, counsellor)).status,
    ).toBe(409);
    expect((await postJson(server.url, `/api/leads/${id}/withdrawal`, body)).status).toBe(401);
  });

  it('an admin records a rights request made by phone, confirmed at once about that mobile’s enquiries', async () => {
    const { familyId, attackerId, family } = await familyAndAttacker();
    const recorded = await postJson(
      server.url,
      '/api/rights-requests',
      {
        lead_id: familyId,
        contact: 'phone',
        method: 'phone',
        kind: 'access',
        reply_to: family.email,
      },
      admin,
    );
    expect(recorded.status).toBe(201);
    const { id } = (await recorded.json()) as { id: string };
    const [request] = await sql<{ lead_ids: string[]; reply_to: string; confirmed: boolean }[]>`
      select lead_ids, reply_to, confirmed_at is not null as confirmed from rights_requests where id = ${id}`;
    expect(request!.confirmed).toBe(true);
    expect(request!.reply_to).toBe(family.email);
    expect([...request!.lead_ids].sort()).toEqual([familyId, attackerId].sort());
    const [trail] = await sql<{ actor: string; detail: Record<string, string> }[]>`
      select actor, detail from audit_events
      where action = 'rights_request_received' and detail->>'request_id' = ${id}`;
    expect(trail).toMatchObject({
      actor: ADMIN.email,
      detail: { method: 'phone', contact: 'phone', kind: 'access' },
    });
    // The answer may go only to an email one of those enquiries carries.
    const elsewhere = await postJson(
      server.url,
      '/api/rights-requests',
      {
        lead_id: familyId,
        contact: 'phone',
        method: 'phone',
        kind: 'access',
        reply_to: 'someone@evil.example',
      },
      admin,
    );
    expect(elsewhere.status).toBe(400);
    const byCounsellor = await postJson(
      server.url,
      '/api/rights-requests',
      { lead_id: familyId, contact: 'phone', method: 'phone', kind: 'grievance', details: 'x' },
      counsellor,
    );
    expect(byCounsellor.status).toBe(403);
  });
});
