import type { LeadSort, SortDirection } from './constants';
import type { LeadFilters } from './lead-query';

/*
 * The console's built-in views, defined once: the buttons above its filters,
 * and what `GET /api/leads/view-counts` counts (docs/decisions/052-the-counsellors-day.md).
 */

/** The fields a built-in view sets; the search, programme, form type, channel and dates stay as they are. */
export const LEAD_VIEW_FIELDS = ['due', 'status', 'assignee', 'first_call'] as const;
export type LeadViewField = (typeof LEAD_VIEW_FIELDS)[number];

export interface LeadView {
  id: string;
  label: string;
  filters: Pick<LeadFilters, LeadViewField>;
  /** The order the view lists in; absent keeps the list's own (received, newest first). */
  sort?: LeadSort;
  dir?: SortDirection;
}

/** The counsellor's daily views, as buttons above the filters. */
const VIEWS = [
  { id: 'all', label: 'All', filters: {} },
  {
    id: 'due-today',
    label: 'Due today',
    filters: { due: 'today' },
    sort: 'next_follow_up',
    dir: 'asc',
  },
  {
    id: 'overdue',
    label: 'Overdue',
    filters: { due: 'overdue' },
    sort: 'next_follow_up',
    dir: 'asc',
  },
  { id: 'no-follow-up', label: 'No follow-up set', filters: { due: 'none' } },
  { id: 'new', label: 'New and not yet contacted', filters: { status: 'new' } },
  { id: 'mine', label: 'My leads', filters: { assignee: 'me' } },
  // The longest waiting first: received, oldest first.
  {
    id: 'first-call',
    label: 'Waiting for a first call',
    filters: { first_call: 'waiting' },
    sort: 'received',
    dir: 'asc',
  },
] as const satisfies readonly LeadView[];
export type LeadViewId = (typeof VIEWS)[number]['id'];
/** The views, each as a LeadView, in the order their buttons show. */
export const LEAD_VIEWS: readonly (LeadView & { id: LeadViewId })[] = VIEWS;
export const LEAD_VIEW_IDS: readonly LeadViewId[] = VIEWS.map((view) => view.id);
