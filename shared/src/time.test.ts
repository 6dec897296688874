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

  it('puts 18:29 and 18:31 UTC on different Mumbai days', () => {
    expect(istDay('2025-06-01T18:29:00.000000Z')).toBe('2025-06-01');
    expect(istDay('2025-06-01T18:30:00.000000Z')).toBe('2025-06-02');
    expect(formatIst('2025-06-01T08:35:00.123456Z')).toBe('2025-06-01 14:05');
    expect(istToday(new Date('2025-12-31T19:00:00Z'))).toBe('2026-01-01');
  });
});
