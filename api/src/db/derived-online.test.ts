import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { adultConsent, EnquirySchema, LeadExportQuerySchema } from '@skltcoa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { EXPORT_OWN } from '../leads/lead-columns';
import { exportLeadsCsv, saveEnquiries } from '../leads/leads-repo';
import type { Sql } from './client';
import { derivedComment } from './derived';
import { migrate } from './migrate';

/*
 * A release that changes the spreadsheet's columns makes export_own again.
 * It must not hold the enquiry form up while it does: the column is filled
 * in short batches, each holding only its rows, while enquiries go on being
 * stored (docs/decisions/048-derived-columns-filled-online.md).
 */

const LEADS = 40_000;
let db: TestDatabase;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  // Leads as years of enquiries leave them, written the way PostgreSQL's bulk
  // tools would (every trigger runs: families, counts, the export line).
  await sql`
    insert into admission_leads (name, email, phone, program, form_type, submission_id, created_at)
    select 'Student ' || i, 'student' || i || '@example.com',
      '+919' || lpad(i::text, 9, '0'),
      case when i % 3 = 0 then 'Diploma in Architecture' else 'Bachelor of Architecture' end,
      'Admission Enquiry', gen_random_uuid(), now() - make_interval(mins => i)
    from generate_series(1, ${LEADS}) i`;
}, 120_000);
afterAll(async () => db.drop());

const enquiry = () =>
  EnquirySchema.parse({
    ...adultConsent(),
    name: 'आशा पाटील',
    email: `asha.${randomUUID().slice(0, 8)}@example.com`,
    phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    program: 'Bachelor of Architecture',
    form_type: 'Admission Enquiry',
    submission_id: randomUUID(),
  });

async function exportLines(): Promise<number> {
  let text = '';
  for await (const piece of exportLeadsCsv(sql, LeadExportQuerySchema.parse({}))) {
    text += piece.csv.toString('utf8');
  }
  return text.split('\r\n').filter(Boolean).length - 1;
}

describe('making export_own again', () => {
  it('never holds an enquiry up, stores every one, and ends with every line current', async () => {
    // As an older release left it: a stored generated column of another definition.
    await sql`alter table admission_leads drop column export_own`;
    await sql`alter table admission_leads add column export_own text[] generated always as (array['stale']) stored`;
    await sql`comment on column admission_leads.export_own is 'Derived by migrate.ts, an older digest'`;
    const [events] = await sql<{ n: number }[]>`select count(*)::int as n from lead_events`;
    const [counts] = await sql<{ n: number }[]>`
      select coalesce(sum(n), 0)::int as n from lead_source_counts`;

    let rebuilding = true;
    const rebuild = migrate(sql).finally(() => (rebuilding = false));
    const waits: number[] = [];
    let stored = 0;
    const started = performance.now();
    while (rebuilding) {
      const t = performance.now();
      await saveEnquiries(sql, [enquiry()]);
      waits.push(performance.now() - t);
      stored += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const made = await rebuild;
    const took = performance.now() - started;

    expect(made).toEqual([EXPORT_OWN.name]);
    // Enquiries went on being stored while it ran, none waiting for it as a whole.
    expect(stored).toBeGreaterThan(0);
    expect(Math.max(...waits)).toBeLessThan(took / 3);
    // Every lead has its line by the new definition, and the export reads them.
    const [stale] = await sql<{ n: number }[]>`
      select count(*)::int as n from admission_leads
      where export_own is null or export_own = array['stale']`;
    expect(stale!.n).toBe(0);
    expect(await exportLines()).toBe(LEADS + stored);
    const [column] = await sql<{ comment: string }[]>`
      select col_description('admission_leads'::regclass, attnum) as comment from pg_attribute
      where attrelid = 'admission_leads'::regclass and attname = 'export_own'`;
    expect(column!.comment).toBe(derivedComment(EXPORT_OWN));
    // Filling the lines changed nothing staff see: no live-update event, no count.
    const [eventsAfter] = await sql<{ n: number }[]>`select count(*)::int as n from lead_events`;
    const [countsAfter] = await sql<{ n: number }[]>`
      select coalesce(sum(n), 0)::int as n from lead_source_counts`;
    expect(eventsAfter!.n - events!.n).toBe(stored);
    expect(countsAfter!.n - counts!.n).toBe(stored);
  }, 180_000);
});
