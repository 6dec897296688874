/**
 * An uploaded spreadsheet as its header and rows, streamed, whatever tool
 * wrote it (docs/decisions/046-reading-spreadsheets.md).
 *
 *   openSheet(input: string | Readable | Uint8Array, options: OpenSheetOptions): Promise<OpenedSheet>
 *     `input` is a file's path, an upload's stream, or its bytes. Refuses
 *     with SheetFileError (its `code` and a message for the office) an empty
 *     file, one over MAX_IMPORT_BYTES, one that is not a CSV or an .xlsx
 *     (a PDF, a picture, a zip of something else), an .xls or .xlsb, a macro
 *     workbook (.xlsm, or an .xlsx holding a VBA project), a protected one,
 *     and one without a non-blank row. Otherwise it has read the file once
 *     (its size and SHA-256) and up to HEADER_SEARCH_ROWS rows (the header's).
 *   OpenedSheet.rows: AsyncIterable<SheetRow>, once: the rows below the
 *     header, blank rows left out, each with its row number in the file.
 *   OpenedSheet.close(): Promise<void>: ends the reading and deletes the
 *     copy of a stream or bytes; the rows' end does it too. Call it in a
 *     `finally` when the rows may not be read to their end.
 *
 * The format is the content's, not the name's: a CSV saved with the name
 * `.xls` (as some portals export) is read as a CSV. The header is the row,
 * of the first HEADER_SEARCH_ROWS that are not blank, whose cells name the
 * most lead fields (guessMapping): a title above it, merged or not, is left
 * out. With no row naming a field, it is the first row about as wide as the
 * widest of them.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvRecords, detectCsvText, type CsvDelimiter, type CsvEncoding } from './csv-reader';
import { headerScore } from './header-guess';
import { HEADER_SEARCH_ROWS, MAX_IMPORT_BYTES } from './limits';
import { SheetFileError } from './sheet-error';
import type { SheetRow } from './sheet-row';
import { openXlsx } from './xlsx-reader';

export type { SheetRow } from './sheet-row';

export interface OpenSheetOptions {
  /** The name the office's computer gave the file: a macro workbook is refused by it. */
  fileName: string;
  /** The largest file read; MAX_IMPORT_BYTES unless a test says otherwise. */
  maxBytes?: number;
}

export interface OpenedSheet {
  format: 'csv' | 'xlsx';
  /** A CSV's text encoding and separator; null for a workbook. */
  encoding: CsvEncoding | null;
  delimiter: CsvDelimiter | null;
  /** The workbook's sheet that was read; null for a CSV. */
  sheetName: string | null;
  bytes: number;
  /** Hex SHA-256 of the file's bytes, as they were uploaded. */
  sha256: string;
  /** The header row's number in the file, and its cells, as wide as the widest of the first rows. */
  headerRowNumber: number;
  headers: string[];
  rows: AsyncIterable<SheetRow>;
  close(): Promise<void>;
}

/** Names of workbooks that may run code: refused by their name, whatever they hold. */
const MACRO_EXTENSIONS = new Set(['.xlsm', '.xltm', '.xlam']);

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  bytes.every((byte, i) => head[i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** An OLE compound file: an .xls, or an .xlsx encrypted with a password. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Files offices pick by mistake: PDF, PNG, JPEG, GIF, gzip, RAR, 7-Zip. */
const NOT_SHEETS = [
  ascii('%PDF'),
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  ascii('GIF8'),
  [0x1f, 0x8b],
  ascii('Rar!'),
  [0x37, 0x7a, 0xbc, 0xaf],
];
/** An encrypted workbook's stream name, as a compound file's directory spells it (UTF-16). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

interface Spooled {
  path: string;
  bytes: number;
  sha256: string;
  /** A copy made here, deleted on close; null for the caller's own file. */
  dir: string | null;
}

/** The input as a file on disk, hashed, within the size limit. */
async function spool(input: string | Readable | Uint8Array, maxBytes: number): Promise<Spooled> {
  if (typeof input === 'string') {
    const { size } = await stat(input);
    if (size > maxBytes) throw new SheetFileError('too-large');
    const hash = createHash('sha256');
    await pipeline(createReadStream(input), hash);
    return { path: input, bytes: size, sha256: hash.digest('hex'), dir: null };
  }
  const dir = await mkdtemp(join(tmpdir(), 'skltcoa-import-'));
  const path = join(dir, 'upload');
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    await pipeline(
      input instanceof Uint8Array ? Readable.from([input]) : input,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > maxBytes) return done(new SheetFileError('too-large'));
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(path),
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { path, bytes, sha256: hash.digest('hex'), dir };
}

async function readHead(path: string, length: number): Promise<Uint8Array> {
  const file = await open(path);
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell === '');
const filled = (row: SheetRow) => row.cells.filter((cell) => cell !== '').length;

/** The header among the first rows: the one naming the most fields, else the first about as wide as the widest. */
function headerIndex(rows: readonly SheetRow[]): number {
  let best = -1;
  let bestScore = 0;
  rows.forEach((row, index) => {
    const score = headerScore(row.cells);
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  if (best >= 0) return best;
  const widest = Math.max(...rows.map(filled));
  return rows.findIndex((row) => filled(row) * 2 >= widest);
}

/** What a refused file's name or first bytes say it is, before it is read as a CSV. */
async function refuseByKind(fileName: string, path: string, head: Uint8Array): Promise<void> {
  if (MACRO_EXTENSIONS.has(extname(fileName).toLowerCase())) throw new SheetFileError('macro');
  if (startsWith(head, COMPOUND_FILE)) {
    const whole = await readFile(path);
    throw new SheetFileError(whole.includes(ENCRYPTED_PACKAGE) ? 'encrypted' : 'old-excel');
  }
  if (NOT_SHEETS.some((magic) => startsWith(head, magic))) {
    throw new SheetFileError('not-a-spreadsheet');
  }
  // An HTML page or an Excel 2003 XML file saved as ".xls", as some portals export.
  const text = new TextDecoder('utf-8').decode(head.subarray(0, 512)).trimStart().toLowerCase();
  if (/^(?:\ufeff)?\s*<(?:!doctype|html|table|\?xml)/.test(text)) {
    throw new SheetFileError(
      extname(fileName).toLowerCase() === '.xls' ? 'old-excel' : 'not-a-spreadsheet',
    );
  }
}

export async function openSheet(
  input: string | Readable | Uint8Array,
  options: OpenSheetOptions,
): Promise<OpenedSheet> {
  const spooled = await spool(input, options.maxBytes ?? MAX_IMPORT_BYTES);
  let closeReader = async () => {};
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await closeReader();
    if (spooled.dir) await rm(spooled.dir, { recursive: true, force: true });
  };
  try {
    if (spooled.bytes === 0) throw new SheetFileError('empty');
    const head = await readHead(spooled.path, 64 * 1024);
    await refuseByKind(options.fileName, spooled.path, head);

    let source: AsyncGenerator<SheetRow>;
    let described: Pick<OpenedSheet, 'format' | 'encoding' | 'delimiter' | 'sheetName'>;
    if (startsWith(head, ZIP) || startsWith(head, EMPTY_ZIP)) {
      const sheet = await openXlsx(spooled.path);
      closeReader = sheet.close;
      source = sheet.rows;
      described = { format: 'xlsx', encoding: null, delimiter: null, sheetName: sheet.sheetName };
    } else {
      const text = await detectCsvText(spooled.path, head);
      source = csvRecords(spooled.path, text);
      closeReader = async () => void (await source.return(undefined));
      described = {
        format: 'csv',
        encoding: text.encoding,
        delimiter: text.delimiter,
        sheetName: null,
      };
    }

    const top: SheetRow[] = [];
    while (top.length < HEADER_SEARCH_ROWS) {
      const next = await source.next();
      if (next.done) break;
      if (!isBlank(next.value)) top.push(next.value);
    }
    if (top.length === 0) throw new SheetFileError('no-header');
    const index = headerIndex(top);
    const header = top[index]!;
    const width = Math.max(...top.map((row) => row.cells.length));
    const headers = Array.from({ length: width }, (_, i) => header.cells[i] ?? '');
    const below = top.slice(index + 1);

    async function* rows(): AsyncGenerator<SheetRow> {
      try {
        yield* below;
        for await (const row of source) if (!isBlank(row)) yield row;
      } finally {
        await close();
      }
    }

    return {
      ...described,
      bytes: spooled.bytes,
      sha256: spooled.sha256,
      headerRowNumber: header.rowNumber,
      headers,
      rows: rows(),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
