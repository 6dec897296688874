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
