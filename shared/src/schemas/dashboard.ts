import { z } from 'zod';
import type { LeadStatus, Program } from '../constants';
import { DASHBOARD_MAX_DAYS, dashboardRange, daysBetween } from '../dashboard';
import { blankToUndefined, DateSchema } from './inputs';
import { readText } from './read';

/*
 * The dashboard (docs/decisions/017-dashboard.md):
 * `GET /api/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD`, days in Mumbai.
 */
const dashboardQueryFields = {
  from: z.preprocess(blankToUndefined, DateSchema.optional()),
  to: z.preprocess(blankToUndefined, DateSchema.optional()),
};

/** The range as the API reads it: `to` defaults to today, `from` to twelve weeks of Mondays back. */
function checkDashboardRange(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  // A date that is not one has its own message already.
  const isDate = (date: string | undefined) =>
    date === undefined || DateSchema.safeParse(date).success;
  if (!isDate(query.from) || !isDate(query.to)) return;
  const { from, to } = dashboardRange(query);
  if (from > to) {
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: query.to
        ? 'The "from" date must not be after the "to" date.'
        : 'The "from" date must not be after today.',
    });
  } else if (daysBetween(from, to) > DASHBOARD_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: 'The dashboard covers at most two years: please choose a later "from" date.',
    });
  }
}

export const DashboardQuerySchema = z.object(dashboardQueryFields).superRefine(checkDashboardRange);
/** The same from a client that must not send anything else (the console's renderer). */
export const DashboardQueryRequestSchema = z
  .object(dashboardQueryFields)
  .strict()
  .superRefine(checkDashboardRange);
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;
export type DashboardQueryRequest = z.output<typeof DashboardQueryRequestSchema>;

const dashboardCount = z.number().int().nonnegative();

/** A count of enquiries or families by source and status. */
const sourceStatusCount = z.object({
  source: z.string(),
  status: readText<LeadStatus>('Status'),
  n: dashboardCount,
});

/** What `GET /api/dashboard` answers. */
export const DashboardSchema = z.object({
  /** The days covered, both included. */
  from: z.string(),
  to: z.string(),
  /** The busiest sources of the range by enquiries, then `(other)` for the rest if any (dashboard.ts). */
  sources: z.array(z.string()),
  /** Enquiries per week (its Monday, in Mumbai), source and programme; only weeks and groups with some. */
  weeks: z.array(
    z.object({
      week: z.string(),
      source: z.string(),
      program: readText<Program>('Programme'),
      n: dashboardCount,
    }),
  ),
  /** The enquiries of the range by source and their status now. */
  funnel: z.array(sourceStatusCount),
  /**
   * Families (people) whose first enquiry falls in the range, each once, by
   * the source of its first enquiry and of its latest up to the range's end,
   * at its furthest status now (docs/decisions/049-dashboard-counts-families.md).
   * Sources are named as in `sources`. Absent from servers older than that.
   */
  families: z
    .object({ first_touch: z.array(sourceStatusCount), last_touch: z.array(sourceStatusCount) })
    .optional(),
  /**
   * Calls each member of staff logged in the range, and the follow-ups of
   * their leads due today and overdue now (as the listing's `due` filter
   * counts them). `email` null: follow-ups of leads nobody owns.
   */
  counsellors: z.array(
    z.object({
      email: z.string().nullable(),
      calls: dashboardCount,
      due_today: dashboardCount,
      overdue: dashboardCount,
      /*
       * The day's calling (docs/decisions/053-the-days-calling.md); absent from
       * older servers. Calls of the range that reached the family and that did
       * not (REACHED_OUTCOMES, NOT_REACHED_OUTCOMES); follow-ups of the owner's
       * leads due in the range, and of them those kept on time; and the median
       * working time from an enquiry received in the range to its first call,
       * by who made that call (null: none made).
       */
      reached: dashboardCount.optional(),
      not_reached: dashboardCount.optional(),
      follow_ups_due: dashboardCount.optional(),
      follow_ups_kept: dashboardCount.optional(),
      first_calls: dashboardCount.optional(),
      first_call_median_ms: z.number().nonnegative().nullable().optional(),
    }),
  ),
  /**
   * The median working time to the first call of the enquiries received
   * each week (its Monday) of the range, and how many were called; weeks
   * with none called are left out. Absent from older servers.
   */
  first_call_weeks: z
    .array(
      z.object({
        week: z.string(),
        first_calls: dashboardCount,
        median_ms: z.number().nonnegative(),
      }),
    )
    .optional(),
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
