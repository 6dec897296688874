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
    expect(rows.map((row) => row.name)).toEqual(['001_initial.sql']);
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
});
