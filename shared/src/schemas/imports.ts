import { z } from 'zod';
import { LIMITS } from '../constants';
import type { LeadFieldKey } from '../lead/fields';
import { hasUnsafeText, unsafeTextMessage } from '../text';
import { blankToUndefined, ProgramSchema } from './inputs';

/*
 * Importing leads from a spreadsheet (docs/decisions/051-importing-leads.md):
 * what `POST /api/imports` takes beside the file, what a commit chooses, and
 * what the preview, the progress and the history answer.
 */

/** The channels a list of families comes by; `phone` and `walk-in` are recorded one by one. */
/** The fields a spreadsheet's column may fill, in the order the console offers them. */
export const IMPORT_FIELDS = [
  'name',
  'phone',
  'email',
  'program',
  'guardian_name',
  'guardian_phone',
  'guardian_email',
  'utm_source',
  'utm_campaign',
  'body',
] as const satisfies readonly LeadFieldKey[];
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The fields a client may map a column to: all but the source, which is the import's own. */
export const MAPPABLE_FIELDS = IMPORT_FIELDS.filter(
  (field): field is Exclude<ImportField, 'utm_source'> => field !== 'utm_source',
);
export type MappableField = (typeof MAPPABLE_FIELDS)[number];

export const IMPORT_CHANNELS = ['aggregator', 'fair', 'referral', 'other'] as const;
export type ImportChannel = (typeof IMPORT_CHANNELS)[number];

/** What a commit does with a row whose family is already a lead, or is an earlier row. */
export const DUPLICATE_CHOICES = ['skip', 'repeat', 'merge'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

export const IMPORT_GROUPS = ['ready', 'invalid', 'duplicates'] as const;
export type ImportGroup = (typeof IMPORT_GROUPS)[number];

export const CONSENT_STATEMENT_MAX = 1000;

const text = (label: string, max: number, missing: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: missing })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .refine((value) => !hasUnsafeText(value), unsafeTextMessage(label)),
  );

/** The form fields of `POST /api/imports` beside the file and the mapping. */
export const ImportFormSchema = z
  .object({
    channel: z.enum(IMPORT_CHANNELS, {
      error: `Choose how these families reached us: ${IMPORT_CHANNELS.join(', ')}.`,
    }),
    source: text(
      'Source',
      LIMITS.utmMax,
      'Name the source of the list, for example Shiksha or Mumbai Education Fair 2026.',
    ),
    consent_statement: text(
      'Consent statement',
      CONSENT_STATEMENT_MAX,
      'Write what the families agreed to at the source, for example “consented on Shiksha to be contacted by colleges”. We may only contact them on that basis.',
    ),
    /** The programme of every row, for a file without a programme column. */
    program: z.preprocess(blankToUndefined, ProgramSchema.optional()),
  })
  .strict();
export type ImportForm = z.output<typeof ImportFormSchema>;

/** `POST /api/imports/:id/commit`. */
export const ImportCommitSchema = z
  .object({
    duplicates: z.enum(DUPLICATE_CHOICES, {
      error: `Choose what to do with the duplicates: ${DUPLICATE_CHOICES.join(', ')}.`,
    }),
  })
  .strict();
export type ImportCommit = z.output<typeof ImportCommitSchema>;

/** `GET /api/imports/:id`'s query: which group's rows, from where. */
export const ImportPageQuerySchema = z
  .object({
    group: z.preprocess(
      blankToUndefined,
      z
        .enum(IMPORT_GROUPS, { error: `Group must be one of: ${IMPORT_GROUPS.join(', ')}.` })
        .optional(),
    ),
    offset: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Offset must be a whole number from 0.' })
        .int('Offset must be a whole number from 0.')
        .min(0, 'Offset must be a whole number from 0.')
        .max(LIMITS.offsetMax, `Offset must be at most ${LIMITS.offsetMax}.`)
        .default(0),
    ),
  })
  .strict();

const MappingValue = z.string().nullable();

/** A mapping as a client sends it: by column (an array) or by header text (an object). */
export const ImportMappingInputSchema = z.union([
  z.array(MappingValue).max(500, 'A file may have at most 500 columns.'),
  z.record(z.string().max(500), MappingValue),
]);

export const ImportProblemSchema = z.object({ field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

export const ImportRowSchema = z.object({
  row: z.number().int(),
  group: z.enum(['ready', 'invalid', 'duplicate']),
  /** The mapped cells as the file holds them; a ready row's as they would be stored. */
  values: z.record(z.string(), z.string()),
  problems: z.array(ImportProblemSchema),
  /** A duplicate of a stored lead (and its family), or of an earlier row of the file. */
  duplicate_of: z.string().nullable(),
  duplicate_row: z.number().int().nullable(),
  lead_id: z.string().nullable(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportBatchSchema = z.object({
  id: z.string(),
  state: z.enum(['previewed', 'committing', 'committed', 'undone']),
  created_by: z.string(),
  created_at: z.string(),
  file_name: z.string(),
  file_sha256: z.string(),
  bytes: z.number(),
  channel: z.enum(IMPORT_CHANNELS),
  source: z.string(),
  consent_statement: z.string(),
  rows: z.number().int(),
  ready: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  duplicates_choice: z.enum(DUPLICATE_CHOICES).nullable(),
  /** Rows handled by the commit so far, of those it handles; leads stored. */
  progress: z.object({ done: z.number().int(), total: z.number().int(), stored: z.number().int() }),
  committed_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  removed: z.number().int().nullable(),
  kept: z.number().int().nullable(),
});
export type ImportBatch = z.infer<typeof ImportBatchSchema>;

/** `POST /api/imports`'s answer. */
export const ImportCreatedSchema = z.object({
  id: z.string(),
  rows: z.number().int(),
  ready: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  headers: z.array(z.string()),
  mapping: z.array(z.string().nullable()),
});
export type ImportCreated = z.infer<typeof ImportCreatedSchema>;

/** `GET /api/imports/:id`: the batch, and a page of one group's rows. */
export const ImportPreviewSchema = ImportBatchSchema.extend({
  headers: z.array(z.string()),
  mapping: z.array(z.string().nullable()),
  group: z.enum(IMPORT_GROUPS),
  offset: z.number().int(),
  items: z.array(ImportRowSchema),
  next_offset: z.number().int().nullable(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** `DELETE /api/imports/:id`: the leads removed, and those kept because staff worked on them. */
export const ImportUndoneSchema = z.object({
  removed: z.number().int(),
  kept: z.number().int(),
  kept_leads: z.array(z.object({ id: z.string(), row: z.number().int() })),
});
export type ImportUndone = z.infer<typeof ImportUndoneSchema>;
