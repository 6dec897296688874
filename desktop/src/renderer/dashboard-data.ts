import {
  addDays,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  funnelBySource,
  mondayOf,
  PROGRAM_FACTS,
  sourceLabel,
  totalFunnel,
  type Dashboard,
  type SourceFunnel,
} from '@skltcoa/shared';

/*
 * What the dashboard's charts, summaries and tables show, worked out from
 * the API's answer (docs/decisions/017-dashboard.md). The charts and the
 * tables read the same series, so the numbers always agree.
 */

export type WeeklyBy = 'source' | 'program';

export interface WeeklySeries {
  /** Sources (busiest first) or programmes: the stacks of each bar, bottom up. */
  keys: string[];
  /** Every week of the range, empty ones included. */
  rows: { week: string; values: Record<string, number>; total: number }[];
}

const count = (n: number) => n.toLocaleString('en-IN');

/** 0.1234 → `12.3%`. */
export const percent = (fraction: number) =>
  `${(Math.round(fraction * 1000) / 10).toLocaleString('en-IN')}%`;

const PROGRAM_SHORT = new Map<string, string>(
  Object.values(PROGRAM_FACTS).map((facts) => [facts.program, facts.short]),
);

/** `Bachelor of Architecture` → `B.Arch`; a programme a newer server added shows as sent. */
export const programLabel = (program: string) => PROGRAM_SHORT.get(program) ?? program;

/** A series' name as staff read it. */
export const seriesLabel = (by: WeeklyBy, key: string) =>
  by === 'source' ? sourceLabel(key) : programLabel(key);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-11-02` → `2 Nov`, or `2 Nov 2026` with the year. */
export function dayLabel(date: string, withYear = false): string {
  const label = `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
  return withYear ? `${label} ${date.slice(0, 4)}` : label;
}

/** The Mondays of every week that has a day in the range. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

export function weeklySeries(dashboard: Dashboard, by: WeeklyBy): WeeklySeries {
  const keys =
    by === 'source'
      ? [...dashboard.sources]
      : [...new Set(dashboard.weeks.map((row) => row.program))].sort((a, b) =>
          programLabel(a).localeCompare(programLabel(b)),
        );
  const rows = weeksOf(dashboard.from, dashboard.to).map((week) => ({
    week,
    values: Object.fromEntries(keys.map((key) => [key, 0])) as Record<string, number>,
    total: 0,
  }));
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  for (const entry of dashboard.weeks) {
    const row = byWeek.get(entry.week);
    const key = by === 'source' ? entry.source : entry.program;
    if (!row || !(key in row.values)) continue;
    row.values[key]! += entry.n;
    row.total += entry.n;
  }
  return { keys, rows };
}

export function weeklySummary(series: WeeklySeries, by: WeeklyBy, dashboard: Dashboard): string {
  const total = series.rows.reduce((sum, row) => sum + row.total, 0);
  const range = `from ${dayLabel(dashboard.from, true)} to ${dayLabel(dashboard.to, true)}`;
  if (total === 0) return `No enquiries ${range}.`;
  const busiest = series.rows.reduce((best, row) => (row.total > best.total ? row : best));
  const shares = series.keys
    .map((key) => ({ key, n: series.rows.reduce((sum, row) => sum + (row.values[key] ?? 0), 0) }))
    .filter((share) => share.n > 0)
    .sort((a, b) => b.n - a.n);
  const parts = shares
    .slice(0, 3)
    .map(
      (share) => `${seriesLabel(by, share.key)} ${count(share.n)} (${percent(share.n / total)})`,
    );
  return (
    `${count(total)} ${total === 1 ? 'enquiry' : 'enquiries'} ${range}. ` +
    `Busiest week: the week of ${dayLabel(busiest.week, true)}, with ${count(busiest.total)}. ` +
    `${by === 'source' ? 'Top sources' : 'By programme'}: ${parts.join(', ')}.`
  );
}

export function funnelSummary(total: SourceFunnel): string {
  const enquiries = total.stages.new;
  if (enquiries === 0) return 'No enquiries in this range, so no funnel yet.';
  const stages = FUNNEL_STAGES.slice(1, -1).map(
    (stage) => `${count(total.stages[stage])} ${FUNNEL_STAGE_LABELS[stage].toLowerCase()}`,
  );
  return (
    `Of ${count(enquiries)} enquiries, ${stages.join(', ')}, and ` +
    `${count(total.stages.enrolled)} enrolled (${percent(total.conversion)}). ` +
    `${count(total.notInterested)} were marked not interested.`
  );
}

/**
 * What conversion by source counts: families by the source of their first
 * enquiry or of their latest, or enquiries
 * (docs/decisions/049-dashboard-counts-families.md).
 */
export type ConversionBasis = 'first' | 'last' | 'enquiries';

export const CONVERSION_BASIS_LABELS: Record<ConversionBasis, string> = {
  first: 'Families, first touch',
  last: 'Families, last touch',
  enquiries: 'Enquiries',
};

const CONVERSION_RULES: Record<ConversionBasis, string> = {
  first:
    'Conversion is enrolled families ÷ families, each family under the source of its first enquiry.',
  last: 'Conversion is enrolled families ÷ families, each family under the source of its latest enquiry in the range.',
  enquiries: 'Conversion is enrolments ÷ enquiries.',
};

export function conversionSummary(
  funnels: readonly SourceFunnel[],
  basis: ConversionBasis = 'enquiries',
): string {
  const withEnquiries = funnels.filter((funnel) => funnel.stages.new > 0);
  if (withEnquiries.length === 0) {
    return basis === 'enquiries' ? 'No enquiries in this range.' : 'No new families in this range.';
  }
  const best = withEnquiries.reduce((top, funnel) =>
    funnel.conversion > top.conversion ? funnel : top,
  );
  if (best.conversion === 0) {
    return `None of the ${count(withEnquiries.length)} sources has an enrolment yet.`;
  }
  return (
    `${CONVERSION_RULES[basis]} Highest: ${sourceLabel(best.source)}, ` +
    `${percent(best.conversion)} (${count(best.stages.enrolled)} of ${count(best.stages.new)}).`
  );
}

export interface FamilyFunnels {
  /** Each source's families by first touch, in the order of the answer's sources. */
  first: SourceFunnel[];
  /** The same by last touch. */
  last: SourceFunnel[];
  /** Every source's families added up (the same by either touch). */
  total: SourceFunnel;
}

/**
 * The range's families as funnels, or null from a server that does not
 * count them (older than ADR 049): the dashboard then shows enquiries only.
 */
export function familyFunnels(dashboard: Dashboard): FamilyFunnels | null {
  if (!dashboard.families) return null;
  const first = funnelBySource(dashboard.families.first_touch, dashboard.sources);
  const last = funnelBySource(dashboard.families.last_touch, dashboard.sources);
  return { first, last, total: totalFunnel(first) };
}

/** The funnel in words, families beside enquiries where the two differ. */
export function familyFunnelSummary(families: SourceFunnel, enquiries: SourceFunnel): string {
  const people = families.stages.new;
  if (people === 0) {
    return enquiries.stages.new === 0
      ? 'No enquiries in this range, so no funnel yet.'
      : `No new families in this range: its ${count(enquiries.stages.new)} ${enquiries.stages.new === 1 ? 'enquiry is' : 'enquiries are'} from families that first enquired earlier.`;
  }
  const stages = FUNNEL_STAGES.slice(1, -1).map(
    (stage) => `${count(families.stages[stage])} ${FUNNEL_STAGE_LABELS[stage].toLowerCase()}`,
  );
  const same = FUNNEL_STAGES.every((stage) => families.stages[stage] === enquiries.stages[stage]);
  return (
    `${count(people)} new ${people === 1 ? 'family' : 'families'} ` +
    `(${count(enquiries.stages.new)} ${enquiries.stages.new === 1 ? 'enquiry' : 'enquiries'}): ` +
    `${stages.join(', ')}, and ${count(families.stages.enrolled)} enrolled ` +
    `(${percent(families.conversion)} of families` +
    (same ? '). ' : `; ${count(enquiries.stages.enrolled)} enrolled enquiries). `) +
    `${count(families.notInterested)} ${families.notInterested === 1 ? 'family was' : 'families were'} marked not interested.`
  );
}

export const counsellorLabel = (email: string | null) => email ?? 'Nobody (unassigned)';

export function counsellorSummary(rows: Dashboard['counsellors']): string {
  if (rows.length === 0) return 'No counsellors yet.';
  const calling = callingSummary(rows);
  return calling ? `${callsAndFollowUps(rows)} ${calling}` : callsAndFollowUps(rows);
}

/**
 * The day's calling in words (docs/decisions/053-the-days-calling.md): calls
 * that reached the family, and follow-ups kept on time; null from a server
 * that does not count them.
 */
export function callingSummary(rows: Dashboard['counsellors']): string | null {
  if (!rows.some((row) => row.reached !== undefined)) return null;
  const sum = (pick: (row: Dashboard['counsellors'][number]) => number | undefined) =>
    rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  const reached = sum((row) => row.reached);
  const notReached = sum((row) => row.not_reached);
  const due = sum((row) => row.follow_ups_due);
  const kept = sum((row) => row.follow_ups_kept);
  return (
    `Calls that reached the family: ${count(reached)} of ${count(reached + notReached)}` +
    (reached + notReached > 0 ? ` (${percent(reached / (reached + notReached))})` : '') +
    `. Follow-ups due in this range kept on time: ${count(kept)} of ${count(due)}` +
    (due > 0 ? ` (${percent(kept / due)}).` : '.')
  );
}

/** A follow-up count as the chart's bar says it: `3 of 4`. */
export const keptText = (row: Dashboard['counsellors'][number]) =>
  `${count(row.follow_ups_kept ?? 0)} of ${count(row.follow_ups_due ?? 0)}`;

const HOUR_MS = 3_600_000;

/** Working time in hours, to a tenth: `1.5 h`, `26 h`. */
export function hoursText(ms: number): string {
  const hours = Math.round((ms / HOUR_MS) * 10) / 10;
  return `${hours.toLocaleString('en-IN')} h`;
}

/** The median time to a first call in words, per counsellor and per week; null from an older server. */
export function firstCallSummary(data: Dashboard): string | null {
  if (data.first_call_weeks === undefined) return null;
  const called = data.counsellors.filter((row) => (row.first_calls ?? 0) > 0);
  if (called.length === 0) {
    return 'No enquiry received in this range has had its first call yet.';
  }
  const n = called.reduce((total, row) => total + (row.first_calls ?? 0), 0);
  const fastest = called.reduce((best, row) =>
    (row.first_call_median_ms ?? Infinity) < (best.first_call_median_ms ?? Infinity) ? row : best,
  );
  const weeks = data.first_call_weeks;
  const last = weeks[weeks.length - 1];
  return (
    `${count(n)} ${n === 1 ? 'enquiry' : 'enquiries'} received in this range had a first call. ` +
    `Shortest median wait: ${counsellorLabel(fastest.email)}, ${hoursText(fastest.first_call_median_ms ?? 0)} of working time` +
    (last ? `; the week of ${dayLabel(last.week, true)}: ${hoursText(last.median_ms)}.` : '.') +
    ' Working time counts office hours, Monday to Saturday, 09:30 to 17:30.'
  );
}

function callsAndFollowUps(rows: Dashboard['counsellors']): string {
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  const due = rows.reduce((sum, row) => sum + row.due_today, 0);
  const overdue = rows.reduce((sum, row) => sum + row.overdue, 0);
  const mostCalls = rows.reduce((top, row) => (row.calls > top.calls ? row : top));
  const mostOverdue = rows.reduce((top, row) => (row.overdue > top.overdue ? row : top));
  return (
    `${count(calls)} ${calls === 1 ? 'call' : 'calls'} logged in this range` +
    (calls > 0 ? `, most by ${counsellorLabel(mostCalls.email)} (${count(mostCalls.calls)})` : '') +
    `. Follow-ups now: ${count(due)} due today and ${count(overdue)} overdue` +
    (overdue > 0
      ? `, most for ${counsellorLabel(mostOverdue.email)} (${count(mostOverdue.overdue)}).`
      : '.')
  );
}
