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

/** `2025-06-01T08:35:00.123456Z` → `2025-06-01 14:05`, in Mumbai. */
export function formatIst(iso: string): string {
  const shifted = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

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
