/*
 * Characters that free text from the public must not carry. Control
 * characters break CSV, logs and PostgreSQL (a NUL cannot be stored in
 * `text`). Bidirectional overrides, zero-width spaces and line separators
 * are invisible, and make a name or a campaign read differently to staff
 * than it is stored ("Trojan Source").
 *
 * The zero-width joiner and non-joiner are the exception: Devanagari and
 * other Indic scripts use them between letters to choose a half form
 * (क्‍ष). Between two letters or marks they are kept; anywhere else they are
 * as invisible as the rest.
 *
 * Plain `u` regular expressions only: the site's forms run these too, on
 * phones whose browsers may not know the `v` flag or lookbehind.
 */

const CONTROL = /\p{Cc}/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/u;
const INVISIBLE =
  /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2028\u2029\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const JOINER = /[\u200C\u200D]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

function isUnsafeAt(chars: readonly string[], index: number, multiline: boolean): boolean {
  const char = chars[index]!;
  if ((multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(char)) return true;
  if (INVISIBLE.test(char)) return true;
  if (JOINER.test(char)) {
    return !(
      LETTER_OR_MARK.test(chars[index - 1] ?? '') && LETTER_OR_MARK.test(chars[index + 1] ?? '')
    );
  }
  return false;
}

/** True when a single-line value (a name, a campaign, a search) holds a character it must not. */
export function hasUnsafeText(value: string, { multiline = false } = {}): boolean {
  const chars = [...value];
  return chars.some((_, index) => isUnsafeAt(chars, index, multiline));
}

/** The message for a field that holds one. */
export const unsafeTextMessage = (label: string) =>
  `${label} cannot contain control characters, line breaks or invisible formatting characters.`;

/**
 * Drops the characters hasUnsafeText objects to. For values that nobody
 * typed (campaign parameters from a link), where refusing the enquiry would
 * be worse than losing a character.
 */
export function stripUnsafeText(value: string): string {
  const chars = [...value];
  return chars.filter((_, index) => !isUnsafeAt(chars, index, false)).join('');
}
