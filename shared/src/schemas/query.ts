import { z } from 'zod';
import {
  CHANNELS,
  DEFAULT_LEAD_SORT,
  DEFAULT_SORT_DIRECTION,
  DUE_FILTERS,
  FIRST_CALL_FILTERS,
  LEAD_SORTS,
  LIMITS,
  SORT_DIRECTIONS,
} from '../constants';
import { hasUnsafeText, unsafeTextMessage } from '../text';
import {
  blankToUndefined,
  DateSchema,
  EmailSchema,
  FormTypeSchema,
  LeadStatusSchema,
  ProgramSchema,
} from './inputs';

/* The query of a list of leads and of their export: filters, search, order and paging. */

const ASSIGNEE_FILTER_MESSAGE = 'Assignee must be a staff email, me or none.';

/** The filters and search of a listing: what a person sets, and what a saved view keeps. */
export const leadFilterFields = {
  program: z.preprocess(blankToUndefined, ProgramSchema.optional()),
  form_type: z.preprocess(blankToUndefined, FormTypeSchema.optional()),
  status: z.preprocess(blankToUndefined, LeadStatusSchema.optional()),
  /** How the families reached us (docs/decisions/050-leads-from-every-channel.md). */
  channel: z.preprocess(
    blankToUndefined,
    z.enum(CHANNELS, { error: `Channel must be one of: ${CHANNELS.join(', ')}.` }).optional(),
  ),
  from: z.preprocess(blankToUndefined, DateSchema.optional()),
  to: z.preprocess(blankToUndefined, DateSchema.optional()),
  /** A staff email, `me` for the one asking, or `none` for unassigned leads. */
  assignee: z.preprocess(
    blankToUndefined,
    // Not a union: zod would answer "ME" with the email's own message.
    z
      .string({ error: ASSIGNEE_FILTER_MESSAGE })
      .transform((value, ctx) => {
        if (value === 'me' || value === 'none') return value;
        const email = EmailSchema.safeParse(value);
        if (email.success) return email.data;
        ctx.addIssue({ code: 'custom', message: ASSIGNEE_FILTER_MESSAGE });
        return z.NEVER;
      })
      .optional(),
  ),
  due: z.preprocess(
    blankToUndefined,
    z.enum(DUE_FILTERS, { error: `Due must be one of: ${DUE_FILTERS.join(', ')}.` }).optional(),
  ),
  /** `waiting`: open leads nobody has called yet (docs/decisions/052-the-counsellors-day.md). */
  first_call: z.preprocess(
    blankToUndefined,
    z
      .enum(FIRST_CALL_FILTERS, {
        error: `First call must be one of: ${FIRST_CALL_FILTERS.join(', ')}.`,
      })
      .optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(LIMITS.searchMax, `Search must be at most ${LIMITS.searchMax} characters.`)
      .refine((q) => !hasUnsafeText(q), unsafeTextMessage('Search'))
      .optional(),
  ),
};

export const LeadSortSchema = z.enum(LEAD_SORTS, {
  error: `Sort must be one of: ${LEAD_SORTS.join(', ')}.`,
});
export const SortDirectionSchema = z.enum(SORT_DIRECTIONS, {
  error: `Sort direction (dir) must be one of: ${SORT_DIRECTIONS.join(', ')}.`,
});

/**
 * The order of a listing or an export: absent means `received`, `desc`
 * (newest first). Left absent rather than defaulted, so that a parsed query
 * holds only what its client sent.
 */
const leadOrderFields = {
  sort: z.preprocess(blankToUndefined, LeadSortSchema.optional()),
  dir: z.preprocess(blankToUndefined, SortDirectionSchema.optional()),
};

const leadQueryFields = {
  ...leadFilterFields,
  ...leadOrderFields,
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Limit must be a number.' })
      .int('Limit must be a whole number.')
      .min(1, 'Limit must be at least 1.')
      .max(LIMITS.pageSizeMax, `Limit must be at most ${LIMITS.pageSizeMax}.`)
      .default(LIMITS.pageSizeDefault),
  ),
  cursor: z.preprocess(blankToUndefined, z.string().max(200, 'Cursor is not valid.').optional()),
  /** A page by position in the chosen order (the console's grid asks for blocks of rows). */
  offset: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Offset must be a number.' })
      .int('Offset must be a whole number.')
      .min(0, 'Offset must be at least 0.')
      .max(LIMITS.offsetMax, `Offset must be at most ${LIMITS.offsetMax.toLocaleString('en')}.`)
      .optional(),
  ),
};

/**
 * A cursor names a place in the newest-first order and nothing else: with
 * an offset, or with another order, it would page from the wrong place.
 */
function checkCursor(
  query: { cursor?: string; offset?: number; sort?: string; dir?: string },
  ctx: z.RefinementCtx,
) {
  if (query.cursor === undefined) return;
  if (query.offset !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['offset'],
      message: 'Send an offset or a cursor, not both.',
    });
  }
  if (query.sort !== undefined && query.sort !== DEFAULT_LEAD_SORT) {
    ctx.addIssue({
      code: 'custom',
      path: ['sort'],
      message: `A cursor pages by ${DEFAULT_LEAD_SORT} only: page by offset to sort by ${query.sort}.`,
    });
  }
  if (query.dir !== undefined && query.dir !== DEFAULT_SORT_DIRECTION) {
    ctx.addIssue({
      code: 'custom',
      path: ['dir'],
      message: `A cursor pages newest first (dir ${DEFAULT_SORT_DIRECTION}) only: page by offset to sort ${query.dir}.`,
    });
  }
}

/** A field the export does not take: it has every matching lead, in one file. */
const notInExport = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z.undefined({ error: `The export holds every matching lead: leave out ${field}.` }).optional(),
  );

const leadExportFields = {
  ...leadFilterFields,
  ...leadOrderFields,
  limit: notInExport('limit'),
  offset: notInExport('offset'),
  cursor: notInExport('cursor'),
};

export const fromNotAfterTo: [
  (query: { from?: string; to?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { message: 'The "from" date must not be after the "to" date.', path: ['from'] },
];

/**
 * The one query for a list of leads (docs/decisions/011-one-lead-contract.md):
 * `GET /api/leads` parses its URL with it, and the console's IPC checks its
 * argument with the strict form below.
 */
export const LeadQuerySchema = z
  .object(leadQueryFields)
  .refine(...fromNotAfterTo)
  .superRefine(checkCursor);
/** The same query from a client that must not send anything else (the console's renderer). */
export const LeadQueryRequestSchema = z
  .object(leadQueryFields)
  .strict()
  .refine(...fromNotAfterTo)
  .superRefine(checkCursor);
export type LeadQueryInput = z.input<typeof LeadQuerySchema>;
export type LeadQuery = z.output<typeof LeadQuerySchema>;

/**
 * What `GET /api/leads/export` reads: the listing's filters, search and
 * order, and no paging, since the file holds every matching lead.
 */
export const LeadExportQuerySchema = z.object(leadExportFields).refine(...fromNotAfterTo);
/** The same from a client that must not send anything else (the console's main process). */
export const LeadExportRequestSchema = z
  .object({ ...leadFilterFields, ...leadOrderFields })
  .strict()
  .refine(...fromNotAfterTo);
export type LeadExportQuery = z.output<typeof LeadExportQuerySchema>;

/** A field that view-counts does not take: each view sets it. */
const setByViews = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .undefined({
        error: `Each view sets ${field}, so the counts leave it out: send it no ${field}.`,
      })
      .optional(),
  );

/**
 * What `GET /api/leads/view-counts` reads: the listing's filters and search
 * without the fields the built-in views set (LEAD_VIEW_FIELDS), nor order or
 * paging; it counts each view's leads under them
 * (docs/decisions/052-the-counsellors-day.md).
 */
export const LeadViewCountsQuerySchema = z
  .object({
    ...leadFilterFields,
    due: setByViews('due'),
    status: setByViews('status'),
    assignee: setByViews('assignee'),
    first_call: setByViews('first_call'),
  })
  .refine(...fromNotAfterTo);
export type LeadViewCountsQuery = z.output<typeof LeadViewCountsQuerySchema>;
