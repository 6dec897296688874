import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import { LEAD_STATUSES } from './constants';
import { LEAD_EXPORT_COLUMNS, leadsToCsv } from './lead-export';
import type { Lead } from './schemas';

/*
 * The export opened the way a spreadsheet opens it: the file's bytes read by
 * SheetJS, a real spreadsheet parser that guesses numbers, dates and formulas
 * from CSV as Excel and LibreOffice do (Papaparse only splits fields). SheetJS
 * 0.18.5 is the last release on the npm registry; its known advisories concern
 * parsing untrusted files, and here it reads only files these tests wrote.
 */

const dir = mkdtempSync(join(tmpdir(), 'lead-export-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = {
  seed: Number(process.env.FUZZ_SEED ?? 20_261_123),
  numRuns: Number(process.env.FUZZ_RUNS ?? 200),
};

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: '12345678-1234-4123-8123-123456789012',
  name: 'अनया देशमुख',
  email: 'anaya@example.com',
  phone: '+919819876500',
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
  status: 'interested',
  source_page: '/admission',
  utm_source: 'instagram',
  utm_medium: null,
  utm_campaign: 'ay-2026',
  utm_term: null,
  utm_content: null,
  channel: 'website',
  recorded_by: null,
  first_contact_at: null,
  first_contact_by: null,
  created_at: '2025-06-01T18:45:00.000000Z',
  updated_at: '2025-06-01T18:45:00.000000Z',
  version: 3,
  assignee: 'meera@example.edu.in',
  next_follow_up_at: '2025-06-07T05:30:00.000000Z',
  last_activity: {
    id: '17',
    lead_id: '12345678-1234-4123-8123-123456789012',
    kind: 'note',
    author: 'meera@example.edu.in',
    created_at: '2025-06-02T04:30:00.000000Z',
    body: 'Father decides.\nCall after 6 pm',
    outcome: null,
    from_value: null,
    to_value: null,
  },
  family_id: '7',
  family_size: 3,
  merged_into: null,
  ...overrides,
});

let files = 0;
/** Writes the CSV as the console does (UTF-8 with its byte-order mark) and opens it with SheetJS. */
function openInSpreadsheet(leads: readonly Lead[]): XLSX.WorkSheet {
  const path = join(dir, `export-${files++}.csv`);
  writeFileSync(path, leadsToCsv(leads), 'utf8');
  const book = XLSX.read(readFileSync(path), { type: 'buffer', cellDates: true });
  expect(book.SheetNames).toHaveLength(1);
  return book.Sheets[book.SheetNames[0]!]!;
}

const HEADERS = LEAD_EXPORT_COLUMNS.map((column) => column.header);
const col = (header: string) => XLSX.utils.encode_col(HEADERS.indexOf(header));
const cell = (sheet: XLSX.WorkSheet, header: string, row = 2) =>
  sheet[`${col(header)}${row}`] as XLSX.CellObject | undefined;

/** Every cell of the sheet, with its address. */
function cells(sheet: XLSX.WorkSheet): [string, XLSX.CellObject][] {
  return Object.entries(sheet).filter(([address]) => !address.startsWith('!')) as [
    string,
    XLSX.CellObject,
  ][];
}

describe('the lead export, opened in a spreadsheet (SheetJS)', () => {
  it('has the header row of the column list, read as UTF-8 through the byte-order mark', () => {
    const sheet = openInSpreadsheet([lead()]);
    const header = HEADERS.map((_, index) => sheet[`${XLSX.utils.encode_col(index)}1`]?.v);
    expect(header).toEqual(HEADERS);
    expect(sheet['!ref']).toBe(`A1:${col(HEADERS[HEADERS.length - 1]!)}2`);
  });

  it('reads each column as the type staff expect: text, a date or a number', () => {
    const sheet = openInSpreadsheet([lead()]);
    const text = (header: string) => {
      const found = cell(sheet, header);
      expect(found?.t, header).toBe('s');
      return found!.v;
    };
    expect(text('Lead ID')).toBe('12345678-1234-4123-8123-123456789012');
    expect(text('Name')).toBe('अनया देशमुख');
    expect(text('Phone')).toBe('98198 76500');
    expect(text('Email')).toBe('anaya@example.com');
    expect(text('Programme')).toBe('Bachelor of Architecture');
    expect(text('Form type')).toBe('Admission Enquiry');
    expect(text('Status')).toBe('Interested');
    expect(text('Assignee')).toBe('meera@example.edu.in');
    // A multi-line note stays in its one cell.
    expect(text('Last activity')).toBe('2025-06-02 10:00 IST: Father decides.\nCall after 6 pm');
    expect(text('Source')).toBe('/admission');
    expect(text('UTM campaign')).toBe('ay-2026');
    // Times are read as date-times (sortable), in Mumbai's clock as written.
    expect(cell(sheet, 'Received (IST)')?.t).toBe('d');
    expect(cell(sheet, 'Next follow-up (IST)')?.t).toBe('d');
    expect(cell(sheet, 'Family size')).toMatchObject({ t: 'n', v: 3 });
  });

  it('never reads a phone as a number or a formula, and never adds an apostrophe', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+91[6-9]\d{9}$/), (phone) => {
        const found = cell(openInSpreadsheet([lead({ phone })]), 'Phone');
        expect(found?.t).toBe('s');
        expect(found?.f).toBeUndefined();
        expect(found?.v).toBe(`${phone.slice(3, 8)} ${phone.slice(8)}`);
      }),
      { ...options, numRuns: Math.min(options.numRuns, 100) },
    );
  });

  it('runs no formula, whatever a lead holds and whatever follows its first character', () => {
    const risky = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc
        .tuple(
          fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\r\n', '=1+1\n', '-2\r\n='),
          fc.string({ maxLength: 30 }),
        )
        .map(([start, rest]) => start + rest),
    );
    const leads = fc.array(
      fc.record({
        name: risky,
        email: risky,
        assignee: fc.option(risky, { nil: null }),
        source_page: fc.option(risky, { nil: null }),
        utm_campaign: fc.option(risky, { nil: null }),
        status: fc.oneof(fc.constantFrom(...LEAD_STATUSES), risky),
        program: risky,
        form_type: risky,
        body: risky,
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(leads, (generated) => {
        const sheet = openInSpreadsheet(
          generated.map(({ body, ...fields }) =>
            lead({ ...fields, last_activity: { ...lead().last_activity!, body } }),
          ),
        );
        for (const [address, found] of cells(sheet)) {
          expect(found.f, address).toBeUndefined();
          if (found.t === 's') expect(String(found.v)).not.toMatch(/^[=+\-@\t\r\n]/);
        }
      }),
      options,
    );
  });
});
