import { z } from 'zod';
import {
  isClosedStatus,
  type Channel,
  type FormType,
  type LeadStatus,
  type Program,
} from '../constants';
import { LEAD_FIELDS, type LeadField } from '../lead/fields';
import { ActivitySchema, FollowUpAtSchema, VersionSchema } from './activity';
import { EmailSchema, LeadStatusSchema } from './inputs';
import { readText } from './read';

/* A stored lead as staff clients read it, and the changes staff make to leads. */

type Field = (typeof LEAD_FIELDS)[number];
/** The known values of a field read as known-or-newer text, as the compiler sees them. */
interface KnownValues {
  channel: Channel;
  program: Program;
  form_type: FormType;
  status: LeadStatus;
}
type KnownRead<K> = ReturnType<
  typeof readText<K extends keyof KnownValues ? KnownValues[K] : string>
>;
type ReadOf<F> = F extends { read: 'text' }
  ? z.ZodString
  : F extends { read: 'nullable' }
    ? z.ZodDefault<z.ZodNullable<z.ZodString>>
    : F extends { read: { known: string; absent: string }; key: infer K }
      ? z.ZodDefault<KnownRead<K>>
      : F extends { read: { known: string }; key: infer K }
        ? KnownRead<K>
        : never;
type ReadShape = { [F in Field as F extends { read: unknown } ? F['key'] : never]: ReadOf<F> };

/** A lead's fields as clients read them, from LEAD_FIELDS (lead/fields.ts). */
const readShape = Object.fromEntries(
  LEAD_FIELDS.flatMap((field: LeadField) => {
    if (!field.read) return [];
    const { read } = field;
    // A nullable field an older server does not send reads as null.
    const schema =
      read === 'text'
        ? z.string()
        : read === 'nullable'
          ? z.string().nullable().default(null)
          : read.absent === undefined
            ? readText(read.known)
            : readText(read.known).default(read.absent);
    return [[field.key, schema]];
  }),
) as ReadShape;

/** A stored lead, as the staff API returns it and the clients read it (lenient, above). */
export const LeadSchema = z.object({
  id: z.uuid(),
  ...readShape,
  created_at: z.string(),
  updated_at: z.string(),
  /** Goes up by one with every change to status, assignee or follow-up; a PATCH names the one it saw. */
  version: z.number().int().positive(),
  /** The email of the member of staff who owns the lead. */
  assignee: z.string().nullable(),
  next_follow_up_at: z.string().nullable(),
  /** The newest entry of the timeline. */
  last_activity: ActivitySchema.nullable(),
  /**
   * The lead's family: every enquiry that shares its phone or case-folded
   * email, directly or through other enquiries (docs/decisions/016-families.md).
   */
  family_id: z.string(),
  /** Enquiries in the family, this one included: the same on every row of the family. */
  family_size: z.number().int().positive(),
  /** The lead an admin merged this duplicate into; null for a lead that is worked. */
  merged_into: z.uuid().nullable(),
  /**
   * The person withdrew consent: name, email and phone are erased (empty),
   * and the lead can no longer be changed (docs/privacy.md). Absent from
   * servers older than that.
   */
  withdrawn: z.boolean().optional(),
  /**
   * The lead's personal data was erased: withdrawn, past the retention
   * period, or on request. Absent from older servers.
   */
  erased: z.boolean().optional(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadPageSchema = z.object({
  leads: z.array(LeadSchema),
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type LeadPage = z.infer<typeof LeadPageSchema>;

/** The changes a PATCH may make: `null` clears the assignee or the follow-up. */
const leadChangeFields = {
  status: LeadStatusSchema.optional(),
  assignee: EmailSchema.nullable().optional(),
  next_follow_up_at: FollowUpAtSchema.nullable().optional(),
};
const hasChange = [
  (change: { status?: unknown; assignee?: unknown; next_follow_up_at?: unknown }) =>
    change.status !== undefined ||
    change.assignee !== undefined ||
    change.next_follow_up_at !== undefined,
  { message: 'Send a status, an assignee or a next follow-up to change.' },
] as const;
/** A status that closes the lead clears its follow-up (docs/decisions/052-the-counsellors-day.md): none may come with it. */
const noFollowUpWhenClosing: [
  (change: { status?: string; next_follow_up_at?: string | null }) => boolean,
  { message: string; path: string[] },
] = [
  (change) =>
    change.status === undefined ||
    !isClosedStatus(change.status) ||
    typeof change.next_follow_up_at !== 'string',
  {
    message: 'A closed lead has no next follow-up: leave it out.',
    path: ['next_follow_up_at'],
  },
];

/**
 * What `PATCH /api/leads/:id` takes: the version the change was based on,
 * and at least one change. `null` clears the assignee or the follow-up.
 */
export const LeadPatchSchema = z
  .object({ version: VersionSchema, ...leadChangeFields })
  .strict()
  .refine(...hasChange)
  .refine(...noFollowUpWhenClosing);
export type LeadPatch = z.infer<typeof LeadPatchSchema>;

/** Most leads one bulk change may name: a day's calling list, not the whole table. */
export const BULK_LEADS_MAX = 500;

/**
 * What `POST /api/leads/bulk` takes: one change for many leads, each named
 * with the version the counsellor saw. Each lead is changed, or refused, on
 * its own (the console's bulk actions use the same call).
 */
export const BulkLeadPatchSchema = z
  .object({
    leads: z
      .array(z.object({ id: z.uuid('Lead ids must be uuids.'), version: VersionSchema }).strict(), {
        error: 'Send the leads to change as a list of {id, version}.',
      })
      .min(1, 'Choose at least one lead.')
      .max(BULK_LEADS_MAX, `Change at most ${BULK_LEADS_MAX} leads at once.`)
      .refine(
        (leads) => new Set(leads.map((lead) => lead.id.toLowerCase())).size === leads.length,
        'Name each lead once.',
      ),
    change: z
      .object(leadChangeFields, { error: 'Send the change to make.' })
      .strict()
      .refine(...hasChange)
      .refine(...noFollowUpWhenClosing),
  })
  .strict();
export type BulkLeadPatch = z.infer<typeof BulkLeadPatchSchema>;

/** How one lead of a bulk change went: changed, or refused with the reason (and the lead as it is, on a conflict). */
export const BulkLeadResultSchema = z.union([
  z.object({ id: z.string(), ok: z.literal(true), lead: LeadSchema }),
  z.object({
    id: z.string(),
    ok: z.literal(false),
    status: z.number().int(),
    error: z.string(),
    lead: LeadSchema.optional(),
  }),
]);
export const BulkLeadResultsSchema = z.object({ results: z.array(BulkLeadResultSchema) });
export type BulkLeadResults = z.infer<typeof BulkLeadResultsSchema>;

/** What the lead and its new activity are, after a note or call is logged. */
export const LoggedActivitySchema = z.object({
  activity: ActivitySchema,
  lead: LeadSchema,
  /**
   * Every timeline entry the call wrote, in order: its status change, its
   * follow-up change, then the call itself (the newest, so the lead's last
   * activity is the call). Absent from older servers.
   */
  activities: z.array(ActivitySchema).optional(),
});
export type LoggedActivity = z.infer<typeof LoggedActivitySchema>;

/**
 * What `GET /api/leads/:id/family` answers: every enquiry of the lead's
 * family, oldest first, and their timelines as one, oldest first (each
 * entry names its lead). `size` is the family's; a family bigger than the
 * API sends at once (FAMILY_LEADS_MAX) shows its oldest enquiries.
 */
export const LeadFamilySchema = z.object({
  size: z.number().int().positive(),
  leads: z.array(LeadSchema),
  activities: z.array(ActivitySchema),
});
export type LeadFamily = z.infer<typeof LeadFamilySchema>;
export const FAMILY_LEADS_MAX = 500;
export const FAMILY_ACTIVITIES_MAX = 2000;

/** Most duplicates one merge may name. */
export const LEAD_MERGE_MAX = 100;

/**
 * What `POST /api/leads/:id/merge` takes (admins only): the duplicates to
 * merge into this lead, and the version of this lead the admin saw.
 */
export const LeadMergeSchema = z
  .object({
    from: z
      .array(z.uuid('Lead ids must be uuids.'), {
        error: 'Send the leads to merge as a list of lead ids.',
      })
      .min(1, 'Choose at least one lead to merge.')
      .max(LEAD_MERGE_MAX, `Merge at most ${LEAD_MERGE_MAX} leads at once.`)
      .refine(
        (ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length,
        'Name each lead once.',
      ),
    version: VersionSchema,
  })
  .strict();
export type LeadMerge = z.infer<typeof LeadMergeSchema>;

/** The lead after a merge, and the duplicates now merged into it. */
export const LeadMergedSchema = z.object({ lead: LeadSchema, merged: z.array(LeadSchema) });
export type LeadMerged = z.infer<typeof LeadMergedSchema>;

/**
 * One change, as `GET /api/leads/events` sends it: a new enquiry, a change
 * to a lead's status, assignee or follow-up, or a new timeline entry. The
 * lead is as it is when the event is sent.
 */
export const LeadEventSchema = z.object({
  kind: z.enum(['created', 'changed', 'activity']),
  lead: LeadSchema,
  activity: ActivitySchema.nullable(),
});
export type LeadEvent = z.infer<typeof LeadEventSchema>;
