import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type postgres from 'postgres';
import type { Sql } from './client';
import { migrate } from './migrate';

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
    const files = readdirSync(fileURLToPath(new URL('../../migrations', import.meta.url)))
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
    await sql`truncate admission_leads`;
    const [left] = await sql`select coalesce(sum(n), 0)::int as n from lead_counts`;
    expect(left!.n).toBe(0);
  });
});
