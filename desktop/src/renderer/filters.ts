import { fieldErrors, LeadQueryRequestSchema, type LeadFilters } from '@skltcoa/shared';

/** The filter bar's state is the query's filters, sent to the API as they are (ADR 011). */
export type { LeadFilters };

export const NO_FILTERS: LeadFilters = {};

export const hasFilters = (filters: LeadFilters) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');

/** The fields a built-in view sets; the search, programme, form type and dates stay as they are. */
const VIEW_FIELDS = ['due', 'status', 'assignee'] as const;

export interface LeadView {
  id: string;
  label: string;
  filters: Pick<LeadFilters, (typeof VIEW_FIELDS)[number]>;
}

/** The counsellor's daily views, as buttons above the filters. */
export const LEAD_VIEWS: readonly LeadView[] = [
  { id: 'all', label: 'All', filters: {} },
  { id: 'due-today', label: 'Due today', filters: { due: 'today' } },
  { id: 'overdue', label: 'Overdue', filters: { due: 'overdue' } },
  { id: 'no-follow-up', label: 'No follow-up set', filters: { due: 'none' } },
  { id: 'new', label: 'New and not yet contacted', filters: { status: 'new' } },
  { id: 'mine', label: 'My leads', filters: { assignee: 'me' } },
];

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
