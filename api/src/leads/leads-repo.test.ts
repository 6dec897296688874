import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadQuerySchema, type LeadQueryInput } from '@skltcoa/shared';
import { createTestDatabase } from '../../test/helpers';
import { vacuumUntilVisible } from '../../test/vacuum';
import { listLeads, type Viewer } from './leads-repo';

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
  await vacuumUntilVisible(db.sql, 'admission_leads');
  await vacuumUntilVisible(db.sql, 'lead_counts');
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
async function plans(
  input: LeadQueryInput,
  viewer?: Viewer,
): Promise<{ page: string; count?: string }> {
  sent.length = 0;
  const result = await listLeads(traced, LeadQuerySchema.parse(input), viewer);
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

describe('listLeads query plans of pages by offset', () => {
  /** The plan's sort nodes. */
  const sorts = (plan: string) =>
    plan.split('\n').filter((line) => /^\s*(->\s+)?Sort\s+\(/.test(line));

  it.each<[string, LeadQueryInput]>([
    ['newest first', { offset: '20000' }],
    ['oldest first', { sort: 'received', dir: 'asc', offset: '20000' }],
    [
      'a programme, oldest first',
      { program: 'Diploma in Architecture', dir: 'asc', offset: '500' },
    ],
  ])('reads a deep page %s in index order, and sorts only the page', async (_label, input) => {
    const { page, count } = await plans({ ...input, limit: '100' });
    expect(page, page).toMatch(
      /Index Scan (Backward )?using admission_leads_(created|program)_idx/,
    );
    expect(page, page).not.toMatch(/Seq Scan on admission_leads/);
    // The one sort is of the page's hundred rows, after the lookup by id.
    expect(sorts(page), page).toHaveLength(1);
    expect(count).toMatch(/from lead_counts/);
  });

  it('looks up the columns of the page only, not of the rows the offset skips', async () => {
    sent.length = 0;
    await listLeads(traced, LeadQuerySchema.parse({ sort: 'name', offset: '20000', limit: '100' }));
    const query = sent.find(({ query }) => /order by/i.test(query))!;
    const rows = await db.sql.unsafe(
      `explain (analyze, format json) ${query.query}`,
      query.params as never[],
    );
    type Node = {
      'Node Type': string;
      'Actual Loops'?: number;
      Plans?: Node[];
      'Subplan Name'?: string;
    };
    const plan = (rows[0] as unknown as { 'QUERY PLAN': [{ Plan: Node }] })['QUERY PLAN'][0].Plan;
    const subplans: Node[] = [];
    const walk = (node: Node) => {
      if (node['Subplan Name']) subplans.push(node);
      node.Plans?.forEach(walk);
    };
    walk(plan);
    expect(subplans.length).toBeGreaterThan(0);
    for (const subplan of subplans) expect(subplan['Actual Loops']).toBeLessThanOrEqual(100);
  });
});

describe('listLeads query plans with the follow-up filters', () => {
  let viewer: Viewer;
  beforeAll(async () => {
    // Eight counsellors own seven leads in ten; three in ten have a next call, ten days either side.
    const staff = await db.sql<{ id: string }[]>`
      insert into staff_users (email, password_hash)
      select 'counsellor' || k || '@example.edu.in', 'x' from generate_series(1, 8) as k
      returning id`;
    viewer = { userId: staff[0]!.id };
    await db.sql`
      with numbered as (
        select id, row_number() over (order by created_at, id) as n from admission_leads
      )
      update admission_leads lead set
        assignee_id = case when n % 10 < 7 then (${staff.map((row) => row.id)}::uuid[])[1 + n % 8] end,
        next_follow_up_at = case when n % 10 < 3
          then now() + ((n % 21) - 10) * interval '1 day' end
      from numbered where lead.id = numbered.id`;
    await vacuumUntilVisible(db.sql, 'admission_leads');
  });

  // The planner picks by how many rows match: the newest-first index with a filter for a big
  // share, or the assignee or follow-up index and a sort of the few rows found. Never a scan of
  // the whole table, and the totals are counted, since the kept counts know nothing of owners
  // or follow-ups.
  it.each<[string, LeadQueryInput]>([
    ['my leads', { assignee: 'me' }],
    ['unassigned leads', { assignee: 'none' }],
    ["a colleague's leads", { assignee: 'counsellor2@example.edu.in' }],
    ['overdue follow-ups', { due: 'overdue' }],
    ['follow-ups due today, new', { due: 'today', status: 'new' }],
    ['my follow-ups due today', { assignee: 'me', due: 'today' }],
    ['no follow-up, in a date range', { due: 'none', from: '2025-01-01', to: '2030-12-31' }],
  ])('pages %s without reading the whole table, and counts them', async (_label, input) => {
    const { page, count } = await plans({ ...input, limit: '100' }, viewer);
    expect(page, page).not.toMatch(/Seq Scan on admission_leads/);
    expect(count).toMatch(/from admission_leads/);
  });

  // Merged duplicates are left out of the total (ADR 016) without a look at
  // every row the filter counts: they are counted apart, by their partial index.
  it.each<[string, LeadQueryInput]>([
    ['unassigned leads', { assignee: 'none' }],
    ['my leads', { assignee: 'me' }],
  ])('counts %s from the index alone, merged duplicates apart', async (_label, input) => {
    sent.length = 0;
    await listLeads(traced, LeadQuerySchema.parse({ ...input, limit: '100' }), viewer);
    const count = sent.find(({ query }) => /\bas total\b/i.test(query))!;
    const rows = await db.sql.unsafe(`explain ${count.query}`, count.params as never[]);
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan, plan).not.toMatch(/Seq Scan on admission_leads/);
    expect(plan, plan).toMatch(/Index Only Scan/);
    expect(plan, plan).toMatch(/admission_leads_merged_idx/);
  });
});
