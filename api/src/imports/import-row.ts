/**
 * One row of an imported file, checked as a lead staff record is
 * (docs/decisions/051-importing-leads.md):
 *
 *   cellsOf(row: SheetRow, mapping: ImportMapping): ImportCells
 *     the row's cells by the field their column is mapped to, blanks left out.
 *   checkRow(cells: ImportCells, program?: Program): CheckedRow
 *     the lead the row makes, or each problem (field and message) that stops it.
 *
 * Each value goes through the enquiry's schema (FIELD_INPUTS), except the
 * mobile numbers, read by `readIndianMobile` with its reason as the message,
 * and the programme, read by `readProgram`. A row needs a name and a mobile
 * number or an email, as a lead staff record does (ADR 050).
 */
import {
  EmailSchema,
  NameSchema,
  NoteSchema,
  readIndianMobile,
  UtmSchema,
  type Program,
} from '@skltcoa/shared';
import type { ImportProblem } from '@skltcoa/shared/schemas/imports';
import type { z } from 'zod';
import type { ImportField, ImportMapping } from './header-guess';
import { readProgram } from './program-reader';
import type { SheetRow } from './sheet-row';

export type ImportCells = Partial<Record<ImportField, string>>;

/** A row as the lead it makes. */
export interface ImportedLead {
  name: string;
  phone?: string;
  email?: string;
  program: Program;
  guardian_name?: string;
  guardian_phone?: string;
  guardian_email?: string;
  utm_campaign?: string;
  /** A remarks column: the lead's first note. */
  body?: string;
}

export type CheckedRow =
  { lead: ImportedLead; problems: [] } | { lead: null; problems: ImportProblem[] };

export function cellsOf(row: SheetRow, mapping: ImportMapping): ImportCells {
  const cells: ImportCells = {};
  for (let column = 0; column < mapping.length; column += 1) {
    const field = mapping[column];
    const cell = row.cells[column];
    if (field && cell) cells[field] = cell;
  }
  return cells;
}

/** The schema's own message for a refused value. */
function parsed<T>(schema: z.ZodType<T>, value: string): { value: T } | { message: string } {
  const result = schema.safeParse(value);
  return result.success
    ? { value: result.data }
    : { message: result.error.issues[0]?.message ?? 'Not valid.' };
}

const NO_CONTACT = 'No mobile number or email: a lead needs at least one of them to be contacted.';
const NO_NAME = 'No name: every row needs the student’s name.';
const NO_PROGRAM =
  'No programme: write B.Arch (Bachelor of Architecture) or D.Arch (Diploma in Architecture).';
const UNKNOWN_PROGRAM =
  'Not a programme we offer: write B.Arch (Bachelor of Architecture) or D.Arch (Diploma in Architecture).';

export function checkRow(cells: ImportCells, program?: Program): CheckedRow {
  const problems: ImportProblem[] = [];
  const lead: Partial<ImportedLead> = {};
  const check = <T>(
    field: ImportField,
    read: (cell: string) => { value: T } | { message: string },
    keep: (value: T) => void,
  ) => {
    const cell = cells[field];
    if (cell === undefined) return;
    const result = read(cell);
    if ('message' in result) problems.push({ field, message: result.message });
    else keep(result.value);
  };
  const mobile = (cell: string) => {
    const reading = readIndianMobile(cell);
    return reading.ok ? { value: reading.phone } : { message: reading.message };
  };

  if (cells.name === undefined) problems.push({ field: 'name', message: NO_NAME });
  check(
    'name',
    (cell) => parsed(NameSchema, cell),
    (name) => (lead.name = name),
  );
  check('phone', mobile, (phone) => (lead.phone = phone));
  check(
    'email',
    (cell) => parsed(EmailSchema, cell),
    (email) => (lead.email = email),
  );
  if (cells.phone === undefined && cells.email === undefined) {
    problems.push({ field: 'phone', message: NO_CONTACT });
  }
  if (cells.program === undefined) {
    if (program) lead.program = program;
    else problems.push({ field: 'program', message: NO_PROGRAM });
  }
  check(
    'program',
    (cell) => {
      const read = readProgram(cell);
      return read ? { value: read } : { message: UNKNOWN_PROGRAM };
    },
    (value) => (lead.program = value),
  );
  check(
    'guardian_name',
    (cell) => parsed(NameSchema, cell),
    (name) => (lead.guardian_name = name),
  );
  check('guardian_phone', mobile, (phone) => (lead.guardian_phone = phone));
  check(
    'guardian_email',
    (cell) => parsed(EmailSchema, cell),
    (email) => (lead.guardian_email = email),
  );
  check(
    'utm_campaign',
    (cell) => parsed(UtmSchema, cell),
    (campaign) => {
      if (campaign) lead.utm_campaign = campaign;
    },
  );
  check(
    'body',
    (cell) => parsed(NoteSchema, cell),
    (body) => {
      if (body.trim()) lead.body = body.trim();
    },
  );
  return problems.length > 0
    ? { lead: null, problems }
    : { lead: lead as ImportedLead, problems: [] };
}
