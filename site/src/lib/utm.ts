import { LIMITS, UTM_FIELDS, stripUnsafeText, type UtmField } from '@skltcoa/shared';

const KEY = 'skltcoa:utm';

export type Utm = Partial<Record<UtmField, string>>;

/** Cuts to `max` UTF-16 units (what the schema counts) without splitting a surrogate pair. */
function cap(value: string, max: number): string {
  if (value.length <= max) return value;
  const end = /[\uD800-\uDBFF]/.test(value[max - 1]!) ? max - 1 : max;
  return value.slice(0, end);
}

/**
 * A campaign value the API accepts, or undefined when nothing of it is left.
 * Nobody typed it and the visitor cannot see or fix it, so the characters the
 * API refuses (control, bidi, zero-width, line separators: `stripUnsafeText`,
 * the rule the enquiry schema checks) are dropped rather than let one mangled
 * link block every enquiry of the tab.
 * Stripping runs again after the cut: a joiner kept between two letters is
 * refused once the cut leaves it last.
 */
export function cleanUtmValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = stripUnsafeText(cap(stripUnsafeText(value).trim(), LIMITS.utmMax)).trim();
  return cleaned || undefined;
}

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
      const value = cleanUtmValue(params.get(field));
      if (value) found[field] = value;
    }
    if (Object.keys(found).length > 0) storage.setItem(KEY, JSON.stringify(found));
  } catch {
    // Storage can be disabled (private mode, policies); campaigns are then not credited.
  }
}

/** The kept campaign, cleaned again: a tab may hold values an older build stored verbatim. */
export function readUtm(storage: Storage = sessionStorage): Utm {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const utm: Utm = {};
    for (const field of UTM_FIELDS) {
      const value = cleanUtmValue((parsed as Record<string, unknown>)[field]);
      if (value) utm[field] = value;
    }
    return utm;
  } catch {
    return {};
  }
}
