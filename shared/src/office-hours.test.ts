import { describe, expect, it } from 'vitest';
import { firstCallUrgency, OFFICE_HOURS, workingMillisBetween } from './office-hours';
import { TIME_ZONE } from './time';

const ist = (local: string) => new Date(`${local}+05:30`);
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('OFFICE_HOURS', () => {
  it("is the college's zone, Monday to Saturday", () => {
    expect(OFFICE_HOURS.timeZone).toBe(TIME_ZONE);
    expect(OFFICE_HOURS.days).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('workingMillisBetween', () => {
  it('counts the time inside one working day', () => {
    // 2026-11-27 is a Friday.
    expect(workingMillisBetween(ist('2026-11-27T10:00'), ist('2026-11-27T12:30'))).toBe(2.5 * HOUR);
  });

  it('counts nothing before opening, after closing, or backwards', () => {
    expect(workingMillisBetween(ist('2026-11-27T07:00'), ist('2026-11-27T09:30'))).toBe(0);
    expect(workingMillisBetween(ist('2026-11-27T17:30'), ist('2026-11-27T23:00'))).toBe(0);
    expect(workingMillisBetween(ist('2026-11-27T12:00'), ist('2026-11-27T11:00'))).toBe(0);
  });

  it('skips the night and Sunday', () => {
    // Saturday 17:00 to Monday 10:00: half an hour on Saturday, half an hour on Monday.
    expect(workingMillisBetween(ist('2026-11-28T17:00'), ist('2026-11-30T10:00'))).toBe(
      60 * MINUTE,
    );
    // An enquiry on Sunday waits from Monday's opening.
    expect(workingMillisBetween(ist('2026-11-29T11:00'), ist('2026-11-30T11:30'))).toBe(2 * HOUR);
  });

  it("uses Mumbai's day, not UTC's, across midnight", () => {
    // 23:00 Friday in Mumbai is 17:30 UTC the same day; 10:30 Saturday is 05:00 UTC.
    expect(workingMillisBetween(ist('2026-11-27T23:00'), ist('2026-11-28T10:30'))).toBe(HOUR);
  });

  it('crosses months and years, and counts whole weeks exactly', () => {
    // Monday 30 November 17:00 to Tuesday 1 December 10:00.
    expect(workingMillisBetween(ist('2026-11-30T17:00'), ist('2026-12-01T10:00'))).toBe(
      60 * MINUTE,
    );
    // Thursday 31 December 2026 to Saturday 2 January 2027, opening to closing.
    expect(workingMillisBetween(ist('2026-12-31T09:30'), ist('2027-01-02T17:30'))).toBe(
      3 * 8 * HOUR,
    );
    // Four whole weeks: 4 × 6 days × 8 hours, from any instant to the same one.
    expect(workingMillisBetween(ist('2026-11-04T13:00'), ist('2026-12-02T13:00'))).toBe(
      4 * 48 * HOUR,
    );
  });

  it('agrees with a minute-by-minute count over three weeks', () => {
    const from = ist('2026-11-20T15:17');
    const to = ist('2026-12-11T10:43');
    let counted = 0;
    for (let t = from.getTime(); t < to.getTime(); t += MINUTE) {
      const local = new Date(t + 330 * MINUTE);
      const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
      if (local.getUTCDay() !== 0 && minutes >= 570 && minutes < 1050) counted += MINUTE;
    }
    expect(workingMillisBetween(from, to)).toBe(counted);
  });
});

describe('firstCallUrgency', () => {
  const received = ist('2026-11-27T10:00');
  it('is ok before half the target, amber from half, red past it', () => {
    expect(firstCallUrgency(received, ist('2026-11-27T10:59'), 2)).toBe('ok');
    expect(firstCallUrgency(received, ist('2026-11-27T11:00'), 2)).toBe('amber');
    expect(firstCallUrgency(received, ist('2026-11-27T12:00'), 2)).toBe('amber');
    expect(firstCallUrgency(received.toISOString(), ist('2026-11-27T12:01'), 2)).toBe('red');
  });

  it('counts working hours only: an evening enquiry is not late by morning', () => {
    expect(firstCallUrgency(ist('2026-11-27T20:00'), ist('2026-11-28T09:45'), 2)).toBe('ok');
    // Saturday 17:00 to Monday 11:00 is two working hours: at the target, not past it.
    expect(firstCallUrgency(ist('2026-11-28T17:00'), ist('2026-11-30T11:00'), 2)).toBe('amber');
    expect(firstCallUrgency(ist('2026-11-28T17:00'), ist('2026-11-30T11:01'), 2)).toBe('red');
  });
});
