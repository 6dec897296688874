import { z } from 'zod';
import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  LOGGED_ACTIVITY_KINDS,
  NOT_REACHED_OUTCOMES,
  REACHED_OUTCOMES,
  type CallOutcome,
  type LoggedActivityKind,
} from './constants';
import { csvPiecesOf, type CsvColumn } from './csv';
import { exportPhone } from './lead-export';
import { readText } from './schemas/read';
import { blankToUndefined, DateSchema, EmailSchema } from './schemas/inputs';
import { fromNotAfterTo } from './schemas/query';
import { formatIst } from './time';

/*
 * The day's calling (docs/decisions/053-the-days-calling.md): every call and
 * note staff logged in a range of days, newest first, with its lead, for the
 * console's Calls screen (`GET /api/activities`) and its spreadsheet
 * (`GET /api/activities/export`). Dates are days in Mumbai, as the leads'
 * filters read them.
 */

/** Entries per page of the listing, at most and by default. */
export const CALLS_PAGE_MAX = 500;
export const CALLS_PAGE_DEFAULT = 200;

const callsFilterFields = {
  from: z.preprocess(blankToUndefined, DateSchema.optional()),
  to: z.preprocess(blankToUndefined, DateSchema.optional()),
  kind: z.preprocess(
    blankToUndefined,
    z
      .enum(LOGGED_ACTIVITY_KINDS, {
        error: `Kind must be one of: ${LOGGED_ACTIVITY_KINDS.join(', ')}.`,
      })
      .optional(),
  ),
  /** The counsellor who logged it, by email (any case). */
  author: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Author must be a staff email.' }).pipe(EmailSchema).optional(),
  ),
  /** A call's outcome, or `reached` / `not-reached` for either set of them. */
  outcome: z.preprocess(
    blankToUndefined,
    z
      .enum([...CALL_OUTCOMES, 'reached', 'not-reached'], {
        error: `Outcome must be one of: ${[...CALL_OUTCOMES, 'reached', 'not-reached'].join(', ')}.`,
      })
      .optional(),
  ),
};

/** An outcome filter: one outcome, or every outcome of a set. */
export type CallsOutcomeFilter = CallOutcome | 'reached' | 'not-reached';

/** The outcomes an outcome filter stands for. */
export function outcomesOf(filter: CallsOutcomeFilter): readonly CallOutcome[] {
  if (filter === 'reached') return REACHED_OUTCOMES;
  if (filter === 'not-reached') return NOT_REACHED_OUTCOMES;
  return [filter];
}

/** An outcome filter asks for calls alone: a note has no outcome. */
const outcomeIsForCalls: [
  (query: { kind?: string; outcome?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (query) => !query.outcome || query.kind !== 'note',
  {
    message: 'Only a call has an outcome: leave out the outcome, or ask for calls.',
    path: ['outcome'],
  },
];

const pagingFields = {
  /** The last entry of the page before, as the listing's `nextCursor` gave it. */
  cursor: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(200, 'Cursor is not valid.')
      .regex(/^[A-Za-z0-9_-]+$/, 'Cursor is not valid.')
      .optional(),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `Limit must be a number from 1 to ${CALLS_PAGE_MAX}.` })
      .int(`Limit must be a number from 1 to ${CALLS_PAGE_MAX}.`)
      .min(1, `Limit must be a number from 1 to ${CALLS_PAGE_MAX}.`)
      .max(CALLS_PAGE_MAX, `Limit must be a number from 1 to ${CALLS_PAGE_MAX}.`)
      .default(CALLS_PAGE_DEFAULT),
  ),
};

/** A parameter the query does not take is refused under its own name, not as the whole query's. */
const unknownParameter = (what: string) =>
  z.unknown().superRefine((_value, ctx) => {
    ctx.addIssue({ code: 'custom', message: `${what} takes no such parameter.` });
  });

/** `GET /api/activities`: filters and a page. Unknown parameters are refused, by name. */
export const CallsQuerySchema = z
  .object({ ...callsFilterFields, ...pagingFields })
  .catchall(unknownParameter('The calls listing'))
  .refine(...fromNotAfterTo)
  .refine(...outcomeIsForCalls);
export type CallsQueryInput = z.input<typeof CallsQuerySchema>;
export type CallsQuery = z.output<typeof CallsQuerySchema>;

/** `GET /api/activities/export`: the filters alone; the file holds every entry they find. */
export const CallsExportQuerySchema = z
  .object(callsFilterFields)
  .catchall(unknownParameter('The export, which holds every entry the filters find,'))
  .refine(...fromNotAfterTo)
  .refine(...outcomeIsForCalls);
export type CallsExportQuery = z.output<typeof CallsExportQuerySchema>;

/** One call or note, with the lead it is about (a merged duplicate's: the lead it joined). */
export const CallEntrySchema = z.object({
  id: z.string(),
  lead_id: z.uuid(),
  /** Empty once the family's data was erased. */
  lead_name: z.string(),
  lead_phone: z.string(),
  /** The family withdrew consent: nobody calls them again (ADR 021). */
  withdrawn: z.boolean(),
  kind: readText<LoggedActivityKind>('Kind'),
  /** The counsellor's email. */
  author: z.string(),
  created_at: z.string(),
  outcome: readText<CallOutcome>('Outcome').nullable(),
  /** What was said or noted; null when nothing was, or once erased. */
  body: z.string().nullable(),
});
export type CallEntry = z.infer<typeof CallEntrySchema>;

/** The range's counts, whatever page: on the first page only (null after it). */
export const CallsTotalsSchema = z.object({
  calls: z.number().int().nonnegative(),
  reached: z.number().int().nonnegative(),
  not_reached: z.number().int().nonnegative(),
  notes: z.number().int().nonnegative(),
});
export type CallsTotals = z.infer<typeof CallsTotalsSchema>;

export const CallsPageSchema = z.object({
  entries: z.array(CallEntrySchema),
  totals: CallsTotalsSchema.nullable(),
  nextCursor: z.string().nullable(),
});
export type CallsPage = z.infer<typeof CallsPageSchema>;

/** How a call went, as staff read it; an outcome from a newer server as its own text. */
export const callOutcomeLabel = (outcome: string | null): string =>
  outcome === null
    ? ''
    : Object.hasOwn(CALL_OUTCOME_LABELS, outcome)
      ? CALL_OUTCOME_LABELS[outcome as CallOutcome]
      : outcome;

/** Whether a call reached the family, as the totals count it; null for a note or an unknown outcome. */
export function callReached(entry: Pick<CallEntry, 'kind' | 'outcome'>): boolean | null {
  if (entry.kind !== 'call' || entry.outcome === null) return null;
  if ((REACHED_OUTCOMES as readonly string[]).includes(entry.outcome)) return true;
  if ((NOT_REACHED_OUTCOMES as readonly string[]).includes(entry.outcome)) return false;
  return null;
}

/**
 * The spreadsheet of the day's calling: the same cell writer as the leads'
 * and the audit trail's (csv.ts: a byte-order mark, every field quoted,
 * CRLF, formulas neutralised), the phone as the leads' export writes it.
 */
export const CALL_EXPORT_COLUMNS: readonly CsvColumn<CallEntry>[] = [
  { header: 'When (IST)', value: (entry) => formatIst(entry.created_at) },
  { header: 'Counsellor', value: (entry) => entry.author },
  { header: 'Kind', value: (entry) => (entry.kind === 'call' ? 'Call' : 'Note') },
  { header: 'Outcome', value: (entry) => callOutcomeLabel(entry.outcome) },
  {
    header: 'Reached',
    value: (entry) => {
      const reached = callReached(entry);
      return reached === null ? '' : reached ? 'Yes' : 'No';
    },
  },
  { header: 'Note', value: (entry) => entry.body ?? '' },
  { header: 'Lead', value: (entry) => entry.lead_name },
  { header: 'Phone', value: (entry) => (entry.lead_phone ? exportPhone(entry.lead_phone) : '') },
  { header: 'Lead ID', value: (entry) => entry.lead_id },
];

/** The CSV of entries that arrive in batches, header first, as the API streams it. */
export const callsCsvPieces = (batches: AsyncIterable<readonly CallEntry[]>) =>
  csvPiecesOf(batches, CALL_EXPORT_COLUMNS);

/** `calls_YYYY-MM-DD.csv`, dated in the user's own time zone. */
export function callsCsvFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `calls_${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
