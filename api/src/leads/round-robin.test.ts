import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_AUTHOR } from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import { createSql, type Sql } from '../db/client';
import {
  createTestDatabase,
  enquiry,
  postJson,
  signIn,
  startServer,
  startTestApp,
  testConfig,
  type TestServer,
} from '../../test/helpers';

/*
 * ASSIGN_NEW_LEADS=round-robin: each new enquiry goes to the next
 * counsellor (admins are left out), across every API instance, and the
 * assignment is on the lead's timeline by `system`.
 */

let close: () => Promise<void>;
let sql: Sql;
let url: string;
let server: TestServer;
const COUNSELLORS = ['anil@example.edu.in', 'Bina@example.edu.in', 'chetan@example.edu.in'];
const ADMIN = 'aaron.admin@example.edu.in';
const PASSWORD = 'a long enough passphrase';

beforeAll(async () => {
  // url is the serving role's, as a second instance connects (ADR 036).
  ({ sql, server, close, appUrl: url } = await startTestApp({ ASSIGN_NEW_LEADS: 'round-robin' }));
  // The admin sorts first by email: being skipped is no accident of the order.
  await addStaffUser(sql, ADMIN, PASSWORD, 'admin');
  for (const email of COUNSELLORS) await addStaffUser(sql, email, PASSWORD);
});
afterAll(async () => {
  await close();
});

let sent = 0;
/** Posts a new enquiry to `base`; answers its lead id. */
async function send(base: string): Promise<string> {
  sent += 1;
  const response = await postJson(
    base,
    '/api/enquiries',
    enquiry({ email: `visitor${sent}@example.com`, phone: `9${String(sent).padStart(9, '0')}` }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Each lead's assignee and timeline. */
const assignments = (db: Sql, ids: string[]) =>
  db<{ id: string; assignee: string | null; activities: unknown[] }[]>`
    select l.id, s.email as assignee,
      coalesce((select json_agg(json_build_object('kind', a.kind, 'author', a.author,
          'from_value', a.from_value, 'to_value', a.to_value) order by a.id)
        from lead_activities a where a.lead_id = l.id), '[]') as activities
    from admission_leads l left join staff_users s on s.id = l.assignee_id
    where l.id = any(${ids}::uuid[])`;

function perAssignee(rows: { assignee: string | null }[]) {
  const counts = new Map<string | null, number>();
  for (const { assignee } of rows) counts.set(assignee, (counts.get(assignee) ?? 0) + 1);
  return counts;
}

describe('ASSIGN_NEW_LEADS=round-robin', () => {
  it('gives nine enquiries to three counsellors, three each, in turn, and none to the admin', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 9; i += 1) ids.push(await send(server.url));
    const rows = await assignments(sql, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // In turn: the counsellors in the order of their emails, again and again.
    const order = ids.map((id) => byId.get(id)!.assignee);
    expect(order.slice(3)).toEqual([...order.slice(0, 3), ...order.slice(0, 3)]);
    expect(new Set(order.slice(0, 3))).toEqual(new Set(COUNSELLORS));
    expect(Object.fromEntries(perAssignee(rows))).toEqual(
      Object.fromEntries(COUNSELLORS.map((email) => [email, 3])),
    );
    for (const row of rows) {
      expect(row.activities).toEqual([
        { kind: 'assignment', author: SYSTEM_AUTHOR, from_value: null, to_value: row.assignee },
      ]);
    }

    // Each counsellor finds their three through the API.
    for (const email of COUNSELLORS) {
      const token = await signIn(sql, server.url, { email, password: PASSWORD });
      const response = await fetch(`${server.url}/api/leads?assignee=me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = (await response.json()) as {
        total: number;
        leads: { assignee: string; last_activity: { author: string } }[];
      };
      expect(page.total).toBe(3);
      expect(page.leads.every((lead) => lead.assignee === email)).toBe(true);
      expect(page.leads.every((lead) => lead.last_activity.author === SYSTEM_AUTHOR)).toBe(true);
    }
  });

  it('splits evenly between two API instances taking enquiries at once', async () => {
    const pool = createSql(url, { max: 10 });
    const second = await startServer(pool, testConfig({ ASSIGN_NEW_LEADS: 'round-robin' }));
    try {
      const ids = await Promise.all(
        Array.from({ length: 90 }, (_, i) => send(i % 2 === 0 ? server.url : second.url)),
      );
      const rows = await assignments(sql, ids);
      expect(rows).toHaveLength(90);
      const counts = perAssignee(rows);
      expect(counts.has(null)).toBe(false);
      expect(counts.has(ADMIN)).toBe(false);
      const values = COUNSELLORS.map((email) => counts.get(email) ?? 0);
      expect(Math.max(...values) - Math.min(...values), JSON.stringify(values)).toBeLessThanOrEqual(
        1,
      );
      for (const row of rows) expect(row.activities).toHaveLength(1);
      // Taken together with the first nine, the turn has gone round exactly.
      const [turn] = await sql<{ position: string }[]>`select position from lead_assignment_turn`;
      expect(Number(turn!.position)).toBe(99);
    } finally {
      await second.close();
      await pool.end({ timeout: 1 });
    }
  });

  it('leaves out a counsellor made admin', async () => {
    await sql`update staff_users set role = 'admin' where email = ${COUNSELLORS[0]!}`;
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i += 1) ids.push(await send(server.url));
      const counts = perAssignee(await assignments(sql, ids));
      expect(Object.fromEntries(counts)).toEqual({ [COUNSELLORS[1]!]: 2, [COUNSELLORS[2]!]: 2 });
    } finally {
      await sql`update staff_users set role = 'counsellor' where email = ${COUNSELLORS[0]!}`;
    }
  });

  it('assigns nobody, and still takes enquiries, when there is no counsellor', async () => {
    const db = await createTestDatabase();
    const alone = await startServer(db.sql, testConfig({ ASSIGN_NEW_LEADS: 'round-robin' }));
    try {
      await addStaffUser(db.sql, ADMIN, PASSWORD, 'admin');
      const ids = await Promise.all([send(alone.url), send(alone.url), send(alone.url)]);
      const rows = await assignments(db.sql, ids);
      expect(rows.map((row) => [row.assignee, row.activities])).toEqual([
        [null, []],
        [null, []],
        [null, []],
      ]);
      const [turn] = await db.sql<
        { position: string }[]
      >`select position from lead_assignment_turn`;
      expect(Number(turn!.position)).toBe(0);
    } finally {
      await alone.close();
      await db.drop();
    }
  });
});

describe('ASSIGN_NEW_LEADS=none', () => {
  it('assigns nobody, counsellors or not', async () => {
    const plain = await startServer(sql, testConfig({ ASSIGN_NEW_LEADS: 'none' }));
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) ids.push(await send(plain.url));
      const rows = await assignments(sql, ids);
      expect(rows.map((row) => [row.assignee, row.activities])).toEqual([
        [null, []],
        [null, []],
        [null, []],
      ]);
    } finally {
      await plain.close();
    }
  });

  it('is the default', () => {
    expect(testConfig().assignNewLeads).toBe('none');
  });
});
