/**
 * The college's time zone. Days in filters and counts, and every time shown
 * to staff, are Mumbai's: the API passes this name to PostgreSQL, and the
 * clients format with the functions below.
 */
export const TIME_ZONE = 'Asia/Kolkata';

/*
 * India Standard Time is UTC+05:30 with no daylight saving (none since 1945),
 * so a fixed offset gives exactly what Intl would for TIME_ZONE, at a
 * fraction of the cost over 100,000 rows. time.test.ts holds the two to
 * each other.
 */
const OFFSET_MS = 330 * 60_000;
/** TIME_ZONE's offset from UTC, for arithmetic on Mumbai's days and hours (office-hours.ts). */
export const TIME_ZONE_OFFSET_MS = OFFSET_MS;

/** The UTC form every API time has; seconds and fractions never move the minute shown. */
const API_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?Z$/;
const OFFSET_MINUTES = 330;
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/** `2025-06-01T08:35:00.123456Z` → `2025-06-01 14:05`, in Mumbai. */
export function formatIst(iso: string): string {
  // By hand for the API's own form: a Date per time was most of the cost of
  // an export of 100,000 leads. Anything else goes through Date as before.
  const m = API_TIME.exec(iso);
  if (m) {
    const year = Number(m[1]);
    const month = Number(m[2]);
    const day = Number(m[3]);
    const minutes = Number(m[4]) * 60 + Number(m[5]) + OFFSET_MINUTES;
    if (
      year >= 1 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= daysIn(year, month) &&
      Number(m[4]) <= 23 &&
      Number(m[5]) <= 59 &&
      Number(m[6]) <= 59
    ) {
      const time = `${pad2(Math.floor(minutes / 60) % 24)}:${pad2(minutes % 60)}`;
      if (minutes < 1440) return `${iso.slice(0, 10)} ${time}`;
      if (day < daysIn(year, month)) return `${iso.slice(0, 8)}${pad2(day + 1)} ${time}`;
      if (month < 12) return `${iso.slice(0, 5)}${pad2(month + 1)}-01 ${time}`;
      if (year < 9999) return `${String(year + 1).padStart(4, '0')}-01-01 ${time}`;
    }
  }
  const shifted = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/**
 * `formatIst` in SQL, of a timestamptz expression: the same text for the
 * same instant, minutes cut as formatIst cuts them; null stays null. The
 * export's lines are written by PostgreSQL
 * (docs/decisions/023-export-written-by-postgresql.md).
 */
export const formatIstSql = (timestamp: string): string =>
  `to_char((${timestamp}) at time zone 'UTC' + interval '${OFFSET_MINUTES} minutes', 'YYYY-MM-DD HH24:MI')`;

/** The day in Mumbai, `YYYY-MM-DD`, of an ISO time. */
export const istDay = (iso: string): string => formatIst(iso).slice(0, 10);

/** Today's date in Mumbai, `YYYY-MM-DD`. */
export const istToday = (now: Date = new Date()): string => istDay(now.toISOString());

/** A `datetime-local` value read as Mumbai time (`2026-11-28T11:00`) → `2026-11-28T11:00:00+05:30`. */
export function istLocalToIso(local: string): string {
  return `${local.slice(0, 16)}:00+05:30`;
}

/** An ISO time → the `datetime-local` value that shows it in Mumbai, `2026-11-28T11:00`. */
export function isoToIstLocal(iso: string): string {
  return formatIst(iso).replace(' ', 'T');
}
