import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIst, istDay, istToday, TIME_ZONE } from './time';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const viaIntl = (date: Date) => {
  const part = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};

describe('Mumbai time', () => {
  it('matches Intl for the time zone at every instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          expect(formatIst(date.toISOString())).toBe(viaIntl(date));
        },
      ),
      { seed: 20_261_123, numRuns: 2000 },
    );
  });

  it('matches the Date-based form across days, months, leap days and years', () => {
    const viaDate = (iso: string) => {
      const shifted = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
      return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        fc.constantFrom(0, 3, 6),
        (date, digits) => {
          // As to_char writes it: microseconds; also milliseconds and none.
          const base = date.toISOString().slice(0, 19);
          const iso = `${base}${digits ? `.${'123456'.slice(0, digits)}` : ''}Z`;
          expect(formatIst(iso)).toBe(viaDate(iso));
        },
      ),
      { seed: 20_261_124, numRuns: 5000 },
    );
    for (const iso of [
      '2024-02-28T18:30:00.000000Z',
      '2024-02-29T18:29:59.999999Z',
      '2024-02-29T18:30:00.000000Z',
      '2023-02-28T18:30:00Z',
      '2100-02-28T20:00:00Z',
      '2000-02-28T20:00:00Z',
      '2025-04-30T23:59:59Z',
      '2025-12-31T18:30:00.000001Z',
      '2025-06-01T08:35:00+05:30',
      '2025-06-01T08:35:60Z',
      '2025-02-30T08:35:00Z',
    ]) {
      let expected: string | Error;
      try {
        expected = viaDate(iso);
      } catch (error) {
        expected = error as Error;
      }
      if (expected instanceof Error) expect(() => formatIst(iso)).toThrow(RangeError);
      else expect(formatIst(iso)).toBe(expected);
    }
  });

  it('puts 18:29 and 18:31 UTC on different Mumbai days', () => {
    expect(istDay('2025-06-01T18:29:00.000000Z')).toBe('2025-06-01');
    expect(istDay('2025-06-01T18:30:00.000000Z')).toBe('2025-06-02');
    expect(formatIst('2025-06-01T08:35:00.123456Z')).toBe('2025-06-01 14:05');
    expect(istToday(new Date('2025-12-31T19:00:00Z'))).toBe('2026-01-01');
  });
});
