import Papa from 'papaparse';
import { sqlText } from './sql-text';

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
  // A table look-up of the first character rather than a regular expression: this runs for every field of an export.
  return FORMULA_START[value.charCodeAt(0)] === 1 ? `'${value}` : value;
}

/** The first characters that make a formula: =, +, -, @, tab, carriage return, line feed. */
const FORMULA_STARTS = [0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d, 0x0a] as const;
const FORMULA_START = new Uint8Array(128);
for (const code of FORMULA_STARTS) FORMULA_START[code] = 1;

/**
 * `neutraliseFormula` in SQL, of a text expression that is never null: the
 * export's lines are written by PostgreSQL
 * (docs/decisions/023-export-written-by-postgresql.md). `ascii` gives the
 * first character's code point, and 0 for an empty text.
 */
export const neutraliseFormulaSql = (value: string): string =>
  `case when ascii(${value}) in (${FORMULA_STARTS.join(', ')}) then '''' || ${value} else ${value} end`;

/** Excel opens UTF-8 CSV as UTF-8 only when the file starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

/** A field's text between its quotes: formulas neutralised, quotes doubled. */
const inQuotes = (value: string) => (value.includes('"') ? value.replaceAll('"', '""') : value);

/** Lines of rows, each field quoted; joined into one string at once, the fastest way V8 builds it. */
function lines<Row>(
  rows: readonly Row[],
  start: number,
  end: number,
  columns: readonly CsvColumn<Row>[],
) {
  const out = new Array<string>(end - start);
  const fields = new Array<string>(columns.length);
  for (let i = start; i < end; i += 1) {
    const row = rows[i]!;
    for (let c = 0; c < columns.length; c += 1) {
      fields[c] = inQuotes(neutraliseFormula(columns[c]!.value(row)));
    }
    out[i - start] = fields.join('","');
  }
  return `\r\n"${out.join('"\r\n"')}"`;
}

/**
 * The CSV of `toCsv` in pieces of at most `rowsPerPiece` rows, the header
 * first, so that a large export can be sent as it is made
 * (docs/decisions/019-console-rows-stay-on-the-server.md). Joined, the
 * pieces are exactly `toCsv`'s text.
 */
export function* csvPieces<Row>(
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
  rowsPerPiece = 2000,
): Generator<string> {
  yield headerPiece(columns, rows.length > 0);
  for (let start = 0; start < rows.length; start += rowsPerPiece) {
    yield lines(rows, start, Math.min(rows.length, start + rowsPerPiece), columns);
  }
}

/** A field of `csvLineSplitSql`: an SQL text expression that is never null. */
export interface CsvFieldSql {
  sql: string;
  /**
   * Its text never starts with a formula character and never holds a quote
   * (a time, an id): it is written as it is, which saves PostgreSQL two
   * functions per row. The export's property test holds each such claim.
   */
  plain?: boolean;
}

/** A field of a line between its quotes: neutralised and its quotes doubled, unless plain. */
const quotedSql = ({ sql, plain }: CsvFieldSql): string =>
  plain ? sql : `replace(${neutraliseFormulaSql(sql)}, '"', '""')`;

/**
 * One row of `lines` in SQL: the line break first, then each field
 * neutralised, its quotes doubled, and quoted
 * (docs/decisions/023-export-written-by-postgresql.md), cut at the fields
 * that `later` picks. `pieces` are the SQL of the line's text between those
 * fields (the first before the first of them, the last after the last),
 * which may be worked out and kept ahead of time; `line` puts kept pieces
 * and the later fields' SQL together into the line
 * (docs/decisions/032-export-lines-kept-by-postgresql.md). A later field is
 * named twice in the line, so it should be a column rather than an
 * expression.
 */
export function csvLineSplitSql(
  fields: readonly CsvFieldSql[],
  later: (index: number) => boolean,
): {
  pieces: string[];
  line: (pieces: readonly string[], later: readonly CsvFieldSql[]) => string;
} {
  const pieces: string[] = [];
  let terms: string[] = [];
  let text = '\r\n"';
  const endText = () => {
    if (text) terms.push(sqlText(text));
    text = '';
  };
  fields.forEach((field, index) => {
    if (index > 0) text += '","';
    if (later(index)) {
      endText();
      pieces.push(terms.length > 0 ? terms.join(' || ') : "''");
      terms = [];
      return;
    }
    endText();
    terms.push(quotedSql(field));
  });
  text += '"';
  endText();
  pieces.push(terms.join(' || '));
  return {
    pieces,
    line: (kept, laterFields) =>
      kept
        .flatMap((piece, index) => {
          const field = laterFields[index];
          return field ? [piece, quotedSql(field)] : [piece];
        })
        .join(' || '),
  };
}

/**
 * The byte-order mark and the header; as Papa Parse wrote it, a header alone
 * still ends its line. The piece before the first of `csvLineSplitSql`'s rows.
 */
export function headerPiece<Row>(columns: readonly CsvColumn<Row>[], rowsFollow: boolean): string {
  const header = columns.map((column) => inQuotes(column.header)).join('","');
  return `${CSV_BOM}"${header}"${rowsFollow ? '' : '\r\n'}`;
}

/**
 * The CSV of `toCsv` from rows that arrive in batches (a database cursor),
 * one piece per batch, so that no one holds the whole file. Joined, the
 * pieces are exactly `toCsv` of all the rows. The header waits for the first
 * batch, since whether its line ends depends on a row following.
 */
export async function* csvPiecesOf<Row>(
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
  columns: readonly CsvColumn<Row>[],
): AsyncGenerator<string> {
  let started = false;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const rows = lines(batch, 0, batch.length, columns);
    yield started ? rows : headerPiece(columns, true) + rows;
    started = true;
  }
  if (!started) yield headerPiece(columns, false);
}

/**
 * Builds RFC 4180 CSV for spreadsheets: a byte-order mark, every field
 * quoted, quotes doubled, CRLF line ends, formulas neutralised. Written
 * here rather than with Papa Parse's unparse, byte for byte the same
 * (csv.test.ts holds them to each other), at several times its speed over
 * 100,000 leads.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return [...csvPieces(rows, columns, Math.max(rows.length, 1))].join('');
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
