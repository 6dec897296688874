import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@skltcoa/shared';
import { addStaffUser, removeStaffUser } from './staff-users';
import type { Sql } from '../db/client';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startTestApp,
  type TestServer,
} from '../../test/helpers';

/*
 * Roles: every member of staff reads the staff list (to assign a lead); only
 * an admin changes a role, and someone must always be left who can.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
const ADMIN = { email: 'principal@example.edu.in', password: 'the principal passphrase' };
const MEERA = { email: 'Meera@example.edu.in', password: 'another long passphrase' };
let admin: Record<string, string>;
let counsellor: Record<string, string>;

/** Signs in as an account with the role given. */
async function signInAs(staff: { email: string; password: string }, role: 'admin' | 'counsellor') {
  await addStaffUser(sql, staff.email, staff.password, role);
  return { authorization: `Bearer ${await signIn(sql, server.url, staff)}` };
}

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  admin = await signInAs(ADMIN, 'admin');
  counsellor = await signInAs(STAFF, 'counsellor');
  await addStaffUser(sql, MEERA.email, MEERA.password);
});
afterAll(async () => {
  await close();
});

const setRole = (email: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${server.url}/api/staff/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const roleOf = async (email: string) =>
  (
    await sql<{ role: string }[]>`select role from staff_users where lower(email) = lower(${email})`
  )[0]?.role;
const me = async (headers: Record<string, string>) =>
  (await fetch(`${server.url}/api/auth/me`, { headers })).json();

describe('GET /api/auth/me', () => {
  it('says who is signed in and with which role', async () => {
    // An admin may always export; a counsellor only once an admin grants it (ADR 026).
    expect(await me(admin)).toEqual({
      email: ADMIN.email,
      role: 'admin',
      can_export: true,
      can_import: true,
      mfa_enabled: false,
      mfa_enrolment_required: false,
    });
    expect(await me(counsellor)).toEqual({
      email: STAFF.email,
      role: 'counsellor',
      can_export: false,
      can_import: false,
      mfa_enabled: false,
      mfa_enrolment_required: false,
    });
  });
});

describe('GET /api/staff', () => {
  it('lists every member of staff with their role, to any member of staff', async () => {
    for (const headers of [admin, counsellor]) {
      const response = await fetch(`${server.url}/api/staff`, { headers });
      expect(response.status).toBe(200);
      expect((await response.json()) as StaffMember[]).toEqual([
        { email: STAFF.email, role: 'counsellor', can_export: false, can_import: false },
        { email: MEERA.email, role: 'counsellor', can_export: false, can_import: false },
        { email: ADMIN.email, role: 'admin', can_export: true, can_import: true },
      ]);
    }
  });
});

describe('PATCH /api/staff/:email', () => {
  it('is refused with 403 to a counsellor, even for their own role', async () => {
    for (const email of [MEERA.email, STAFF.email, ADMIN.email]) {
      const role = await roleOf(email);
      const response = await setRole(email, { role: 'admin' }, counsellor);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'Only an admin can do this. Please ask an admin.',
      });
      expect(await roleOf(email)).toBe(role);
    }
    // The check comes before the body is read: a counsellor learns nothing from a 400.
    expect((await setRole('not-an-email', { role: 'x' }, counsellor)).status).toBe(403);
  });

  it('lets an admin make a counsellor an admin, who can then manage staff', async () => {
    const meera = { authorization: `Bearer ${await signIn(sql, server.url, MEERA)}` };
    expect(await me(meera)).toMatchObject({ role: 'counsellor' });
    // The address is found whatever its case, and answered as stored.
    const response = await setRole('meera@EXAMPLE.edu.in', { role: 'admin' }, admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: MEERA.email,
      role: 'admin',
      can_export: true,
      can_import: true,
    });
    expect(await roleOf(MEERA.email)).toBe('admin');

    // Her session, opened before the change, has the new role at once.
    expect(await me(meera)).toMatchObject({ role: 'admin' });
    const back = await setRole(MEERA.email, { role: 'counsellor' }, meera);
    expect(back.status).toBe(200);
    expect(await me(meera)).toMatchObject({ role: 'counsellor' });
    expect((await setRole(MEERA.email, { role: 'admin' }, meera)).status).toBe(403);
  });

  it('never demotes the last admin', async () => {
    expect(await roleOf(ADMIN.email)).toBe('admin');
    const response = await setRole(ADMIN.email, { role: 'counsellor' }, admin);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'This is the only admin. Make someone else an admin first.',
    });
    expect(await roleOf(ADMIN.email)).toBe('admin');
    // Making the only admin an admin again is no demotion.
    expect((await setRole(ADMIN.email, { role: 'admin' }, admin)).status).toBe(200);
  });

  it('lets one of two admins demoting each other at once win, and leaves an admin', async () => {
    const meera = { authorization: `Bearer ${await signIn(sql, server.url, MEERA)}` };
    for (let round = 0; round < 10; round += 1) {
      expect((await setRole(MEERA.email, { role: 'admin' }, admin)).status).toBe(200);
      const [a, b] = await Promise.all([
        setRole(MEERA.email, { role: 'counsellor' }, admin),
        setRole(ADMIN.email, { role: 'counsellor' }, meera),
      ]);
      // The loser is refused: 409 when it met the winner's change in the database,
      // 403 when it arrived after it and was a counsellor already.
      expect([a.status, b.status].sort()).toEqual([200, expect.toBeOneOf([403, 409])]);
      const [admins] = await sql<{ n: number }[]>`
        select count(*)::int as n from staff_users where role = 'admin'`;
      expect(admins!.n).toBe(1);
      // Back to one admin, the principal.
      if (b.status === 200) {
        await sql`update staff_users set role = 'admin' where email = ${ADMIN.email}`;
        await sql`update staff_users set role = 'counsellor' where email = ${MEERA.email}`;
      }
    }
  });

  it('answers 404 for an address with no account', async () => {
    const response = await setRole('nobody@example.edu.in', { role: 'admin' }, admin);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No member of staff has that email.' });
    expect(await roleOf('nobody@example.edu.in')).toBeUndefined();
  });

  it.each<[string, string, unknown, string, string]>([
    [
      'an unknown role',
      MEERA.email,
      { role: 'owner' },
      'role',
      'Role must be one of: admin, counsellor.',
    ],
    [
      'a role in capitals',
      MEERA.email,
      { role: 'Admin' },
      'role',
      'Role must be one of: admin, counsellor.',
    ],
    [
      'no change at all',
      MEERA.email,
      {},
      'body',
      'Send the role, the export permission (can_export), or both.',
    ],
    [
      'an export permission that is no boolean',
      MEERA.email,
      { can_export: 'yes' },
      'can_export',
      'Invalid input: expected boolean, received string',
    ],
    [
      'a role of another type',
      MEERA.email,
      { role: 1 },
      'role',
      'Role must be one of: admin, counsellor.',
    ],
    [
      'another key',
      MEERA.email,
      { role: 'admin', email: ADMIN.email },
      'body',
      'Unrecognized key: "email"',
    ],
    [
      'a path that is no email',
      'not-an-email',
      { role: 'admin' },
      'email',
      'Please enter a valid email address, like name@example.com.',
    ],
    [
      'a null byte in the path',
      'a\u0000@example.edu.in',
      { role: 'admin' },
      'email',
      'Email cannot contain control characters, line breaks or invisible formatting characters.',
    ],
    [
      'a path that is too long',
      `${'a'.repeat(250)}@example.edu.in`,
      { role: 'admin' },
      'email',
      'Email must be at most 254 characters.',
    ],
  ])('answers 400 to %s, naming the field', async (_what, email, body, field, message) => {
    const role = await roleOf(MEERA.email);
    const response = await setRole(email, body, admin);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(answer.fields[field]).toBe(message);
    expect(await roleOf(MEERA.email)).toBe(role);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await setRole(MEERA.email, '{"role":', admin);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      'The request body is not valid JSON.',
    );
  });
});

describe('every route of the follow-up workflow', () => {
  let leadId: string;
  beforeAll(async () => {
    const response = await postJson(server.url, '/api/enquiries', enquiry());
    leadId = ((await response.json()) as { id: string }).id;
  });

  const routes = (): [method: string, path: string, body?: unknown][] => [
    ['GET', '/api/auth/me'],
    ['GET', '/api/staff'],
    ['PATCH', `/api/staff/${encodeURIComponent(MEERA.email)}`, { role: 'admin' }],
    ['GET', `/api/leads/${leadId}`],
    ['GET', `/api/leads/${leadId}/activities`],
    ['POST', `/api/leads/${leadId}/activities`, { kind: 'note', body: 'Sneaky.' }],
    ['PATCH', `/api/leads/${leadId}`, { version: 1, status: 'enrolled' }],
  ];
  const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('answers 401 without a session, with a garbage token, and after sign-out', async () => {
    const signedOut = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
    const logout = await postJson(server.url, '/api/auth/logout', {}, signedOut);
    expect(logout.status).toBe(204);
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${'x'.repeat(300)}` },
      { cookie: 'skltcoa_staff=not-a-token' },
      signedOut,
    ]) {
      for (const [method, path, body] of routes()) {
        const response = await send(method, path, body, headers);
        expect(response.status, `${method} ${path} with ${JSON.stringify(headers)}`).toBe(401);
      }
    }
    expect(await roleOf(MEERA.email)).toBe('counsellor');
    const [lead] = await sql`select status, version from admission_leads where id = ${leadId}`;
    expect(lead).toEqual({ status: 'new', version: 1 });
    expect(await sql`select 1 from lead_activities where lead_id = ${leadId}`).toHaveLength(0);
  });
});

describe('removing a member of staff', () => {
  it('unassigns their leads, each with an entry on its timeline, and keeps everything else', async () => {
    const leaver = { email: 'leaver@example.edu.in', password: 'a passphrase to leave with' };
    const headers = await signInAs(leaver, 'counsellor');
    const ids: string[] = [];
    for (const name of ['प्रिया शर्मा', 'Rohan Kale']) {
      const response = await postJson(server.url, '/api/enquiries', enquiry({ name }));
      ids.push(((await response.json()) as { id: string }).id);
    }
    for (const id of ids) {
      const patched = await fetch(`${server.url}/api/leads/${id}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ version: 1, assignee: leaver.email }),
      });
      expect(patched.status).toBe(200);
    }

    expect(await removeStaffUser(sql, leaver.email)).toBe(true);

    const leads = await sql<{ assignee_id: string | null; version: number }[]>`
      select assignee_id, version from admission_leads where id = any(${ids}::uuid[])`;
    expect(leads).toEqual([
      { assignee_id: null, version: 3 },
      { assignee_id: null, version: 3 },
    ]);
    const entries = await sql<
      { kind: string; author: string; from_value: string; to_value: null }[]
    >`
      select kind, author, from_value, to_value from lead_activities
      where lead_id = any(${ids}::uuid[]) order by id`;
    expect(entries).toEqual([
      { kind: 'assignment', author: leaver.email, from_value: null, to_value: leaver.email },
      { kind: 'assignment', author: leaver.email, from_value: null, to_value: leaver.email },
      { kind: 'assignment', author: 'system', from_value: leaver.email, to_value: null },
      { kind: 'assignment', author: 'system', from_value: leaver.email, to_value: null },
    ]);
    expect(await removeStaffUser(sql, leaver.email)).toBe(false);
  });
});
