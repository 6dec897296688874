import { FOLLOW_UP_GRACE_MINUTES, TIME_ZONE, mondayOf, type DashboardRange } from '@skltcoa/shared';
import type { Sql } from '../db/client';

/*
 * The dashboard's part of the day's calling (docs/decisions/053-the-days-calling.md):
 * per counsellor, the calls of the range that reached the family and that
 * did not (kept counts, migration 027), the follow-ups due in the range
 * kept on time (migration 027's record of each follow-up, kept from the
 * timeline), and the median working time to a first call, per counsellor
 * and per week (kept counts of migration 026's first contact, migration 027). docs/performance.md has the
 * figures at 100,000 leads.
 */

/** The range's first instant and the instant after it, as SQL, days in Mumbai. */
const bounds = (sql: Sql, { from, to }: DashboardRange) => ({
  start: sql`((${from}::date)::timestamp at time zone ${TIME_ZONE})`,
  end: sql`((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`,
});

/**
 * Calls of the range per author (case-folded) that reached the family, from
 * the counts migration 027 keeps beside lead_call_counts; the calls not
 * reached are the rest of the author's calls (every call has an outcome, in
 * one of the two sets).
 */
export async function callsReached(sql: Sql, { from, to }: DashboardRange) {
  return sql<{ author: string; reached: number }[]>`
    select author, sum(n)::int as reached from lead_call_reached_counts
    where day between ${from}::date and ${to}::date
    group by author having sum(n) <> 0`;
}

/**
 * Follow-ups due in the range whose time (and grace) has passed, per owner
 * of the lead now (null: nobody's), and of them those kept on time.
 *
 * A follow-up is an entry of kind follow_up with a time. It was due if it
 * was still the lead's next follow-up when its time came, or a call answered
 * it first: the lead's next follow_up entry, if any, came at or after its
 * time, or a call came between the two. It was kept on time if a call to the
 * lead, by anyone, was logged after it was set, before the lead's next
 * follow-up entry (a call and the follow-up it sets are written in that
 * order), and no later than FOLLOW_UP_GRACE_MINUTES after its time. Merged
 * duplicates and withdrawn families are left out, as from the due counts.
 */
export async function followUpsKept(sql: Sql, range: DashboardRange) {
  const { start, end } = bounds(sql, range);
  const grace = `${FOLLOW_UP_GRACE_MINUTES} minutes`;
  return sql<{ assignee_id: string | null; due: number; kept: number }[]>`
    select assignee_id,
      count(*)::int as due,
      count(*) filter (where answered_at <= due_at + ${grace}::interval)::int as kept
    from lead_follow_ups
    where due_at >= ${start} and due_at < ${end}
      and due_at + ${grace}::interval <= now()
      and (next_at is null or next_at >= due_at or answered_at is not null)
      and counted
    group by assignee_id`;
}

/** The median of counted values, `[value, how many]` in any order: the mean of the two middle ones of an even count. */
export function medianOfCounts(counts: readonly (readonly [number, number])[]): number | null {
  const sorted = [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  // The values at 0-based places floor((total - 1) / 2) and floor(total / 2).
  const at = (place: number) => {
    let seen = 0;
    for (const [value, n] of sorted) {
      seen += n;
      if (place < seen) return value;
    }
    return sorted[sorted.length - 1]![0];
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2;
}

const MINUTE_MS = 60_000;

/**
 * The median working time (office-hours.ts) from an enquiry to its first
 * call (migration 026), by who made the call and by the week the enquiry
 * arrived in, for the weeks the range touches: from the waits migration 027
 * keeps per week, caller and bucket (to the minute under two hours, to five
 * minutes under ten, to half an hour under 48, then to four hours).
 */
export async function firstCalls(sql: Sql, range: DashboardRange) {
  // Summed per caller and per week in PostgreSQL: a few hundred buckets each, not one row per
  // week, caller and bucket.
  const rows = await sql<
    { week: string | null; author: string | null; minutes: number; n: number }[]
  >`
    select week::text, author, minutes, sum(n)::int as n from lead_first_call_counts
    where week >= ${mondayOf(range.from)}::date and week <= ${range.to}::date
    group by grouping sets ((week, minutes), (author, minutes)) having sum(n) > 0`;
  const byAuthor = new Map<string, [number, number][]>();
  const byWeek = new Map<string, [number, number][]>();
  const add = (map: Map<string, [number, number][]>, key: string, value: [number, number]) => {
    const counts = map.get(key);
    if (counts) counts.push(value);
    else map.set(key, [value]);
  };
  for (const { week, author, minutes, n } of rows) {
    if (author !== null) add(byAuthor, author, [minutes * MINUTE_MS, n]);
    else if (week !== null) add(byWeek, week, [minutes * MINUTE_MS, n]);
  }
  const total = (counts: readonly [number, number][]) => counts.reduce((sum, [, n]) => sum + n, 0);
  return {
    counsellors: new Map(
      [...byAuthor].map(([author, counts]) => [
        author,
        { n: total(counts), median: medianOfCounts(counts)! },
      ]),
    ),
    weeks: [...byWeek]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([week, counts]) => ({
        week,
        first_calls: total(counts),
        median_ms: medianOfCounts(counts)!,
      })),
  };
}
