import { CALL_OUTCOME_LABELS, leadStatusLabel, SYSTEM_AUTHOR, type CallOutcome } from './constants';
import type { Activity } from './schemas';
import { formatIst } from './time';

/** A label from a newer server shows as its own text rather than breaking the timeline. */
const statusLabel = (status: string | null) => (status === null ? 'none' : leadStatusLabel(status));
const outcomeLabel = (outcome: string | null) =>
  outcome === null
    ? ''
    : Object.hasOwn(CALL_OUTCOME_LABELS, outcome)
      ? CALL_OUTCOME_LABELS[outcome as CallOutcome]
      : outcome;

/** Who wrote an entry, as staff read it. */
export const activityAuthor = (activity: Pick<Activity, 'author'>) =>
  activity.author === SYSTEM_AUTHOR ? 'System' : activity.author;

/**
 * One line for a timeline entry: what the grid's "Last activity" column, its
 * tooltip and the spreadsheet show. The lead panel shows the same words.
 */
export function describeActivity(activity: Activity): string {
  switch (activity.kind) {
    case 'note':
      return activity.body ?? '';
    case 'call': {
      const said = activity.body ? `: ${activity.body}` : '';
      return `Call, ${outcomeLabel(activity.outcome).toLowerCase()}${said}`;
    }
    case 'status':
      return `Status ${statusLabel(activity.from_value)} → ${statusLabel(activity.to_value)}`;
    case 'assignment':
      return activity.to_value ? `Assigned to ${activity.to_value}` : 'Unassigned';
    case 'follow_up':
      return activity.to_value
        ? `Next follow-up ${formatIst(activity.to_value)} IST`
        : 'Next follow-up cleared';
    case 'merge':
      // The API writes which enquiries were joined; the ids are in from_value and to_value.
      return (
        activity.body ??
        `Lead ${activity.from_value ?? ''} merged into lead ${activity.to_value ?? ''}`
      );
    default:
      return String((activity as { kind: string }).kind);
  }
}
