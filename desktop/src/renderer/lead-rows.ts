import type { Activity, Lead, LeadEvent } from '@skltcoa/shared';

/** Activity ids are bigints as text: a longer id is a later one. */
export function compareActivityIds(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return -1;
  if (b === undefined) return 1;
  return a.length - b.length || (a < b ? -1 : 1);
}

/**
 * True when `fresh` is a later state of the lead than `held`: a higher
 * version (status, assignee, follow-up), a newer timeline entry, or a new
 * family size (which is counted when read and moves no version). An older
 * answer that arrives late never replaces a newer one.
 */
export function isNewer(fresh: Lead, held: Lead): boolean {
  if (fresh.version !== held.version) return fresh.version > held.version;
  const activity = compareActivityIds(fresh.last_activity?.id, held.last_activity?.id);
  if (activity !== 0) return activity > 0;
  return fresh.family_size !== held.family_size;
}

/**
 * Adds leads the console has just heard of (the newest page of its query,
 * asked again when new enquiries arrive) and refreshes the ones it holds.
 * Rows that did not change keep their object, so the grid redraws only what
 * changed; family sizes come from the server (docs/decisions/011-one-lead-contract.md).
 */
export function mergeFresh(rows: readonly Lead[], fresh: readonly Lead[]): Lead[] {
  const byId = new Map(fresh.map((lead) => [lead.id, lead]));
  let changed = false;
  const kept = rows.map((row) => {
    const update = byId.get(row.id);
    if (!update) return row;
    byId.delete(row.id);
    if (!isNewer(update, row)) return row;
    changed = true;
    return update;
  });
  const added = [...byId.values()];
  if (added.length === 0 && !changed) return rows as Lead[];
  return [...added, ...kept];
}

/**
 * Applies live updates to the rows the console holds: each lead it shows
 * takes its newest state. Leads it does not show are left out here: new
 * enquiries come in through the newest page of the query (mergeFresh), so
 * that only those matching the filters and search appear. A lead changed so
 * that it no longer matches (another status, say) stays until the next
 * reload rather than vanish under the counsellor's cursor; a duplicate
 * merged into another lead does leave, as the listing leaves it out.
 *
 * A new enquiry that joins a family changes the size of every lead in it,
 * and only the new one is in the events: the others of its family
 * (family_id) take the size too (docs/decisions/016-families.md).
 */
export function applyLeadEvents(rows: readonly Lead[], events: readonly LeadEvent[]): Lead[] {
  const latest = new Map<string, Lead>();
  const familySizes = new Map<string, number>();
  for (const { lead } of events) {
    const held = latest.get(lead.id);
    if (!held || isNewer(lead, held)) latest.set(lead.id, lead);
    familySizes.set(lead.family_id, lead.family_size);
  }
  let changed = false;
  const next = rows.flatMap((row) => {
    const update = latest.get(row.id);
    if (update && isNewer(update, row)) {
      changed = true;
      return update.merged_into ? [] : [update];
    }
    const size = familySizes.get(row.family_id);
    if (update || size === undefined || size === row.family_size) return [row];
    changed = true;
    return [{ ...row, family_size: size }];
  });
  return changed ? next : (rows as Lead[]);
}

/** Puts a lead's newest state in the rows, if it is there and newer. */
export function replaceLead(rows: readonly Lead[], lead: Lead): Lead[] {
  return applyLeadEvents(rows, [{ kind: 'changed', lead, activity: null }]);
}

/** Adds timeline entries not yet held, keeping the timeline oldest first. */
export function mergeTimeline(
  timeline: readonly Activity[],
  entries: readonly (Activity | null | undefined)[],
): Activity[] {
  const known = new Set(timeline.map((entry) => entry.id));
  const added: Activity[] = [];
  for (const entry of entries) {
    if (!entry || known.has(entry.id)) continue;
    known.add(entry.id);
    added.push(entry);
  }
  if (added.length === 0) return timeline as Activity[];
  return [...timeline, ...added].sort((a, b) => compareActivityIds(a.id, b.id));
}
