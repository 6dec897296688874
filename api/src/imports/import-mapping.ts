/**
 * Which field each column of an imported file fills
 * (docs/decisions/051-importing-leads.md):
 *
 *   resolveMapping(headers, input, saved): ImportMapping
 *     the mapping a client sent (by column, or by header text), else the one
 *     saved for the source, else the guess from the headers (guessMapping).
 *     Throws ApiError 400 naming the problem: an unknown field, a field
 *     given to two columns, a header the file does not have.
 *   requireUsable(mapping, program?): void
 *     400 unless a column holds the name, one a mobile or an email, and one
 *     the programme (or the import names it).
 *
 * Every row's source is the import's own (it is the lead's utm_source), so
 * a column guessed as the source is left out, and one mapped to it refused.
 */
import { ApiError } from '../http/api-error';
import {
  guessMapping,
  IMPORT_FIELDS,
  normalizeHeader,
  type ImportField,
  type ImportMapping,
} from './header-guess';
import { MAPPABLE_FIELDS } from '@skltcoa/shared/schemas/imports';

/** A mapping saved for a source: normalised header text to field. */
export type SavedMapping = Record<string, ImportField | null>;

const isField = (value: string): value is ImportField =>
  (IMPORT_FIELDS as readonly string[]).includes(value);

const refuse = (message: string): never => {
  throw new ApiError(400, 'Please correct the mapping.', { fields: { mapping: message } });
};

export { MAPPABLE_FIELDS };

function field(value: string | null): ImportField | null {
  if (value === null || value === '') return null;
  if (value === 'utm_source') {
    refuse('Every row’s source is the one named for the import; leave the source column unmapped.');
  }
  if (!isField(value)) {
    refuse(
      `“${value.slice(0, 40)}” is not a field. Map columns to: ${MAPPABLE_FIELDS.join(', ')}.`,
    );
  }
  return value as ImportField;
}

function noRepeats(mapping: ImportMapping): ImportMapping {
  const seen = new Set<ImportField>();
  for (const entry of mapping) {
    if (!entry) continue;
    if (seen.has(entry))
      refuse(`Two columns are mapped to ${entry}: map each field to one column.`);
    seen.add(entry);
  }
  return mapping;
}

export function resolveMapping(
  headers: readonly string[],
  input: (string | null)[] | Record<string, string | null> | undefined,
  saved: SavedMapping | undefined,
): ImportMapping {
  if (Array.isArray(input)) {
    if (input.length > headers.length) {
      refuse(`The mapping has ${input.length} columns; the file has ${headers.length}.`);
    }
    return noRepeats(headers.map((_, column) => field(input[column] ?? null)));
  }
  if (input) {
    const byHeader = new Map(headers.map((header, column) => [normalizeHeader(header), column]));
    const mapping: ImportMapping = headers.map(() => null);
    for (const [header, value] of Object.entries(input)) {
      const column = byHeader.get(normalizeHeader(header));
      if (column === undefined) {
        refuse(`The file has no column “${header.slice(0, 60)}”. Map the columns it has.`);
      }
      mapping[column!] = field(value);
    }
    return noRepeats(mapping);
  }
  if (saved) {
    const mapping = headers.map((header) => saved[normalizeHeader(header)] ?? null);
    if (mapping.some((entry) => entry !== null)) return noRepeats(mapping);
  }
  return guessMapping(headers).map((entry) => (entry === 'utm_source' ? null : entry));
}

/** The mapping as saved for a source: by normalised header. */
export function toSaved(headers: readonly string[], mapping: ImportMapping): SavedMapping {
  const saved: SavedMapping = {};
  headers.forEach((header, column) => {
    const key = normalizeHeader(header);
    if (key) saved[key] = mapping[column] ?? null;
  });
  return saved;
}

export function requireUsable(mapping: ImportMapping, program: string | undefined): void {
  const mapped = new Set(mapping.filter(Boolean));
  const missing: string[] = [];
  if (!mapped.has('name')) missing.push('the name');
  if (!mapped.has('phone') && !mapped.has('email')) missing.push('the mobile number or the email');
  if (!mapped.has('program') && !program) {
    missing.push('the programme (or choose the programme of every row)');
  }
  if (missing.length > 0) {
    refuse(`Map a column to ${missing.join(', and a column to ')}.`);
  }
}

/** A mapping sent to be saved for a source: header text to field (or null), checked as one sent with a file. */
export function savedMappingOf(input: Record<string, string | null>): SavedMapping {
  const saved: SavedMapping = {};
  for (const [header, value] of Object.entries(input)) {
    const key = normalizeHeader(header);
    if (key) saved[key] = field(value);
  }
  noRepeats(Object.values(saved));
  return saved;
}
