import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  CSV_BOM,
  csvPieces,
  csvPiecesOf,
  neutraliseFormula,
  parseCsv,
  toCsv,
} from './csv';

const columns = [{ header: 'Value', value: (row: { v: string }) => row.v }];
const csvOf = (...values: string[]) =>
  toCsv(
    values.map((v) => ({ v })),
    columns,
  );

describe('toCsv', () => {
  it('starts with a byte-order mark, quotes every field and doubles inner quotes', () => {
    const csv = csvOf('Asha "Ash" Rao, Jr.');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['"Value"', '"Asha ""Ash"" Rao, Jr."']);
  });

  it.each([
    '=HYPERLINK("http://evil.example")',
    '+SUM(A1)',
    '-1+1',
    '@cmd',
    '\tTab',
    '\rReturn',
    '\nNew line',
    '=1+1\nsecond line',
    '-2\r\n=cmd|"/c calc"!A1',
  ])('neutralises %j whatever follows, so a spreadsheet shows it as text', (value) => {
    const [row] = parseCsv(csvOf(value));
    expect(row!.Value).toBe(`'${value}`);
  });

  it('leaves other values exactly as they were', () => {
    const values = [
      'Plain',
      'Comma, Name',
      'Quote " Name',
      'Line\nBreak',
      'देवनागरी नाम',
      '98198 76500',
    ];
    expect(parseCsv(csvOf(...values)).map((row) => row.Value)).toEqual(values);
    for (const value of values) expect(neutraliseFormula(value)).toBe(value);
  });

  it('neutralises exactly the values that start with a formula character, whatever follows', () => {
    const options = {
      seed: Number(process.env.FUZZ_SEED ?? 20_261_123),
      numRuns: Number(process.env.FUZZ_RUNS ?? 500),
    };
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc
        .tuple(
          fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n'),
          fc.string({ unit: 'binary', maxLength: 60 }),
        )
        .map(([first, rest]) => first + rest),
    );
    // A row numbered, so that a row whose one value is empty is still a row.
    const numbered = [
      { header: '#', value: (row: { i: number; v: string }) => String(row.i) },
      { header: 'Value', value: (row: { i: number; v: string }) => row.v },
    ];
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 8 }), (values) => {
        const csv = toCsv(
          values.map((v, i) => ({ i, v })),
          numbered,
        );
        const parsed = parseCsv(csv).map((row) => row.Value);
        expect(parsed).toEqual(values.map((v) => (/^[=+\-@\t\r\n]/.test(v) ? `'${v}` : v)));
        for (const cell of parsed) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
      }),
      options,
    );
  });

  it('writes only the header for no rows', () => {
    expect(csvOf()).toBe(`${CSV_BOM}"Value"\r\n`);
  });
});

describe('toCsv and its pieces', () => {
  const options = {
    seed: Number(process.env.FUZZ_SEED ?? 20_261_123),
    numRuns: Number(process.env.FUZZ_RUNS ?? 300),
  };
  const papa = (rows: string[][], headers: string[]) =>
    CSV_BOM +
    Papa.unparse(
      { fields: headers, data: rows.map((row) => row.map(neutraliseFormula)) },
      { quotes: true, escapeFormulae: false, newline: '\r\n' },
    );

  it('writes exactly what Papa Parse wrote, joined from pieces of any size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((width) =>
          fc.tuple(
            fc.array(fc.string({ unit: 'binary', maxLength: 12 }), {
              minLength: width,
              maxLength: width,
            }),
            fc.array(
              fc.array(fc.string({ unit: 'binary', maxLength: 20 }), {
                minLength: width,
                maxLength: width,
              }),
              { maxLength: 12 },
            ),
            fc.integer({ min: 1, max: 5 }),
          ),
        ),
        ([headers, rows, size]) => {
          const columns = headers.map((header, i) => ({
            header,
            value: (row: string[]) => row[i]!,
          }));
          const expected = papa(rows, headers);
          expect(toCsv(rows, columns)).toBe(expected);
          const pieces = [...csvPieces(rows, columns, size)];
          expect(pieces).toHaveLength(1 + Math.ceil(rows.length / size));
          expect(pieces.join('')).toBe(expected);
        },
      ),
      options,
    );
  });
});

describe('csvPiecesOf', () => {
  const rows = ['a', '=b', 'c "d"', 'e\nf', 'ग'].map((v) => ({ v }));
  async function* arriving(batches: { v: string }[][]) {
    for (const batch of batches) {
      await Promise.resolve();
      yield batch;
    }
  }
  const joined = async (pieces: AsyncIterable<string>) => {
    let text = '';
    for await (const piece of pieces) text += piece;
    return text;
  };

  it.each([
    ['one batch', [rows]],
    ['batches of two', [rows.slice(0, 2), rows.slice(2, 4), rows.slice(4)]],
    ['empty batches between', [[], rows.slice(0, 1), [], rows.slice(1), []]],
  ])('joins to toCsv of every row, from %s', async (_label, batches) => {
    const pieces: string[] = [];
    for await (const piece of csvPiecesOf(arriving(batches), columns)) pieces.push(piece);
    expect(pieces).toHaveLength(batches.filter((batch) => batch.length > 0).length);
    expect(pieces.join('')).toBe(toCsv(rows, columns));
  });

  it('writes the header alone, its line ended, when no row comes', async () => {
    expect(await joined(csvPiecesOf(arriving([]), columns))).toBe(toCsv([], columns));
    expect(await joined(csvPiecesOf([[], []], columns))).toBe(`${CSV_BOM}"Value"\r\n`);
  });
});

describe('csvFileName', () => {
  it('is admission_leads_YYYY-MM-DD.csv in local time', () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 30))).toBe('admission_leads_2025-01-05.csv');
  });
});
