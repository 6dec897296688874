import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, adultConsent, istToday, mondayOf, type Enquiry } from '@skltcoa/shared';
import { createTestDatabase } from '../../test/helpers';
import { KEPT_TABLES, keptCountMismatches } from '../../test/kept-counts';
import { getDashboard } from '../dashboard/dashboard';
import { foldDashboardCounts } from '../dashboard/dashboard-fold';
import { mergeLeads } from '../leads/lead-families';
import { patchLead } from '../leads/lead-timeline';
import { saveEnquiries } from '../leads/leads-repo';
import { eraseLeads } from '../privacy/privacy-repo';
import { createSql, type Sql } from './client';
import { migrate } from './migrate';

/*
 * Migration 014's coarser kept counts (docs/decisions/024-dashboard-coarser-kept-counts.md)
 * must equal a GROUP BY over the leads whatever writes them: group commits
 * of many enquiries sharing one created_at, status changes, moves between
 * days, weeks and blocks, merges, erasures and deletes, from two
 * connections at once while the fold moves old shards into one; and the
 * migration must fill them from the leads already stored.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(async () => {
  await db.drop();
});

const AUTHOR = 'principal@example.edu.in';
const NAMES = ['आरव शाह', 'प्रिया पाटील', 'Rohan Iyer', 'सना खान', 'Meera Rao'];
const SOURCES = [undefined, 'Google', 'google', 'Instagram', 'partner-7', 'WhatsApp '];
const PAGES = [undefined, '/courses/barch/admission', '/admission', '/'];

let made = 0;
function enquiries(count: number, phone?: string): Enquiry[] {
  return Array.from({ length: count }, (_, i) => {
    made += 1;
    return {
      ...adultConsent(),
      name: `${NAMES[made % NAMES.length]} ${made}`,
      email: `rollup${made}@example.com`,
      phone: phone ?? `+9196${String(made).padStart(8, '0')}`,
      program: made % 3 === 0 ? 'Diploma in Architecture' : 'Bachelor of Architecture',
      form_type: 'Admission Enquiry',
      submission_id: randomUUID(),
      source_page: PAGES[(made + i) % PAGES.length],
      utm_source: SOURCES[made % SOURCES.length],
    };
  });
}

/** A connection of its own (one backend, so one shard), on a shard other than `not`. */
async function connection(not?: number): Promise<{ sql: Sql; shard: number }> {
  for (;;) {
    const conn = createSql(db.url, { max: 1 });
    const [row] = await conn<{ shard: number }[]>`select pg_backend_pid() % 8 as shard`;
    if (row!.shard !== not) return { sql: conn, shard: row!.shard };
    await conn.end();
  }
}

const STATUSES = ['contacted', 'interested', 'applied', 'enrolled', 'not-interested', 'new'];

/** One writer's day: enquiries, old leads, changes, a merge, an erasure and a delete. */
async function workload(conn: Sql, writer: number, rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    // A group commit: every enquiry of the statement shares one created_at.
    const saved = await saveEnquiries(conn, enquiries(30));
    const ids = saved.map((lead) => lead.id);
    // Moved back into the past, many to one moment: days, weeks and blocks apart.
    const at = `${addDays(istToday(), -(round * 61 + writer * 17 + 3))}T23:59:59.999+05:30`;
    await conn`update admission_leads set created_at = ${at}::timestamptz
      where id = any(${ids.slice(0, 20)}::uuid[])`;
    await conn`update admission_leads set created_at = ${at}::timestamptz + interval '1 ms'
      where id = any(${ids.slice(20, 25)}::uuid[])`;
    // Status changes, one statement for many and one through the console's path.
    await conn`update admission_leads set status = ${STATUSES[round % STATUSES.length]!}
      where id = any(${ids.slice(5, 15)}::uuid[])`;
    const [lead] = await conn<{ version: number }[]>`
      select version from admission_leads where id = ${ids[16]!}`;
    await patchLead(conn, ids[16]!, AUTHOR, { version: lead!.version, status: 'applied' });
    // A campaign source corrected by hand moves its leads between sources.
    await conn`update admission_leads set utm_source = 'Newsletter'
      where id = any(${ids.slice(25, 28)}::uuid[])`;
    // A family of three, two merged into the first.
    const family = await saveEnquiries(
      conn,
      enquiries(3, `+9198${String(writer)}${String(round).padStart(7, '0')}`),
    );
    const [target] = await conn<{ version: number }[]>`
      select version from admission_leads where id = ${family[0]!.id}`;
    await mergeLeads(conn, family[0]!.id, AUTHOR, {
      from: [family[1]!.id, family[2]!.id],
      version: target!.version,
    });
    // A withdrawal erases a lead's personal data and keeps it counted.
    await conn.begin((tx) =>
      eraseLeads(tx as unknown as Sql, [{ id: ids[29]!, email: null }], new Date()),
    );
    await conn`delete from admission_leads where id = ${ids[28]!}`;
  }
}

describe('migration 014: coarser kept counts', () => {
  it('equal the leads after a mixed workload from two connections at once, with the fold running', async () => {
    const a = await connection();
    const b = await connection(a.shard);
    const folder = createSql(db.url, { max: 1 });
    try {
      let writing = true;
      const folding = (async () => {
        let folds = 0;
        while (writing || folds === 0) {
          await foldDashboardCounts(folder);
          folds += 1;
        }
        return folds;
      })();
      await Promise.all([workload(a.sql, 0, 6), workload(b.sql, 1, 6)]);
      writing = false;
      expect(await folding).toBeGreaterThan(0);
      expect(await keptCountMismatches(sql)).toEqual([]);
      // Both writers' shards hold counts of this week's enquiries.
      const [shards] = await sql<{ shards: number[] }[]>`
        select array_agg(distinct shard order by shard)::int[] as shards
        from lead_source_week_program_counts where week = ${mondayOf(istToday())}::date`;
      expect(shards!.shards).toEqual([a.shard, b.shard].sort());
      // Once folded, every period over before this week is in shard 0 alone.
      await foldDashboardCounts(sql);
      expect(await keptCountMismatches(sql)).toEqual([]);
      const monday = mondayOf(istToday());
      const [spread] = await sql<{ rows: number }[]>`
        select (
          (select count(*) from lead_source_counts where day < ${monday}::date and shard <> 0)
          + (select count(*) from lead_source_week_counts where week < ${monday}::date and shard <> 0)
          + (select count(*) from lead_source_block_counts
             where block + 28 <= ${monday}::date and shard <> 0)
          + (select count(*) from lead_source_week_program_counts
             where week < ${monday}::date and shard <> 0)
          + (select count(*) from lead_week_program_counts where week < ${monday}::date and shard <> 0)
        )::int as rows`;
      expect(spread!.rows).toBe(0);
    } finally {
      await Promise.all([a.sql.end(), b.sql.end(), folder.end()]);
    }
  });

  it('fold eight shards into one without changing a count or the dashboard', async () => {
    await saveEnquiries(sql, enquiries(40));
    await sql`update admission_leads set created_at = created_at - interval '400 days'
      where email like 'rollup%' and created_at > now() - interval '1 day'`;
    // Calls logged a year ago by two colleagues, one in capitals.
    await sql`
      insert into lead_activities (lead_id, kind, author, outcome, created_at)
      select id, 'call', case when n % 2 = 0 then 'Asha@example.edu.in' else 'meera@example.edu.in' end,
        'connected', now() - interval '380 days' + n * interval '1 day'
      from (
        select id, row_number() over (order by id) as n from admission_leads
        where withdrawn_at is null and merged_into is null limit 30
      ) leads`;
    const range = { from: addDays(istToday(), -730), to: istToday() };
    const before = await getDashboard(sql, range);
    // As a pool of connections leaves them: each group's count spread over eight shards.
    await sql.begin(async (tx) => {
      for (const table of [...KEPT_TABLES, 'lead_call_counts']) {
        const columns = await tx<{ name: string }[]>`
          select column_name as name from information_schema.columns
          where table_name = ${table} order by ordinal_position`;
        const keys = columns.map((c) => c.name).filter((name) => name !== 'shard' && name !== 'n');
        const spread = columns.map(({ name }) =>
          name === 'shard' ? 'k::smallint' : name === 'n' ? 'n / 8 + (k < n % 8)::int' : name,
        );
        await tx.unsafe(`
          create temp table spread on commit drop as
          select ${spread.join(', ')}
          from (select ${keys.join(', ')}, sum(n)::int as n from ${table} group by ${keys.join(', ')}) summed,
            generate_series(0, 7) as k`);
        await tx.unsafe(`delete from ${table}`);
        await tx.unsafe(`insert into ${table} select * from spread`);
        await tx.unsafe(`drop table spread`);
      }
    });
    expect(await keptCountMismatches(sql)).toEqual([]);
    expect(await foldDashboardCounts(sql)).toBeGreaterThan(0);
    expect(await keptCountMismatches(sql)).toEqual([]);
    const after = await getDashboard(sql, range);
    expect({ ...after, generated_at: '' }).toEqual({ ...before, generated_at: '' });
    expect(after.counsellors.map((row) => row.calls).reduce((a, b) => a + b)).toBe(30);
    const [calls] = await sql<{ spread: number }[]>`
      select count(*)::int as spread from lead_call_counts where shard <> 0`;
    expect(calls!.spread).toBe(0);
    // Nothing left to fold.
    expect(await foldDashboardCounts(sql)).toBe(0);
  });

  it('are what the dashboard reads: no query of it touches the leads or the timeline', async () => {
    const sent: { query: string; params: unknown[] }[] = [];
    const watched = postgres(db.url, {
      max: 1,
      onnotice: () => {},
      debug: (_connection, query, params) => sent.push({ query, params: params as unknown[] }),
    });
    try {
      await getDashboard(watched as unknown as Sql, {
        from: addDays(istToday(), -730),
        to: istToday(),
      });
      expect(sent.length).toBeGreaterThanOrEqual(4);
      for (const { query, params } of sent) {
        const plan = (await sql.unsafe(`explain ${query}`, params as never[]))
          .map((row) => Object.values(row)[0])
          .join('\n');
        expect(plan, plan).not.toMatch(/admission_leads|lead_activities/);
      }
    } finally {
      await watched.end();
    }
  });
});

describe('migration 014 on a database with leads', () => {
  it('fills the coarser counts from the leads already stored, in one shard', async () => {
    const old = await createTestDatabase({ migrate: false });
    const dir = mkdtempSync(join(tmpdir(), 'skltcoa-migrations-'));
    try {
      const migrations = join(import.meta.dirname, '../../migrations');
      for (const file of readdirSync(migrations).filter((name) => name < '014')) {
        cpSync(join(migrations, file), join(dir, file));
      }
      await migrate(old.sql, dir);
      await saveEnquiries(old.sql, enquiries(60));
      await old.sql`update admission_leads set
        created_at = created_at - ((row_number % 9) * 37) * interval '1 day',
        status = (array['new','contacted','applied','enrolled'])[1 + row_number % 4]
        from (select id as lead, row_number() over (order by id) from admission_leads) numbered
        where id = numbered.lead`;
      await old.sql`delete from admission_leads
        where id = (select id from admission_leads order by id limit 1)`;
      await migrate(old.sql);
      expect(await keptCountMismatches(old.sql)).toEqual([]);
      const [shards] = await old.sql<{ shards: number[]; rows: number }[]>`
        select array_agg(distinct shard)::int[] as shards, count(*)::int as rows from (
          select shard from lead_source_block_counts
          union all select shard from lead_source_week_program_counts
          union all select shard from lead_week_program_counts) s`;
      expect(shards).toMatchObject({ shards: [0] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await old.drop();
    }
  });
});
