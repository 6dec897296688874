import {
  activityAuthor,
  formatIst,
  leadStatusLabel,
  type Activity,
  type Lead,
} from '@skltcoa/shared';
import type { LeadSnapshot } from './draft-store';
import { compareActivityIds } from './lead-rows';

/** Timeline entries that change the lead: a call may carry a status and follow-up with it. */
const CHANGE_KINDS = new Set(['status', 'assignment', 'follow_up', 'call']);

/** What changed between the lead a counsellor's choice was based on and the lead as it is now. */
export function changesSince(base: LeadSnapshot, now: Lead): string[] {
  const changes: string[] = [];
  if (base.status !== now.status) {
    changes.push(`status is now ${leadStatusLabel(now.status)}`);
  }
  if (base.assignee !== now.assignee) {
    changes.push(now.assignee ? `assigned to ${now.assignee}` : 'now unassigned');
  }
  if (base.next_follow_up_at !== now.next_follow_up_at) {
    changes.push(
      now.next_follow_up_at
        ? `next follow-up is now ${formatIst(now.next_follow_up_at)} IST`
        : 'next follow-up cleared',
    );
  }
  return changes;
}

/**
 * The message for a 409: who changed the lead and how (from `known`, the
 * timeline the panel holds, when the newest entry is not a change), e.g.
 * "meera@college.edu.in changed this lead: status is now Interested."
 */
export function describeConflict(
  base: LeadSnapshot,
  now: Lead,
  known: readonly Activity[] = [],
): string {
  // The newest change the console knows of: the lead's newest entry, or, when that is a
  // note written since, the newest change in the timeline the panel holds.
  const last = [now.last_activity, ...known]
    .filter((entry): entry is Activity => !!entry && CHANGE_KINDS.has(entry.kind))
    .sort((a, b) => compareActivityIds(b.id, a.id))[0];
  const who = last ? activityAuthor(last) : 'A colleague';
  const changes = changesSince(base, now);
  return changes.length > 0
    ? `${who} changed this lead: ${changes.join('; ')}.`
    : `${who} changed this lead while you were working on it.`;
}
