import type { GridLayoutState, SavedView, StaffRole } from '@skltcoa/shared';
import { cleanFilters, type LeadFilters } from './filters';

/*
 * Saved views: named filters, sort and columns kept on the
 * server. These are the parts the Views menu decides with.
 */

/** A view's filters as the filter bar holds them. */
export const viewFilters = (view: Pick<SavedView, 'filters'>): LeadFilters =>
  cleanFilters(view.filters as LeadFilters);

/** Whether two filter states ask for the same leads. */
export function sameFilters(a: LeadFilters, b: LeadFilters): boolean {
  const left = cleanFilters(a);
  const right = cleanFilters(b);
  const keys = Object.keys(left) as (keyof LeadFilters)[];
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => String(left[key]) === String(right[key]))
  );
}

/** My views first (the API's order), then those shared with everyone. */
export function groupViews(views: readonly SavedView[]): {
  mine: SavedView[];
  shared: SavedView[];
} {
  return {
    mine: views.filter((view) => view.mine),
    shared: views.filter((view) => !view.mine),
  };
}

/** Only the owner renames or changes a view. */
export const canChange = (view: SavedView): boolean => view.mine;

/** The owner deletes their view; an admin may also delete one shared with everyone. */
export const canDelete = (view: SavedView, role: StaffRole): boolean =>
  view.mine || (role === 'admin' && view.shared);

/** Whether the name is taken among my views (the API's rule: the same letters, any case). */
export function nameTaken(views: readonly SavedView[], name: string, except?: string): boolean {
  const wanted = name.trim().toLowerCase();
  return views.some(
    (view) => view.mine && view.id !== except && view.name.toLowerCase() === wanted,
  );
}

/** Replaces a view in the list, or adds it, keeping mine first and each group by name. */
export function upsertView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const rest = views.filter((held) => held.id !== view.id);
  return [...rest, view].sort(
    (a, b) =>
      Number(b.mine) - Number(a.mine) ||
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
      a.id.localeCompare(b.id),
  );
}

/** The column state a view keeps: the grid's, as AG Grid gives it (flat settings per column). */
export const gridOf = (state: readonly object[] | null | undefined): GridLayoutState =>
  (state ?? []).map((column) => ({ ...column })) as GridLayoutState;

/** The option's text: whose view it is, when it is not mine. */
export const viewLabel = (view: SavedView): string =>
  view.mine ? view.name : `${view.name} (${view.owner})`;
