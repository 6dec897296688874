import { isClosedStatus, istDay, normalizeIndianPhone, type Lead } from '@skltcoa/shared';
import { dueState } from './follow-up';
import type { LeadFilters } from './filters';

/**
 * The text a search looks in, as `searchText` in api/src/leads/lead-columns.ts
 * writes `admission_leads.search_text`: name, email and phone, case-folded,
 * one per line (an absent email or phone is empty); nothing once erased.
 */
function searchText(lead: Lead): string | null {
  if (lead.erased) return null;
  return `${lead.name.toLowerCase()}\n${(lead.email ?? '').toLowerCase()}\n${lead.phone ?? ''}`;
}

/** The search as `searchFilter` in api/src/leads/leads-repo.ts asks it: the text, or the phone in its stored form. */
function matchesSearch(lead: Lead, q: string): boolean {
  const text = searchText(lead);
  if (text === null) return false;
  const digits = q.replace(/[\s()+-]/g, '');
  const phone = normalizeIndianPhone(q);
  const patterns = [q, phone ?? (/^\d{3,}$/.test(digits) ? digits : q)];
  return patterns.some((pattern) => text.includes(pattern.toLowerCase()));
}

/**
 * Whether the listing of these filters holds this lead, answered in the
 * console for a lead that arrived or changed, without asking the API again:
 * the conditions of `listingFilters` in api/src/leads/leads-repo.ts, field by
 * field of the one filter schema (`leadFilterFields` in shared). A test
 * (view-match.api.test.ts) holds it to the API's answers for every filter.
 * `me` is the signed-in email (`assignee=me`); `now` decides due today and
 * overdue, by Mumbai days as the API does.
 */
export function leadMatchesFilters(
  lead: Lead,
  filters: LeadFilters,
  me: string,
  now: Date = new Date(),
): boolean {
  // A duplicate merged into another lead is not listed (docs/decisions/016-families.md).
  if (lead.merged_into) return false;
  if (filters.program && lead.program !== filters.program) return false;
  if (filters.form_type && lead.form_type !== filters.form_type) return false;
  if (filters.status && lead.status !== filters.status) return false;
  if (filters.channel && lead.channel !== filters.channel) return false;
  if (filters.from || filters.to) {
    const day = istDay(lead.created_at);
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
  }
  if (filters.assignee) {
    const assignee = lead.assignee?.toLowerCase() ?? null;
    if (filters.assignee === 'none') {
      if (assignee !== null) return false;
    } else {
      const wanted = filters.assignee === 'me' ? me : filters.assignee;
      if (assignee !== wanted.toLowerCase()) return false;
    }
  }
  if (filters.due) {
    const due = dueState(lead.next_follow_up_at, now);
    if (filters.due === 'none' ? due !== null : due !== filters.due) return false;
  }
  // Waiting for a first call: open, never called, not withdrawn (docs/decisions/052-the-counsellors-day.md).
  if (
    filters.first_call === 'waiting' &&
    (lead.first_contact_at != null || isClosedStatus(lead.status) || lead.withdrawn)
  ) {
    return false;
  }
  if (filters.q && !matchesSearch(lead, filters.q)) return false;
  return true;
}
