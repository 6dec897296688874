import { activityAuthor, formatIst, leadStatusLabel, type Lead } from '@skltcoa/shared';
import type { LeadSnapshot } from './draft-store';

const CHANGE_KINDS = new Set(['status', 'assignment', 'follow_up']);

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
 * The message for a 409: who changed the lead and how, e.g.
 * "meera@college.edu.in changed this lead: status is now Interested."
 */
export function describeConflict(base: LeadSnapshot, now: Lead): string {
  const last = now.last_activity;
  const who = last && CHANGE_KINDS.has(last.kind) ? activityAuthor(last) : 'A colleague';
  const changes = changesSince(base, now);
  return changes.length > 0
    ? `${who} changed this lead: ${changes.join('; ')}.`
    : `${who} changed this lead while you were working on it.`;
}
