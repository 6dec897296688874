import { describe, expect, it } from 'vitest';
import type { Activity, Lead, LeadEvent } from '@skltcoa/shared';
import {
  applyLeadEvents,
  compareActivityIds,
  isNewer,
  mergeFresh,
  mergeTimeline,
  replaceLead,
} from './lead-rows';

let next = 0;
const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  name: `Lead ${next}`,
  email: `lead${next}@example.com`,
  phone: '+919800000001',
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
  status: 'new',
  source_page: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  created_at: '2025-06-01T10:00:00.000000Z',
  updated_at: '2025-06-01T10:00:00.000000Z',
  version: 1,
  assignee: null,
  next_follow_up_at: null,
  last_activity: null,
  family_id: String(next),
  family_size: 1,
  merged_into: null,
  ...overrides,
});

const activity = (id: string, overrides: Partial<Activity> = {}): Activity => ({
  id,
  lead_id: '00000000-0000-4000-8000-000000000001',
  kind: 'note',
  author: 'meera@example.edu.in',
  created_at: '2025-06-01T10:00:00.000000Z',
  body: `note ${id}`,
  outcome: null,
  from_value: null,
  to_value: null,
  ...overrides,
});

const event = (kind: LeadEvent['kind'], changed: Lead): LeadEvent => ({
  kind,
  lead: changed,
  activity: changed.last_activity,
});

describe('compareActivityIds', () => {
  it('orders bigint ids as numbers, not as text', () => {
    expect(compareActivityIds('9', '10')).toBeLessThan(0);
    expect(compareActivityIds('100', '99')).toBeGreaterThan(0);
    expect(compareActivityIds('12', '12')).toBe(0);
    expect(compareActivityIds(undefined, '1')).toBeLessThan(0);
  });
});

describe('isNewer', () => {
  it('prefers a higher version, then a newer timeline entry, then a new family size', () => {
    const held = lead({ version: 2, last_activity: activity('5') });
    expect(isNewer({ ...held, version: 3 }, held)).toBe(true);
    expect(isNewer({ ...held, version: 1, last_activity: activity('9') }, held)).toBe(false);
    expect(isNewer({ ...held, last_activity: activity('10') }, held)).toBe(true);
    expect(isNewer({ ...held, last_activity: activity('4') }, held)).toBe(false);
    expect(isNewer({ ...held, family_size: 2 }, held)).toBe(true);
    expect(isNewer({ ...held }, held)).toBe(false);
  });
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

  it('keeps a row that a live update made newer than a page asked for before it', () => {
    const rows = [lead({ version: 4, status: 'interested' })];
    const stale = { ...rows[0]!, version: 3, status: 'contacted' as const };
    expect(mergeFresh(rows, [stale])).toBe(rows);
  });

  it('takes a new note (same version, newer last activity)', () => {
    const rows = [lead({ last_activity: activity('1') })];
    const noted = { ...rows[0]!, last_activity: activity('2') };
    expect(mergeFresh(rows, [noted])[0]).toBe(noted);
  });
});

describe('applyLeadEvents', () => {
  it('refreshes the leads it shows and keeps every other row object', () => {
    const rows = [lead(), lead(), lead()];
    const changed = { ...rows[1]!, version: 2, status: 'contacted' as const };
    const merged = applyLeadEvents(rows, [event('changed', changed)]);
    expect(merged).toEqual([rows[0], changed, rows[2]]);
    expect(merged[0]).toBe(rows[0]);
    expect(merged[2]).toBe(rows[2]);
  });

  it('takes the newest of several events for one lead, whatever their order in the batch', () => {
    const rows = [lead()];
    const v3 = { ...rows[0]!, version: 3, status: 'applied' as const };
    const v2 = { ...rows[0]!, version: 2, status: 'interested' as const };
    expect(applyLeadEvents(rows, [event('changed', v3), event('changed', v2)])[0]).toBe(v3);
  });

  it('adds no lead it does not show: new enquiries come through the query', () => {
    const rows = [lead()];
    expect(applyLeadEvents(rows, [event('created', lead())])).toBe(rows);
  });

  it('takes a merged duplicate out, as the listing leaves it out', () => {
    const rows = [lead(), lead()];
    const merged = { ...rows[1]!, version: 2, merged_into: rows[0]!.id };
    const next = applyLeadEvents(rows, [event('changed', merged)]);
    expect(next).toEqual([rows[0]]);
    expect(next[0]).toBe(rows[0]);
  });

  it('gives every row of a family the size a new enquiry of it brings', () => {
    const rows = [
      lead({ family_id: '77', family_size: 2 }),
      lead(),
      lead({ family_id: '77', family_size: 2 }),
    ];
    const joined = lead({ family_id: '77', family_size: 3 });
    const next = applyLeadEvents(rows, [event('created', joined)]);
    expect(next.map((row) => row.family_size)).toEqual([3, 1, 3]);
    expect(next[1]).toBe(rows[1]);
    expect(applyLeadEvents(next, [event('created', joined)])).toBe(next);
  });

  it('returns the same rows for events that hold nothing newer', () => {
    const rows = [lead({ version: 5 })];
    expect(applyLeadEvents(rows, [event('changed', { ...rows[0]!, version: 4 })])).toBe(rows);
    expect(applyLeadEvents(rows, [])).toBe(rows);
  });
});

describe('replaceLead', () => {
  it('changes one lead only, and only to a newer state', () => {
    const rows = [lead(), lead()];
    const replaced = replaceLead(rows, { ...rows[1]!, version: 2, status: 'contacted' });
    expect(replaced[0]).toBe(rows[0]);
    expect(replaced[1]!.status).toBe('contacted');
    expect(replaceLead(replaced, { ...rows[1]!, version: 1 })).toBe(replaced);
  });
});

describe('mergeTimeline', () => {
  it('appends new entries oldest first, once each', () => {
    const timeline = [activity('1'), activity('9')];
    const merged = mergeTimeline(timeline, [activity('10'), activity('9'), null, activity('10')]);
    expect(merged.map((entry) => entry.id)).toEqual(['1', '9', '10']);
    expect(mergeTimeline(merged, [activity('1'), undefined])).toBe(merged);
  });
});
