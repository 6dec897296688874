import { LIMITS, UTM_FIELDS, type UtmField } from '@skltcoa/shared';

const KEY = 'skltcoa:utm';

export type Utm = Partial<Record<UtmField, string>>;

/**
 * Keeps the campaign parameters of the page a visitor landed on, so an
 * enquiry sent three pages later is still credited to that campaign.
 * The first landing in a browser tab wins.
 */
export function captureUtm(search: string, storage: Storage = sessionStorage): void {
  try {
    if (storage.getItem(KEY)) return;
    const params = new URLSearchParams(search);
    const found: Utm = {};
    for (const field of UTM_FIELDS) {
      const value = params.get(field)?.trim();
      if (value) found[field] = value.slice(0, LIMITS.utmMax);
    }
    if (Object.keys(found).length > 0) storage.setItem(KEY, JSON.stringify(found));
  } catch {
    // Storage can be disabled (private mode, policies); campaigns are then not credited.
  }
}

export function readUtm(storage: Storage = sessionStorage): Utm {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const utm: Utm = {};
    for (const field of UTM_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') utm[field] = value;
    }
    return utm;
  } catch {
    return {};
  }
}
