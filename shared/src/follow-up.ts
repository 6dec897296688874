import type { CallOutcome } from './constants';
import { TIME_ZONE_OFFSET_MS } from './time';

/*
 * When to call next, as the post-call form proposes it from how the call
 * went (docs/decisions/052-the-counsellors-day.md). Days and hours are
 * Mumbai's (time.ts); "call back later" and a wrong number propose nothing:
 * the family said when, or there is no one to call.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** `days` after today in Mumbai, at `hour`:`minute` there. */
function istDayAt(now: Date, days: number, hour: number, minute = 0): Date {
  const today = Math.floor((now.getTime() + TIME_ZONE_OFFSET_MS) / DAY_MS);
  return new Date((today + days) * DAY_MS + (hour * 60 + minute) * 60_000 - TIME_ZONE_OFFSET_MS);
}

/** The next follow-up the form proposes after a call, or null when the counsellor must choose. */
export function proposeFollowUp(outcome: CallOutcome, now: Date): Date | null {
  switch (outcome) {
    case 'no-answer':
      return new Date(now.getTime() + 3 * HOUR_MS);
    case 'busy':
      return new Date(now.getTime() + HOUR_MS);
    case 'switched-off':
      return istDayAt(now, 1, 10);
    case 'connected':
      return istDayAt(now, 2, 11);
    case 'wrong-number':
    case 'call-back-later':
      return null;
  }
}
