import { istDay, istToday } from '@skltcoa/shared';

/** Where a next follow-up stands, by Mumbai days (docs/product-decisions.md §12). */
export type DueState = 'overdue' | 'today' | 'later';

/** Overdue: before today in Mumbai; today: any time today, whatever its hour. */
export function dueState(nextFollowUpAt: string | null, now: Date = new Date()): DueState | null {
  if (!nextFollowUpAt) return null;
  const day = istDay(nextFollowUpAt);
  const today = istToday(now);
  if (day < today) return 'overdue';
  return day === today ? 'today' : 'later';
}

/** Sorts by the next follow-up, soonest first; leads with none come last either way round. */
export function compareFollowUps(
  a: string | null | undefined,
  b: string | null | undefined,
  _nodeA?: unknown,
  _nodeB?: unknown,
  isDescending = false,
): number {
  if (!a && !b) return 0;
  // AG Grid reverses the comparator's answer when descending: keep empty ones last.
  if (!a) return isDescending ? -1 : 1;
  if (!b) return isDescending ? 1 : -1;
  return Date.parse(a) - Date.parse(b);
}
