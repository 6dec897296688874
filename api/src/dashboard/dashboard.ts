import {
  addDays,
  DASHBOARD_TOP_SOURCES,
  mondayOf,
  OTHER_SOURCE,
  TIME_ZONE,
  type Dashboard,
  type DashboardRange,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { families } from './dashboard-families';
import { callsReached, firstCalls, followUpsKept } from './dashboard-calling';

/*
 * GET /api/dashboard (docs/decisions/017-dashboard.md and
 * 024-dashboard-coarser-kept-counts.md). Every part is read from what the
 * database keeps ready: enquiries from the source counts per day, week and
 * four-week block, families from their counts by the day of their first
 * enquiry (dashboard-families.ts), calls from lead_call_counts and follow-ups
 * from lead_follow_up_counts, all kept by triggers (api/migrations/007_dashboard.sql,
 * 014_dashboard_rollups.sql, 024_dashboard_families.sql). The queries run side
 * by side on the pool.
 */

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A counsellor's row before anything is counted. */
const nothingYet = {
  calls: 0,
  due_today: 0,
  overdue: 0,
  reached: 0,
  not_reached: 0,
  follow_ups_due: 0,
  follow_ups_kept: 0,
  first_calls: 0,
  first_call_median_ms: null,
};

const DAY_MS = 86_400_000;
// 1900-01-01 was a Monday: four-week blocks start there, as lead_block() in migration 014.
const BLOCK_EPOCH = Date.parse('1900-01-01T00:00:00Z');

/** The first day of the four-week block of a `YYYY-MM-DD` date. */
export function blockOf(date: string): string {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - BLOCK_EPOCH) / DAY_MS);
  return addDays(date, -(((days % 28) + 28) % 28));
}

/**
 * The range split for the kept counts: its whole weeks (Monday to Sunday),
 * `wholeFrom` to before `wholeTo`; the days before them (`from` to before
 * `headEnd`) and after them (`tailStart` to `to`); and within the whole
 * weeks, the whole four-week blocks, `blockFrom` to before `blockTo`, with
 * the weeks on either side of them. A range within one week is all days; a
 * range with no whole block is days and weeks.
 */
export function wholeWeeks({ from, to }: DashboardRange) {
  const monday = mondayOf(from);
  const wholeFrom = monday === from ? from : addDays(monday, 7);
  const wholeTo = mondayOf(addDays(to, 1));
  const whole = wholeFrom < wholeTo;
  const first = blockOf(wholeFrom);
  const blockFrom = first === wholeFrom ? first : addDays(first, 28);
  const blockTo = blockOf(wholeTo);
  const blocks = whole && blockFrom < blockTo;
  return {
    from,
    to,
    wholeFrom,
    wholeTo: whole ? wholeTo : wholeFrom,
    headEnd: whole ? wholeFrom : addDays(to, 1),
    tailStart: whole ? wholeTo : addDays(to, 1),
    blockFrom: blocks ? blockFrom : whole ? wholeTo : wholeFrom,
    blockTo: blocks ? blockTo : whole ? wholeTo : wholeFrom,
  };
}

/** As PostgreSQL's "C" collation orders text: by its UTF-8 bytes. */
const compareBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

interface KeptRow {
  funnel: boolean;
  week: string | null;
  source: string;
  program: string | null;
  status: string | null;
  n: number;
}

/**
 * Enquiries of the range per week, source and programme, and per source and
 * status, with the sources past the busiest DASHBOARD_TOP_SOURCES as one.
 */
async function enquiries(sql: Sql, range: DashboardRange) {
  const { from, to, headEnd, tailStart, wholeFrom, wholeTo, blockFrom, blockTo } =
    wholeWeeks(range);
  // A literal: a parameter in each place would make GROUP BY see different expressions.
  const other = sql.unsafe(`'${OTHER_SOURCE}'`);
  const rows = await sql<KeptRow[]>`
    -- The days at either end, from the day counts: both charts need them.
    with days as materialized (
      select day, source, program, status, n from lead_source_counts
      where (day >= ${from}::date and day < ${headEnd}::date)
        or (day >= ${tailStart}::date and day <= ${to}::date)
    ),
    -- Each source's leads per status: whole blocks, the whole weeks around them, the days.
    by_source as materialized (
      select source, status, sum(n)::int as n
      from (
        select source, status, n from lead_source_block_counts
        where block >= ${blockFrom}::date and block < ${blockTo}::date
        union all
        select source, status, n from lead_source_week_counts
        where (week >= ${wholeFrom}::date and week < ${blockFrom}::date)
          or (week >= ${blockTo}::date and week < ${wholeTo}::date)
        union all
        select source, status, n from days
      ) counts
      group by source, status
    ),
    -- Ties go by the bytes of the name, whatever the database's collation.
    top as materialized (
      select source from by_source group by source
      order by sum(n) desc, source collate "C" limit ${DASHBOARD_TOP_SOURCES}
    ),
    -- The busiest sources' whole weeks, found by source rather than read among all the others.
    top_weeks as materialized (
      select week, source, program, n from lead_source_week_program_counts
      where source in (select source from top)
        and week >= ${wholeFrom}::date and week < ${wholeTo}::date
    ),
    -- Every other source's whole weeks: all sources' less the busiest's.
    weeks as (
      select week, source, program, n from top_weeks
      union all
      select week, ${other}, program, n from lead_week_program_counts
      where week >= ${wholeFrom}::date and week < ${wholeTo}::date
      union all
      select week, ${other}, program, -n from top_weeks
      union all
      select lead_week(day), coalesce(top.source, ${other}), program, n
      from days left join top using (source)
    )
    select false as funnel, week::text, source, program, null as status, sum(n)::int as n
    from weeks
    group by week, source, program
    having sum(n) <> 0
    union all
    select true, null, coalesce(top.source, ${other}), null, status, sum(n)::int
    from by_source left join top using (source)
    group by coalesce(top.source, ${other}), status
    having sum(n) <> 0`;
  // The sources shown, busiest first (as `top` ranks them), then (other).
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.funnel) totals.set(row.source, (totals.get(row.source) ?? 0) + row.n);
  }
  const sources = [...totals]
    .sort(
      ([a, m], [b, n]) =>
        Number(a === OTHER_SOURCE) - Number(b === OTHER_SOURCE) || n - m || compareBytes(a, b),
    )
    .map(([source]) => source);
  const weeks = rows
    .filter((row) => !row.funnel)
    .map(({ week, source, program, n }) => ({ week: week!, source, program: program!, n }))
    .sort(
      (a, b) =>
        compare(a.week, b.week) ||
        sources.indexOf(a.source) - sources.indexOf(b.source) ||
        compare(a.program, b.program),
    );
  const funnel = rows
    .filter((row) => row.funnel)
    .map(({ source, status, n }) => ({ source, status: status!, n }))
    .sort(
      (a, b) =>
        sources.indexOf(a.source) - sources.indexOf(b.source) || compare(a.status, b.status),
    );
  return { sources, weeks, funnel };
}

/** Calls logged in the range per author (case-folded), from the kept counts. */
async function calls(sql: Sql, { from, to }: DashboardRange) {
  return sql<{ author: string; calls: number }[]>`
    select author, sum(n)::int as calls from lead_call_counts
    where day between ${from}::date and ${to}::date
    group by author having sum(n) <> 0`;
}

/**
 * Follow-ups per owner due today in Mumbai and overdue (due before today),
 * as `GET /api/leads?assignee=…&due=today|overdue` counts them: sums of the
 * kept counts per follow-up day, merged duplicates left out.
 */
async function followUps(sql: Sql) {
  return sql<{ assignee_id: string | null; due_today: number; overdue: number }[]>`
    with today as materialized (select (now() at time zone ${TIME_ZONE})::date as day)
    select assignee_id,
      coalesce(sum(n) filter (where counts.day = today.day), 0)::int as due_today,
      coalesce(sum(n) filter (where counts.day < today.day), 0)::int as overdue
    from lead_follow_up_counts counts, today
    where counts.day <= today.day
    group by assignee_id
    having sum(n) <> 0`;
}

/**
 * Each member of staff's calls in the range and follow-ups now: every
 * counsellor, and anyone else (an admin, a colleague who left) with a call
 * or a follow-up; then follow-ups of leads nobody owns, if any.
 */
async function counsellors(
  sql: Sql,
  range: DashboardRange,
): Promise<{
  counsellors: Dashboard['counsellors'];
  firstCallWeeks: NonNullable<Dashboard['first_call_weeks']>;
}> {
  const [staff, logged, due, reached, kept, first] = await Promise.all([
    sql<{ id: string; email: string; role: string }[]>`
      select id, email, role from staff_users order by lower(email)`,
    calls(sql, range),
    followUps(sql),
    callsReached(sql, range),
    followUpsKept(sql, range),
    firstCalls(sql, range),
  ]);
  const rows = new Map<string, Dashboard['counsellors'][number]>();
  const row = (key: string, email: string) => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { email, ...nothingYet }));
    return found;
  };
  const byId = new Map(staff.map((member) => [member.id, member]));
  for (const member of staff) {
    if (member.role === 'counsellor') row(member.email.toLowerCase(), member.email);
  }
  for (const { author, calls: n } of logged) {
    const member = staff.find((m) => m.email.toLowerCase() === author);
    row(author, member?.email ?? author).calls += n;
  }
  let nobody: Dashboard['counsellors'][number] | undefined;
  /** The row of a lead's owner, by id: nobody's for none (or an owner since removed). */
  const ownerRow = (assigneeId: string | null) => {
    const member = assigneeId ? byId.get(assigneeId) : undefined;
    if (member) return row(member.email.toLowerCase(), member.email);
    return (nobody ??= { email: null, ...nothingYet });
  };
  for (const { assignee_id, due_today, overdue } of due) {
    const found = ownerRow(assignee_id);
    found.due_today += due_today;
    found.overdue += overdue;
  }
  // The day's calling (docs/decisions/053-the-days-calling.md).
  const byAuthor = (author: string) => {
    const member = staff.find((m) => m.email.toLowerCase() === author);
    return row(author, member?.email ?? author);
  };
  // Every call reached the family or did not: the calls not reached are the rest.
  for (const found of rows.values()) found.not_reached = found.calls;
  for (const { author, reached: yes } of reached) {
    const found = byAuthor(author);
    found.reached! += yes;
    found.not_reached = found.calls - found.reached!;
  }
  for (const { assignee_id, due: n, kept: k } of kept) {
    const found = ownerRow(assignee_id);
    found.follow_ups_due! += n;
    found.follow_ups_kept! += k;
  }
  for (const [author, { n, median }] of first.counsellors) {
    const found = byAuthor(author);
    found.first_calls = n;
    found.first_call_median_ms = median;
  }
  const named = [...rows.entries()].sort(([a], [b]) => compare(a, b)).map(([, value]) => value);
  return { counsellors: nobody ? [...named, nobody] : named, firstCallWeeks: first.weeks };
}

export async function getDashboard(sql: Sql, range: DashboardRange): Promise<Dashboard> {
  const [kept, people, familiesNamed] = await Promise.all([
    enquiries(sql, range),
    counsellors(sql, range),
    families(sql, wholeWeeks(range)),
  ]);
  return {
    ...range,
    ...kept,
    // Named by the enquiries' busiest sources (docs/decisions/049-dashboard-counts-families.md).
    families: familiesNamed(kept.sources),
    counsellors: people.counsellors,
    first_call_weeks: people.firstCallWeeks,
    generated_at: new Date().toISOString(),
  };
}
