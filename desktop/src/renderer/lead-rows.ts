import type { Activity, Lead } from '@skltcoa/shared';

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
