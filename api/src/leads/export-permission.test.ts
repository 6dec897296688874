import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_MAX, AuditPageSchema, parseCsv, type AuditEvent } from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { EXPORT_NOT_PERMITTED } from '../http/middleware/require-staff';
import { enquiry, postJson, signIn, startTestApp, type TestServer } from '../../test/helpers';

/*
 * Export by permission (docs/decisions/026-export-permission.md):
 * a counsellor exports only once an admin grants it, a revoke holds from the
 * next request of a session already open, and the audit trail's own export
 * is for admins and is itself audited.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let admin: Record<string, string>;
let counsellor: Record<string, string>;

const ADMIN = { email: 'pradhan.admissions@example.edu.in', password: 'admin passphrase 2026' };
const COUNSELLOR = { email: 'Sneha.Kulkarni@example.edu.in', password: 'counsellor passphrase' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
  counsellor = { authorization: `Bearer ${await signIn(sql, server.url, COUNSELLOR)}` };
  for (const name of ['आदित्य पाटील', 'Ananya Deshmukh', 'आदित्य पाटील']) {
    expect((await postJson(server.url, '/api/enquiries', enquiry({ name }))).status).toBe(201);
  }
});
afterAll(async () => {
  await close();
});

const get = (path: string, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, { headers });
const setExport = (email: string, body: unknown, headers = admin) =>
  fetch(`${server.url}/api/staff/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const me = async (headers: Record<string, string>) =>
  (await get('/api/auth/me', headers)).json() as Promise<{ can_export: boolean }>;

async function auditTrail(query: string): Promise<AuditEvent[]> {
  const response = await get(`/api/audit?limit=${AUDIT_PAGE_MAX}${query}`, admin);
  expect(response.status).toBe(200);
  return AuditPageSchema.parse(await response.json()).events;
}

describe('GET /api/leads/export by permission', () => {
  it('refuses a counsellor without the permission with 403 and a clear message', async () => {
    expect(await me(counsellor)).toMatchObject({ can_export: false });
    // A parameter the export does not take is never stored either, whatever it holds.
    const response = await get(
      '/api/leads/export?q=Asha%20Rao&status=new&phone=98765%2043210',
      counsellor,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: EXPORT_NOT_PERMITTED });
    // A refused export wrote no file, so the trail holds no export by them,
    // but it holds the attempt: what was asked for, without the search's text.
    const exports = await auditTrail(`&action=leads_exported&actor=${COUNSELLOR.email}`);
    expect(exports).toEqual([]);
    const refused = await auditTrail(`&action=export_refused&actor=${COUNSELLOR.email}`);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      actor: COUNSELLOR.email,
      action: 'export_refused',
      rows: null,
    });
    expect(refused[0]!.detail).toEqual({ searched: true, status: 'new', client: 'console' });
    // A query the export would refuse anyway is recorded without its filters.
    expect((await get('/api/leads/export?status=everything', counsellor)).status).toBe(403);
    const [bad] = await auditTrail(`&action=export_refused&actor=${COUNSELLOR.email}`);
    expect(bad!.detail).toEqual({ client: 'console' });
  });

  it('lets an admin export without a grant', async () => {
    const response = await get('/api/leads/export', admin);
    expect(response.status).toBe(200);
    expect(parseCsv(await response.text()).length).toBeGreaterThanOrEqual(3);
  });

  it('takes a grant and a revoke from the next request of a session already open', async () => {
    const granted = await setExport(COUNSELLOR.email.toUpperCase(), { can_export: true });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({
      email: COUNSELLOR.email,
      role: 'counsellor',
      can_export: true,
      can_import: false,
    });
    expect(await me(counsellor)).toMatchObject({ can_export: true });
    const exported = await get('/api/leads/export', counsellor);
    expect(exported.status).toBe(200);
    const names = parseCsv(await exported.text()).map((row) => row.Name);
    expect(names.filter((name) => name === 'आदित्य पाटील')).toHaveLength(2);

    expect((await setExport(COUNSELLOR.email, { can_export: false })).status).toBe(200);
    expect(await me(counsellor)).toMatchObject({ can_export: false });
    expect((await get('/api/leads/export', counsellor)).status).toBe(403);

    // Both changes are on the trail as changes of what someone may do, by whom.
    const changes = await auditTrail('&action=role_changed');
    expect(changes.slice(0, 2).map((event) => [event.actor, event.detail])).toEqual([
      [ADMIN.email, { staff: COUNSELLOR.email.toLowerCase(), can_export: false }],
      [ADMIN.email, { staff: COUNSELLOR.email.toLowerCase(), can_export: true }],
    ]);
  });

  it('holds for a web page signed in with its cookie too', async () => {
    const login = await postJson(server.url, '/api/auth/login', COUNSELLOR);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await get('/api/leads/export', { cookie })).status).toBe(403);
    const [refusedOnWeb] = await auditTrail(`&action=export_refused&actor=${COUNSELLOR.email}`);
    expect(refusedOnWeb).toMatchObject({ detail: { client: 'web' } });
    await setExport(COUNSELLOR.email, { can_export: true });
    const response = await get('/api/leads/export', { cookie });
    expect(response.status).toBe(200);
    await response.text();
    const [latest] = await auditTrail(`&action=leads_exported&actor=${COUNSELLOR.email}`);
    expect(latest).toMatchObject({ detail: { client: 'web', complete: true } });
    await setExport(COUNSELLOR.email, { can_export: false });
  });

  it('lets only an admin grant it, and answers 404 for an unknown address', async () => {
    const self = await setExport(COUNSELLOR.email, { can_export: true }, counsellor);
    expect(self.status).toBe(403);
    expect(await me(counsellor)).toMatchObject({ can_export: false });
    const nobody = await setExport('nobody@example.edu.in', { can_export: true });
    expect(nobody.status).toBe(404);
  });
});

describe('GET /api/audit/export', () => {
  it('is for admins only, even for a counsellor allowed to export leads', async () => {
    await setExport(COUNSELLOR.email, { can_export: true });
    expect((await get('/api/audit/export', counsellor)).status).toBe(403);
    await setExport(COUNSELLOR.email, { can_export: false });
  });

  it('answers a bad filter with 400 naming it', async () => {
    const response = await get('/api/audit/export?action=everything', admin);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(['action']);
  });

  it('writes every event of the query across pages, newest first, and is audited', async () => {
    // More events than a page, sharing one timestamp, by an actor no other test uses.
    const actor = 'bulk.checker@example.edu.in';
    const count = AUDIT_PAGE_MAX * 2 + 37;
    await sql`
      insert into audit_events (at, actor, action, lead_id, rows, detail)
      select '2026-11-20T10:00:00Z', ${actor}, 'leads_listed', null, n, '{"client":"web"}'
      from generate_series(1, ${count}) as n`;
    const response = await get(`/api/audit/export?actor=${actor}&from=2026-11-20`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit_trail_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Read with its byte-order mark, which text() drops.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(
      text.startsWith('\uFEFF"Id","At (UTC)","Staff","Action","Lead id","Rows","Detail"'),
    ).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.Id)).size).toBe(count);
    expect(rows.map((row) => Number(row.Rows))).toEqual(
      Array.from({ length: count }, (_, i) => count - i),
    );
    expect(rows[0]).toMatchObject({
      'At (UTC)': '2026-11-20T10:00:00.000000Z',
      Staff: actor,
      Action: 'leads_listed',
      Detail: '{"client":"web"}',
    });

    const [exported] = await auditTrail('&action=audit_exported');
    expect(exported).toMatchObject({
      actor: ADMIN.email,
      rows: count,
      detail: { actor, from: '2026-11-20', complete: true },
    });
  });

  it('neutralises a formula typed as an email in a failed sign-in', async () => {
    await postJson(server.url, '/api/auth/login', { email: '+cmd@example.in', password: 'nope' });
    const rows = parseCsv(
      await (await get('/api/audit/export?action=sign_in_failed', admin)).text(),
    );
    expect(rows.some((row) => row.Staff === "'+cmd@example.in")).toBe(true);
  });
});
