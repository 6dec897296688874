/** A same-site path (`/about`, not `//evil.example` or `https://…`), or the fallback. */
export function safePath(value: string | null | undefined, fallback = '/home'): string {
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would leave the site.
  if (!value || !/^\/(?![/\\])/.test(value) || /[\s]/.test(value) || hasControl(value))
    return fallback;
  return value;
}

const hasControl = (value: string) => [...value].some((c) => c.charCodeAt(0) < 32);
