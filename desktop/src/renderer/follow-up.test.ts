import { describe, expect, it } from 'vitest';
import { dueState } from './follow-up';

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
