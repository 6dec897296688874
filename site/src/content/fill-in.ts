/**
 * `data` with each `{name}` in its strings replaced by `values[name]`: figures and names set in
 * code or in another file (shared, site.yaml), so that the content's words in each language quote
 * one value. Every string at once; a name `values` lacks stays as written. A value is escaped as
 * JSON text, since editors may type quotes or backslashes in the files it comes from.
 */
export function fillIn<T>(data: T, values: Record<string, string | number>): T {
  return JSON.parse(
    JSON.stringify(data).replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? JSON.stringify(String(values[name])).slice(1, -1) : whole,
    ),
  ) as T;
}
