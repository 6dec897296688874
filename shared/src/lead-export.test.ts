import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { LEAD_EXPORT_COLUMNS, leadsToCsv } from './lead-export';
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
  family_size: 3,
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
      'Last activity (IST)': '2025-06-02 10:00',
      'Last activity': "'=call back Sat\n11 am",
      'Source page': '/admission',
      'UTM source': 'instagram',
      'UTM campaign': 'ay-2026',
      'Family size': '3',
    });
  });

  it('keeps the order it is given, the view as staff see it', () => {
    const names = ['C', 'A', 'B'];
    const rows = parseCsv(leadsToCsv(names.map((name) => lead({ name }))));
    expect(rows.map((row) => row.Name)).toEqual(names);
  });

  it('writes a status from a newer server as its own text', () => {
    const [row] = parseCsv(leadsToCsv([lead({ status: 'waitlisted' as Lead['status'] })]));
    expect(row!.Status).toBe('waitlisted');
  });

  it('has a header for every column, once', () => {
    const headers = LEAD_EXPORT_COLUMNS.map((column) => column.header);
    expect(new Set(headers).size).toBe(headers.length);
  });
});
