/**
 * Which lead field each column of an imported spreadsheet holds, guessed from
 * its header in English, Marathi or Hindi (docs/decisions/046-reading-spreadsheets.md).
 *
 *   guessMapping(headers: readonly string[]): ImportMapping
 *     one entry per column: the field it holds, or null. Each field is given to
 *     one column at most: the one whose header names it most exactly, then the
 *     leftmost.
 *   headerScore(cells: readonly string[]): number
 *     how many columns of a row look like a header: openSheet uses it to find
 *     the header row under a title.
 *   IMPORT_FIELDS, ImportField: the fields a column may be mapped to.
 *
 * The fields are LEAD_FIELDS' own (shared/src/lead/fields.ts). A field's
 * header words are its spreadsheet header and label there, the enquiry
 * form's label for it in every language (FORM_WORDS), and the words real
 * files use, below; all are compared after `normalizeHeader`.
 */
import { FORM_WORDS, LANGUAGES, LEAD_FIELDS } from '@skltcoa/shared';
import { IMPORT_FIELDS, type ImportField } from '@skltcoa/shared/schemas/imports';

// The importable fields are shared with the console: one list (shared/src/schemas/imports.ts).
export { IMPORT_FIELDS, type ImportField };

/** One entry per column of the file: the field it fills, or null for a column left out. */
export type ImportMapping = (ImportField | null)[];

/**
 * What headers real files give a field, beyond the field table's own words:
 * aggregators' exports, fair sheets and offices' own lists. A key that is
 * not a field of LEAD_FIELDS fails to compile.
 */
export const HEADER_ALIASES = {
  name: [
    'name',
    'student name',
    'candidate name',
    'applicant name',
    'full name',
    'lead name',
    'नाव',
    'विद्यार्थ्याचे नाव',
    'नाम',
    'छात्र का नाम',
    'विद्यार्थी का नाम',
    'पूरा नाम',
  ],
  phone: [
    'mobile',
    'mobile no',
    'mobile number',
    'mob no',
    'mob',
    'phone',
    'phone no',
    'phone number',
    'contact',
    'contact no',
    'contact number',
    'whatsapp',
    'whatsapp no',
    'whatsapp number',
    'student mobile',
    'मोबाईल',
    'मोबाइल',
    'मोबाईल नंबर',
    'मोबाइल नंबर',
    'मोबाईल क्रमांक',
    'मोबाइल क्रमांक',
    'फोन',
    'फ़ोन',
    'फोन नंबर',
    'फ़ोन नंबर',
    'संपर्क',
    'संपर्क क्रमांक',
    'संपर्क नंबर',
  ],
  email: [
    'email',
    'e-mail',
    'email id',
    'email address',
    'student email',
    'student email id',
    'mail',
    'mail id',
    'ईमेल',
    'ई-मेल',
    'ई मेल',
    'ईमेल आयडी',
    'ईमेल आईडी',
  ],
  program: [
    'course',
    'course name',
    'course interested',
    'interested course',
    'programme',
    'program',
    'programme interested',
    'stream',
    'अभ्यासक्रम',
    'कोर्स',
    'पाठ्यक्रम',
  ],
  guardian_name: [
    'parent name',
    'parents name',
    'guardian name',
    'father name',
    'fathers name',
    'mother name',
    'mothers name',
    'पालकाचे नाव',
    'वडिलांचे नाव',
    'अभिभावक का नाम',
    'पिता का नाम',
  ],
  guardian_phone: [
    'parent mobile',
    'parents mobile',
    'parent phone',
    'guardian mobile',
    'guardian phone',
    'father mobile',
    'fathers mobile',
    'mother mobile',
    'पालकाचा मोबाईल',
    'पालकाचा मोबाइल',
    'अभिभावक का मोबाइल',
  ],
  guardian_email: [
    'parent email',
    'parents email',
    'guardian email',
    'father email',
    'पालकाचा ईमेल',
    'अभिभावक का ईमेल',
  ],
  utm_source: ['lead source', 'source', 'utm source', 'स्रोत'],
  utm_campaign: ['campaign', 'campaign name', 'utm campaign'],
  body: [
    'remarks',
    'remark',
    'note',
    'notes',
    'comments',
    'comment',
    'message',
    'query',
    'शेरा',
    'टिप्पणी',
    'संदेश',
  ],
} as const satisfies { readonly [K in ImportField]: readonly string[] };

/**
 * A header as it is compared: Unicode-normalised, lower case, without
 * punctuation, an apostrophe's `s`, or a Devanagari full stop, and with single
 * spaces; `Student's Mobile No.:` → `student mobile no`.
 */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’'`]s\b/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Each field's header words, normalised, from the field table, the form's labels and HEADER_ALIASES. */
const WORDS: ReadonlyMap<ImportField, readonly string[]> = new Map(
  IMPORT_FIELDS.map((key) => {
    const field = LEAD_FIELDS.find((candidate) => candidate.key === key)!;
    const words: string[] = [...HEADER_ALIASES[key]];
    if ('sheet' in field) words.push(field.sheet.header);
    if ('label' in field) words.push(field.label);
    if ('formLabel' in field) {
      for (const language of LANGUAGES) words.push(FORM_WORDS[language].labels[field.formLabel]);
    }
    return [key, [...new Set(words.map(normalizeHeader).filter(Boolean))]];
  }),
);

/**
 * How well a header names a field: 2 plus the words' length when it is one
 * of its words exactly, their length when it holds one of them as whole
 * words ("Student Mobile Number (WhatsApp)"), 0 when neither. The longest
 * match wins, so "Parent Mobile" is the guardian's and not the student's.
 */
function score(header: string, field: ImportField): number {
  let best = 0;
  for (const word of WORDS.get(field)!) {
    if (header === word) return 1000 + word.length;
    if (word.length > best && ` ${header} `.includes(` ${word} `)) best = word.length;
  }
  return best;
}

export function guessMapping(headers: readonly string[]): ImportMapping {
  const normalised = headers.map(normalizeHeader);
  const candidates: { column: number; field: ImportField; score: number }[] = [];
  normalised.forEach((header, column) => {
    if (header === '') return;
    for (const field of IMPORT_FIELDS) {
      const value = score(header, field);
      if (value > 0) candidates.push({ column, field, score: value });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const mapping: ImportMapping = headers.map(() => null);
  const taken = new Set<ImportField>();
  for (const { column, field } of candidates) {
    if (mapping[column] !== null || taken.has(field)) continue;
    mapping[column] = field;
    taken.add(field);
  }
  return mapping;
}

export function headerScore(cells: readonly string[]): number {
  return guessMapping(cells).filter((field) => field !== null).length;
}
