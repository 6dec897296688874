import { TIME_ZONE, TIME_ZONE_OFFSET_MS } from './time';

/*
 * The college's working hours, written once: a first call's target counts
 * only the time the office is open (docs/decisions/052-the-counsellors-day.md).
 * Mumbai keeps no daylight saving, so a day there is always 24 hours at a
 * fixed offset (time.ts), and the arithmetic below needs no calendar library.
 */

/** Monday to Saturday, 09:30 to 17:30 in Mumbai. Days count from Sunday = 0. */
export const OFFICE_HOURS = {
  timeZone: TIME_ZONE,
  days: [1, 2, 3, 4, 5, 6],
  opens: '09:30',
  closes: '17:30',
} as const satisfies {
  timeZone: string;
  days: readonly number[];
  opens: `${number}:${number}`;
  closes: `${number}:${number}`;
};

/** A first call is due within this many working hours of the enquiry, unless an admin sets another. */
export const DEFAULT_FIRST_CALL_TARGET_HOURS = 2;
/** The target an admin may set, in working hours: from a quarter of an hour to a working week. */
export const FIRST_CALL_TARGET_LIMITS = { min: 0.25, max: 48 } as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};
const OPENS_MS = minutesOf(OFFICE_HOURS.opens) * 60_000;
const CLOSES_MS = minutesOf(OFFICE_HOURS.closes) * 60_000;
const WORKDAYS: ReadonlySet<number> = new Set(OFFICE_HOURS.days);
/** Working time in a whole week. */
const WEEK_MS = WORKDAYS.size * (CLOSES_MS - OPENS_MS);

/** Day 0 is 1970-01-01 in Mumbai, a Thursday. */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

/**
 * The office's open time between two instants, in milliseconds: zero when
 * `to` is not after `from`. Public holidays are not known, and count as
 * working days.
 */
export function workingMillisBetween(from: Date, to: Date): number {
  const start = from.getTime() + TIME_ZONE_OFFSET_MS;
  const end = to.getTime() + TIME_ZONE_OFFSET_MS;
  if (!(end > start)) return 0;
  const firstDay = Math.floor(start / DAY_MS);
  const lastDay = Math.floor(end / DAY_MS);
  let total = 0;
  let day = firstDay;
  while (day <= lastDay) {
    // Whole weeks strictly between the first and the last day are all alike.
    if (day > firstDay && lastDay - day >= 7) {
      const weeks = Math.floor((lastDay - day) / 7);
      total += weeks * WEEK_MS;
      day += weeks * 7;
      continue;
    }
    if (WORKDAYS.has(weekday(day))) {
      const opens = day * DAY_MS + OPENS_MS;
      const closes = day * DAY_MS + CLOSES_MS;
      total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
    }
    day += 1;
  }
  return total;
}

export type FirstCallUrgency = 'ok' | 'amber' | 'red';

/**
 * How urgent a lead's first call is: amber once half the target's working
 * hours have passed since the enquiry arrived, red once they all have.
 */
export function firstCallUrgency(
  receivedAt: Date | string,
  now: Date,
  targetHours: number,
): FirstCallUrgency {
  const received = typeof receivedAt === 'string' ? new Date(receivedAt) : receivedAt;
  const waited = workingMillisBetween(received, now);
  const target = targetHours * HOUR_MS;
  if (waited > target) return 'red';
  if (waited >= target / 2) return 'amber';
  return 'ok';
}
