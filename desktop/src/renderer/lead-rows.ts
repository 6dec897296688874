import type { Lead } from '@skltcoa/shared';

/** A lead as the grid holds it: the API's fields plus what the console works out. */
export interface LeadRow extends Lead {
  /** The day received in Mumbai, YYYY-MM-DD, for the date-range filter. */
  receivedDay: string;
  /** Enquiries in this lead's family: same phone or same email, this one included. */
  repeats: number;
}

const IST_OFFSET_MS = 330 * 60_000;

/**
 * `2025-06-01T08:35:00Z` → `2025-06-01 14:05` in India Standard Time. IST has
 * no daylight saving, so a fixed offset is exact and far cheaper than Intl
 * for 100,000 rows.
 */
export function formatReceived(iso: string): string {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

export const istDay = (iso: string) => formatReceived(iso).slice(0, 10);

function tally(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Counts each lead's family as |same phone ∪ same email| by inclusion and
 * exclusion, which keeps it linear in the number of leads. Each key is made
 * once per lead: this runs over 100,000 rows and again on every poll.
 */
export function repeatCounts(leads: readonly Lead[]): number[] {
  const phoneKeys = leads.map((lead) => lead.phone);
  const emailKeys = leads.map((lead) => lead.email.trim().toLowerCase());
  const pairKeys = leads.map((_, i) => `${phoneKeys[i]}\n${emailKeys[i]}`);
  const phones = tally(phoneKeys);
  const emails = tally(emailKeys);
  const both = tally(pairKeys);
  return leads.map(
    (_, i) => phones.get(phoneKeys[i]!)! + emails.get(emailKeys[i]!)! - both.get(pairKeys[i]!)!,
  );
}

export function toRows(leads: readonly Lead[]): LeadRow[] {
  const counts = repeatCounts(leads);
  return leads.map((lead, i) => ({
    ...lead,
    receivedDay: istDay(lead.created_at),
    repeats: counts[i]!,
  }));
}

/**
 * Adds leads found by the minute-by-minute check. Rows whose repeat count did
 * not change keep their object, so the grid redraws only what changed.
 */
export function mergeNewLeads(rows: readonly LeadRow[], fresh: readonly Lead[]): LeadRow[] {
  const known = new Set(rows.map((row) => row.id));
  const added = fresh.filter((lead) => !known.has(lead.id));
  if (added.length === 0) return rows as LeadRow[];
  const all: Lead[] = [...added, ...rows];
  const counts = repeatCounts(all);
  return all.map((lead, i) => {
    const repeats = counts[i]!;
    if (i >= added.length && (lead as LeadRow).repeats === repeats) return lead as LeadRow;
    return { ...lead, receivedDay: istDay(lead.created_at), repeats };
  });
}

/** Replaces one lead's saved fields, keeping what the console worked out. */
export function replaceLead(rows: readonly LeadRow[], lead: Partial<Lead> & { id: string }) {
  return rows.map((row) => (row.id === lead.id ? { ...row, ...lead } : row));
}
