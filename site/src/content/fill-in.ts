/**
 * `data` with each `{name}` in its strings replaced by `values[name]`: figures and names set in
 * code or in another file (shared, site.yaml), so that the content's words in each language quote
 * one value. Every string at once; a name `values` lacks stays as written. No value holds a
 * character JSON would escape (the prerender's content check parses the result).
 */
export function fillIn<T>(data: T, values: Record<string, string | number>): T {
  return JSON.parse(
    JSON.stringify(data).replace(/\{(\w+)\}/g, (whole, name: string) =>
      String(values[name] ?? whole),
    ),
  ) as T;
}
