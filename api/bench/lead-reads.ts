/**
 * What counting a member of staff's distinct leads of the day adds to one
 * listing page (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md),
 * at 100,000 leads and 100-lead pages: a page alone, then the count of a
 * page of leads new to the reader and of a page read before, with the reader
 * at 20,000 leads read that day already. Prints p50/p95; no pass/fail.
 *   npx tsx api/bench/lead-reads.ts   (BENCH_LEADS, BENCH_REQUESTS)
 */
import { LeadQuerySchema } from '@skltcoa/shared';
import { createSql } from '../src/db/client';
import { countedLeadIds, recordLeadReads } from '../src/leads/lead-reads';
import { listLeads } from '../src/leads/leads-repo';
import { machine, percentile, throwawayDatabase } from './support';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ALREADY_READ = 20_000;

const database = await throwawayDatabase();
const sql = createSql(database.url);
try {
  await sql`
    insert into admission_leads (name, email, phone, program, form_type, submission_id, created_at)
    select 'Lead ' || i, 'lead' || i || '@example.com', '+919' || lpad(i::text, 9, '0'),
      'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid(),
      now() - i * interval '1 minute'
    from generate_series(1, ${LEADS}) as i`;
  const [user] = await sql<{ id: string }[]>`
    insert into staff_users (email, password_hash) values ('bench@example.edu.in', 'x') returning id`;
  const staff = { userId: user!.id, email: 'bench@example.edu.in' };
  // Far above what is read here: the cost of counting, never a wait.
  const limits = { alertAt: 1_000_000, delayMsPerLead: 100 };
  const read = (leadIds: string[]) =>
    recordLeadReads(sql, { staff, leadIds, limits, client: 'console', pace: true });
  const pages = await sql<{ ids: string[] }[]>`
    select array_agg(id order by created_at desc) as ids
    from (select id, created_at, (row_number() over (order by created_at desc) - 1) / 100 as page
      from admission_leads) as numbered
    group by page order by page`;
  // The reader's day so far: the oldest 20,000 leads.
  for (const { ids } of pages.slice(-ALREADY_READ / 100)) await read(ids);
  await sql`vacuum analyze staff_lead_reads`;

  const time = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const query = LeadQuerySchema.parse({ limit: '100' });
  const listing: number[] = [];
  const fresh: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const ids = pages[i]!.ids;
    listing.push(await time(() => listLeads(sql, { ...query, offset: i * 100 }, staff)));
    fresh.push(
      await time(() =>
        read(
          countedLeadIds(
            staff,
            ids.map((id) => ({ id, assignee: null })),
          ),
        ),
      ),
    );
    again.push(await time(() => read(ids)));
  }
  const line = (name: string, ms: number[]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms`,
    );
  };
  console.log(`${machine()}; ${LEADS.toLocaleString('en')} leads, ${REQUESTS} pages of 100`);
  line('a listing page by offset (no counting)', listing);
  line('+ counting 100 leads new to the reader', fresh);
  line('+ counting 100 leads read before today', again);
} finally {
  await sql.end();
  await database.stop();
}
