import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { exportPhone, LEAD_EXPORT_COLUMNS, leadsCsvPieces, leadsToCsv } from './lead-export';
import type { Lead } from './schemas';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c',
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
  first_contact_at: '2025-06-02T04:30:00.000000Z',
  first_contact_by: 'meera@example.edu.in',
  created_at: '2025-06-01T18:45:00.000000Z',
  updated_at: '2025-06-01T18:45:00.000000Z',
  version: 3,
  assignee: 'meera@example.edu.in',
  next_follow_up_at: '2025-06-07T05:30:00.000000Z',
  last_activity: {
    id: '17',
    lead_id: '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c',
    kind: 'note',
    author: 'meera@example.edu.in',
    created_at: '2025-06-02T04:30:00.000000Z',
    body: '=call back Sat\n11 am',
    outcome: null,
    from_value: null,
    to_value: null,
  },
  family_id: '7',
  family_size: 3,
  merged_into: null,
  ...overrides,
});

describe('the lead export', () => {
  it('writes one row per lead with the columns staff call from', () => {
    const [row] = parseCsv(leadsToCsv([lead()]));
    expect(row).toEqual({
      'Lead ID': '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c',
      'Received (IST)': '2025-06-02 00:15',
      Name: 'अनया देशमुख',
      Phone: '98198 76500',
      Email: 'anaya@example.com',
      Programme: 'Bachelor of Architecture',
      'Form type': 'Admission Enquiry',
      Status: 'Interested',
      Assignee: 'meera@example.edu.in',
      'Next follow-up (IST)': '2025-06-07 11:00',
      'Last activity': '2025-06-02 10:00 IST: =call back Sat\n11 am',
      Source: '/admission',
      'UTM campaign': 'ay-2026',
      'Family size': '3',
      Channel: 'website',
      'First called (IST)': '2025-06-02 10:00',
      'First called by': 'meera@example.edu.in',
    });
  });

  it('has the export’s columns, in their order, each once', () => {
    expect(LEAD_EXPORT_COLUMNS.map((column) => column.header)).toEqual([
      'Lead ID',
      'Received (IST)',
      'Name',
      'Phone',
      'Email',
      'Programme',
      'Form type',
      'Status',
      'Assignee',
      'Next follow-up (IST)',
      'Last activity',
      'Source',
      'UTM campaign',
      'Family size',
      'Channel',
      'First called (IST)',
      'First called by',
    ]);
  });

  it('leaves empty what a lead does not have', () => {
    const [row] = parseCsv(
      leadsToCsv([
        lead({
          assignee: null,
          next_follow_up_at: null,
          last_activity: null,
          source_page: null,
          utm_campaign: null,
          first_contact_at: null,
          first_contact_by: null,
        }),
      ]),
    );
    expect(row).toMatchObject({
      Assignee: '',
      'Next follow-up (IST)': '',
      'Last activity': '',
      Source: '',
      'UTM campaign': '',
      'First called (IST)': '',
      'First called by': '',
    });
  });

  it('neutralises a formula at the start of any value', () => {
    const [row] = parseCsv(leadsToCsv([lead({ name: '-2\n=cmd|"/c calc"!A1' })]));
    expect(row!.Name).toBe('\'-2\n=cmd|"/c calc"!A1');
  });

  it('keeps the order it is given, the view as staff see it', () => {
    const names = ['C', 'A', 'B'];
    const rows = parseCsv(leadsToCsv(names.map((name) => lead({ name }))));
    expect(rows.map((row) => row.Name)).toEqual(names);
  });

  it('leaves out a lead whose person withdrew consent, whole or in batches', async () => {
    const leads = [
      lead({ name: 'Kept' }),
      lead({ name: '', email: '', phone: '', withdrawn: true }),
      lead({ name: 'Also kept', withdrawn: false }),
    ];
    const csv = leadsToCsv(leads);
    expect(parseCsv(csv).map((row) => row.Name)).toEqual(['Kept', 'Also kept']);
    let streamed = '';
    for await (const piece of leadsCsvPieces([leads.slice(0, 2), leads.slice(2)]))
      streamed += piece;
    expect(streamed).toBe(csv);
  });

  it('writes a programme, form type or status from a newer server as its own text', () => {
    const [row] = parseCsv(
      leadsToCsv([
        lead({
          status: 'waitlisted',
          program: 'Master of Architecture',
          form_type: 'Scholarship Enquiry',
        }),
      ]),
    );
    expect(row).toMatchObject({
      Status: 'waitlisted',
      Programme: 'Master of Architecture',
      'Form type': 'Scholarship Enquiry',
    });
  });
});

describe('exportPhone', () => {
  it('writes an Indian mobile as its national number, with no apostrophe and no +', () => {
    expect(exportPhone('+919819876500')).toBe('98198 76500');
    expect(exportPhone('+916000000000')).toBe('60000 00000');
  });

  it('writes another number from the international prefix dialled from India', () => {
    expect(exportPhone('+447911123456')).toBe('00 447911123456');
    expect(exportPhone(' + 1 415 555 0100')).toBe('00 1 415 555 0100');
    expect(exportPhone('022 2345 6789')).toBe('022 2345 6789');
  });
});
