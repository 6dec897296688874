import { describe, expect, it } from 'vitest';
import { csvFileName, leadsToCsv, parseCsv, toCsv } from './csv';

const lead = (name: string, extra: Partial<Record<'email' | 'phone', string>> = {}) => ({
  name,
  email: extra.email ?? 'a@example.com',
  phone: extra.phone ?? '+919876543210',
  program: 'Bachelor of Architecture' as const,
  form_type: 'Admission Enquiry' as const,
});

describe('leadsToCsv', () => {
  it('writes the spec columns, quotes every field and doubles inner quotes', () => {
    const csv = leadsToCsv([lead('Asha "Ash" Rao, Jr.')]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('"Name","Email","Phone","Program","Form Type"');
    expect(row).toBe(
      '"Asha ""Ash"" Rao, Jr.","a@example.com","\'+919876543210","Bachelor of Architecture","Admission Enquiry"',
    );
  });

  it.each(['=HYPERLINK("http://evil.example")', '+SUM(A1)', '-1+1', '@cmd', '\tTab', '\rReturn'])(
    'neutralises %j so a spreadsheet shows it as text',
    (value) => {
      const [row] = parseCsv(leadsToCsv([lead(value)]));
      expect(row!.Name).toBe(`'${value}`);
    },
  );

  it('round-trips names with commas, quotes and new lines', () => {
    const names = ['Plain', 'Comma, Name', 'Quote " Name', 'Line\nBreak', 'देवनागरी नाम'];
    const rows = parseCsv(leadsToCsv(names.map((name) => lead(name))));
    expect(rows.map((row) => row.Name)).toEqual(names);
  });

  it('writes only the header for no leads', () => {
    expect(leadsToCsv([])).toBe('"Name","Email","Phone","Program","Form Type"\r\n');
  });

  it('takes other columns for richer exports', () => {
    const csv = toCsv([{ n: 1 }], [{ header: 'N', value: (row) => String(row.n) }]);
    expect(csv).toBe('"N"\r\n"1"');
  });
});

describe('csvFileName', () => {
  it('is admission_leads_YYYY-MM-DD.csv in local time', () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 30))).toBe('admission_leads_2025-01-05.csv');
  });
});
