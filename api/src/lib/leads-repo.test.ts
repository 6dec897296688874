import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadQuerySchema, type LeadQueryInput } from '@skltcoa/shared';
import { createTestDatabase } from '../../test/helpers';
import { listLeads } from './leads-repo';

/*
 * The leads page must read an index in order and stop after one page, never
 * sort the table: at a million leads a sort costs most of a second. These
 * tests capture the SQL that listLeads really sends and ask PostgreSQL for
 * its plan over 30,000 leads.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let traced: postgres.Sql;
const sent: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`
    insert into admission_leads (name, email, phone, program, form_type, status, submission_id, created_at)
    select 'Lead ' || i, 'lead' || i || '@example.com', '+919' || lpad(i::text, 9, '0'),
      case when i % 3 = 0 then 'Diploma in Architecture' else 'Bachelor of Architecture' end,
      (array['Admission Enquiry','Brochure Enquiry','BArch Enquiry','DArch Enquiry'])[1 + i % 4],
      (array['new','contacted','interested','applied','enrolled','not-interested'])[1 + i % 6],
      gen_random_uuid(), now() - i * interval '5 minutes'
    from generate_series(1, 30000) as i`;
  await db.sql`vacuum analyze admission_leads`;
  await db.sql`vacuum analyze lead_counts`;
  traced = postgres(db.url, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, query, params) => sent.push({ query, params: params as unknown[] }),
  });
});
afterAll(async () => {
  await traced.end();
  await db.drop();
});

/** The plan of the page query and the SQL of the total, as listLeads sent them. */
async function plans(input: LeadQueryInput): Promise<{ page: string; count?: string }> {
  sent.length = 0;
  const result = await listLeads(traced, LeadQuerySchema.parse(input));
  expect(result.leads.length).toBeGreaterThan(0);
  const page = sent.find(({ query }) => /from admission_leads[\s\S]*order by/i.test(query))!;
  const rows = await db.sql.unsafe(`explain ${page.query}`, page.params as never[]);
  return {
    page: rows.map((row) => Object.values(row)[0]).join('\n'),
    count: sent.find(({ query }) => /\bas total\b/i.test(query))?.query,
  };
}

describe('listLeads query plans', () => {
  it.each<[string, LeadQueryInput]>([
    ['the first page', { limit: '100' }],
    ['a programme and status filter', { program: 'Diploma in Architecture', status: 'new' }],
    [
      'a form type and a date range',
      { form_type: 'BArch Enquiry', from: '2025-01-01', to: '2030-12-31' },
    ],
  ])('reads %s in index order without sorting the leads', async (_label, input) => {
    const { page, count } = await plans(input);
    expect(page, page).not.toMatch(/Sort/);
    expect(page, page).toMatch(/Index Scan/);
    // Totals come from the kept counts, never from counting the leads.
    expect(count).toMatch(/from lead_counts/);
  });

  it('reads a deep page from the cursor without counting again', async () => {
    const first = await listLeads(traced, LeadQuerySchema.parse({ limit: '1000' }));
    const { page, count } = await plans({ limit: '100', cursor: first.nextCursor! });
    expect(count).toBeUndefined();
    expect(page, page).not.toMatch(/Sort/);
  });
});
