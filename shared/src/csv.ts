import Papa from 'papaparse';
import type { Lead } from './schemas';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/** The spec's export columns, in the spec's order. */
export const LEAD_CSV_COLUMNS: CsvColumn<
  Pick<Lead, 'name' | 'email' | 'phone' | 'program' | 'form_type'>
>[] = [
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Program', value: (lead) => lead.program },
  { header: 'Form Type', value: (lead) => lead.form_type },
];

/**
 * Builds RFC 4180 CSV: every field quoted, quotes doubled, CRLF line ends.
 * Values that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe (decision 13); a lead's name must never execute.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { quotes: true, escapeFormulae: true, newline: '\r\n' },
  );
}

export function leadsToCsv(
  leads: readonly Pick<Lead, 'name' | 'email' | 'phone' | 'program' | 'form_type'>[],
): string {
  return toCsv(leads, LEAD_CSV_COLUMNS);
}

/** `admission_leads_YYYY-MM-DD.csv`, dated in the user's own time zone. */
export function csvFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `admission_leads_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Parses CSV made by `toCsv` back into records keyed by header. */
export function parseCsv(text: string): Record<string, string>[] {
  const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (result.errors.length > 0) throw new Error(result.errors[0]!.message);
  return result.data;
}
