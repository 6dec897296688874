import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENQUIRY_REFUSALS } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { WHY_THIS_EMAIL } from '../privacy/emails';
import { enquiry, postJson, startTestApp, type TestServer } from '../../test/helpers';

/*
 * What an anonymous request can make the college send is limited per
 * recipient and per client address across every form together; a replay is
 * answered from what is stored before any limit counts it; strangers cannot
 * spend a family's allowance (docs/decisions/041-mail-an-anonymous-request-can-cause.md).
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp({
    MAILS_PER_RECIPIENT_PER_DAY: '3',
    ENQUIRY_RATE_LIMIT: '8',
    ENQUIRY_CONTACT_RATE_LIMIT: '5',
    TRUST_PROXY: '1',
  }));
});
afterAll(async () => close());
beforeEach(async () => {
  await sql`delete from rate_limits`;
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const mobile = () => `97${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;
/** A request from one client address, as a proxy in front of the API reports it. */
const from = (address: string) => ({ 'x-forwarded-for': address });
const mailsTo = async (address: string) =>
  sql<{ kind: string; subject: string; text_body: string }[]>`
    select kind, subject, text_body from mail_outbox where lower(to_address) = ${address} order by id`;

describe('per recipient', () => {
  it('sends one address at most its daily share, across acknowledgements and links, and answers alike', async () => {
    const email = `family.${unique()}@example.com`;
    const client = from('203.0.113.10');
    expect(
      (await postJson(server.url, '/api/enquiries', enquiry({ email, phone: mobile() }), client))
        .status,
    ).toBe(201);
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        (await postJson(server.url, '/api/privacy/withdrawals', { contact: email }, client)).status,
      );
    }
    answers.push(
      (
        await postJson(
          server.url,
          '/api/privacy/rights-requests',
          { kind: 'access', contact: email },
          client,
        )
      ).status,
    );
    expect(answers).toEqual([202, 202, 202, 202]);
    // The links are made just after the answer (ADR 040).
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.kind))
      .toEqual(['acknowledgement', 'withdrawal_link', 'withdrawal_link']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('a fourth repeat enquiry in a day is stored, without a fourth acknowledgement', async () => {
    const email = `repeat.${unique()}@example.com`;
    const ids = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await postJson(
        server.url,
        '/api/enquiries',
        enquiry({ email, phone: mobile() }),
        from(`198.51.100.${i + 1}`),
      );
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    expect(await sql`select 1 from admission_leads where id = any(${ids}::uuid[])`).toHaveLength(4);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('refuses a fourth guardian request to one parent’s address with 429, and holds nothing for it', async () => {
    const guardian = `parent.${unique()}@example.com`;
    const minor = () =>
      enquiry({
        adult: 'no',
        name: 'URGENT call 9000000000 or visit evil.example/claim',
        email: `student.${unique()}@example.com`,
        phone: mobile(),
        guardian_name: 'Parent',
        guardian_email: guardian,
        guardian_phone: mobile(),
      } as Record<string, string>);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await postJson(server.url, '/api/enquiries', minor(), from(`192.0.2.${i + 1}`))).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202]);
    const fourth = minor();
    const refused = await postJson(server.url, '/api/enquiries', fourth, from('192.0.2.99'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe(
      ENQUIRY_REFUSALS.guardianMailLimited,
    );
    expect(
      await sql`select 1 from pending_enquiries where submission_id = ${fourth.submission_id!}`,
    ).toHaveLength(0);

    // What the visitor typed is never in a subject line, and the body says why the email came.
    const mails = await mailsTo(guardian);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.subject).toBe(
        'Your consent is needed for an admission enquiry to SKLT College of Architecture',
      );
      expect(mail.text_body).toContain(WHY_THIS_EMAIL);
    }
  });
});

describe('per client address, across every form together', () => {
  it('counts enquiries, withdrawals and rights requests in one allowance', async () => {
    const client = from('203.0.113.77');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (
          await postJson(
            server.url,
            '/api/enquiries',
            enquiry({ email: `a.${unique()}@example.com`, phone: mobile() }),
            client,
          )
        ).status,
      );
      statuses.push(
        (
          await postJson(
            server.url,
            '/api/privacy/withdrawals',
            { contact: `w.${unique()}@example.com` },
            client,
          )
        ).status,
      );
    }
    for (let i = 0; i < 2; i += 1) {
      statuses.push(
        (
          await postJson(
            server.url,
            '/api/privacy/rights-requests',
            { kind: 'access', contact: `r.${unique()}@example.com` },
            client,
          )
        ).status,
      );
    }
    const ninth = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ email: `late.${unique()}@example.com`, phone: mobile() }),
      client,
    );
    expect(statuses).toEqual([201, 202, 201, 202, 201, 202, 202, 202]);
    expect(ninth.status).toBe(429);
    // Another address is not affected.
    const other = await postJson(
      server.url,
      '/api/privacy/withdrawals',
      { contact: `w.${unique()}@example.com` },
      from('203.0.113.78'),
    );
    expect(other.status).toBe(202);
  });
});

describe('replays and strangers', () => {
  it('answers every replay of a stored enquiry with its first answer, never 429', async () => {
    const client = from('198.51.100.200');
    const body = enquiry({ email: `replay.${unique()}@example.com`, phone: mobile() });
    const first = await postJson(server.url, '/api/enquiries', body, client);
    const { id } = (await first.json()) as { id: string };
    // Past the contact's limit (5) and the address's (8).
    for (let i = 0; i < 10; i += 1) {
      const again = await postJson(server.url, '/api/enquiries', body, client);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ id });
    }
    const held = enquiry({
      adult: 'no',
      email: `held.${unique()}@example.com`,
      phone: mobile(),
      guardian_name: 'Parent',
      guardian_email: `held.parent.${unique()}@example.com`,
      guardian_phone: mobile(),
    } as Record<string, string>);
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await postJson(server.url, '/api/enquiries', held, from('198.51.100.201'))).status,
      ).toBe(202);
    }
    // The same id with other details is still a conflict.
    const changed = await postJson(
      server.url,
      '/api/enquiries',
      { ...body, name: 'Someone Else' },
      client,
    );
    expect(changed.status).toBe(409);
  });

  it('a stranger who sends enquiries with a family’s mobile never spends the family’s allowance', async () => {
    const phone = mobile();
    for (let i = 0; i < 7; i += 1) {
      await postJson(
        server.url,
        '/api/enquiries',
        enquiry({ email: `stranger.${unique()}@evil.example`, phone, submission_id: randomUUID() }),
        from('192.0.2.200'),
      );
    }
    const strangerAgain = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ email: `stranger.${unique()}@evil.example`, phone }),
      from('192.0.2.200'),
    );
    expect(strangerAgain.status).toBe(429);
    const family = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ name: 'The Family', email: `family.${unique()}@example.com`, phone }),
      from('203.0.113.200'),
    );
    expect(family.status).toBe(201);
  });
});
