import {
  addDays,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  mondayOf,
  PROGRAM_FACTS,
  sourceLabel,
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

export function conversionSummary(funnels: readonly SourceFunnel[]): string {
  const withEnquiries = funnels.filter((funnel) => funnel.stages.new > 0);
  if (withEnquiries.length === 0) return 'No enquiries in this range.';
  const best = withEnquiries.reduce((top, funnel) =>
    funnel.conversion > top.conversion ? funnel : top,
  );
  if (best.conversion === 0) {
    return `None of the ${count(withEnquiries.length)} sources has an enrolment yet.`;
  }
  return (
    `Conversion is enrolments ÷ enquiries. Highest: ${sourceLabel(best.source)}, ` +
    `${percent(best.conversion)} (${count(best.stages.enrolled)} of ${count(best.stages.new)}).`
  );
}

export const counsellorLabel = (email: string | null) => email ?? 'Nobody (unassigned)';

export function counsellorSummary(rows: Dashboard['counsellors']): string {
  if (rows.length === 0) return 'No counsellors yet.';
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
