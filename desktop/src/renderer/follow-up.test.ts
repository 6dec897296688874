import { describe, expect, it } from 'vitest';
import { compareFollowUps, dueState } from './follow-up';

// 2026-11-23 10:00 in Mumbai.
const now = new Date('2026-11-23T04:30:00Z');

describe('dueState', () => {
  it('reads days in Mumbai: earlier today is due today, yesterday is overdue', () => {
    expect(dueState(null, now)).toBeNull();
    expect(dueState('2026-11-22T18:29:00Z', now)).toBe('overdue'); // 23:59 on the 22nd in IST
    expect(dueState('2026-11-22T18:30:00Z', now)).toBe('today'); // 00:00 on the 23rd in IST
    expect(dueState('2026-11-23T03:00:00Z', now)).toBe('today'); // 08:30, already past
    expect(dueState('2026-11-23T18:30:00Z', now)).toBe('later'); // 00:00 on the 24th
  });
});

describe('compareFollowUps', () => {
  it('sorts soonest first and keeps leads without a follow-up last both ways', () => {
    const values = [null, '2026-11-25T05:00:00Z', '2026-11-24T05:00:00Z', null];
    const ascending = [...values].sort((a, b) => compareFollowUps(a, b));
    expect(ascending).toEqual(['2026-11-24T05:00:00Z', '2026-11-25T05:00:00Z', null, null]);
    // AG Grid negates the answer for a descending sort.
    const descending = [...values].sort((a, b) => -compareFollowUps(a, b, null, null, true));
    expect(descending).toEqual(['2026-11-25T05:00:00Z', '2026-11-24T05:00:00Z', null, null]);
  });
});
