import { PHONE_PREFIX } from './constants';

const SEPARATORS = /[\s().-]/g;
const INDIAN_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/**
 * Normalises an Indian mobile number to `+91XXXXXXXXXX`, or returns null.
 * People type numbers with spaces, dashes, a leading 0 or a country code; all
 * of those name the same phone, and storing one form lets staff spot repeats.
 */
export function normalizeIndianPhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const match = INDIAN_MOBILE.exec(compact);
  return match ? `${PHONE_PREFIX}${match[1]}` : null;
}

/** `+919876543210` → `+91 98765 43210`, the way numbers are read aloud here. */
export function formatIndianPhone(e164: string): string {
  const national = nationalPhone(e164);
  return national === e164 ? e164 : `${PHONE_PREFIX} ${national}`;
}

/**
 * `+919876543210` → `98765 43210`: the number without its country code, as
 * the spreadsheet export writes it (docs/decisions/011-one-lead-contract.md).
 * Diallers and WhatsApp on an Indian phone take it as it is, and a spreadsheet
 * reads it as text, not as a number or a formula.
 */
export function nationalPhone(e164: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `${match[1]} ${match[2]}` : e164;
}
