/** A same-site path (`/about`, not `//evil.example` or `https://…`), or the fallback. */
export function safePath(value: string | null | undefined, fallback = '/home'): string {
  if (!value || !/^\/(?![/\\])/.test(value) || /[\s\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
