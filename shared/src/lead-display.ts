import type { Lead } from './schemas';

/** What staff see in place of the name of a person who withdrew consent (ADR 021). */
export const WITHDRAWN_LEAD_NAME = 'Withdrawn enquiry';

/** In place of the name of a lead erased for another reason: its retention period ran out. */
export const ERASED_LEAD_NAME = 'Erased enquiry';

/** The name a staff screen shows for a lead: never blank, and never the erased person's. */
export const leadName = (lead: Pick<Lead, 'name' | 'withdrawn' | 'erased'>): string =>
  lead.withdrawn ? WITHDRAWN_LEAD_NAME : lead.erased ? ERASED_LEAD_NAME : lead.name;
