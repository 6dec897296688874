import Papa from 'papaparse';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/**
 * A value a spreadsheet would run as a formula starts with =, +, -, @, a tab
 * or a line break, whatever follows (a second line included); it gets a
 * leading apostrophe, so Excel and LibreOffice show it as text
 * (docs/decisions/011-one-lead-contract.md).
 * Papaparse's own check misses values whose formula is followed by a line
 * break, so this one is ours.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/** Excel opens UTF-8 CSV as UTF-8 only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/**
 * Builds RFC 4180 CSV for spreadsheets: a byte-order mark, every field
 * quoted, quotes doubled, CRLF line ends, formulas neutralised.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return (
    CSV_BOM +
    Papa.unparse(
      {
        fields: columns.map((column) => column.header),
        data: rows.map((row) => columns.map((column) => neutraliseFormula(column.value(row)))),
      },
      { quotes: true, escapeFormulae: false, newline: '\r\n' },
    )
  );
}

/** `admission_leads_YYYY-MM-DD.csv`, dated in the user's own time zone. */
export function csvFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `admission_leads_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Parses CSV made by `toCsv` back into records keyed by header. */
export function parseCsv(text: string): Record<string, string>[] {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    delimiter: ',',
  });
  if (result.errors.length > 0) throw new Error(result.errors[0]!.message);
  return result.data;
}
