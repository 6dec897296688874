import type { Lead } from './schemas';

/** What staff see in place of the name of a person who withdrew consent (ADR 021). */
export const WITHDRAWN_LEAD_NAME = 'Withdrawn enquiry';

/** The name a staff screen shows for a lead: never blank, and never the erased person's. */
export const leadName = (lead: Pick<Lead, 'name' | 'withdrawn'>): string =>
  lead.withdrawn ? WITHDRAWN_LEAD_NAME : lead.name;
