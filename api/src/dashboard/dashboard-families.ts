import { OTHER_SOURCE, type Dashboard } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import type { wholeWeeks } from './dashboard';

/*
 * The dashboard's families (docs/decisions/049-dashboard-counts-families.md):
 * each family whose first enquiry falls in the range counts once, by the
 * source of its first enquiry (first touch) and of its latest enquiry up
 * to the range's end (last touch), at its furthest status now. Read from
 * the counts migration 024 keeps per day, week and four-week block of a
 * family's first enquiry, split as the enquiries' are (wholeWeeks()).
 */

/** A range split into blocks, weeks and days, as wholeWeeks() splits it. */
type RangeParts = ReturnType<typeof wholeWeeks>;

type FamilyCounts = NonNullable<Dashboard['families']>;

interface FamilyRow {
  first_source: string;
  last_source: string;
  status: string;
  n: number;
}

/**
 * The range's families per first source, last source and status. The kept
 * counts hold each family's latest enquiry now; a family that enquired
 * again after the range ends is moved back to its last touch up to the
 * range's end, from the days and sources its facts keep. Only families that
 * enquired on more than one day can (a partial index holds only those), and
 * a range that ends today has none. No lead is read (ADR 017).
 */
async function familyRows(sql: Sql, parts: RangeParts): Promise<FamilyRow[]> {
  const { from, to, headEnd, tailStart, wholeFrom, wholeTo, blockFrom, blockTo } = parts;
  return sql<FamilyRow[]>`
    with later as materialized (
      select f.first_source, f.last_source, f.status,
        (select source from unnest(f.touch_days, f.touch_sources) with ordinality as t(day, source, k)
          where t.day <= ${to}::date order by k desc limit 1) as then_source
      from lead_family_facts f
      where f.last_day > f.first_day
        and f.first_day >= ${from}::date and f.first_day <= ${to}::date
        and f.last_day > ${to}::date
    ),
    counts as (
      select first_source, last_source, status, n from lead_family_block_counts
      where block >= ${blockFrom}::date and block < ${blockTo}::date
      union all
      select first_source, last_source, status, n from lead_family_week_counts
      where (week >= ${wholeFrom}::date and week < ${blockFrom}::date)
        or (week >= ${blockTo}::date and week < ${wholeTo}::date)
      union all
      select first_source, last_source, status, n from lead_family_counts
      where (day >= ${from}::date and day < ${headEnd}::date)
        or (day >= ${tailStart}::date and day <= ${to}::date)
      union all
      select first_source, last_source, status, -1 from later
      union all
      select first_source, then_source, status, 1 from later
    )
    select first_source, last_source, status, sum(n)::int as n
    from counts
    group by first_source, last_source, status
    having sum(n) <> 0`;
}

/**
 * The range's families by first touch and by last touch, with sources
 * named as the enquiries' `sources` name them (the rest as `(other)`).
 */
export async function families(
  sql: Sql,
  parts: RangeParts,
): Promise<(sources: readonly string[]) => FamilyCounts> {
  const rows = await familyRows(sql, parts);
  return (sources) => {
    const named = new Set(sources.filter((source) => source !== OTHER_SOURCE));
    const shown = (source: string) => (named.has(source) ? source : OTHER_SOURCE);
    const tally = (touch: 'first_source' | 'last_source') => {
      const counts = new Map<string, FamilyCounts['first_touch'][number]>();
      for (const row of rows) {
        const source = shown(row[touch]);
        const key = `${source}\u0000${row.status}`;
        const found = counts.get(key);
        if (found) found.n += row.n;
        else counts.set(key, { source, status: row.status, n: row.n });
      }
      const order = (source: string) => {
        const at = sources.indexOf(source);
        return at < 0 ? sources.length : at;
      };
      return [...counts.values()].sort(
        (a, b) =>
          order(a.source) - order(b.source) ||
          (a.status < b.status ? -1 : a.status > b.status ? 1 : 0),
      );
    };
    return { first_touch: tally('first_source'), last_touch: tally('last_source') };
  };
}
