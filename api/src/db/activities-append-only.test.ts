import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Sql } from './client';

/*
 * The timeline is append-only in the database itself, whoever connects: the
 * API, a psql session or a future bug. Rows go in; none is changed or removed.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;
let leadId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  const [lead] = await sql<{ id: string }[]>`
    insert into admission_leads (name, email, phone, program, form_type, submission_id)
    values ('Asha Rao', 'asha@example.com', '+919876543210', 'Bachelor of Architecture',
      'Admission Enquiry', ${randomUUID()})
    returning id`;
  leadId = lead!.id;
  await sql`insert into lead_activities (lead_id, kind, author, body)
    values (${leadId}, 'note', 'counsellor@example.edu.in', 'First call went well.')`;
});
afterAll(async () => {
  await db.drop();
});

const timeline = () =>
  sql`select id, kind, author, body, created_at from lead_activities order by id`;

describe('lead_activities', () => {
  it('takes new rows', async () => {
    const [added] = await sql<{ id: string }[]>`
      insert into lead_activities (lead_id, kind, author, outcome)
      values (${leadId}, 'call', 'counsellor@example.edu.in', 'no-answer')
      returning id`;
    expect(added).toBeDefined();
    expect(await timeline()).toHaveLength(2);
  });

  it.each([
    ['UPDATE', (s: Sql) => s`update lead_activities set body = 'Rewritten.'`],
    ['UPDATE', (s: Sql) => s`update lead_activities set author = 'system' where kind = 'note'`],
    ['DELETE', (s: Sql) => s`delete from lead_activities where kind = 'note'`],
    ['DELETE', (s: Sql) => s`delete from lead_activities`],
    ['TRUNCATE', (s: Sql) => s`truncate lead_activities`],
    ['TRUNCATE', (s: Sql) => s`truncate lead_activities restart identity`],
  ] as const)('refuses %s, and keeps every row as it was', async (operation, statement) => {
    const before = await timeline();
    await expect(statement(sql)).rejects.toMatchObject({
      code: '42501',
      message: `lead_activities is append-only: ${operation} is not allowed`,
    });
    expect(await timeline()).toEqual(before);
  });

  it('refuses the change inside a transaction too, which then cannot commit it', async () => {
    const before = await timeline();
    await expect(
      sql.begin(async (tx) => {
        await tx`insert into lead_activities (lead_id, kind, author, body)
          values (${leadId}, 'note', 'counsellor@example.edu.in', 'Added, then rolled back.')`;
        await tx`delete from lead_activities where body = 'First call went well.'`;
      }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await timeline()).toEqual(before);
  });

  it('keeps its lead: a lead with a history cannot be deleted', async () => {
    await expect(sql`delete from admission_leads where id = ${leadId}`).rejects.toMatchObject({
      code: '23503',
    });
    expect(await sql`select 1 from admission_leads where id = ${leadId}`).toHaveLength(1);
  });

  it.each([
    ['a call without an outcome', { kind: 'call' }],
    ['an outcome on a note', { kind: 'note', body: 'x', outcome: 'busy' }],
    ['an empty note', { kind: 'note', body: '' }],
    ['a note without a body', { kind: 'note' }],
    ['an unknown kind', { kind: 'email', body: 'x' }],
    ['an unknown outcome', { kind: 'call', outcome: 'maybe' }],
    ['an empty author', { kind: 'note', body: 'x', author: '' }],
  ])('refuses %s', async (_what, fields) => {
    const row = { lead_id: leadId, author: 'counsellor@example.edu.in', ...fields };
    await expect(sql`insert into lead_activities ${sql(row)}`).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('refuses an entry for a lead that does not exist', async () => {
    await expect(
      sql`insert into lead_activities (lead_id, kind, author, body)
        values (${randomUUID()}, 'note', 'system', 'Orphan.')`,
    ).rejects.toMatchObject({ code: '23503' });
  });
});
