/**
 * GET /api/leads latency with 1,000,000 leads in the table, most with a
 * timeline, an owner or a next call: a filtered first page, a search, the
 * follow-up filters, and a deep cursor page. Then GET /api/dashboard over
 * twelve weeks, a year and two years, against its 100 ms goal (ADR 017).
 * Then pages by offset deep in the grid's orders, and GET /api/leads/export
 * of the newest 100,000 leads: time to the first and the last
 * byte, size, and the API process's memory while it streams.
 * Prints p50/p95/p99; no pass/fail.
 *   npm run bench   (BENCH_LEADS, BENCH_REQUESTS, BENCH_OFFSET_REQUESTS, BENCH_EXPORTS,
 *                    BENCH_PART=leads,offset,export,dashboard: any of them, BENCH_QUIET_LOAD)
 */
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { addDays, dashboardRange, istToday, TIME_ZONE } from '@skltcoa/shared';
import { createSession } from '../src/auth/sessions';
import { createSql } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { callsReached, firstCalls, followUpsKept } from '../src/dashboard/dashboard-calling';
import { foldDashboardCounts } from '../src/dashboard/dashboard-fold';
import { encodeCursor, exportLeadsCsv } from '../src/leads/leads-repo';
import { machine, percentile, startApiProcess, throwawayDatabase } from './support';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PART = process.env.BENCH_PART ?? 'all';
// A deep page by offset sorts what it skips when no index holds its order: fewer requests.
const OFFSET_REQUESTS = Number(process.env.BENCH_OFFSET_REQUESTS ?? 20);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const EXPORT_LEADS = 100_000;
const benches = (part: string) => PART === 'all' || PART.split(',').includes(part);

const database = await throwawayDatabase();
const sql = createSql(database.url);
try {
  let started = performance.now();
  // Spread over two years, both programmes, every form type and status, like a real table.
  // Sources as the dashboard groups them (ADR 017): four in ten from a site page with no
  // campaign, most of the rest from six campaigns, and one in fifty from a tail of 120 small ones.
  // Group commit stores a busy moment's enquiries with one created_at (docs/decisions/008), so
  // each block of 300 leads starts with a run of 50 to 200 that share their first lead's time;
  // keyset pages must break ties on id there (docs/decisions/005).
  await sql`
    insert into admission_leads (name, email, phone, program, form_type, status, submission_id, created_at, updated_at,
      source_page, utm_source)
    select 'Lead ' || i || ' ' || (array['Shah','Iyer','Patil','Khan','Mehta','Rao'])[1 + i % 6],
      'lead' || i || '@example.com',
      '+91' || (6 + i % 4)::text || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0'),
      case when i % 3 = 0 then 'Diploma in Architecture' else 'Bachelor of Architecture' end,
      (array['Admission Enquiry','Brochure Enquiry','BArch Enquiry','DArch Enquiry'])[1 + i % 4],
      (array['new','contacted','interested','applied','enrolled','not-interested'])[1 + i % 6],
      gen_random_uuid(),
      now() - (slot * interval '63 seconds'),
      now() - (slot * interval '63 seconds'),
      (array['/home','/admission','/courses/barch/admission','/courses/darch/admission','/about/brochure','/contact'])[1 + (i / 7) % 6],
      case when i % 10 < 4 then null
        when i % 50 = 4 then 'partner-' || (i / 50) % 120
        else (array['google','facebook','instagram','youtube','newsletter','whatsapp'])[1 + (i / 3) % 6] end
    from generate_series(1, ${LEADS}) as i,
      lateral (
        select case when (i - 1) % 300 < 50 + ((i - 1) / 300 * 37) % 151
          then i - (i - 1) % 300 else i end as slot
      ) as stamp`;
  // The follow-up workflow, as a season in: eight counsellors (the bench's own account is one)
  // own seven leads in ten, three in ten have a next call within ten days either side of today,
  // and six in seven have a timeline of one to five entries.
  const counsellors = await sql<{ id: string }[]>`
    insert into staff_users (email, password_hash)
    select case when k = 1 then 'bench@example.edu.in' else 'counsellor' || k || '@example.edu.in' end, 'x'
    from generate_series(1, 8) as k
    returning id`;
  const user = counsellors[0]!;
  await sql`
    with numbered as (
      select id, row_number() over (order by created_at, id) as n from admission_leads
    )
    update admission_leads lead set
      assignee_id = case when n % 10 < 7 then (${counsellors.map((c) => c.id)}::uuid[])[1 + n % 8] end,
      next_follow_up_at = case when n % 10 < 3
        then now() + ((n % 21) - 10) * interval '1 day' + (n % 9) * interval '1 hour' end,
      version = 1 + (n % 3)::int
    from numbered where lead.id = numbered.id`;
  await sql`
    insert into lead_activities (lead_id, kind, author, created_at, body, outcome, from_value, to_value)
    select l.id, kind, 'counsellor' || (1 + l.n % 8) || '@example.edu.in',
      l.created_at + k * interval '3 hours',
      case when kind = 'note' then 'Spoke to the parent about the ' || l.program || ' fees; sending the brochure.'
        when kind = 'call' and k % 2 = 0 then 'Asked to call after 6 pm.' end,
      case when kind = 'call' then (array['connected','no-answer','busy','call-back-later'])[1 + (l.n + k) % 4] end,
      case when kind = 'status' then 'new' end,
      case when kind = 'status' then 'contacted' end
    from (select id, created_at, program, row_number() over (order by created_at, id) as n
          from admission_leads) as l,
      generate_series(1, 1 + (l.n % 5)::int) as k,
      lateral (select (array['note','call','status','call','note'])[k] as kind) as entry
    where l.n % 7 <> 6
    order by l.id, k`;
  // As autovacuum would after such a load: the seed updated each counter row thousands of times.
  await sql`vacuum analyze admission_leads`;
  await sql`vacuum analyze lead_counts`;
  await sql`vacuum analyze lead_activities`;
  await sql`vacuum analyze lead_source_counts`;
  await sql`vacuum analyze lead_source_week_counts`;
  await sql`vacuum analyze lead_follow_up_counts`;
  await sql`vacuum analyze lead_call_counts`;
  const [activities] = await sql<{ n: number }[]>`select count(*)::int as n from lead_activities`;
  console.log(
    `Seeded ${LEADS.toLocaleString('en-IN')} leads and ${activities!.n.toLocaleString('en-IN')} timeline entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // What a release that changes the export's columns costs at start-up: every
  // lead's kept line is made again (docs/decisions/032).
  await sql`comment on column admission_leads.export_own is 'as an older release left it'`;
  started = performance.now();
  await migrate(sql);
  console.log(
    `Made every lead's kept export line again in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [runs] = await sql<{ runs: number; smallest: number; largest: number }[]>`
    select count(*)::int as runs, min(n)::int as smallest, max(n)::int as largest
    from (select count(*) as n from admission_leads group by created_at having count(*) > 1) as r`;
  console.log(
    `${runs!.runs.toLocaleString('en-IN')} runs share one created_at (${runs!.smallest}–${runs!.largest} leads each)`,
  );

  const { token } = await createSession(sql, user!.id, 3_600_000);
  const api = await startApiProcess(database.url);
  // Stopped however the bench ends: it would keep the output pipe open.
  try {
    // A cursor 90% of the way down the unfiltered listing, as the console reaches near its end.
    const [deep] = await sql<{ created_at: string; id: string }[]>`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, id
      from admission_leads order by created_at desc, id desc offset ${Math.floor(LEADS * 0.9)} limit 1`;
    // The middle of a run of shared created_at about 90% down: the cursor's tie lies inside it.
    const [tied] = await sql<{ created_at: string; id: string }[]>`
      with runs as (
        select created_at from admission_leads group by created_at having count(*) > 1
      ), run as (
        select created_at from runs order by created_at desc
        offset (select floor(count(*) * 0.9)::int from runs) limit 1
      )
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, id
      from admission_leads join run using (created_at) order by id desc offset 25 limit 1`;
    const cases: [string, string][] = [
      [
        'filtered first page (programme + status)',
        'program=Diploma+in+Architecture&status=new&limit=100',
      ],
      [
        'filtered first page (form type + dates)',
        'form_type=BArch+Enquiry&from=2025-01-01&to=2025-06-30&limit=100',
      ],
      ['search by phone digits', 'q=98765&limit=100'],
      ['my leads due today', 'assignee=me&due=today&limit=100'],
      ['overdue follow-ups, new status', 'due=overdue&status=new&limit=100'],
      ['unassigned leads', 'assignee=none&limit=100'],
      ['unfiltered first page, 1000 rows', 'limit=1000'],
      ['deep cursor page (90% down)', `limit=100&cursor=${encodeCursor(deep!, LEADS)}`],
      ['deep cursor inside a shared created_at', `limit=100&cursor=${encodeCursor(tied!, LEADS)}`],
    ];

    // On a shared machine, BENCH_QUIET_LOAD=2 waits (20 minutes at most) for a one-minute
    // load average below 2 before timing anything.
    const quiet = Number(process.env.BENCH_QUIET_LOAD ?? 0);
    for (let waited = 0; quiet > 0 && loadavg()[0]! >= quiet && waited < 1200; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
    console.log(
      `\nMachine: ${machine()}; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    console.log(`${REQUESTS} sequential requests per case after 20 warm-up requests`);

    /** Times one request per case; `size` says how much each answer held. */
    async function timeCases(
      title: string,
      path: string,
      list: [string, string][],
      size: (body: never) => number,
      requests = REQUESTS,
    ) {
      const warmUp = Math.min(20, requests);
      console.log(
        `\n${title.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'rows'.padStart(6)}`,
      );
      const p95s: number[] = [];
      for (const [label, query] of list) {
        const latencies: number[] = [];
        let rows = 0;
        for (let i = 0; i < requests + warmUp; i += 1) {
          started = performance.now();
          const response = await fetch(`${api.url}${path}?${query}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = (await response.json()) as never;
          if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
          if (i >= warmUp) latencies.push(performance.now() - started);
          rows = size(body);
        }
        latencies.sort((a, b) => a - b);
        const f = (p: number) => percentile(latencies, p).toFixed(1).padStart(8);
        console.log(`${label.padEnd(44)} ${f(50)} ${f(95)} ${f(99)} ${String(rows).padStart(6)}`);
        p95s.push(percentile(latencies, 95));
      }
      return p95s;
    }

    if (benches('leads')) {
      await timeCases('GET /api/leads', '/api/leads', cases, (page: { leads: unknown[] }) => {
        return page.leads.length;
      });
    }
    if (benches('offset')) {
      // The console's infinite row model asks for blocks by offset in the grid's order.
      const offset = Math.max(0, Math.min(99_000, LEADS - 100));
      const at = offset.toLocaleString('en-IN');
      console.log(`\n${OFFSET_REQUESTS} sequential requests per case after warm-up`);
      await timeCases(
        'GET /api/leads by offset',
        '/api/leads',
        [
          [`received, offset ${at}`, `sort=received&dir=desc&offset=${offset}&limit=100`],
          [
            `received oldest first, offset ${at}`,
            `sort=received&dir=asc&offset=${offset}&limit=100`,
          ],
          [`name, offset ${at}`, `sort=name&dir=asc&offset=${offset}&limit=100`],
          [`name, first page`, `sort=name&dir=asc&offset=0&limit=100`],
          [`status + name, offset 1,000`, `status=new&sort=name&offset=1000&limit=100`],
        ],
        (page: { leads: unknown[] }) => page.leads.length,
        OFFSET_REQUESTS,
      );
    }
    if (benches('export')) {
      // The newest 100,000 leads or so: whole days in Mumbai, from the day of the 100,000th.
      const [edge] = await sql<{ day: string }[]>`
        select to_char((created_at at time zone ${TIME_ZONE})::date, 'YYYY-MM-DD') as day
        from admission_leads order by created_at desc, id desc
        offset ${Math.min(EXPORT_LEADS, LEADS) - 1} limit 1`;
      /** The API process's resident memory in MB (Linux), or NaN. */
      const rss = () => {
        try {
          const status = readFileSync(`/proc/${api.process.pid}/status`, 'utf8');
          return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
        } catch {
          return Number.NaN;
        }
      };
      console.log(
        `\nGET /api/leads/export from ${edge!.day} (${EXPORTS} runs each)`.padEnd(45) +
          `${'first ms'.padStart(9)} ${'last ms'.padStart(9)} ${'MB'.padStart(7)} ${'lines'.padStart(8)} ${'API RSS MB'.padStart(11)}`,
      );
      // Where an export's time goes, in this process: the export as the route
      // runs it (lines put together by PostgreSQL from what each lead keeps,
      // ADR 023 and 032, passed on as bytes). Besides the time, the CPU time
      // of this process and of the PostgreSQL backend serving it (Linux
      // /proc), which the machine's load moves far less.
      const pool = createSql(database.url, { max: 1 });
      const [backend] = await pool<{ pid: number }[]>`select pg_backend_pid() as pid`;
      /** The backend's CPU time in ms (user + system, in ticks of 10 ms). */
      const backendCpu = () => {
        const fields = readFileSync(`/proc/${backend!.pid}/stat`, 'utf8')
          .split(') ')[1]!
          .split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10;
      };
      for (let run = 0; run < EXPORTS; run += 1) {
        for (const sort of ['received', 'name'] as const) {
          const sorted = { from: edge!.day, sort, dir: sort === 'name' ? 'asc' : 'desc' } as const;
          const start = performance.now();
          const pg = backendCpu();
          const cpu = process.cpuUsage();
          for await (const piece of exportLeadsCsv(pool, sorted)) void piece;
          const used = process.cpuUsage(cpu);
          console.log(
            `  in process: by ${sort.padEnd(43)} ${(performance.now() - start).toFixed(0).padStart(6)} ms;` +
              ` CPU: PostgreSQL ${String(backendCpu() - pg).padStart(5)} ms, API ${((used.user + used.system) / 1000).toFixed(0).padStart(5)} ms`,
          );
        }
      }
      await pool.end();
      // The bench's account may export, where staff need a grant to (migration 016).
      const [grant] = await sql<{ n: number }[]>`
        select count(*)::int as n from information_schema.columns
        where table_name = 'staff_users' and column_name = 'can_export'`;
      if (grant!.n > 0) await sql`update staff_users set can_export = true where id = ${user!.id}`;
      // Compressed as Chromium and Node's fetch ask for it, and not, as over a
      // fast network a client might ask.
      for (const [label, query, encoding] of [
        ['newest first', `from=${edge!.day}`, 'gzip, deflate, br, zstd'],
        ['by name', `from=${edge!.day}&sort=name&dir=asc`, 'gzip, deflate, br, zstd'],
        ['newest first, not compressed', `from=${edge!.day}`, 'identity'],
      ] as const) {
        for (let run = 0; run < EXPORTS; run += 1) {
          const before = rss();
          let peak = before;
          const sampler = setInterval(() => (peak = Math.max(peak, rss())), 25);
          started = performance.now();
          const response = await fetch(`${api.url}/api/leads/export?${query}`, {
            headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
          });
          if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
          const sent = response.headers.get('content-encoding') ?? 'identity';
          const reader = response.body!.getReader();
          let first = 0;
          let bytes = 0;
          let lines = 0;
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            first ||= performance.now() - started;
            bytes += value.length;
            // indexOf rather than a loop over every byte: the client shares the two cores with the API.
            for (let at = value.indexOf(10); at >= 0; at = value.indexOf(10, at + 1)) lines += 1;
          }
          const last = performance.now() - started;
          clearInterval(sampler);
          console.log(
            `${`${label} (${sent})`.padEnd(44)} ${first.toFixed(0).padStart(9)} ${last.toFixed(0).padStart(9)} ${(bytes / 1e6).toFixed(1).padStart(7)} ${String(lines).padStart(8)} ${`${before.toFixed(0)}→${peak.toFixed(0)}`.padStart(11)}`,
          );
        }
      }
    }
    if (benches('dashboard')) {
      const today = istToday();
      const dashboardCases: [string, string][] = [
        ['twelve weeks (the default)', ''],
        ['one year', `from=${addDays(today, -364)}&to=${today}`],
        ['two years (the longest range)', `from=${addDays(today, -730)}&to=${today}`],
      ];
      /** Rows in each kept table the dashboard reads (migrations 007, 014 and 024). */
      const keptTables = [
        'lead_source_counts',
        'lead_source_week_counts',
        'lead_source_block_counts',
        'lead_source_week_program_counts',
        'lead_week_program_counts',
        'lead_family_counts',
        'lead_family_week_counts',
        'lead_family_block_counts',
      ];
      const keptRows = async () => {
        const counts: string[] = [];
        for (const table of keptTables) {
          const [row] = await sql.unsafe<{ rows: number }[]>(
            `select count(*)::int as rows from ${table}`,
          );
          counts.push(`${row!.rows.toLocaleString('en-IN')} in ${table}`);
        }
        return counts.join(', ');
      };
      // As autovacuum would after the seed.
      for (const table of keptTables.slice(2)) await sql.unsafe(`vacuum analyze ${table}`);
      const timeDashboard = async (title: string) => {
        console.log(
          `\nRows: ${await keptRows()}; rows below: weeks × sources × programmes answered`,
        );
        const p95s = await timeCases(
          title,
          '/api/dashboard',
          dashboardCases,
          (answer: { weeks: unknown[] }) => answer.weeks.length,
        );
        console.log(
          `Goal: p95 ≤ 100 ms: ${p95s.every((p95) => p95 <= 100) ? 'met' : 'NOT met'} in every case.`,
        );
      };
      // The day's calling (docs/decisions/053-the-days-calling.md): each next call the seed
      // set is on its lead's timeline, set three hours after the lead arrived, as the
      // console records it; then each part the dashboard adds, timed on its own.
      await sql`
        insert into lead_activities (lead_id, kind, author, created_at, to_value)
        select id, 'follow_up', 'bench@example.edu.in', created_at + interval '3 hours',
          to_char(next_follow_up_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
        from admission_leads where next_follow_up_at is not null`;
      await sql`vacuum analyze lead_activities`;
      await sql`vacuum analyze admission_leads`;
      const range = dashboardRange({});
      console.log(
        `\n${'Day’s calling, in process (twelve weeks)'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
      );
      for (const [label, part] of [
        ['calls reached', () => callsReached(sql, range)],
        ['follow-ups kept on time', () => followUpsKept(sql, range)],
        ['first calls (working hours)', () => firstCalls(sql, range)],
      ] as const) {
        const latencies: number[] = [];
        for (let i = 0; i < 70; i += 1) {
          started = performance.now();
          await part();
          if (i >= 20) latencies.push(performance.now() - started);
        }
        latencies.sort((x, y) => x - y);
        const f = (p: number) => percentile(latencies, p).toFixed(1).padStart(8);
        console.log(`${label.padEnd(44)} ${f(50)} ${f(95)}`);
      }
      // The seed wrote each count in one session, so each has one shard.
      await timeDashboard('GET /api/dashboard');
      // A pool of connections working for months leaves a count in up to eight shards
      // (ADR 005): the worst case has eight rows where the seed wrote one.
      await sql.begin(async (tx) => {
        for (const table of [...keptTables, 'lead_follow_up_counts']) {
          const columns = await tx<{ name: string }[]>`
            select column_name as name from information_schema.columns
            where table_name = ${table} order by ordinal_position`;
          const spread = columns.map(({ name }) =>
            name === 'shard'
              ? 'k::smallint as shard'
              : name === 'n'
                ? 'n / 8 + (k < n % 8)::int as n'
                : name,
          );
          await tx.unsafe(`
            create temp table spread on commit drop as
            select ${spread.join(', ')} from ${table}, generate_series(0, 7) as k`);
          await tx.unsafe(`truncate ${table}`);
          await tx.unsafe(`insert into ${table} select * from spread where n > 0`);
          await tx.unsafe(`drop table spread`);
        }
      });
      for (const table of [...keptTables, 'lead_follow_up_counts']) {
        await sql.unsafe(`vacuum analyze ${table}`);
      }
      await timeDashboard('GET /api/dashboard, counts in 8 shards');
      // The API folds the shards of every period over into one, hourly (ADR 024).
      started = performance.now();
      const folded = await foldDashboardCounts(sql);
      console.log(
        `\nFolded ${folded.toLocaleString('en-IN')} groups in ${(performance.now() - started).toFixed(0)} ms`,
      );
      for (const table of [...keptTables, 'lead_follow_up_counts']) {
        await sql.unsafe(`vacuum analyze ${table}`);
      }
      await timeDashboard('GET /api/dashboard, 8 shards folded');
    }
  } finally {
    api.process.kill('SIGTERM');
  }
} finally {
  await sql.end();
  await database.stop();
}
