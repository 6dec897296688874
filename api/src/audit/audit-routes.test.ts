import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPageSchema, type AuditEvent } from '@skltcoa/shared';
import { addStaffUser, setStaffExport } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { pruneAudit } from './audit';
import { enquiry, postJson, signIn, startTestApp, type TestServer } from '../../test/helpers';

/*
 * The audit trail: each event staff cause is recorded, with
 * no family's data in it, and the table refuses to be changed.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let admin: Record<string, string>;
let counsellor: Record<string, string>;

const ADMIN = { email: 'head.admissions@example.edu.in', password: 'admin passphrase 2026' };
const COUNSELLOR = { email: 'counsellor@example.edu.in', password: 'counsellor passphrase' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
  counsellor = { authorization: `Bearer ${await signIn(sql, server.url, COUNSELLOR)}` };
  // An admin's grant (docs/decisions/026-export-permission.md).
  await setStaffExport(sql, COUNSELLOR.email, true);
});
afterAll(async () => {
  await close();
});

const get = (path: string, headers = admin) => fetch(`${server.url}${path}`, { headers });
const send = (method: string, path: string, body: unknown, headers = admin) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function auditTrail(query = ''): Promise<AuditEvent[]> {
  const response = await get(`/api/audit?limit=500${query}`);
  expect(response.status).toBe(200);
  return AuditPageSchema.parse(await response.json()).events;
}

async function newLead(overrides: Record<string, string> = {}): Promise<string> {
  const response = await postJson(server.url, '/api/enquiries', enquiry(overrides));
  return ((await response.json()) as { id: string }).id;
}

describe('the audit trail', () => {
  it('records sign-ins, failed sign-ins and sign-outs, by staff email', async () => {
    const failed = await postJson(server.url, '/api/auth/login', {
      email: COUNSELLOR.email,
      password: 'wrong password',
    });
    expect(failed.status).toBe(401);
    const login = await postJson(server.url, '/api/auth/login', COUNSELLOR, {
      'x-client': 'console',
    });
    const { token } = (await login.json()) as { token: string };
    await send('POST', '/api/auth/logout', {}, { authorization: `Bearer ${token}` });
    const events = await auditTrail(`&actor=${COUNSELLOR.email}`);
    expect(events.map((event) => event.action).slice(0, 3)).toEqual([
      'sign_out',
      'sign_in',
      'sign_in_failed',
    ]);
    expect(events[1]!.detail).toEqual({ client: 'console' });
  });

  it('records a listing with its filters and row count, and keeps no search text', async () => {
    await newLead({
      name: 'Priyanka Joshi',
      email: 'priyanka.joshi@example.com',
      phone: '9811122233',
    });
    const response = await get(
      '/api/leads?q=Priyanka%20Joshi&program=Bachelor%20of%20Architecture&limit=50',
      counsellor,
    );
    expect(response.status).toBe(200);
    const [listed] = await auditTrail(`&action=leads_listed&actor=${COUNSELLOR.email}`);
    expect(listed).toMatchObject({
      actor: COUNSELLOR.email,
      rows: 1,
      detail: {
        searched: true,
        program: 'Bachelor of Architecture',
        limit: '50',
        total: 1,
        client: 'console',
      },
    });
    expect(JSON.stringify(listed)).not.toContain('Priyanka');
  });

  it('records a lead opened, changed, noted and merged, and an export with its row count', async () => {
    const email = `family.${Date.now()}@example.com`;
    const id = await newLead({ email, phone: '9822233344' });
    const duplicate = await newLead({ email, phone: '9822233344', form_type: 'Brochure Enquiry' });
    expect((await get(`/api/leads/${id}/activities`, counsellor)).status).toBe(200);
    expect((await get(`/api/leads/${id}/family`, counsellor)).status).toBe(200);
    const changed = await send(
      'PATCH',
      `/api/leads/${id}`,
      { version: 1, status: 'contacted' },
      counsellor,
    );
    expect(changed.status).toBe(200);
    const noted = await send(
      'POST',
      `/api/leads/${id}/activities`,
      { kind: 'note', body: 'Father asked about hostel fees' },
      counsellor,
    );
    expect(noted.status).toBe(201);
    const { version } = (await (await get(`/api/leads/${id}`)).json()) as { version: number };
    const merged = await send('POST', `/api/leads/${id}/merge`, { from: [duplicate], version });
    expect(merged.status).toBe(200);

    const events = await auditTrail(`&lead_id=${id}`);
    expect(events.map((event) => [event.actor, event.action, event.detail])).toEqual([
      [ADMIN.email, 'leads_merged', { from: [duplicate] }],
      [ADMIN.email, 'lead_opened', { part: 'lead' }],
      [COUNSELLOR.email, 'activity_added', { kind: 'note' }],
      [COUNSELLOR.email, 'lead_changed', { fields: ['status'] }],
      [COUNSELLOR.email, 'lead_opened', { part: 'family' }],
      [COUNSELLOR.email, 'lead_opened', { part: 'timeline' }],
    ]);
    // The note's words are in the timeline, not in the audit.
    expect(JSON.stringify(events)).not.toContain('hostel');

    const csv = await (await get('/api/leads/export?status=contacted', counsellor)).text();
    const lines = csv.trim().split('\n').length - 1;
    const [exported] = await auditTrail('&action=leads_exported');
    expect(exported).toMatchObject({
      actor: COUNSELLOR.email,
      rows: lines,
      detail: { status: 'contacted', complete: true, client: 'console' },
    });
  });

  it('records a role change by the admin who made it', async () => {
    const response = await send('PATCH', `/api/staff/${COUNSELLOR.email}`, { role: 'counsellor' });
    expect(response.status).toBe(200);
    const [changed] = await auditTrail('&action=role_changed');
    expect(changed).toMatchObject({
      actor: ADMIN.email,
      detail: { staff: COUNSELLOR.email, role: 'counsellor' },
    });
  });

  it('holds no family’s name, email or phone anywhere', async () => {
    const rows = await sql<
      { text: string }[]
    >`select row_to_json(a)::text as text from audit_events a`;
    const all = rows.map((row) => row.text).join('\n');
    for (const trace of ['Asha', 'asha.rao@example.com', '9876543210', 'Priyanka', '9822233344']) {
      expect(all).not.toContain(trace);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE, whoever connects', async () => {
    await expect(sql`update audit_events set actor = 'someone else'`).rejects.toMatchObject({
      code: '42501',
    });
    await expect(sql`delete from audit_events`).rejects.toMatchObject({ code: '42501' });
    await expect(sql`truncate audit_events`).rejects.toMatchObject({ code: '42501' });
  });

  it('lets the job prune what is over a year old, and nothing younger', async () => {
    await sql`
      insert into audit_events (at, actor, action) values
        (now() - interval '400 days', 'old.staff@example.edu.in', 'sign_in'),
        (now() - interval '300 days', 'recent.staff@example.edu.in', 'sign_in')`;
    expect(await pruneAudit(sql)).toBe(1);
    const left =
      await sql`select actor from audit_events where actor like '%.staff@example.edu.in'`;
    expect(left).toEqual([{ actor: 'recent.staff@example.edu.in' }]);
  });
});

describe('GET /api/audit', () => {
  it('is for admins: 403 for a counsellor, 401 without a session', async () => {
    expect((await get('/api/audit', counsellor)).status).toBe(403);
    expect((await fetch(`${server.url}/api/audit`)).status).toBe(401);
  });

  it('pages newest first by cursor', async () => {
    const first = AuditPageSchema.parse(await (await get('/api/audit?limit=2')).json());
    expect(first.events).toHaveLength(2);
    expect(first.nextCursor).toBe(first.events[1]!.id);
    const second = AuditPageSchema.parse(
      await (await get(`/api/audit?limit=2&cursor=${first.nextCursor}`)).json(),
    );
    expect(BigInt(second.events[0]!.id)).toBeLessThan(BigInt(first.events[1]!.id));
  });

  it.each([
    ['action=deleted_everything', 'action'],
    ['lead_id=42', 'lead_id'],
    ['from=2026-13-01', 'from'],
    ['cursor=-1', 'cursor'],
    ['limit=100000', 'limit'],
  ])('answers %s with 400 naming the field', async (query, field) => {
    const response = await get(`/api/audit?${query}`);
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields)).toContain(field);
  });

  it('answers a filter it does not know with 400 naming it', async () => {
    const response = await get('/api/audit?colour=red');
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('colour');
  });
});
