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

/** Why a spreadsheet's cell is not an Indian mobile number (`readIndianMobile`). */
export type MobileRefusal =
  | 'empty'
  | 'rounded'
  | 'landline'
  | 'too-short'
  | 'too-long'
  | 'not-indian'
  | 'several'
  | 'not-a-number';

export type MobileReading =
  { ok: true; phone: string } | { ok: false; reason: MobileRefusal; message: string };

const MOBILE_MESSAGES: Readonly<Record<MobileRefusal, string>> = {
  empty: 'No mobile number.',
  rounded:
    'The mobile number was rounded by a spreadsheet (it shows as 9.82E+09): format the column as text in Excel, type the numbers again or export them afresh, and import the file again.',
  landline:
    'This is a landline number; we can only keep a mobile number, which has 10 digits and starts with 6, 7, 8 or 9.',
  'too-short': 'Too few digits for a mobile number, which has 10 digits.',
  'too-long': 'Too many digits for a mobile number, which has 10 digits after +91.',
  'not-indian': 'Not an Indian mobile number; we can only keep numbers starting with +91.',
  several: 'More than one number in one cell; keep one mobile number per row.',
  'not-a-number': 'Not a mobile number.',
};

const refuse = (reason: MobileRefusal): MobileReading => ({
  ok: false,
  reason,
  message: MOBILE_MESSAGES[reason],
});

/** `9.820012345E+09` and `9,82E+09` (a comma where Excel's locale writes one). */
const SCIENTIFIC = /^(\d+)(?:[.,](\d*))?[eE]\+?(\d{1,2})$/;
/** `9820012345.0`: a number column of a spreadsheet written out as text. */
const WHOLE_DECIMAL = /^(\d+)[.,]0+$/;
/** `9,820,012,345` and `9,82,00,12,345`: a number column shown with digit groups. */
const GROUPED = /^\d{1,3}(?:,\d{2,3})+$/;

/**
 * Reads a cell of an imported spreadsheet as an Indian mobile number, as
 * `normalizeIndianPhone` does, and otherwise says why not, in words an
 * admissions office can act on (docs/decisions/046-reading-spreadsheets.md).
 * Spreadsheets keep mobile numbers as numbers: written to CSV they come out
 * as `9820012345.0`, or in scientific notation; `9.820012345E+09` still
 * holds every digit, but `9.82E+09` has lost them, and is refused rather
 * than guessed. No message repeats the cell, so that one can be logged.
 */
export function readIndianMobile(cell: string): MobileReading {
  // A leading apostrophe is how a spreadsheet is told to keep a cell as text.
  const text = cell.trim().replace(/^'/, '');
  if (text === '') return refuse('empty');
  const scientific = SCIENTIFIC.exec(text);
  if (scientific) {
    const [, whole, fraction = '', exponent] = scientific;
    const digits = `${whole}${fraction}`.replace(/^0+/, '');
    const padding = Number(exponent) - fraction.length;
    // A negative padding is a fraction of a number: not a phone at all.
    if (padding < 0) return refuse('not-a-number');
    // Zeros the notation adds stand for digits the spreadsheet dropped.
    if (padding > 0) return refuse('rounded');
    return readIndianMobile(digits);
  }
  const decimal = WHOLE_DECIMAL.exec(text);
  const plain = decimal ? decimal[1]! : GROUPED.test(text) ? text.replaceAll(',', '') : text;
  const phone = normalizeIndianPhone(plain);
  if (phone) return { ok: true, phone };

  if (/\d[\s().-]*[/,;|&]+[\s().+-]*\d/.test(text) || /\d\s+(?:or|and)\s+\+?\d/i.test(text)) {
    return refuse('several');
  }
  const compact = text.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return refuse('not-a-number');
  if (compact.startsWith('+') && !compact.startsWith(PHONE_PREFIX)) return refuse('not-indian');
  if (compact.startsWith('00') && !compact.startsWith('0091')) return refuse('not-indian');
  const national = compact.replace(/^(?:\+91|0091)/, '').replace(/^0/, '');
  // An Indian landline is a 2 to 4 digit area code and the subscriber's
  // number, 10 digits in all. Area codes starting with 7 or 8 (Ahmedabad's
  // 079, Bengaluru's 080) make numbers shaped like a mobile's, which
  // normalizeIndianPhone keeps; those starting with 1 to 5 are refused here.
  if (national.length === 10 && /^[1-5]/.test(national)) return refuse('landline');
  if (national.length === 12 && national.startsWith('91') && /^[1-5]/.test(national.slice(2))) {
    return refuse('landline');
  }
  if (national.length < 10) return refuse('too-short');
  return refuse('too-long');
}
