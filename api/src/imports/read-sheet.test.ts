import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readIndianMobile } from '@skltcoa/shared';
import XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessMapping } from './header-guess';
import { MAX_IMPORT_BYTES } from './limits';
import { openSheet, type OpenedSheet, type OpenSheetOptions, type SheetRow } from './read-sheet';
import { SheetFileError, type SheetFileErrorCode } from './sheet-error';
import {
  csvBytes,
  excelDate,
  mobileNumberCell,
  writeCsv,
  writeEncryptedWorkbook,
  writeWorkbook,
  type CsvOptions,
} from './sheet-fixtures';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skltcoa-sheets-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const file = (name: string) => join(dir, name);

// A full collection on demand, to measure the heap a reader keeps (V8's flag, set at run time).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

async function readAll(sheet: OpenedSheet): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  return rows;
}

async function open(path: string, options: Partial<OpenSheetOptions> = {}) {
  const sheet = await openSheet(path, { fileName: path.split('/').pop()!, ...options });
  return { sheet, rows: await readAll(sheet) };
}

async function refusal(input: Parameters<typeof openSheet>[0], options: OpenSheetOptions) {
  const error = await openSheet(input, options).then(
    (sheet) => sheet.close().then(() => null),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SheetFileError);
  return error as SheetFileError;
}

const FAIR_ROWS = [
  ['Name', 'Mobile No.', 'Email', 'Course'],
  ['Priya Patil', '98200 12345', 'priya@example.com', 'B.Arch'],
  ['अनिता देशमुख', '+91 98200 12346', '', 'Diploma'],
  ['José D’Souza', '09820012347', 'jose@example.com', 'B.Arch'],
];

describe('openSheet: CSV as tools save it', () => {
  it.each<[string, CsvOptions]>([
    ['UTF-8 with a byte-order mark (Excel’s “CSV UTF-8”)', { encoding: 'utf-8', bom: true }],
    ['UTF-8 without a mark (Google Sheets, LibreOffice)', { encoding: 'utf-8' }],
    [
      'UTF-16 LE with a mark (Excel’s “Unicode text”)',
      { encoding: 'utf-16le', bom: true, delimiter: '\t' },
    ],
    ['UTF-16 BE with a mark', { encoding: 'utf-16be', bom: true }],
    ['semicolons (Excel where a comma is the decimal mark)', { delimiter: ';' }],
    ['tabs', { delimiter: '\t', newline: '\n' }],
  ])('reads %s', async (label, options) => {
    const path = file(`fair-${label.length}-${options.encoding}-${options.delimiter}.csv`);
    await writeCsv(path, FAIR_ROWS, options);
    const { sheet, rows } = await open(path);
    expect(sheet).toMatchObject({
      format: 'csv',
      encoding: options.encoding ?? 'utf-8',
      delimiter: options.delimiter ?? ',',
      headerRowNumber: 1,
      headers: FAIR_ROWS[0],
    });
    expect(rows).toEqual(FAIR_ROWS.slice(1).map((cells, i) => ({ rowNumber: i + 2, cells })));
  });

  it('takes the separator Excel’s `sep=` line names, and counts no row for it', async () => {
    const path = file('sep-line.csv');
    const body = csvBytes(FAIR_ROWS, { delimiter: ';' });
    await writeFile(path, Buffer.concat([Buffer.from('sep=;\r\n'), body]));
    const { sheet, rows } = await open(path);
    expect(sheet).toMatchObject({ delimiter: ';', headerRowNumber: 1, headers: FAIR_ROWS[0] });
    expect(rows[0]).toEqual({ rowNumber: 2, cells: FAIR_ROWS[1] });
  });

  it('reads Windows-1252, as Excel’s plain “CSV” saves é and ’', async () => {
    const rows = [
      ['Name', 'Mobile'],
      ['José D’Souza', '9820012345'],
      ['Zoë Fernandes', '9820012346'],
    ];
    const path = file('windows-1252.csv');
    await writeCsv(path, rows, { encoding: 'windows-1252' });
    // The bytes are not UTF-8: é is 0xE9 and ’ is 0x92 on their own.
    expect((await readFile(path)).includes(Buffer.from([0x92]))).toBe(true);
    const read = await open(path);
    expect(read.sheet.encoding).toBe('windows-1252');
    expect(read.rows.map((row) => row.cells)).toEqual(rows.slice(1));
  });

  it('decides UTF-8 by the whole file, not its first lines', async () => {
    const rows = [['Name', 'Mobile']];
    for (let i = 0; i < 5000; i += 1)
      rows.push([`Student ${i}`, `98200${String(i).padStart(5, '0')}`]);
    rows.push(['Renée', '9820099999']);
    const path = file('late-accent.csv');
    await writeCsv(path, rows, { encoding: 'windows-1252' });
    const read = await open(path);
    expect(read.sheet.encoding).toBe('windows-1252');
    expect(read.rows.at(-1)).toEqual({ rowNumber: 5002, cells: ['Renée', '9820099999'] });
  });

  it('skips blank lines, keeps a quoted field’s line breaks, and numbers rows as a spreadsheet does', async () => {
    const path = file('blank-lines.csv');
    const text = csvBytes([
      ['Name', 'Mobile', 'Remarks'],
      ['Priya Patil', '9820012345', 'Called on Monday,\nasked for the fee structure'],
      ['', '', ''],
      ['  Rahul Shah  ', '9820012346', ''],
    ]);
    await writeFile(
      path,
      Buffer.concat([text, Buffer.from('\r\n\r\n,,\r\nMeera Iyer,9820012347,\r\n')]),
    );
    const { rows } = await open(path);
    expect(rows).toEqual([
      {
        rowNumber: 2,
        cells: ['Priya Patil', '9820012345', 'Called on Monday,\nasked for the fee structure'],
      },
      { rowNumber: 4, cells: ['Rahul Shah', '9820012346', ''] },
      // Records, as Excel shows them: the quoted line break stays in row 2.
      { rowNumber: 7, cells: ['Meera Iyer', '9820012347', ''] },
    ]);
  });

  it('finds the header below a title and a blank line', async () => {
    const path = file('titled.csv');
    await writeCsv(path, [
      ['Mumbai Education Fair 2026 - Visitors', '', '', ''],
      ['Stall 14, Hall B', '', '', ''],
      ['', '', '', ''],
      ['Sr No', 'Student Name', 'Contact No', 'Course'],
      ['1', 'Priya Patil', '9820012345', 'B.Arch'],
    ]);
    const { sheet, rows } = await open(path);
    expect(sheet.headerRowNumber).toBe(4);
    expect(guessMapping(sheet.headers)).toEqual([null, 'name', 'phone', 'program']);
    expect(rows).toEqual([{ rowNumber: 5, cells: ['1', 'Priya Patil', '9820012345', 'B.Arch'] }]);
  });

  it('takes as header the first full row when no header names a field', async () => {
    const path = file('unknown-headers.csv');
    await writeCsv(path, [
      ['Fair list', '', ''],
      ['Naam', 'Sampark', 'Shaher'],
      ['Priya Patil', '9820012345', 'Thane'],
    ]);
    const { sheet, rows } = await open(path);
    expect(sheet.headers).toEqual(['Naam', 'Sampark', 'Shaher']);
    expect(rows).toHaveLength(1);
  });

  it('reads Devanagari headers and names, with the mobile numbers Excel wrote', async () => {
    const path = file('marathi.csv');
    await writeCsv(
      path,
      [
        ['नाव', 'मोबाईल', 'ई-मेल', 'अभ्यासक्रम'],
        ['अनिता देशमुख', '9820012345.0', '', 'बी.आर्क'],
        ['सुरेश पाटील', '9.82E+09', '', 'बी.आर्क'],
        ['राहुल जोशी', '9.820012347E+09', '', 'बी.आर्क'],
        ['मीरा कुलकर्णी', '022 2345 6789', '', 'बी.आर्क'],
      ],
      { bom: true },
    );
    const { sheet, rows } = await open(path);
    expect(guessMapping(sheet.headers)).toEqual(['name', 'phone', 'email', 'program']);
    expect(rows.map((row) => row.cells[0])).toEqual([
      'अनिता देशमुख',
      'सुरेश पाटील',
      'राहुल जोशी',
      'मीरा कुलकर्णी',
    ]);
    expect(rows.map((row) => readIndianMobile(row.cells[1]!))).toMatchObject([
      { ok: true, phone: '+919820012345' },
      { ok: false, reason: 'rounded' },
      { ok: true, phone: '+919820012347' },
      { ok: false, reason: 'landline' },
    ]);
  });

  it('reads a ".xls" that is a CSV, as some portals name their exports', async () => {
    const path = file('portal-export.xls');
    await writeCsv(path, FAIR_ROWS, { delimiter: '\t', encoding: 'utf-16le', bom: true });
    const { sheet, rows } = await open(path);
    expect(sheet.format).toBe('csv');
    expect(rows).toHaveLength(3);
  });
});

describe('openSheet: Excel workbooks', () => {
  it('reads the first visible sheet with data: numbers as digits, dates as ISO dates, under a merged title', async () => {
    const path = file('aggregator.xlsx');
    await writeWorkbook(path, [
      { name: 'Lookups', rows: [['B.Arch'], ['Diploma']], hidden: true },
      { name: 'Notes', rows: [] },
      {
        name: 'Leads',
        merges: ['A1:F1'],
        rows: [
          ['Shiksha leads, week 47', null, null, null, null, null],
          [],
          ['Student Name', 'Mobile Number', 'Email', 'Course', 'Enquiry Date', 'Verified'],
          [
            'Priya Patil',
            mobileNumberCell('9820012345'),
            'priya@example.com',
            'B.Arch',
            excelDate('2026-11-20'),
            true,
          ],
          [
            'अनिता देशमुख',
            '+91 98200 12346',
            '',
            'B.Arch',
            excelDate('2026-02-28', 'd mmm yyyy'),
            false,
          ],
          [
            'José D’Souza',
            mobileNumberCell('919820012347'),
            'jose@example.com',
            'Diploma',
            { t: 'n', v: 46346.4375, z: 'dd/mm/yyyy hh:mm' },
            null,
          ],
          [],
          ['Ravi Kumar', { t: 'n', v: 9.82e9, z: '0.00E+00' }, '', '', { t: 'n', v: 12.5 }, null],
        ],
      },
    ]);
    const { sheet, rows } = await open(path);
    expect(sheet).toMatchObject({
      format: 'xlsx',
      sheetName: 'Leads',
      headerRowNumber: 3,
      headers: ['Student Name', 'Mobile Number', 'Email', 'Course', 'Enquiry Date', 'Verified'],
    });
    expect(rows).toEqual([
      {
        rowNumber: 4,
        cells: ['Priya Patil', '9820012345', 'priya@example.com', 'B.Arch', '2026-11-20', 'TRUE'],
      },
      {
        rowNumber: 5,
        cells: ['अनिता देशमुख', '+91 98200 12346', '', 'B.Arch', '2026-02-28', 'FALSE'],
      },
      {
        rowNumber: 6,
        cells: [
          'José D’Souza',
          '919820012347',
          'jose@example.com',
          'Diploma',
          '2026-11-20T10:30:00',
        ],
      },
      // A number shown in scientific notation keeps its digits in a workbook.
      { rowNumber: 8, cells: ['Ravi Kumar', '9820000000', '', '', '12.5'] },
    ]);
    expect(rows.map((row) => readIndianMobile(row.cells[1]!).ok)).toEqual([true, true, true, true]);
  });

  it('reads texts written inline as well as shared', async () => {
    const path = file('inline.xlsx');
    await writeWorkbook(path, [{ name: 'Sheet1', rows: FAIR_ROWS }], { sharedStrings: false });
    const { sheet, rows } = await open(path);
    expect(sheet.headers).toEqual(FAIR_ROWS[0]);
    expect(rows.map((row) => row.cells)).toEqual(FAIR_ROWS.slice(1));
  });

  it('reads a workbook from an upload’s stream and from bytes, and keeps no copy after', async () => {
    const path = file('upload.xlsx');
    await writeWorkbook(path, [{ name: 'Sheet1', rows: FAIR_ROWS }]);
    const bytes = await readFile(path);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const copiesBefore = readdirSync(tmpdir()).filter((name) => name.startsWith('skltcoa-import-'));
    for (const input of [Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), bytes]) {
      const sheet = await openSheet(input, { fileName: 'upload.xlsx' });
      expect(sheet).toMatchObject({ bytes: bytes.length, sha256, headers: FAIR_ROWS[0] });
      expect(await readAll(sheet)).toHaveLength(3);
    }
    const copiesAfter = readdirSync(tmpdir()).filter((name) => name.startsWith('skltcoa-import-'));
    expect(copiesAfter.sort()).toEqual(copiesBefore.sort());
  });

  it('deletes its copy when the rows are left half read and closed', async () => {
    const sheet = await openSheet(csvBytes(FAIR_ROWS), { fileName: 'fair.csv' });
    const copies = readdirSync(tmpdir()).filter((name) => name.startsWith('skltcoa-import-'));
    expect(copies.length).toBeGreaterThan(0);
    for await (const row of sheet.rows) {
      expect(row.rowNumber).toBe(2);
      break;
    }
    await sheet.close();
    for (const copy of copies) expect(existsSync(join(tmpdir(), copy, 'upload'))).toBe(false);
  });
});

describe('openSheet refuses, with a message, what it cannot read', () => {
  const cases: [string, SheetFileErrorCode, () => Promise<string>][] = [
    [
      'a macro workbook (.xlsm)',
      'macro',
      async () => {
        const path = file('macro.xlsm');
        await writeWorkbook(path, [{ name: 'Sheet1', rows: FAIR_ROWS }], { bookType: 'xlsm' });
        return path;
      },
    ],
    [
      'a macro workbook renamed .xlsx',
      'macro',
      async () => {
        const path = file('macro-renamed.xlsx');
        await writeWorkbook(path, [{ name: 'Sheet1', rows: FAIR_ROWS }], { bookType: 'xlsm' });
        return path;
      },
    ],
    [
      'a file named .xlsm, whatever it holds',
      'macro',
      async () => {
        const path = file('named.xlsm');
        await writeCsv(path, FAIR_ROWS);
        return path;
      },
    ],
    [
      'an old Excel 97–2003 workbook (.xls)',
      'old-excel',
      async () => {
        const path = file('old.xls');
        await writeWorkbook(path, [{ name: 'Sheet1', rows: FAIR_ROWS }], { bookType: 'biff8' });
        return path;
      },
    ],
    [
      'a web page saved as .xls',
      'old-excel',
      async () => {
        const path = file('page.xls');
        await writeFile(path, XLSX.utils.sheet_to_html(XLSX.utils.aoa_to_sheet(FAIR_ROWS)));
        return path;
      },
    ],
    [
      'a workbook protected with a password',
      'encrypted',
      async () => {
        const path = file('protected.xlsx');
        await writeEncryptedWorkbook(path);
        return path;
      },
    ],
    [
      'a zip of something else (a Word document)',
      'not-a-spreadsheet',
      async () => {
        const zip = XLSX.CFB.utils.cfb_new();
        XLSX.CFB.utils.cfb_add(
          zip,
          '/[Content_Types].xml',
          Buffer.from(
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
          ),
        );
        XLSX.CFB.utils.cfb_add(zip, '/word/document.xml', Buffer.from('<w:document/>'));
        const path = file('letter.xlsx');
        await writeFile(path, XLSX.CFB.write(zip, { type: 'buffer', fileType: 'zip' }) as Buffer);
        return path;
      },
    ],
    [
      'a workbook cut short by a failed download',
      'unreadable',
      async () => {
        const whole = file('whole.xlsx');
        await writeWorkbook(whole, [{ name: 'Sheet1', rows: FAIR_ROWS }]);
        const path = file('cut.xlsx');
        const bytes = await readFile(whole);
        await writeFile(path, bytes.subarray(0, bytes.length / 2));
        return path;
      },
    ],
    [
      'a PDF',
      'not-a-spreadsheet',
      async () => {
        const path = file('brochure.csv');
        await writeFile(path, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]));
        return path;
      },
    ],
    [
      'binary junk',
      'not-a-spreadsheet',
      async () => {
        const path = file('junk.csv');
        await writeFile(path, randomBytes(5000));
        return path;
      },
    ],
    [
      'an empty file',
      'empty',
      async () => {
        const path = file('empty.csv');
        await writeFile(path, '');
        return path;
      },
    ],
    [
      'a file of blank lines',
      'no-header',
      async () => {
        const path = file('blank.csv');
        await writeFile(path, '\r\n,,,\r\n\r\n');
        return path;
      },
    ],
  ];

  it.each(cases)('%s', async (_label, code, make) => {
    const path = await make();
    const error = await refusal(path, { fileName: path.split('/').pop()! });
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(20);
  });

  it('a file over the size limit, whether a path or a stream, before reading it all', async () => {
    const path = file('small-limit.csv');
    await writeCsv(path, FAIR_ROWS);
    const { size } = await stat(path);
    expect((await refusal(path, { fileName: 'a.csv', maxBytes: size - 1 })).code).toBe('too-large');

    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 1 << 20;
        this.push(Buffer.alloc(1 << 20, 0x41));
      },
    });
    const error = await refusal(endless, { fileName: 'huge.csv' });
    expect(error.code).toBe('too-large');
    expect(error.message).toContain('50 MB');
    expect(sent).toBeLessThan(MAX_IMPORT_BYTES + 4 * (1 << 20));
  });
});

describe('openSheet: size and memory', () => {
  it('reads a 10 MB CSV', async () => {
    const path = file('ten-mb.csv');
    const header = 'Student Name,Mobile No.,Email,Course,City,Remarks\r\n';
    const line = (i: number) =>
      `Student ${i} देशमुख,98${String(i).padStart(8, '0')},student${i}@example.com,B.Arch,Thane,"Asked about hostel, fees and the entrance test"\r\n`;
    const lines = [header];
    let size = header.length;
    for (let i = 0; size < 10.5 * 2 ** 20; i += 1) {
      const text = line(i);
      lines.push(text);
      size += Buffer.byteLength(text);
    }
    await writeFile(path, lines.join(''));
    expect((await stat(path)).size).toBeGreaterThan(10 * 2 ** 20);
    const sheet = await openSheet(path, { fileName: 'ten-mb.csv' });
    let count = 0;
    for await (const row of sheet.rows) {
      count += 1;
      if (count === 1) expect(row.cells).toHaveLength(6);
    }
    expect(count).toBe(lines.length - 1);
  });

  it('reads 200,000 rows with bounded memory', async () => {
    const path = file('200k.csv');
    const ROWS = 200_000;
    const chunks = ['Name,Mobile,Email,Course,City,Source,Remarks\r\n'];
    for (let i = 0; i < ROWS; i += 1) {
      chunks.push(
        `Student Number ${i},98${String(i).padStart(8, '0')},student.number.${i}@example.com,B.Arch,Navi Mumbai,Fair 2026,Call after ${i % 12} pm\r\n`,
      );
    }
    await writeFile(path, chunks.join(''));
    chunks.length = 0;
    const fileBytes = (await stat(path)).size;

    // Heap that stays after a full collection: what reading holds, not garbage the collector has yet to reach.
    const retained = () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    const before = retained();
    const rssBefore = process.memoryUsage().rss;
    let peakHeap = before;
    let peakRss = rssBefore;
    const started = performance.now();
    const sheet = await openSheet(path, { fileName: '200k.csv' });
    let count = 0;
    let last = 0;
    for await (const row of sheet.rows) {
      count += 1;
      last = row.rowNumber;
      if (count % 25_000 === 0) {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        peakHeap = Math.max(peakHeap, retained());
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const heapGrowth = (peakHeap - before) / 2 ** 20;
    console.log(
      `200,000 CSV rows (${(fileBytes / 2 ** 20).toFixed(1)} MiB) in ${seconds.toFixed(2)} s: ` +
        `heap kept +${heapGrowth.toFixed(1)} MiB, RSS +${((peakRss - rssBefore) / 2 ** 20).toFixed(1)} MiB at its peak`,
    );
    expect(count).toBe(ROWS);
    expect(last).toBe(ROWS + 1);
    // Holding the rows would keep several times the file (21 MiB); reading them holds a few 64 KiB chunks.
    expect(heapGrowth).toBeLessThan(8);
  });
});
