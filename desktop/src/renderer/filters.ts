import {
  fieldErrors,
  LEAD_VIEW_FIELDS,
  LEAD_VIEWS,
  LeadQueryRequestSchema,
  type LeadFilters,
  type LeadView,
} from '@skltcoa/shared';

/** The filter bar's state is the query's filters, sent to the API as they are (ADR 011). */
export type { LeadFilters };

export const NO_FILTERS: LeadFilters = {};

export const hasFilters = (filters: LeadFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');

/** The built-in views are defined once, in shared (lead-views.ts). */
export { LEAD_VIEWS, type LeadView };
const VIEW_FIELDS = LEAD_VIEW_FIELDS;

/** Leaves out fields that hold nothing, so two equal filter states compare equal. */
export function cleanFilters(filters: LeadFilters): LeadFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as LeadFilters;
}

/** The filters with a view chosen: its fields set, the view's other fields cleared. */
export function applyView(filters: LeadFilters, view: LeadView): LeadFilters {
  const cleared = { ...filters };
  for (const field of VIEW_FIELDS) delete cleared[field];
  return cleanFilters({ ...cleared, ...view.filters });
}

/** The view the filters are in, if they are in one. */
export function activeView(filters: LeadFilters): LeadView | undefined {
  return LEAD_VIEWS.find((view) =>
    VIEW_FIELDS.every((field) => (filters[field] || undefined) === view.filters[field]),
  );
}

/**
 * What `GET /api/leads/view-counts` is asked: the list's search and other
 * filters, without the fields each view sets (LEAD_VIEW_FIELDS), which the
 * API refuses there (docs/decisions/052-the-counsellors-day.md).
 */
export function viewCountsQuery(filters: LeadFilters): LeadFilters {
  const query: LeadFilters = { ...filters };
  for (const field of VIEW_FIELDS) delete query[field];
  return cleanFilters(query);
}

/** What is wrong with filters the API would refuse, by the field to correct. */
export interface FilterProblem {
  field: keyof LeadFilters;
  message: string;
}

/**
 * The first reason the API would refuse these filters (a "from" date after
 * "to", a search too long), in the words of the one query schema, or null.
 * The console says it at the field instead of asking and failing.
 */
export function filterProblem(filters: LeadFilters): FilterProblem | null {
  const parsed = LeadQueryRequestSchema.safeParse(cleanFilters(filters));
  if (parsed.success) return null;
  const [field, message] = Object.entries(fieldErrors(parsed.error))[0]!;
  return { field: field as keyof LeadFilters, message };
}
