import type { LeadEvent } from '@skltcoa/shared';

/** What the desktop notification says for a batch of live updates; null when no enquiry is new. */
export function newEnquiriesMessage(events: readonly LeadEvent[]): string | null {
  const count = new Set(events.filter((event) => event.kind === 'created').map((e) => e.lead.id))
    .size;
  if (count === 0) return null;
  return count === 1 ? '1 new enquiry' : `${count.toLocaleString('en-IN')} new enquiries`;
}
