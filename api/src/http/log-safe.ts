/*
 * What an unexpected error may put in a log line: its kind, its SQLSTATE and
 * the schema objects it names, and where in our code it happened. Never its
 * message where that quotes values: PostgreSQL's ("invalid input syntax for
 * type uuid: …", a failing row's DETAIL) and a parser's do, and those values
 * are families' names, numbers and addresses (docs/privacy.md, "Logs").
 */

/** Errors whose message names code, never data. */
const CODE_ONLY_MESSAGES = new Set(['TypeError', 'ReferenceError', 'RangeError']);
/** What PostgreSQL names besides values: tables, columns, constraints, its own routine. */
const SCHEMA_FIELDS = ['table_name', 'column_name', 'constraint_name', 'routine'] as const;

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}, not an Error`;
  const fields = error as Error & Record<string, unknown>;
  const parts = [error.name];
  const code = fields.code;
  const fromDatabase = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  if (typeof code === 'string' && /^[\w.:-]{1,64}$/.test(code)) parts.push(`code=${code}`);
  for (const key of SCHEMA_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' && /^[\w.]{1,128}$/.test(value)) parts.push(`${key}=${value}`);
  }
  if (!fromDatabase && CODE_ONLY_MESSAGES.has(error.name)) parts.push(`"${error.message}"`);
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 8);
  return [parts.join(' '), ...frames].join('\n    ');
}
