/**
 * A constant of ours as a PostgreSQL string literal (standard conforming
 * strings, PostgreSQL's default): the labels and separators the export's
 * SQL twins write (docs/decisions/023-export-written-by-postgresql.md).
 * Never a request's text: that travels as a bind parameter.
 */
export const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;
