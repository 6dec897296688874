import { describe, expect, it } from 'vitest';
import type { Activity } from '@skltcoa/shared';
import { sampleLead } from '../../test/lead-fixture';
import { compareActivityIds, isNewer, mergeTimeline } from './lead-rows';

const lead = sampleLead;

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

describe('mergeTimeline', () => {
  it('appends new entries oldest first, once each', () => {
    const timeline = [activity('1'), activity('9')];
    const merged = mergeTimeline(timeline, [activity('10'), activity('9'), null, activity('10')]);
    expect(merged.map((entry) => entry.id)).toEqual(['1', '9', '10']);
    expect(mergeTimeline(merged, [activity('1'), undefined])).toBe(merged);
  });
});
