import {
  firstCallUrgency,
  isClosedStatus,
  workingMillisBetween,
  type FirstCallUrgency,
  type Lead,
} from '@skltcoa/shared';

const MINUTE = 60_000;

/** Working time as a counsellor says it: "45 min", "1 h 20 min", "3 h". */
export function formatWaiting(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export interface FirstCallWait {
  /** Working time since the enquiry arrived (office hours, docs/decisions/052-the-counsellors-day.md). */
  text: string;
  urgency: FirstCallUrgency;
}

/**
 * How long a lead has waited for its first call, in working time, and how
 * close that is to the college's target; null once it has been called, or
 * when it is closed or withdrawn (the "Waiting for a first call" view's own
 * conditions).
 */
export function firstCallWait(lead: Lead, now: Date, targetHours: number): FirstCallWait | null {
  if (lead.first_contact_at || isClosedStatus(lead.status) || lead.withdrawn || lead.merged_into) {
    return null;
  }
  return {
    text: formatWaiting(workingMillisBetween(new Date(lead.created_at), now)),
    urgency: firstCallUrgency(lead.created_at, now, targetHours),
  };
}
