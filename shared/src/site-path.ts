/**
 * A path on this site (`/about`), never a way off it: not `//evil.example`,
 * `/\evil.example` or `https://…`, and no whitespace or control characters,
 * which browsers strip from URLs (so `/\t/evil.example` would leave the site).
 */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}

/** `value` when it is a site path, else the fallback: for "back to where you came from" links. */
export function sitePathOr(value: unknown, fallback = '/home'): string {
  return isSitePath(value) ? value : fallback;
}
