/**
 * Migration 026 and the filling of each lead's first contact over
 * BENCH_LEADS leads (100,000 by default), a third of them called, while
 * enquiries keep arriving: how long each enquiry waited meanwhile, how long
 * the migration's own transaction and the whole upgrade took
 * (docs/decisions/048-derived-columns-filled-online.md,
 * docs/decisions/052-the-counsellors-day.md). Prints; no pass/fail.
 *   npx tsx bench/first-contact.ts   (BENCH_LEADS)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adultConsent, EnquirySchema, LEAD_VIEWS, LeadQuerySchema } from '@skltcoa/shared';
import { createSql } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { keepDerived } from '../src/db/derived';
import { migrate, MIGRATION_LOCK } from '../src/db/migrate';
import { FIRST_CONTACT } from '../src/leads/first-contact';
import { countLeadViews, listLeads, saveEnquiries } from '../src/leads/leads-repo';
import { freePort, tempDir } from '../test/global-setup';
import { machine, percentile } from './support';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

const dir = tempDir('skltcoa-bench-first-contact-');
const database = await startEmbeddedPostgres({
  dir: join(dir, 'data'),
  port: await freePort(),
  persistent: false,
});
const sql = createSql(database.url, { max: 4 });
try {
  // The database as the release before left it: migrations up to 025.
  const before = join(dir, 'migrations-025');
  mkdirSync(before);
  for (const file of readdirSync(MIGRATIONS).filter((name) => name < '026')) {
    symlinkSync(join(MIGRATIONS, file), join(before, file));
  }
  await migrate(sql, before);

  let started = performance.now();
  await sql`
    insert into admission_leads (name, email, phone, program, form_type, status, submission_id, created_at)
    select 'Lead ' || i, 'lead' || i || '@example.com',
      '+91' || (6 + i % 4)::text || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0'),
      case when i % 3 = 0 then 'Diploma in Architecture' else 'Bachelor of Architecture' end,
      'Admission Enquiry',
      (array['new','contacted','interested','applied','enrolled','not-interested'])[1 + i % 6],
      gen_random_uuid(), now() - make_interval(mins => i)
    from generate_series(1, ${LEADS}) i`;
  // A third called, one to three times, and a note on most: timelines as a season leaves them.
  // Written without the timeline's triggers (newest activity, events, call
  // counts), whose one update of every lead costs far more here than the
  // upgrade measured below; the leads' own writes above ran every trigger.
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`
    insert into lead_activities (lead_id, kind, author, outcome, body, created_at)
    select id, kind, 'counsellor' || (n % 7) || '@example.edu.in',
      case when kind = 'call' then 'no-answer' end, case when kind = 'note' then 'A note.' end,
      created_at + make_interval(hours => n::int % 48)
    from (select id, created_at, row_number() over (order by id) as n from admission_leads) l,
      lateral (select 'call' as kind from generate_series(1, 1 + (n % 3)::int)
        where n % 3 = 0 union all select 'note' where n % 4 <> 0) k`;
  });
  await sql`vacuum analyze admission_leads`;
  await sql`vacuum analyze lead_activities`;
  const [counts] = await sql<{ leads: number; calls: number }[]>`
    select (select count(*) from admission_leads)::int as leads,
      (select count(*) from lead_activities where kind = 'call')::int as calls`;
  console.log(
    `${machine()}\nseeded ${counts!.leads} leads, ${counts!.calls} calls in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

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
  const writer = createSql(database.url, { max: 2 });
  // Warm: the enquiry's own cost before the upgrade starts.
  const idle: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const t = performance.now();
    await saveEnquiries(writer, [enquiry()]);
    idle.push(performance.now() - t);
  }

  // The upgrade in its three steps, each timed: migration 026's transaction
  // (as migrate.ts runs it), the first contact filled, then the rest of
  // migrate.ts (later migrations, the export's line filled again).
  const steps: string[] = [];
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    steps.push(`${name}: ${((performance.now() - t) / 1000).toFixed(2)} s`);
  };
  const file = readdirSync(MIGRATIONS).find((name) => name.startsWith('026_'))!;
  let upgrading = true;
  started = performance.now();
  const upgrade = (async () => {
    await step(`${file} (one transaction)`, () =>
      sql.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
        await tx.unsafe(readFileSync(join(MIGRATIONS, file), 'utf8'));
        await tx`insert into schema_migrations (name) values (${file})`;
      }),
    );
    await step('first contact filled', () => keepDerived(sql, [FIRST_CONTACT], MIGRATION_LOCK));
    let rest: string[] = [];
    await step('the rest of migrate.ts', async () => (rest = await migrate(sql)));
    return [file, 'admission_leads.first_contact_at', ...rest];
  })().finally(() => (upgrading = false));
  const waits: number[] = [];
  while (upgrading) {
    const t = performance.now();
    await saveEnquiries(writer, [enquiry()]);
    waits.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const applied = await upgrade;
  const took = performance.now() - started;
  const [wrong] = await sql<{ n: number; called: number }[]>`
    select count(*) filter (where l.first_contact_at is distinct from (
        select min(a.created_at) from lead_activities a where a.kind = 'call' and a.lead_id = l.id))::int as n,
      count(first_contact_at)::int as called
    from admission_leads l`;
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const during = sorted(waits);
  const quiet = sorted(idle);
  console.log(`applied: ${applied.join(', ')}`);
  console.log(`upgrade: ${(took / 1000).toFixed(1)} s; ${steps.join('; ')}`);
  console.log(
    `enquiries stored meanwhile: ${during.length}; wait p50 ${percentile(during, 50).toFixed(0)} ms, p99 ${percentile(during, 99).toFixed(0)} ms, max ${during.at(-1)!.toFixed(0)} ms (before: p50 ${percentile(quiet, 50).toFixed(0)}, max ${quiet.at(-1)!.toFixed(0)} ms)`,
  );
  console.log(`leads with a first contact: ${wrong!.called}; wrong: ${wrong!.n}`);
  await writer.end();

  // The views over the upgraded table: every view's count in one query, and
  // the first page of "Waiting for a first call", as the console asks.
  const viewer = { userId: '00000000-0000-4000-8000-000000000000' };
  const timed = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const t = performance.now();
      await work();
      times.push(performance.now() - t);
    }
    return sorted(times);
  };
  const countTimes = await timed(() => countLeadViews(sql, {}, viewer));
  const waitingQuery = LeadQuerySchema.parse({
    first_call: 'waiting',
    sort: 'received',
    dir: 'asc',
  });
  const waitingTimes = await timed(() => listLeads(sql, waitingQuery, viewer));
  // Each view's count alone, as its listing's total costs.
  const perView: string[] = [];
  for (const view of LEAD_VIEWS) {
    const query = LeadQuerySchema.parse({ ...view.filters, limit: 1 });
    const times = await timed(() => listLeads(sql, query, viewer));
    perView.push(`${view.id} ${percentile(times, 50).toFixed(1)}`);
  }
  console.log(`each view's listing total, p50 ms: ${perView.join(', ')}`);
  const plan = await sql<{ 'QUERY PLAN': string }[]>`
    explain select id from admission_leads
    where first_contact_at is null and merged_into is null and withdrawn_at is null
      and status not in ('enrolled', 'not-interested')
    order by created_at, id limit 100`;
  console.log(`waiting, its plan: ${plan.map((line) => line['QUERY PLAN'].trim()).join(' / ')}`);
  console.log(
    `view counts: p50 ${percentile(countTimes, 50).toFixed(1)} ms, max ${countTimes.at(-1)!.toFixed(1)} ms; ` +
      `waiting, first page of 100: p50 ${percentile(waitingTimes, 50).toFixed(1)} ms`,
  );
} finally {
  await sql.end();
  await database.stop();
}
