import { describe, expect, it } from 'vitest';
import type { Lead } from '@skltcoa/shared';
import { mergeNewLeads, repeatCounts, toRows } from './lead-rows';

let next = 0;
const lead = (phone: string, email: string, created_at = '2025-06-01T10:00:00.000000Z'): Lead => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  name: `Lead ${next}`,
  email,
  phone,
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
  status: 'new',
  notes: '',
  source_page: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  created_at,
  updated_at: created_at,
});

describe('repeatCounts', () => {
  it('counts a family by shared phone or email, once each, ignoring email case and spaces', () => {
    const leads = [
      lead('+919800000001', 'asha@example.com'),
      lead('+919800000001', 'other@example.com'), // same phone
      lead('+919800000002', ' ASHA@example.com '), // same email, written differently
      lead('+919800000001', 'asha@example.com'), // same phone and email: counted once
      lead('+919800000009', 'alone@example.com'),
    ];
    expect(repeatCounts(leads)).toEqual([4, 3, 3, 4, 1]);
  });
});

describe('mergeNewLeads', () => {
  it('adds new leads on top, updates only the counts that changed, and keeps other rows as they were', () => {
    const rows = toRows([
      lead('+919800000001', 'a@example.com'),
      lead('+919800000002', 'b@example.com'),
    ]);
    const fresh = [lead('+919800000001', 'c@example.com', '2025-06-02T10:00:00.000000Z')];
    const merged = mergeNewLeads(rows, [...fresh, rows[1]!]);
    expect(merged.map((row) => row.id)).toEqual([fresh[0]!.id, rows[0]!.id, rows[1]!.id]);
    expect(merged.map((row) => row.repeats)).toEqual([2, 2, 1]);
    expect(merged[0]!.receivedDay).toBe('2025-06-02');
    expect(merged[1]).not.toBe(rows[0]);
    expect(merged[2]).toBe(rows[1]);
  });

  it('returns the same rows when nothing is new', () => {
    const rows = toRows([lead('+919800000001', 'a@example.com')]);
    expect(mergeNewLeads(rows, [rows[0]!])).toBe(rows);
  });
});
