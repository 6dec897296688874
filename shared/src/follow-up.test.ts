import { describe, expect, it } from 'vitest';
import { CALL_OUTCOMES } from './constants';
import { proposeFollowUp } from './follow-up';

/** An instant given as Mumbai wall time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('proposeFollowUp', () => {
  it('tries a number that did not answer again in 3 hours, a busy one in 1', () => {
    const now = ist('2026-11-28T11:07:30');
    expect(proposeFollowUp('no-answer', now)).toEqual(ist('2026-11-28T14:07:30'));
    expect(proposeFollowUp('busy', now)).toEqual(ist('2026-11-28T12:07:30'));
  });

  it('tries a phone switched off tomorrow at 10:00 in Mumbai, whatever the hour now', () => {
    expect(proposeFollowUp('switched-off', ist('2026-11-28T09:00'))).toEqual(
      ist('2026-11-29T10:00'),
    );
    expect(proposeFollowUp('switched-off', ist('2026-11-28T23:59'))).toEqual(
      ist('2026-11-29T10:00'),
    );
    // 00:10 in Mumbai is still the previous day in UTC: tomorrow is Mumbai's.
    expect(proposeFollowUp('switched-off', ist('2026-11-29T00:10'))).toEqual(
      ist('2026-11-30T10:00'),
    );
  });

  it('follows a family reached two days later at 11:00 in Mumbai', () => {
    expect(proposeFollowUp('connected', ist('2026-11-28T16:45'))).toEqual(ist('2026-11-30T11:00'));
  });

  it('crosses the ends of months and years, and a leap day', () => {
    expect(proposeFollowUp('switched-off', ist('2026-11-30T18:00'))).toEqual(
      ist('2026-12-01T10:00'),
    );
    expect(proposeFollowUp('connected', ist('2026-12-31T20:00'))).toEqual(ist('2027-01-02T11:00'));
    expect(proposeFollowUp('connected', ist('2028-02-28T12:00'))).toEqual(ist('2028-03-01T11:00'));
    expect(proposeFollowUp('no-answer', ist('2026-12-31T22:30'))).toEqual(ist('2027-01-01T01:30'));
  });

  it('proposes nothing for a wrong number, and asks for "call back later"', () => {
    const now = ist('2026-11-28T11:00');
    expect(proposeFollowUp('wrong-number', now)).toBeNull();
    expect(proposeFollowUp('call-back-later', now)).toBeNull();
  });

  it('answers every outcome', () => {
    for (const outcome of CALL_OUTCOMES) {
      expect(() => proposeFollowUp(outcome, new Date())).not.toThrow();
    }
  });
});
