import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeldEnquiryListSchema, type HeldEnquiry, type LeadPage } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { addStaffUser } from '../auth/staff-users';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startTestApp,
  type TestServer,
} from '../../test/helpers';

/*
 * Under-18 enquiries held until a guardian agrees (docs/privacy.md, ADR 021)
 * are visible to staff, so that a parent who phones can be answered, and
 * reachable by nothing else: no lead route finds them
 * (docs/decisions/052-the-counsellors-day.md). And the working settings
 * the console reads the first call's target from.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let asha: Record<string, string>;
let admin: Record<string, string>;
const ADMIN = { email: 'head@example.edu.in', password: 'the admissions head passphrase' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  asha = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
});
afterAll(async () => {
  await close();
});

const minor = (name: string, email: string, phone: string) =>
  postJson(
    server.url,
    '/api/enquiries',
    enquiry({
      adult: 'no',
      name,
      email,
      phone,
      program: 'Diploma in Architecture',
      guardian_name: 'Meera Rao',
      guardian_email: `guardian.${email}`,
      guardian_phone: '98200 11223',
    } as Record<string, string>),
  );

async function held(query = '', headers = asha) {
  const response = await fetch(`${server.url}/api/held-enquiries${query}`, { headers });
  return response;
}

describe('GET /api/held-enquiries', () => {
  let ishaan: HeldEnquiry;

  beforeAll(async () => {
    expect((await minor('Ishaan Kulkarni', 'ishaan@example.com', '98111 22233')).status).toBe(202);
    expect((await minor('Tara Joshi', 'tara@example.com', '98444 55566')).status).toBe(202);
    // An adult's enquiry is a lead, never held.
    expect(
      (await postJson(server.url, '/api/enquiries', enquiry({ name: 'Adult Lead' }))).status,
    ).toBe(201);
  });

  it('shows any member of staff each one by name and contact, marked waiting for a guardian', async () => {
    const response = await held();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { enquiries } = HeldEnquiryListSchema.parse(await response.json());
    expect(enquiries.map((entry) => entry.name)).toEqual(['Tara Joshi', 'Ishaan Kulkarni']);
    ishaan = enquiries[1]!;
    const [stored] = await sql<{ id: string; created_at: Date; expires_at: Date }[]>`
      select id, created_at, expires_at from pending_enquiries
      where enquiry->>'email' = 'ishaan@example.com'`;
    expect(ishaan).toEqual({
      id: stored!.id,
      name: 'Ishaan Kulkarni',
      email: 'ishaan@example.com',
      phone: '+919811122233',
      program: 'Diploma in Architecture',
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      consent_expires_at: expect.stringMatching(/Z$/),
      waiting_for: 'guardian-consent',
    });
    expect(Date.parse(ishaan.consent_expires_at)).toBe(stored!.expires_at.getTime());
    // Nothing else of the enquiry: no guardian's contact, no consent or campaign.
    expect(JSON.stringify(enquiries)).not.toContain('guardian.');
  });

  it('finds one by name, email or mobile, as a parent gives it on the phone', async () => {
    for (const q of ['ishaan', 'ISHAAN@example', '98111 22233', '+91 98111-22233']) {
      const { enquiries } = HeldEnquiryListSchema.parse(
        await (await held(`?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(
        enquiries.map((entry) => entry.name),
        q,
      ).toEqual(['Ishaan Kulkarni']);
    }
    const none = HeldEnquiryListSchema.parse(await (await held('?q=Adult%20Lead')).json());
    expect(none.enquiries).toEqual([]);
  });

  it('leaves out one whose guardian link has expired', async () => {
    await sql`update pending_enquiries set expires_at = now() - interval '1 minute'
      where enquiry->>'email' = 'tara@example.com'`;
    const { enquiries } = HeldEnquiryListSchema.parse(await (await held()).json());
    expect(enquiries.map((entry) => entry.name)).toEqual(['Ishaan Kulkarni']);
  });

  it('is audited as a listing, with the count and without the search’s text', async () => {
    const before = await sql<{ id: string }[]>`
      select id from audit_events where action = 'held_enquiries_listed'`;
    expect((await held('?q=Ishaan')).status).toBe(200);
    const added = await sql<{ actor: string; rows: number; detail: Record<string, unknown> }[]>`
      select actor, rows, detail from audit_events
      where action = 'held_enquiries_listed' and id <> all(${before.map((row) => row.id)}::bigint[])`;
    expect(added).toEqual([
      { actor: STAFF.email, rows: 1, detail: { searched: true, client: expect.any(String) } },
    ]);
    expect(JSON.stringify(added)).not.toMatch(/ishaan/i);
  });

  it('answers 400 naming q to a search too long, and 401 to no session', async () => {
    const response = await held(`?q=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(['q']);
    expect((await held('', {})).status).toBe(401);
  });

  it('cannot be reached as a lead: no lead route finds it', async () => {
    const id = ishaan.id;
    expect((await fetch(`${server.url}/api/leads/${id}`, { headers: asha })).status).toBe(404);
    expect(
      (await fetch(`${server.url}/api/leads/${id}/activities`, { headers: asha })).status,
    ).toBe(404);
    const call = await postJson(
      server.url,
      `/api/leads/${id}/activities`,
      { kind: 'call', outcome: 'connected' },
      asha,
    );
    expect(call.status).toBe(404);
    const change = await fetch(`${server.url}/api/leads/${id}`, {
      method: 'PATCH',
      headers: { ...asha, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, assignee: STAFF.email }),
    });
    expect(change.status).toBe(404);
    const bulk = await postJson(
      server.url,
      '/api/leads/bulk',
      { leads: [{ id, version: 1 }], change: { assignee: STAFF.email } },
      asha,
    );
    expect(((await bulk.json()) as { results: { status: number }[] }).results[0]!.status).toBe(404);
    const page = (await (
      await fetch(`${server.url}/api/leads?q=Ishaan`, { headers: asha })
    ).json()) as LeadPage;
    expect(page.total).toBe(0);
    await sql`update staff_users set can_export = true where email = ${STAFF.email}`;
    const file = await fetch(`${server.url}/api/leads/export`, { headers: asha });
    expect(file.status).toBe(200);
    expect(await file.text()).not.toContain('Ishaan');
    // Nothing was written to it either.
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from lead_activities where lead_id = ${id}`;
    expect(row!.n).toBe(0);
  });
});

describe('the working settings', () => {
  const settings = (headers: Record<string, string>, body?: unknown) =>
    fetch(`${server.url}/api/work-settings`, {
      method: body === undefined ? 'GET' : 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('gives every member of staff the first call’s target, 2 working hours unless set', async () => {
    const response = await settings(asha);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ first_call_target_hours: 2 });
    expect((await settings({})).status).toBe(401);
  });

  it('lets an admin change it, on the audit trail, and nobody else', async () => {
    expect((await settings(asha, { first_call_target_hours: 4 })).status).toBe(403);
    const response = await settings(admin, { first_call_target_hours: 1.5 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ first_call_target_hours: 1.5 });
    expect(await (await settings(asha)).json()).toEqual({ first_call_target_hours: 1.5 });
    const [audited] = await sql<{ actor: string; detail: unknown }[]>`
      select actor, detail from audit_events where action = 'work_settings_changed'`;
    expect(audited).toEqual({ actor: ADMIN.email, detail: { first_call_target_hours: 1.5 } });
  });

  it('answers 400 naming the field to a target it cannot keep, and changes nothing', async () => {
    for (const body of [
      { first_call_target_hours: 0 },
      { first_call_target_hours: 49 },
      { first_call_target_hours: '2' },
      { first_call_target_hours: 2, mfa_required: true },
    ]) {
      const response = await settings(admin, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { fields?: Record<string, string> };
      expect(answer.fields, JSON.stringify(answer)).toBeDefined();
    }
    expect(await (await settings(asha)).json()).toEqual({ first_call_target_hours: 1.5 });
  });
});
