import { LEAD_STATUS_LABELS, type LeadStatus } from './constants';
import { istToday } from './time';

/*
 * The dashboard (docs/decisions/017-dashboard.md): enquiries
 * per week by source and by programme, the funnel per source, and each
 * counsellor's calls and follow-ups, from `GET /api/dashboard`.
 */

/**
 * Where an enquiry came from, as the dashboard groups it:
 *   * its `utm_source`, when it has one that is not blank, with A–Z in lower
 *     case (`Google` and `google` are one source);
 *   * else the first segment of the website page it was sent from, with its
 *     slash: `/courses/barch/admission` → `/courses`, `/admission?x` →
 *     `/admission`, the home page `/` → `/`;
 *   * else `(none)`.
 * Only spaces around `utm_source` are ignored, and only A–Z are lowered, so
 * that PostgreSQL's `lead_source()` (api/migrations/007_dashboard.sql), which
 * the kept counts use, gives the same answer whatever the database's locale;
 * api/src/dashboard/dashboard-routes.test.ts holds the two to each other.
 */
export function leadSource(
  utmSource: string | null | undefined,
  sourcePage: string | null | undefined,
) {
  const utm = (utmSource ?? '').replace(/^ +| +$/g, '');
  if (utm !== '') return asciiLower(utm);
  if (sourcePage?.startsWith('/')) {
    return `/${asciiLower(sourcePage.slice(1).split(/[/?#]/)[0]!)}`;
  }
  return NO_SOURCE;
}

const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** An enquiry with neither a campaign source nor a page. */
export const NO_SOURCE = '(none)';
/** Every source past the busiest few, as one. */
export const OTHER_SOURCE = '(other)';
/** The dashboard shows the busiest sources of the range by name, and the rest as `(other)`. */
export const DASHBOARD_TOP_SOURCES = 8;

/** A source as staff read it. */
export function sourceLabel(source: string): string {
  if (source === NO_SOURCE) return 'No source recorded';
  if (source === OTHER_SOURCE) return 'Other sources';
  if (source.startsWith('/')) return `Website ${source}`;
  return source;
}

/** With no dates, the dashboard shows this week and the eleven before it. */
export const DASHBOARD_WEEKS_DEFAULT = 12;
/** The longest range, in days: two years, a leap day included. */
export const DASHBOARD_MAX_DAYS = 731;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus `days`. */
export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);

/** The Monday of the week (Monday to Sunday) of a `YYYY-MM-DD` date. */
export function mondayOf(date: string): string {
  const day = dayNumber(date);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  return dateOf(day - ((((day + 3) % 7) + 7) % 7));
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

export interface DashboardRange {
  from: string;
  to: string;
}

/**
 * The days a dashboard covers, in Mumbai: as asked, with `to` defaulting to
 * today and `from` to the Monday eleven weeks before the week of `to`.
 */
export function dashboardRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string = istToday(),
): DashboardRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(mondayOf(to), -7 * (DASHBOARD_WEEKS_DEFAULT - 1));
  return { from, to };
}

/** The funnel's stages: every enquiry starts `new`. */
export const FUNNEL_STAGES = [
  'new',
  'contacted',
  'interested',
  'applied',
  'enrolled',
] as const satisfies readonly LeadStatus[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  new: 'Enquired',
  contacted: `${LEAD_STATUS_LABELS.contacted} or further`,
  interested: `${LEAD_STATUS_LABELS.interested} or further`,
  applied: `${LEAD_STATUS_LABELS.applied} or further`,
  enrolled: LEAD_STATUS_LABELS.enrolled,
};

/**
 * How far along the funnel a status is: a lead counts at its stage and every
 * stage before it. A lead marked not interested was reached, so it counts as
 * contacted and no further; a status this build does not know counts as an
 * enquiry only.
 */
function stageIndex(status: string): number {
  if (status === 'not-interested') return 1;
  const index = (FUNNEL_STAGES as readonly string[]).indexOf(status);
  return Math.max(index, 0);
}

/**
 * A family's statuses from the least to the furthest along the funnel
 * (docs/decisions/049-dashboard-counts-families.md): a family is at the
 * furthest status of its enquiries. Not interested comes after contacted
 * (the family was reached and said no) and before interested, so one
 * enquiry still interested, applied or enrolled outweighs it; a family with
 * an enrolled enquiry is one enrolment. A status this build does not know
 * ranks as new. `lead_status_rank()` in api/migrations/024_dashboard_families.sql
 * is the same order.
 */
export const FAMILY_STATUS_ORDER = [
  'new',
  'contacted',
  'not-interested',
  'interested',
  'applied',
  'enrolled',
] as const satisfies readonly LeadStatus[];

/** Where a status ranks in FAMILY_STATUS_ORDER; 0 for one this build does not know. */
export const familyStatusRank = (status: string) =>
  Math.max((FAMILY_STATUS_ORDER as readonly string[]).indexOf(status), 0);

/**
 * The family's status from its enquiries' statuses: the furthest, by
 * FAMILY_STATUS_ORDER; between statuses of one rank, the first by code point.
 */
export function furthestStatus(statuses: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const status of statuses) {
    if (
      best === undefined ||
      familyStatusRank(status) > familyStatusRank(best) ||
      (familyStatusRank(status) === familyStatusRank(best) && status < best)
    ) {
      best = status;
    }
  }
  return best;
}

export interface SourceFunnel {
  source: string;
  /** Leads that reached each stage. */
  stages: Record<FunnelStage, number>;
  notInterested: number;
  /** Enrolled ÷ enquiries, 0 to 1; 0 for no enquiries. */
  conversion: number;
}

/** Each source's funnel from its count of leads per current status, in the order of `sources`. */
export function funnelBySource(
  rows: readonly { source: string; status: string; n: number }[],
  sources: readonly string[],
): SourceFunnel[] {
  const empty = (source: string): SourceFunnel => ({
    source,
    stages: { new: 0, contacted: 0, interested: 0, applied: 0, enrolled: 0 },
    notInterested: 0,
    conversion: 0,
  });
  const bySource = new Map(sources.map((source) => [source, empty(source)]));
  for (const row of rows) {
    let funnel = bySource.get(row.source);
    if (!funnel) bySource.set(row.source, (funnel = empty(row.source)));
    const reached = stageIndex(row.status);
    FUNNEL_STAGES.forEach((stage, index) => {
      if (index <= reached) funnel.stages[stage] += row.n;
    });
    if (row.status === 'not-interested') funnel.notInterested += row.n;
  }
  for (const funnel of bySource.values()) {
    funnel.conversion = funnel.stages.new === 0 ? 0 : funnel.stages.enrolled / funnel.stages.new;
  }
  return [...bySource.values()];
}

/** Every source's funnel added up. */
export function totalFunnel(funnels: readonly SourceFunnel[]): SourceFunnel {
  const total = funnelBySource([], ['all'])[0]!;
  for (const funnel of funnels) {
    for (const stage of FUNNEL_STAGES) total.stages[stage] += funnel.stages[stage];
    total.notInterested += funnel.notInterested;
  }
  total.conversion = total.stages.new === 0 ? 0 : total.stages.enrolled / total.stages.new;
  return total;
}
