/**
 * Spreadsheets as the tools offices use write them, for the import's tests
 * and bench only (docs/decisions/046-reading-spreadsheets.md): workbooks by
 * SheetJS (`xlsx`, a development dependency that never reads an uploaded
 * file), CSV by papaparse in the encodings Excel and others save in
 * (iconv-lite for Windows-1252 and UTF-16).
 *
 *   writeWorkbook(path, sheets, options?): an .xlsx (or .xlsm with a VBA
 *     project, or an old .xls) of sheets given as rows of cells.
 *   writeCsv(path, rows, options?): a CSV of rows of text.
 *   writeEncryptedWorkbook(path): a compound file holding an
 *     `EncryptedPackage`, as Excel saves a workbook with a password.
 *   excelDate(isoDate), mobileNumberCell(digits): cells as Excel keeps a
 *     date and a number typed into a cell.
 */
import { writeFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import XLSX from 'xlsx';

/** A cell: text, a number, or a SheetJS cell object (a number with its format). */
export type FixtureCell = string | number | boolean | null | XLSX.CellObject;

export interface FixtureSheet {
  name: string;
  rows: FixtureCell[][];
  /** Ranges to merge, as Excel writes them: `A1:D1`. */
  merges?: string[];
  hidden?: boolean;
}

export interface WorkbookOptions {
  /** Texts in the shared-strings part, as Excel writes them (the default); otherwise inline. */
  sharedStrings?: boolean;
  /** `xlsm` adds a VBA project; `biff8` is an old Excel 97–2003 .xls. */
  bookType?: 'xlsx' | 'xlsm' | 'biff8';
}

/** A date typed into Excel: its day number, shown in an Indian day-month-year format. */
export function excelDate(isoDate: string, format = 'dd-mm-yyyy'): XLSX.CellObject {
  const days = Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000 + 25569;
  return { t: 'n', v: days, z: format };
}

/** A mobile number typed into a cell of a General column: a number, kept to the last digit. */
export const mobileNumberCell = (digits: string): XLSX.CellObject => ({
  t: 'n',
  v: Number(digits),
});

export async function writeWorkbook(
  path: string,
  sheets: readonly FixtureSheet[],
  options: WorkbookOptions = {},
): Promise<void> {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const worksheet = XLSX.utils.aoa_to_sheet(sheet.rows);
    if (sheet.merges)
      worksheet['!merges'] = sheet.merges.map((range) => XLSX.utils.decode_range(range));
    XLSX.utils.book_append_sheet(book, worksheet, sheet.name);
  }
  book.Workbook = {
    Sheets: sheets.map((sheet) => ({ name: sheet.name, Hidden: sheet.hidden ? 1 : 0 })),
  };
  const bookType = options.bookType ?? 'xlsx';
  if (bookType === 'xlsm') {
    const project = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(project, '/VBA/Module1', Buffer.from('Attribute VB_Name = "Module1"'));
    (book as XLSX.WorkBook & { vbaraw?: unknown }).vbaraw = XLSX.CFB.write(project, {
      type: 'buffer',
    });
  }
  const bytes = XLSX.write(book, {
    type: 'buffer',
    bookType,
    bookSST: options.sharedStrings ?? true,
    bookVBA: bookType === 'xlsm',
    // Deflated, as Excel saves; SheetJS stores parts uncompressed unless told.
    compression: true,
  }) as Buffer;
  await writeFile(path, bytes);
}

export interface CsvOptions {
  delimiter?: ',' | ';' | '\t';
  encoding?: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
  /** A byte-order mark first, as Excel's "CSV UTF-8" and "Unicode text" write. */
  bom?: boolean;
  newline?: '\r\n' | '\n';
}

export function csvBytes(rows: readonly (readonly string[])[], options: CsvOptions = {}): Buffer {
  const text = Papa.unparse(rows as string[][], {
    delimiter: options.delimiter ?? ',',
    newline: options.newline ?? '\r\n',
  });
  const encoding = options.encoding ?? 'utf-8';
  const bom = options.bom ? '\ufeff' : '';
  if (encoding === 'utf-8') return Buffer.from(bom + text, 'utf8');
  return iconv.encode(bom + text, encoding, { addBOM: false });
}

export async function writeCsv(
  path: string,
  rows: readonly (readonly string[])[],
  options: CsvOptions = {},
): Promise<void> {
  await writeFile(path, csvBytes(rows, options));
}

export async function writeEncryptedWorkbook(path: string): Promise<void> {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.alloc(64, 1));
  XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(4096, 7));
  await writeFile(path, XLSX.CFB.write(container, { type: 'buffer' }) as Buffer);
}
