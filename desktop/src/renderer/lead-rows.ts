import type { Lead } from '@skltcoa/shared';

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
    if (update.updated_at === row.updated_at && update.family_size === row.family_size) return row;
    changed = true;
    return update;
  });
  const added = [...byId.values()];
  if (added.length === 0 && !changed) return rows as Lead[];
  return [...added, ...kept];
}

/** Replaces one lead's fields. */
export function replaceLead(rows: readonly Lead[], lead: Partial<Lead> & { id: string }) {
  return rows.map((row) => (row.id === lead.id ? { ...row, ...lead } : row));
}
