/**
 * How fast an import reads a spreadsheet, and the memory it takes
 * (docs/decisions/046-reading-spreadsheets.md): a 100,000-row CSV and a
 * 100,000-row workbook (.xlsx) of an aggregator's columns, each read to its
 * end by `openSheet` in a process of its own, so that its peak memory is its
 * own. Prints rows/s and peak RSS; no pass/fail. The preview of 100,000 CSV
 * rows has 10 s in all (docs/performance.md); reading is its first part.
 *   npx tsx api/bench/import-read.ts   (BENCH_IMPORT_ROWS)
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSheet } from '../src/imports/read-sheet';
import {
  excelDate,
  mobileNumberCell,
  writeCsv,
  writeWorkbook,
  type FixtureCell,
} from '../src/imports/sheet-fixtures';
import { machine } from './support';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const HEADER = ['Student Name', 'Mobile No.', 'Email', 'Course', 'City', 'Enquiry Date', 'Remarks'];

interface Reading {
  rows: number;
  ms: number;
  maxRssMiB: number;
}

/** The child's part: read one file to its end and say how long it took and its peak memory. */
async function read(path: string): Promise<Reading> {
  const started = performance.now();
  const sheet = await openSheet(path, { fileName: path });
  let rows = 0;
  for await (const _row of sheet.rows) rows += 1;
  const ms = performance.now() - started;
  return { rows, ms, maxRssMiB: process.resourceUsage().maxRSS / 1024 };
}

if (process.argv[2] === 'read') {
  console.log(JSON.stringify(await read(process.argv[3]!)));
} else {
  const dir = await mkdtemp(join(tmpdir(), 'skltcoa-bench-import-'));
  try {
    const csvPath = join(dir, 'leads.csv');
    const xlsxPath = join(dir, 'leads.xlsx');
    const row = (i: number) => [
      `Student ${i} देशमुख`,
      `98${String(i).padStart(8, '0')}`,
      `student${i}@example.com`,
      i % 3 === 0 ? 'Diploma in Architecture' : 'B.Arch',
      'Navi Mumbai',
      `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
      'Asked about the fees and the hostel',
    ];
    const csvRows: string[][] = [HEADER];
    const sheetRows: FixtureCell[][] = [HEADER];
    for (let i = 0; i < ROWS; i += 1) {
      const cells = row(i);
      csvRows.push(cells);
      sheetRows.push([
        cells[0]!,
        mobileNumberCell(cells[1]!),
        cells[2]!,
        cells[3]!,
        cells[4]!,
        excelDate(cells[5]!),
        cells[6]!,
      ]);
    }
    await writeCsv(csvPath, csvRows, { bom: true });
    await writeWorkbook(xlsxPath, [{ name: 'Leads', rows: sheetRows }]);
    // A one-row file: the memory of Node, tsx and the reader's modules, before any rows.
    const emptyPath = join(dir, 'one-row.csv');
    await writeCsv(emptyPath, csvRows.slice(0, 2));

    const self = fileURLToPath(import.meta.url);
    console.log(`${machine()}; ${ROWS.toLocaleString('en')} rows`);
    for (const [label, path] of [
      ['one row (the baseline)', emptyPath],
      ['CSV (UTF-8)', csvPath],
      ['Excel workbook (.xlsx)', xlsxPath],
    ] as const) {
      const child = spawnSync(process.execPath, ['--import', 'tsx', self, 'read', path], {
        encoding: 'utf8',
      });
      if (child.status !== 0) throw new Error(child.stderr);
      const reading = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Reading;
      const mib = (await stat(path)).size / 2 ** 20;
      console.log(
        `${label.padEnd(24)} ${mib.toFixed(1).padStart(5)} MiB  ${reading.rows.toLocaleString('en')} rows in ${(reading.ms / 1000).toFixed(2)} s  ` +
          `${Math.round(reading.rows / (reading.ms / 1000)).toLocaleString('en')} rows/s  peak RSS ${reading.maxRssMiB.toFixed(0)} MiB`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
