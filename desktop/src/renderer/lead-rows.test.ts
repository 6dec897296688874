import { describe, expect, it } from 'vitest';
import type { Lead } from '@skltcoa/shared';
import { mergeFresh, replaceLead } from './lead-rows';

let next = 0;
const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  name: `Lead ${next}`,
  email: `lead${next}@example.com`,
  phone: '+919800000001',
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
  created_at: '2025-06-01T10:00:00.000000Z',
  updated_at: '2025-06-01T10:00:00.000000Z',
  family_size: 1,
  ...overrides,
});

describe('mergeFresh', () => {
  it('adds new leads on top, refreshes changed ones and keeps the others as they were', () => {
    const rows = [lead(), lead()];
    const added = lead({ created_at: '2025-06-02T10:00:00.000000Z', family_size: 2 });
    const grown = { ...rows[0]!, family_size: 2 };
    const merged = mergeFresh(rows, [added, grown, rows[1]!]);
    expect(merged.map((row) => row.id)).toEqual([added.id, rows[0]!.id, rows[1]!.id]);
    expect(merged[1]).toBe(grown);
    expect(merged[2]).toBe(rows[1]);
  });

  it('returns the same rows when nothing is new or changed', () => {
    const rows = [lead()];
    expect(mergeFresh(rows, [{ ...rows[0]! }])).toBe(rows);
  });
});

describe('replaceLead', () => {
  it('changes one lead only', () => {
    const rows = [lead(), lead()];
    const replaced = replaceLead(rows, { id: rows[1]!.id, status: 'contacted' });
    expect(replaced[0]).toBe(rows[0]);
    expect(replaced[1]!.status).toBe('contacted');
  });
});
