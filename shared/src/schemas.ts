import { z } from 'zod';
import {
  CALL_OUTCOMES,
  DEFAULT_LEAD_SORT,
  DEFAULT_SORT_DIRECTION,
  DUE_FILTERS,
  FORM_TYPES,
  HONEYPOT_FIELD,
  LEAD_SORTS,
  LEAD_STATUSES,
  LIMITS,
  PROGRAMS,
  SORT_DIRECTIONS,
  STAFF_ROLES,
  UTM_FIELDS,
  type ActivityKind,
  type CallOutcome,
  type FormType,
  type LeadStatus,
  type Program,
  type UtmField,
} from './constants';
import { DASHBOARD_MAX_DAYS, dashboardRange, daysBetween } from './dashboard';
import { normalizeIndianPhone } from './phone';
import { CURRENT_NOTICE_VERSION, NOTICE_LANGUAGES } from './privacy/notice';
import { isSitePath } from './site-path';
import { hasUnsafeText, unsafeTextMessage } from './text';

/*
 * One schema per field, with the message a visitor or a member of staff reads.
 * The site's forms and the API validate with these same schemas.
 */

/** Form posts send "" for an untouched optional field; treat it as absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const NameSchema = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, 'Please enter your name.')
  .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters.`)
  .refine((name) => !hasUnsafeText(name), unsafeTextMessage('Name'));

export const EmailSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters.`)
  .refine((email) => !hasUnsafeText(email), unsafeTextMessage('Email'))
  .pipe(z.email('Please enter a valid email address, like name@example.com.'));

export const PhoneSchema = z
  .string({ error: 'Please enter your mobile number.' })
  .trim()
  .min(1, 'Please enter your mobile number.')
  .transform((value, ctx) => {
    const phone = normalizeIndianPhone(value);
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
      });
      return z.NEVER;
    }
    return phone;
  });

export const ProgramSchema = z.enum(PROGRAMS, {
  error: `Please choose a programme: ${PROGRAMS.join(' or ')}.`,
});

export const FormTypeSchema = z.enum(FORM_TYPES, {
  error: `Form type must be one of: ${FORM_TYPES.join(', ')}.`,
});

export const LeadStatusSchema = z.enum(LEAD_STATUSES, {
  error: `Status must be one of: ${LEAD_STATUSES.join(', ')}.`,
});

// Every client makes random (version 4) ids; the all-zeros id is a placeholder, not an id.
export const SubmissionIdSchema = z.uuidv4(
  'The form could not be identified. Please reload the page and try again.',
);

/** A path on this site, such as `/courses/barch/admission`. */
export const SourcePageSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(LIMITS.sourcePageMax, `Source page must be at most ${LIMITS.sourcePageMax} characters.`)
    .refine(isSitePath, 'Source page must be a path on this site.')
    .optional(),
);

const UtmSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(LIMITS.utmMax, `Campaign fields must be at most ${LIMITS.utmMax} characters.`)
    .refine((value) => !hasUnsafeText(value), unsafeTextMessage('Campaign fields'))
    .optional(),
);

const utmShape = Object.fromEntries(UTM_FIELDS.map((field) => [field, UtmSchema])) as Record<
  UtmField,
  typeof UtmSchema
>;

/** A checkbox posts `on` without JavaScript; JSON sends true. Consent is never assumed. */
export const ConsentSchema = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value),
  z.literal(true, {
    error:
      'Please tick the box to agree to the privacy notice. We can answer your enquiry only with your consent.',
  }),
);

export const NoticeVersionSchema = z.literal(CURRENT_NOTICE_VERSION, {
  error:
    'The privacy notice has changed since this page was opened. Please reload the page, read the notice and send your enquiry again.',
});

export const NoticeLanguageSchema = z.enum(NOTICE_LANGUAGES, {
  error: `Notice language must be one of: ${NOTICE_LANGUAGES.join(', ')}.`,
});

/** Radio buttons post yes/no; JSON may send a boolean. */
export const AdultSchema = z.preprocess(
  (value) =>
    value === 'yes' || value === 'true'
      ? true
      : value === 'no' || value === 'false'
        ? false
        : value,
  z.boolean({ error: 'Please tell us whether you are 18 or older.' }),
);

const guardianField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** The enquiry's own fields, before the rules that join them. */
const EnquiryFields = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  program: ProgramSchema,
  form_type: FormTypeSchema,
  submission_id: SubmissionIdSchema,
  source_page: SourcePageSchema,
  ...utmShape,
  consent: ConsentSchema,
  notice_version: NoticeVersionSchema,
  notice_language: NoticeLanguageSchema,
  adult: AdultSchema,
  guardian_name: guardianField(NameSchema),
  guardian_email: guardianField(EmailSchema),
  guardian_phone: guardianField(PhoneSchema),
  [HONEYPOT_FIELD]: z.preprocess(blankToUndefined, z.string().optional()),
});

export const GUARDIAN_FIELDS = ['guardian_name', 'guardian_email', 'guardian_phone'] as const;

const GUARDIAN_MISSING: Record<(typeof GUARDIAN_FIELDS)[number], string> = {
  guardian_name: 'Please enter your parent’s or guardian’s name.',
  guardian_email:
    'Please enter your parent’s or guardian’s email address, so that we can ask for their consent.',
  guardian_phone: 'Please enter your parent’s or guardian’s mobile number.',
};

/**
 * What an enquiry form sends. Under 18, a parent or guardian must agree
 * (DPDP Act s. 9): their contact is required, and their email must be their
 * own, since the consent link goes there. An adult's form carries no
 * guardian, so none is kept.
 */
export const EnquirySchema = EnquiryFields.superRefine((enquiry, ctx) => {
  if (enquiry.adult) return;
  for (const field of GUARDIAN_FIELDS) {
    if (enquiry[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: GUARDIAN_MISSING[field] });
    }
  }
  if (
    enquiry.guardian_email &&
    enquiry.guardian_email.toLowerCase() === enquiry.email.toLowerCase()
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['guardian_email'],
      message:
        'Please enter your parent’s or guardian’s own email address, not yours: the consent link goes there.',
    });
  }
}).transform((enquiry) =>
  enquiry.adult
    ? { ...enquiry, guardian_name: undefined, guardian_email: undefined, guardian_phone: undefined }
    : enquiry,
);
export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;

/**
 * What a person types on the withdrawal page: the email or the mobile number
 * they used in the form. Normalised as the lead stores it, so that it finds
 * their enquiries.
 */
export const WithdrawalContactSchema = z
  .string({ error: 'Please enter the email address or mobile number you used in the form.' })
  .trim()
  .min(1, 'Please enter the email address or mobile number you used in the form.')
  .max(LIMITS.emailMax, 'Please enter one email address or one mobile number.')
  .transform((value, ctx) => {
    if (value.includes('@')) {
      const email = EmailSchema.safeParse(value);
      if (email.success) return { kind: 'email' as const, value: email.data.toLowerCase() };
    } else {
      const phone = normalizeIndianPhone(value);
      if (phone) return { kind: 'phone' as const, value: phone };
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'Please enter the email address (like name@example.com) or the 10-digit mobile number you used in the form.',
    });
    return z.NEVER;
  });

/**
 * The refusal of a mobile number where a one-time link is asked for: no text
 * message is sent, and a link to the emails "on file" for a number would reach
 * whoever typed that number into an enquiry of their own
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export const LINK_NEEDS_EMAIL =
  'We send this link only by email, never by text message. Please enter the email address you gave in the enquiry form. Gave only a mobile number? Please call or write to our privacy contact, who will check the request with you on that number and record it for you.';

const LINK_EMAIL_MESSAGE =
  'Please enter the email address you used in the enquiry form, like name@example.com.';

/**
 * Where a one-time privacy link may go: the email address the person typed,
 * normalised as the lead stores it. A mobile number is told what to do instead.
 */
export const LinkContactSchema = z
  .string({ error: LINK_EMAIL_MESSAGE })
  .trim()
  .min(1, LINK_EMAIL_MESSAGE)
  .max(LIMITS.emailMax, 'Please enter one email address.')
  .transform((value, ctx) => {
    const email = value.includes('@') ? EmailSchema.safeParse(value) : null;
    if (email?.success) return { kind: 'email' as const, value: email.data.toLowerCase() };
    ctx.addIssue({
      code: 'custom',
      message: !email && normalizeIndianPhone(value) ? LINK_NEEDS_EMAIL : LINK_EMAIL_MESSAGE,
    });
    return z.NEVER;
  });

export const WithdrawalRequestSchema = z.object({ contact: LinkContactSchema });
export type WithdrawalRequest = z.output<typeof WithdrawalRequestSchema>;

/** A one-time link's token, as the confirmation page posts it back. */
export const PrivacyTokenSchema = z
  .string({ error: 'This link is incomplete. Please open the link from your email again.' })
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    'This link is incomplete. Please open the link from your email again.',
  );

export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: `Role must be one of: ${STAFF_ROLES.join(', ')}.`,
});

export const CallOutcomeSchema = z.enum(CALL_OUTCOMES, {
  error: `Outcome must be one of: ${CALL_OUTCOMES.join(', ')}.`,
});

/**
 * When to call next: an instant with its offset, such as
 * `2026-11-28T11:00:00+05:30` (the console sends Mumbai's), and never a
 * local time whose zone is left to guess.
 */
export const FollowUpAtSchema = z.iso
  .datetime({
    offset: true,
    error:
      'The next follow-up must be a date and time with its zone, like 2026-11-28T11:00:00+05:30.',
  })
  .refine((value) => {
    const time = Date.parse(value);
    return time >= Date.UTC(2000, 0, 1) && time < Date.UTC(3000, 0, 1);
  }, 'The next follow-up must be between 2000 and 2999.');

/**
 * A value that clients read and show where a newer server may send one this
 * build does not know (issue 13 §7): any text, typed with the known values as
 * a hint, so that it shows as its own text and breaks nothing. What the API
 * takes stays strict (ProgramSchema, LeadStatusSchema and the others).
 */
export type KnownOr<T extends string> = T | (string & {});
const readText = <T extends string>(what: string) =>
  z.custom<KnownOr<T>>((value) => typeof value === 'string', `${what} must be text.`);

/** One entry of a lead's timeline, as the staff API returns it. */
export const ActivitySchema = z.object({
  /** Ascending in the order the database recorded them. */
  id: z.string(),
  lead_id: z.uuid(),
  kind: readText<ActivityKind>('Kind'),
  /** A staff email, or `system` for what the API did on its own. */
  author: z.string(),
  created_at: z.string(),
  /** A note's text, what was said on a call, or which enquiries a merge joined. */
  body: z.string().nullable(),
  outcome: readText<CallOutcome>('Outcome').nullable(),
  /** A change's old and new value: status, assignee email, follow-up time, or merged lead id. */
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** A stored lead, as the staff API returns it and the clients read it (lenient, above). */
export const LeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  program: readText<Program>('Programme'),
  form_type: readText<FormType>('Form type'),
  status: readText<LeadStatus>('Status'),
  source_page: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
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

export const NoteSchema = z
  .string({ error: 'Note must be text.' })
  .max(LIMITS.noteMax, `Note must be at most ${LIMITS.noteMax} characters.`)
  .refine((note) => !hasUnsafeText(note, { multiline: true }), unsafeTextMessage('A note'));

/** A note or call body: may run over several lines. */
const BodySchema = NoteSchema.transform((text) => text.trim());

/** What `POST /api/leads/:id/activities` takes: a note, or a call with its outcome. */
export const NewActivitySchema = z
  .object({
    kind: z.enum(['note', 'call'], { error: 'Kind must be note or call.' }),
    body: BodySchema.default(''),
    outcome: CallOutcomeSchema.optional(),
    next_follow_up_at: FollowUpAtSchema.optional(),
  })
  .strict()
  .superRefine((activity, ctx) => {
    if (activity.kind === 'note') {
      if (activity.body === '') {
        ctx.addIssue({ code: 'custom', path: ['body'], message: 'Please write the note.' });
      }
      if (activity.outcome !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'Only a call has an outcome.' });
      }
      if (activity.next_follow_up_at !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['next_follow_up_at'],
          message: 'Set the next follow-up on the lead, or log a call with it.',
        });
      }
      return;
    }
    if (activity.outcome === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['outcome'],
        message: 'Please choose how the call went.',
      });
    } else if (activity.outcome === 'call-back-later' && activity.next_follow_up_at === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['next_follow_up_at'],
        message: 'Please choose when to call back.',
      });
    }
  });
export type NewActivityInput = z.input<typeof NewActivitySchema>;
export type NewActivity = z.output<typeof NewActivitySchema>;

/**
 * What `PATCH /api/leads/:id` takes: the version the change was based on,
 * and at least one change. `null` clears the assignee or the follow-up.
 */
const VersionSchema = z
  .number({ error: 'Send the version of the lead this change is based on.' })
  .int('Version must be a whole number.')
  .positive('Version must be a whole number.');

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

export const LeadPatchSchema = z
  .object({ version: VersionSchema, ...leadChangeFields })
  .strict()
  .refine(...hasChange);
export type LeadPatch = z.infer<typeof LeadPatchSchema>;

/** Most leads one bulk change may name: a day's calling list, not the whole table. */
export const BULK_LEADS_MAX = 500;

/**
 * What `POST /api/leads/bulk` takes: one change for many leads, each named
 * with the version the counsellor saw. Each lead is changed, or refused, on
 * its own (issue 13's bulk actions use the same call).
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
      .refine(...hasChange),
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
export const LoggedActivitySchema = z.object({ activity: ActivitySchema, lead: LeadSchema });
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

/** A member of staff as others see them: who they are and what they may do. */
export const StaffMemberSchema = z.object({
  email: z.string(),
  role: StaffRoleSchema,
  /**
   * May export leads as CSV (issue 15 §3; docs/decisions/026-export-permission.md):
   * granted by an admin, always true for an admin. An older server says nothing: no.
   */
  can_export: z.boolean().default(false),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** An admin's change to a member of staff: the role, the export permission, or both. */
export const StaffChangeSchema = z
  .object({ role: StaffRoleSchema.optional(), can_export: z.boolean().optional() })
  .strict()
  .refine((change) => change.role !== undefined || change.can_export !== undefined, {
    message: 'Send the role, the export permission (can_export), or both.',
  });
export type StaffChange = z.infer<typeof StaffChangeSchema>;

export const DateSchema = z.iso
  .date('Dates must be written as YYYY-MM-DD.')
  // PostgreSQL has no year 0, and no enquiry predates the web.
  .refine((date) => date >= '1900-01-01' && date <= '2999-12-31', {
    message: 'Dates must be between 1900 and 2999.',
  });

const ASSIGNEE_FILTER_MESSAGE = 'Assignee must be a staff email, me or none.';

/** The filters and search of a listing: what a person sets, and what a saved view keeps. */
const leadFilterFields = {
  program: z.preprocess(blankToUndefined, ProgramSchema.optional()),
  form_type: z.preprocess(blankToUndefined, FormTypeSchema.optional()),
  status: z.preprocess(blankToUndefined, LeadStatusSchema.optional()),
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

const fromNotAfterTo: [
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

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(200, 'Password must be at most 200 characters.'),
  /**
   * The second factor, once the API asks for it (`mfa_required`): six digits
   * from the authenticator app, or a recovery code
   * (docs/decisions/038-staff-second-factor-and-sessions.md).
   */
  code: z
    .string({ error: 'The code must be text.' })
    .trim()
    .max(64, 'The code must be at most 64 characters.')
    .optional(),
});
export type Login = z.infer<typeof LoginSchema>;

/** The code that confirms or turns off two-step sign-in: six digits, or a recovery code to turn it off. */
export const MfaCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter the code from your authenticator app.' })
    .trim()
    .min(1, 'Please enter the code from your authenticator app.')
    .max(64, 'The code must be at most 64 characters.'),
});

/** The college's security settings, which admins change (`PATCH /api/security-settings`). */
export const SecuritySettingsSchema = z
  .object({
    /** Every member of staff must sign in with a second factor. */
    mfa_required: z.boolean({ error: 'mfa_required must be true or false.' }),
  })
  .strict();
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;

/** One of a member of staff's own live sessions (`GET /api/auth/sessions`, ADR 038). */
export const StaffSessionSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** `console` or `web`. */
  client: z.enum(['console', 'web']),
  user_agent: z.string().nullable(),
  /** The session this console (or page) is using. */
  current: z.boolean(),
});
export type StaffSessionSummary = z.infer<typeof StaffSessionSummarySchema>;
export const StaffSessionListSchema = z.object({ sessions: z.array(StaffSessionSummarySchema) });

export const SessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type Session = z.infer<typeof SessionSchema>;

/** The body of every 400 answer: one message per field, keyed by field name. */
export type FieldErrors = Record<string, string>;

/** Flattens zod issues into `{ field: message }`, keeping the first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/*
 * Saved views (issue 13 §2): a named set of filters, sort and columns, kept
 * per member of staff on the server; admins may share one with everyone.
 */

/** At most this many columns in a grid layout, and this many characters of its JSON. */
export const GRID_LAYOUT_MAX_COLUMNS = 50;
export const GRID_LAYOUT_MAX_CHARS = 32 * 1024;
export const SAVED_VIEW_NAME_MAX = 80;
/** Most views one member of staff may keep. */
export const SAVED_VIEWS_MAX = 100;

/** One value of a column's state: AG Grid's are flat (width, hide, pinned, sort, sortIndex…). */
const GridValueSchema = z.union(
  [
    z
      .string()
      .max(100, 'Column settings must be short.')
      .refine((value) => !hasUnsafeText(value), unsafeTextMessage('Column settings')),
    z.number(),
    z.boolean(),
    z.null(),
  ],
  { error: 'Column settings must be text, numbers, true, false or null.' },
);

/**
 * One column's state as AG Grid gives it (`getColumnState()`): its `colId`
 * and a few flat settings. The console keeps one locally and saved views
 * keep one on the server; neither takes anything bigger.
 */
export const GridColumnStateSchema = z
  .record(z.string().max(40, 'Column settings must be short.'), GridValueSchema, {
    error: 'Each column must be an object of settings.',
  })
  .and(
    z.object({
      colId: z
        .string({ error: 'Each column needs its colId.' })
        .min(1, 'Each column needs its colId.')
        .max(100, 'Column ids must be short.'),
    }),
  )
  .refine((state) => Object.keys(state).length <= 20, 'A column has at most 20 settings.');

export const GridLayoutSchema = z
  .array(GridColumnStateSchema, { error: 'The columns must be a list of column settings.' })
  .max(GRID_LAYOUT_MAX_COLUMNS, `At most ${GRID_LAYOUT_MAX_COLUMNS} columns.`)
  .refine(
    (layout) => JSON.stringify(layout).length <= GRID_LAYOUT_MAX_CHARS,
    `The column settings must be at most ${GRID_LAYOUT_MAX_CHARS / 1024} KB.`,
  );
export type GridLayoutState = z.infer<typeof GridLayoutSchema>;

/** A view's filters: the lead query without its paging, strict as the console's IPC is (ADR 011). */
export const SavedViewFiltersSchema = z
  .object(leadFilterFields, {
    error: (issue) => (issue.code === 'invalid_type' ? 'Filters must be an object.' : undefined),
  })
  .strict()
  .refine(...fromNotAfterTo);

export const SavedViewNameSchema = z
  .string({ error: 'Please name the view.' })
  .trim()
  .min(1, 'Please name the view.')
  .max(SAVED_VIEW_NAME_MAX, `A view's name must be at most ${SAVED_VIEW_NAME_MAX} characters.`)
  .refine((name) => !hasUnsafeText(name), unsafeTextMessage("A view's name"));

const SharedFlagSchema = z.boolean({ error: 'Shared must be true or false.' });

/** What `POST /api/views` takes. Only an admin may share a view with everyone. */
export const NewSavedViewSchema = z
  .object({
    name: SavedViewNameSchema,
    filters: SavedViewFiltersSchema,
    grid: GridLayoutSchema,
    shared: SharedFlagSchema.optional(),
  })
  .strict();
export type NewSavedViewInput = z.input<typeof NewSavedViewSchema>;
export type NewSavedView = z.output<typeof NewSavedViewSchema>;

/** What `PUT /api/views/:id` takes: any of the fields, at least one. */
export const SavedViewChangeSchema = z
  .object({
    name: SavedViewNameSchema.optional(),
    filters: SavedViewFiltersSchema.optional(),
    grid: GridLayoutSchema.optional(),
    shared: SharedFlagSchema.optional(),
  })
  .strict()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send a name, filters, columns or sharing to change.',
  });
export type SavedViewChangeInput = z.input<typeof SavedViewChangeSchema>;
export type SavedViewChange = z.output<typeof SavedViewChangeSchema>;

/** What `PUT /api/views/last` takes: the view last applied, or null for none. */
export const LastViewRequestSchema = z
  .object({
    id: z.uuid('The view id must be a uuid.').nullable(),
  })
  .strict();
export type LastViewRequest = z.infer<typeof LastViewRequestSchema>;

/** A saved view as the API returns it; unknown filters from a newer API are dropped. */
export const SavedViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shared: z.boolean(),
  filters: z.object(leadFilterFields),
  grid: GridLayoutSchema,
  /** The owner's email. */
  owner: z.string(),
  /** Whether the one asking owns it (and so may change it). */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

/** What `GET /api/views/last` answers: the view applied last, if it is still there to see. */
export const LastViewSchema = z.object({ view: SavedViewSchema.nullable() });
export type LastView = z.infer<typeof LastViewSchema>;

/*
 * The dashboard (issue 13 §4, docs/decisions/017-dashboard.md):
 * `GET /api/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD`, days in Mumbai.
 */
const dashboardQueryFields = {
  from: z.preprocess(blankToUndefined, DateSchema.optional()),
  to: z.preprocess(blankToUndefined, DateSchema.optional()),
};

/** The range as the API reads it: `to` defaults to today, `from` to twelve weeks of Mondays back. */
function checkDashboardRange(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  // A date that is not one has its own message already.
  const isDate = (date: string | undefined) =>
    date === undefined || DateSchema.safeParse(date).success;
  if (!isDate(query.from) || !isDate(query.to)) return;
  const { from, to } = dashboardRange(query);
  if (from > to) {
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: query.to
        ? 'The "from" date must not be after the "to" date.'
        : 'The "from" date must not be after today.',
    });
  } else if (daysBetween(from, to) > DASHBOARD_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: 'The dashboard covers at most two years: please choose a later "from" date.',
    });
  }
}

export const DashboardQuerySchema = z.object(dashboardQueryFields).superRefine(checkDashboardRange);
/** The same from a client that must not send anything else (the console's renderer). */
export const DashboardQueryRequestSchema = z
  .object(dashboardQueryFields)
  .strict()
  .superRefine(checkDashboardRange);
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;
export type DashboardQueryRequest = z.output<typeof DashboardQueryRequestSchema>;

const dashboardCount = z.number().int().nonnegative();

/** What `GET /api/dashboard` answers. */
export const DashboardSchema = z.object({
  /** The days covered, both included. */
  from: z.string(),
  to: z.string(),
  /** The busiest sources of the range by enquiries, then `(other)` for the rest if any (dashboard.ts). */
  sources: z.array(z.string()),
  /** Enquiries per week (its Monday, in Mumbai), source and programme; only weeks and groups with some. */
  weeks: z.array(
    z.object({
      week: z.string(),
      source: z.string(),
      program: readText<Program>('Programme'),
      n: dashboardCount,
    }),
  ),
  /** The enquiries of the range by source and their status now. */
  funnel: z.array(
    z.object({ source: z.string(), status: readText<LeadStatus>('Status'), n: dashboardCount }),
  ),
  /**
   * Calls each member of staff logged in the range, and the follow-ups of
   * their leads due today and overdue now (as the listing's `due` filter
   * counts them). `email` null: follow-ups of leads nobody owns.
   */
  counsellors: z.array(
    z.object({
      email: z.string().nullable(),
      calls: dashboardCount,
      due_today: dashboardCount,
      overdue: dashboardCount,
    }),
  ),
  generated_at: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
