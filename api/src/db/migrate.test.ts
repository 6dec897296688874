import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type postgres from 'postgres';
import type { Sql } from './client';
import { migrate } from './migrate';

const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(() => db.drop());

describe('migrate', () => {
  it('applies each migration once, even when instances start together', async () => {
    const runs = await Promise.all([migrate(sql), migrate(sql), migrate(sql)]);
    expect(runs.flat()).toEqual([]);
    const rows = await sql`select name from schema_migrations`;
    const files = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(files.slice(0, 2)).toEqual(['001_initial.sql', '002_lead_counts.sql']);
    expect(rows.map((row) => row.name)).toEqual(files);
  });

  it.each([
    ['a phone not in +91 form', { phone: '9876543210' }],
    ['an unknown programme', { program: 'MBA' }],
    ['an unknown form type', { form_type: 'Spam' }],
    ['an unknown status', { status: 'lost' }],
    ['an untrimmed name', { name: ' Asha ' }],
  ])('lets the table itself refuse %s', async (_label, override) => {
    const row = {
      name: 'Asha',
      email: 'a@b.in',
      phone: '+919876543210',
      program: 'Bachelor of Architecture',
      form_type: 'Admission Enquiry',
      submission_id: crypto.randomUUID(),
      ...override,
    };
    await expect(sql`insert into admission_leads ${sql(row)}`).rejects.toMatchObject({
      code: '23514',
    });
  });

  it.each([
    [
      'the newest-first page',
      (sql_: postgres.TransactionSql) =>
        sql_`select id from admission_leads order by created_at desc, id desc limit 100`,
      'admission_leads_created_idx',
    ],
    [
      'a programme filter',
      (sql_: postgres.TransactionSql) =>
        sql_`select id from admission_leads where program = 'Diploma in Architecture' order by created_at desc, id desc limit 100`,
      'admission_leads_program_idx',
    ],
    [
      'a substring search',
      (sql_: postgres.TransactionSql) =>
        sql_`select id from admission_leads where search_text like '%priya%' limit 100`,
      'admission_leads_search_idx',
    ],
  ] as const)('plans %s on its index over 20,000 leads', async (_label, query, index) => {
    await sql`
      insert into admission_leads (name, email, phone, program, form_type, submission_id, created_at)
      select 'Lead ' || i, 'lead' || i || '@example.com', '+919' || lpad(i::text, 9, '0'),
        case when i % 10 = 0 then 'Diploma in Architecture' else 'Bachelor of Architecture' end,
        'Admission Enquiry', gen_random_uuid(), now() - i * interval '1 minute'
      from generate_series(1, 20000) as i
      where not exists (select 1 from admission_leads where name = 'Lead 1')`;
    await sql`analyze admission_leads`;
    const plan = await sql.begin((tx) => tx`explain ${query(tx)}`);
    const text = plan.map((row) => Object.values(row)[0]).join('\n');
    expect(text, text).toContain(index);
  });

  it('keeps lead_counts equal to the rows through inserts, updates, deletes and truncate', async () => {
    const facets = () => sql`
      select a.day, a.program, a.form_type, a.status, a.n::int as n, coalesce(c.n, 0)::int as counted
      from (select (created_at at time zone 'Asia/Kolkata')::date as day, program, form_type, status, count(*) as n
            from admission_leads group by 1, 2, 3, 4) a
      full join (select day, program, form_type, status, sum(n) as n from lead_counts group by 1, 2, 3, 4 having sum(n) <> 0) c
      using (day, program, form_type, status)
      where a.n is distinct from c.n`;
    await sql`
      insert into admission_leads (name, email, phone, program, form_type, submission_id, created_at)
      select 'Count ' || i, 'c' || i || '@example.com', '+918' || lpad(i::text, 9, '0'), 'Diploma in Architecture',
        'DArch Enquiry', gen_random_uuid(), '2025-06-01T18:00:00Z'::timestamptz + i * interval '1 minute'
      from generate_series(1, 60) as i`;
    await sql`update admission_leads set status = 'contacted' where name like 'Count 1%'`;
    await sql`update admission_leads set created_at = created_at - interval '2 days' where name like 'Count 2%'`;
    await sql`delete from admission_leads where name like 'Count 3%'`;
    expect(await facets()).toEqual([]);
    // Since 003 the append-only timeline references every lead, so neither a
    // lead with a history nor the leads table as a whole can go: TRUNCATE is
    // refused, with or without CASCADE, and the counts stay as they were.
    await sql`insert into lead_activities (lead_id, kind, author, body)
      select id, 'note', 'system', 'Kept.' from admission_leads where name = 'Count 40'`;
    await expect(sql`truncate admission_leads`).rejects.toMatchObject({ code: '0A000' });
    await expect(sql`truncate admission_leads cascade`).rejects.toMatchObject({ code: '42501' });
    await expect(sql`delete from admission_leads where name = 'Count 40'`).rejects.toMatchObject({
      code: '23503',
    });
    expect(await facets()).toEqual([]);
    // The reset on TRUNCATE still works for whoever may wipe a test or
    // development database: as the owner, lifting the guard in a transaction.
    await sql
      .begin(async (tx) => {
        await tx`alter table lead_activities disable trigger lead_activities_no_truncate`;
        await tx`truncate admission_leads cascade`;
        const [left] = await tx`select coalesce(sum(n), 0)::int as n from lead_counts`;
        expect(left!.n).toBe(0);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(await facets()).toEqual([]);
    const [guard] = await sql`select tgenabled from pg_trigger
      where tgname = 'lead_activities_no_truncate'`;
    expect(guard!.tgenabled).toBe('O');
  });
});

describe('migration 003 on a database with notes', () => {
  let old: Awaited<ReturnType<typeof createTestDatabase>>;
  let dir: string;

  beforeAll(async () => {
    old = await createTestDatabase({ migrate: false });
    // Only 001 and 002: the database as it was before the timeline.
    dir = mkdtempSync(join(tmpdir(), 'skltcoa-migrations-'));
    for (const file of ['001_initial.sql', '002_lead_counts.sql']) {
      copyFileSync(join(MIGRATIONS, file), join(dir, file));
    }
    expect(await migrate(old.sql, dir)).toEqual(['001_initial.sql', '002_lead_counts.sql']);
  });
  afterAll(async () => {
    await old.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const NOTES: [name: string, notes: string, updatedAt: string, body: string | null][] = [
    [
      'Asha',
      'Call after 6 pm; father decides.',
      '2025-06-01T10:00:00.123456Z',
      'Call after 6 pm; father decides.',
    ],
    ['Bina', '', '2025-06-02T10:00:00.000000Z', null],
    ['Chetan', '    ', '2025-06-03T10:00:00.000000Z', null],
    ['Dev', '\n\t \r\n', '2025-06-04T10:00:00.000000Z', null],
    [
      'Esha',
      '  पालकांशी बोललो.\nशनिवारी फोन करा.\n',
      '2025-06-05T18:45:30.000001Z',
      'पालकांशी बोललो.\nशनिवारी फोन करा.',
    ],
    ['Farah', 'क'.repeat(2000), '2025-06-06T10:00:00.000000Z', 'क'.repeat(2000)],
  ];

  it('turns each non-blank note into one note by system at its old time, then drops notes', async () => {
    for (const [name, notes, updatedAt] of NOTES) {
      await old.sql`
        insert into admission_leads (name, email, phone, program, form_type, submission_id,
          notes, created_at, updated_at)
        values (${name}, ${`${name.toLowerCase()}@example.com`}, '+919876543210',
          'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid(),
          ${notes}, '2025-05-01T00:00:00Z',
          -- As text: postgres.js would pass a Date, and drop the microseconds.
          ${updatedAt}::text::timestamptz)`;
    }
    copyFileSync(join(MIGRATIONS, '003_follow_up.sql'), join(dir, '003_follow_up.sql'));
    expect(await migrate(old.sql, dir)).toEqual(['003_follow_up.sql']);

    const rows = await old.sql<
      { name: string; body: string | null; kind: string; author: string; at: string; n: number }[]
    >`
      select l.name, a.body, a.kind, a.author, count(*) over (partition by l.id)::int as n,
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
      from admission_leads l join lead_activities a on a.lead_id = l.id
      order by l.name`;
    const expected = NOTES.filter(([, , , body]) => body !== null);
    expect(rows).toEqual(
      expected.map(([name, , updatedAt, body]) => ({
        name,
        body,
        kind: 'note',
        author: 'system',
        at: updatedAt,
        n: 1,
      })),
    );
    const columns = await old.sql`
      select column_name from information_schema.columns
      where table_name = 'admission_leads' and column_name = 'notes'`;
    expect(columns).toEqual([]);
    // Every lead starts at version 1, with nobody and no follow-up.
    const [leads] = await old.sql`
      select count(*)::int as n, min(version) as min, max(version) as max,
        count(assignee_id)::int as assigned, count(next_follow_up_at)::int as due
      from admission_leads`;
    expect(leads).toEqual({ n: NOTES.length, min: 1, max: 1, assigned: 0, due: 0 });
    // Migrated notes are history, not news: no console is told of them as live changes.
    const [events] = await old.sql`select count(*)::int as n from lead_events`;
    expect(events!.n).toBe(0);
  });
});
