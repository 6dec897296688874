/**
 * A CSV file's records, streamed (docs/decisions/046-reading-spreadsheets.md).
 *
 *   detectCsvText(path: string, head: Uint8Array): Promise<CsvText>
 *     its encoding, from a byte-order mark, else UTF-8 if the whole file
 *     is valid UTF-8, else Windows-1252 (what Excel's "CSV" writes on an
 *     Indian or English Windows); and its separator, comma, semicolon or tab,
 *     as Excel's `sep=;` first line names it or papaparse guesses it from
 *     the first lines. Refuses with
 *     SheetFileError('not-a-spreadsheet') text that is not text.
 *   csvRecords(path: string, text: CsvText): AsyncGenerator<SheetRow>
 *     every record, blank ones too, numbered as a spreadsheet shows them
 *     (a quoted field's line breaks stay in its record), cells trimmed.
 *
 * Memory holds one 64 KiB chunk and the rows parsed from it: the records
 * are pulled, so a slow consumer pauses the file.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { SheetFileError } from './sheet-error';
import type { SheetRow } from './sheet-row';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvText {
  encoding: CsvEncoding;
  /** Bytes of the byte-order mark, skipped before decoding. */
  bom: number;
  delimiter: CsvDelimiter;
  /** Whether the first line is Excel's `sep=;`, which names the separator and is no row. */
  separatorLine: boolean;
}

const SEPARATOR_LINE = /^sep=([,;\t])\r?\n/i;

const DELIMITERS: CsvDelimiter[] = [',', ';', '\t'];

function byteOrderMark(head: Uint8Array): { encoding: CsvEncoding; bom: number } | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return { encoding: 'utf-8', bom: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  return null;
}

/**
 * UTF-16 without a mark: text in Latin letters has a zero byte in every other
 * place. Excel always writes the mark; other tools may not.
 */
function unmarkedUtf16(head: Uint8Array): CsvEncoding | null {
  const length = Math.min(head.length, 4096) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (head[i] === 0) evenZeros += 1;
    if (head[i + 1] === 0) oddZeros += 1;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

/** Whether the whole file is valid UTF-8: one pass of the strict decoder, about 1 GB/s. */
async function isUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) decoder.decode(chunk, { stream: true });
    decoder.decode();
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/** Text of controls no CSV holds (a zero byte, form feeds, escapes): a binary file's. */
function looksBinary(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) controls += 1;
  }
  return controls > text.length / 100;
}

export async function detectCsvText(path: string, head: Uint8Array): Promise<CsvText> {
  const marked = byteOrderMark(head);
  const unmarked = marked ? null : unmarkedUtf16(head);
  const { encoding, bom } = marked ??
    (unmarked ? { encoding: unmarked, bom: 0 } : null) ?? {
      encoding: (await isUtf8(path)) ? 'utf-8' : 'windows-1252',
      bom: 0,
    };
  const sample = new TextDecoder(encoding).decode(head.subarray(bom), { stream: true });
  if (looksBinary(sample)) throw new SheetFileError('not-a-spreadsheet');
  // The last line of the sample may be cut short: papaparse reads the lines before it.
  const guessed = Papa.parse<string[]>(sample, {
    preview: 20,
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: true,
  }).meta.delimiter;
  const named = SEPARATOR_LINE.exec(sample)?.[1];
  const delimiter = DELIMITERS.find((candidate) => candidate === (named ?? guessed)) ?? ',';
  return { encoding, bom, delimiter, separatorLine: named !== undefined };
}

async function* decoded(path: string, text: CsvText): AsyncGenerator<string> {
  const decoder = new TextDecoder(text.encoding);
  for await (const chunk of createReadStream(path, { start: text.bom, highWaterMark: 64 * 1024 })) {
    const piece = decoder.decode(chunk as Buffer, { stream: true });
    if (piece) yield piece;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

export async function* csvRecords(path: string, text: CsvText): AsyncGenerator<SheetRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter: text.delimiter,
    // Rows as they are: no type guessing, a blank line as one empty cell.
    dynamicTyping: false,
    skipEmptyLines: false,
  });
  const source = Readable.from(decoded(path, text));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let rowNumber = 0;
  let skip = text.separatorLine;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (skip) {
        skip = false;
        continue;
      }
      rowNumber += 1;
      const cells = new Array<string>(record.length);
      for (let i = 0; i < record.length; i += 1) cells[i] = record[i]!.trim();
      yield { rowNumber, cells };
    }
  } finally {
    source.destroy();
    parser.destroy();
  }
}
