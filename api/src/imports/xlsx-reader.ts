/**
 * An Excel workbook's (.xlsx) first sheet with data, streamed
 * (docs/decisions/046-reading-spreadsheets.md).
 *
 *   openXlsx(path: string): Promise<XlsxSheet>
 *     refuses with SheetFileError a zip that is not a workbook
 *     ('not-a-spreadsheet'), one with macros ('macro'), a binary workbook
 *     ('old-excel'), and a damaged or oversized one ('unreadable',
 *     'too-large'); otherwise answers the first visible sheet that has a
 *     non-blank row, its rows not yet read.
 *   XlsxSheet.rows: AsyncGenerator<SheetRow>, once: every row the sheet
 *     holds, numbered as in Excel; a number as its digits (`9820012345`), a
 *     date cell (a number in a date format) as an ISO date, a time as
 *     `HH:MM:SS`, TRUE/FALSE, and an error as Excel shows it (`#N/A`).
 *   XlsxSheet.close(): closes the file; the rows' end closes it too.
 *
 * The zip is read with yauzl, which reads its directory first: the order of
 * a workbook's parts does not matter, and each part's unpacked size is
 * checked before and while it is read. Its XML is read with saxes, a
 * streaming parser: memory holds the shared texts (which every row may use)
 * and one 64 KiB piece of the sheet.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_XLSX_PART_BYTES } from './limits';
import { SheetFileError } from './sheet-error';
import type { SheetRow } from './sheet-row';

export interface XlsxSheet {
  sheetName: string;
  rows: AsyncGenerator<SheetRow>;
  close(): Promise<void>;
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

const entriesOf = (zip: ZipFile) =>
  new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ''), entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

async function* entryText(zip: ZipFile, entry: Entry): AsyncGenerator<string> {
  if (entry.uncompressedSize > MAX_XLSX_PART_BYTES) throw new SheetFileError('too-large');
  if (entry.isEncrypted()) throw new SheetFileError('encrypted');
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) yield chunk as string;
  } finally {
    (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
  }
}

/** The local name of an element: `x:row` (strict OOXML, some generators) is `row`. */
const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** A saxes parser of plain, namespace-blind elements; `write` it text, then `close` it. */
function xmlParser(handlers: XmlHandlers) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag: SaxesTagPlain) => open(local(tag.name), tag.attributes));
  }
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  return parser;
}

async function readXml(zip: ZipFile, entry: Entry | undefined, handlers: XmlHandlers) {
  if (!entry) return;
  const parser = xmlParser(handlers);
  for await (const chunk of entryText(zip, entry)) parser.write(chunk);
  parser.close();
}

/** A part's path from a relationship's target: relative to the folder of the part that names it. */
function resolvePart(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = from.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

const relsOf = (part: string) => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
};

/** OOXML escapes a character XML cannot hold as `_xHHHH_` (a carriage return is `_x000D_`). */
const unescapeOoxml = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      )
    : text;

/** Excel's built-in number formats that show dates and times (ECMA-376, 18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** A custom format shows a date when, outside quoted text, escapes and [colours], it has d, m, y, h or s. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h\]|m\]|s\])[^\]]*\]/gi, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An Excel date serial as ISO 8601. Excel counts days from 1 January 1900 as
 * day 1 and keeps 29 February 1900, which never was, as day 60; a workbook
 * of the 1904 system counts from 1 January 1904 as day 0.
 */
export function excelSerialToIso(serial: number, date1904 = false): string {
  const days = date1904 ? serial + 1462 : serial < 60 ? serial + 1 : serial;
  const seconds = Math.round((days - 25569) * 86400);
  const date = new Date(seconds * 1000);
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  if (serial < 1 && serial >= 0) return time;
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return seconds % 86400 === 0 ? day : `${day}T${time}`;
}

/** A number as its plain digits: `9820012345`, not `9.820012345E+9` as a sheet may keep it. */
function numberText(value: string): string {
  const number = Number(value);
  return value !== '' && Number.isFinite(number) ? String(number) : value;
}

/** `BC12` → 54: a cell reference's column, from 0. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

interface Workbook {
  sheets: { name: string; part: string }[];
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

const MAIN_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
];

/** The workbook's part, from [Content_Types].xml; a macro or binary workbook is refused here. */
async function workbookPart(zip: ZipFile, entries: Map<string, Entry>): Promise<string> {
  for (const name of entries.keys()) {
    if (/(^|\/)vbaProject\.bin$/i.test(name)) throw new SheetFileError('macro');
  }
  const types: { part: string; type: string }[] = [];
  await readXml(zip, entries.get('[Content_Types].xml'), {
    open(name, attributes) {
      if (name === 'Override' && attributes.PartName && attributes.ContentType) {
        types.push({ part: attributes.PartName.replace(/^\//, ''), type: attributes.ContentType });
      }
    },
  });
  if (types.some(({ type }) => /sheet\.binary/i.test(type))) throw new SheetFileError('old-excel');
  if (types.some(({ type }) => /macroEnabled/i.test(type))) throw new SheetFileError('macro');
  const main = types.find(({ type }) => MAIN_TYPES.includes(type));
  if (!main || !entries.has(main.part)) throw new SheetFileError('not-a-spreadsheet');
  return main.part;
}

async function readWorkbook(zip: ZipFile, entries: Map<string, Entry>): Promise<Workbook> {
  const part = await workbookPart(zip, entries);
  const targets = new Map<string, { type: string; target: string }>();
  await readXml(zip, entries.get(relsOf(part)), {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id && attributes.Target) {
        const target = resolvePart(part, attributes.Target);
        targets.set(attributes.Id, { type: attributes.Type ?? '', target });
      }
    },
  });
  const workbook: Workbook = { sheets: [], date1904: false };
  await readXml(zip, entries.get(part), {
    open(name, attributes) {
      if (name === 'workbookPr') {
        workbook.date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      }
      if (name === 'sheet' && attributes.state !== 'hidden' && attributes.state !== 'veryHidden') {
        const id = Object.entries(attributes).find(([key]) => local(key) === 'id')?.[1];
        const target = id ? targets.get(id)?.target : undefined;
        if (target) workbook.sheets.push({ name: attributes.name ?? '', part: target });
      }
    },
  });
  for (const { type, target } of targets.values()) {
    if (type.endsWith('/sharedStrings')) workbook.sharedStrings = target;
    if (type.endsWith('/styles')) workbook.styles = target;
  }
  return workbook;
}

/** The shared texts: each `<si>`'s runs, without the phonetic guides (`<rPh>`) of Japanese sheets. */
async function readSharedStrings(zip: ZipFile, entry: Entry | undefined): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  await readXml(zip, entry, {
    open(name) {
      if (name === 'si') text = '';
      else if (name === 't') inText = phonetic === 0;
      else if (name === 'rPh') phonetic += 1;
    },
    text(value) {
      if (inText) text += value;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') strings.push(unescapeOoxml(text));
    },
  });
  return strings;
}

/** Which cell styles (their index in `<cellXfs>`) show a date or a time. */
async function readDateStyles(zip: ZipFile, entry: Entry | undefined): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellXfs = false;
  await readXml(zip, entry, {
    open(name, attributes) {
      if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) formats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  const dates = new Set<number>();
  formats.forEach((id, index) => {
    const code = custom.get(id);
    if (code === undefined ? BUILT_IN_DATE_FORMATS.has(id) : isDateFormat(code)) dates.add(index);
  });
  return dates;
}

interface SheetContext {
  strings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
}

async function* sheetRows(
  zip: ZipFile,
  entry: Entry,
  { strings, dateStyles, date1904 }: SheetContext,
): AsyncGenerator<SheetRow> {
  let ready: SheetRow[] = [];
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let type = 'n';
  let style = 0;
  let value = '';
  // Text is kept from a cell's <v>, and from an inline string's <t> outside a phonetic guide.
  let keep = false;
  let phonetic = 0;

  const cellText = (): string => {
    switch (type) {
      case 's':
        return unescapeOoxml(strings[Number(value)] ?? '');
      case 'inlineStr':
      case 'str':
        return unescapeOoxml(value);
      case 'b':
        return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
      case 'e':
        return value;
      case 'd':
        return value.replace(/T00:00:00(?:\.0+)?Z?$/, '').replace(/(\.\d+)?Z$/, '');
      default: {
        const number = Number(value);
        if (value !== '' && dateStyles.has(style) && Number.isFinite(number)) {
          return excelSerialToIso(number, date1904);
        }
        return numberText(value);
      }
    }
  };

  const parser = xmlParser({
    open(name, attributes) {
      switch (name) {
        case 'row':
          rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
          cells = [];
          column = 0;
          break;
        case 'c':
          column = attributes.r ? columnOf(attributes.r) : column;
          type = attributes.t ?? 'n';
          style = attributes.s ? Number(attributes.s) : 0;
          value = '';
          break;
        case 'v':
          keep = true;
          break;
        case 't':
          keep = type === 'inlineStr' && phonetic === 0;
          break;
        case 'rPh':
          phonetic += 1;
          break;
      }
    },
    text(text) {
      if (keep) value += text;
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          keep = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          if (column >= 0 && column < 16384) {
            while (cells.length < column) cells.push('');
            cells[column] = cellText().trim();
          }
          column += 1;
          break;
        case 'row':
          ready.push({ rowNumber, cells });
          break;
      }
    },
  });
  for await (const chunk of entryText(zip, entry)) {
    parser.write(chunk);
    if (ready.length > 0) {
      const rows = ready;
      ready = [];
      yield* rows;
    }
  }
  parser.close();
  yield* ready;
}

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell === '');

/** yauzl's and saxes' errors on a damaged file, as the office's message; ours as they are. */
function asSheetError(error: unknown): SheetFileError {
  return error instanceof SheetFileError
    ? error
    : new SheetFileError('unreadable', { cause: error });
}

export async function openXlsx(path: string): Promise<XlsxSheet> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    // It starts as a zip does: one cut short, most likely.
    throw new SheetFileError('unreadable', { cause: error });
  }
  const close = async () => zip.close();
  try {
    const entries = await entriesOf(zip);
    const workbook = await readWorkbook(zip, entries);
    const context: SheetContext = {
      strings: await readSharedStrings(
        zip,
        workbook.sharedStrings ? entries.get(workbook.sharedStrings) : undefined,
      ),
      dateStyles: await readDateStyles(
        zip,
        workbook.styles ? entries.get(workbook.styles) : undefined,
      ),
      date1904: workbook.date1904,
    };
    for (const sheet of workbook.sheets) {
      const entry = entries.get(sheet.part);
      if (!entry) continue;
      const rows = sheetRows(zip, entry, context);
      let first = await rows.next();
      while (!first.done && isBlank(first.value)) first = await rows.next();
      if (first.done) continue;
      const firstRow = first.value;
      return {
        sheetName: sheet.name,
        rows: (async function* () {
          try {
            yield firstRow;
            yield* rows;
          } catch (error) {
            throw asSheetError(error);
          } finally {
            await close();
          }
        })(),
        close,
      };
    }
    throw new SheetFileError('no-header');
  } catch (error) {
    await close();
    throw asSheetError(error);
  }
}
