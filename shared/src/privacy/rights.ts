import { z } from 'zod';
import { LIMITS, PROGRAMS } from '../constants';
import { normalizeIndianPhone } from '../phone';
import { EmailSchema, NameSchema, PhoneSchema, ProgramSchema } from '../schemas/inputs';
import { LinkContactSchema } from '../schemas/privacy';
import { hasUnsafeText, unsafeTextMessage } from '../text';

/*
 * Rights requests (DPDP Act ss. 11–14, Rule 14; ADR 025): what
 * a person asks for on /privacy/request, and what an admin does about it in
 * the console. The site's form, the API and the console all read these.
 */

export const RIGHTS_REQUEST_KINDS = [
  'access',
  'correction',
  'erasure',
  'nomination',
  'grievance',
] as const;
export type RightsRequestKind = (typeof RIGHTS_REQUEST_KINDS)[number];

/** How each kind is named to the person and to staff. */
export const RIGHTS_REQUEST_LABELS: Record<RightsRequestKind, string> = {
  access: 'See my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  nomination: 'Nominate someone',
  grievance: 'Raise a grievance',
};

export const RIGHTS_REQUEST_PATH = '/privacy/request';
/** How long the emailed confirmation link stays valid; an unconfirmed request is then forgotten. */
export const RIGHTS_LINK_HOURS = 24;
/**
 * Days from the confirmed request to the answer: docs/privacy.md promises 30,
 * and Rule 14(3) allows at most 90.
 */
export const RIGHTS_ANSWER_DAYS = 30;
/** A closed request's contact and details are kept this long for a follow-up or a complaint to the Board, then blanked. */
export const RIGHTS_RECORD_DAYS = 90;
export const RIGHTS_DETAILS_MAX = LIMITS.noteMax;
/**
 * A request's columns that say who asked or whom it names: blanked when its
 * record period ends and when the person's data is erased (ADR 025).
 */
export const RIGHTS_REQUEST_PERSONAL_COLUMNS = [
  'contact',
  'reply_to',
  'details',
  'nominee_name',
  'nominee_contact',
] as const;

const multilineMessage = (label: string) =>
  `${label} cannot contain control characters or invisible formatting characters.`;

const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const RightsKindSchema = z.enum(RIGHTS_REQUEST_KINDS, {
  error: 'Please choose what you would like us to do.',
});

/** What to correct, the grievance, or why the nominee: free text, several lines allowed. */
export const RightsDetailsSchema = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(RIGHTS_DETAILS_MAX, `Please keep the details under ${RIGHTS_DETAILS_MAX} characters.`)
    .refine((text) => !hasUnsafeText(text, { multiline: true }), multilineMessage('The details'))
    .optional(),
);

export const NomineeNameSchema = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(LIMITS.nameMax, `The nominee’s name must be at most ${LIMITS.nameMax} characters.`)
    .refine((name) => !hasUnsafeText(name), unsafeTextMessage('The nominee’s name'))
    .optional(),
);

/** The nominee's email address or mobile number, normalised as leads keep them. */
export const NomineeContactSchema = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(LIMITS.emailMax, 'Please enter one email address or one mobile number for the nominee.')
    .transform((value, ctx) => {
      if (value.includes('@')) {
        const email = EmailSchema.safeParse(value);
        if (email.success) return email.data.toLowerCase();
      } else {
        const phone = normalizeIndianPhone(value);
        if (phone) return phone;
      }
      ctx.addIssue({
        code: 'custom',
        message:
          'Please enter the nominee’s email address (like name@example.com) or 10-digit mobile number.',
      });
      return z.NEVER;
    })
    .optional(),
);

const NEEDS_DETAILS: Partial<Record<RightsRequestKind, string>> = {
  correction: 'Please tell us what is wrong and what it should say.',
  grievance: 'Please describe your grievance.',
};

/**
 * A request's rules, whoever records it: a correction and a grievance need
 * details; a nomination needs the nominee's name and contact (Act s. 14); a
 * field the chosen kind does not use is not kept.
 */
function withRightsRules<
  T extends z.ZodType<{
    kind: RightsRequestKind;
    details?: string | undefined;
    nominee_name?: string | undefined;
    nominee_contact?: string | undefined;
  }>,
>(schema: T) {
  return schema
    .superRefine((request, ctx) => {
      const needs = NEEDS_DETAILS[request.kind];
      if (needs && !request.details)
        ctx.addIssue({ code: 'custom', path: ['details'], message: needs });
      if (request.kind === 'nomination') {
        if (!request.nominee_name) {
          ctx.addIssue({
            code: 'custom',
            path: ['nominee_name'],
            message: 'Please enter the name of the person you nominate.',
          });
        }
        if (!request.nominee_contact) {
          ctx.addIssue({
            code: 'custom',
            path: ['nominee_contact'],
            message: 'Please enter the nominee’s email address or mobile number.',
          });
        }
      }
    })
    .transform((request) => ({
      ...request,
      nominee_name: request.kind === 'nomination' ? request.nominee_name : undefined,
      nominee_contact: request.kind === 'nomination' ? request.nominee_contact : undefined,
    }));
}

const requestFields = {
  kind: RightsKindSchema,
  details: RightsDetailsSchema,
  nominee_name: NomineeNameSchema,
  nominee_contact: NomineeContactSchema,
};

/**
 * What /privacy/request sends. The contact is the email used in the enquiry
 * form, where the one-time link goes (as on the withdrawal page).
 */
export const RightsRequestSchema = withRightsRules(
  z.object({ ...requestFields, contact: LinkContactSchema }),
);
/**
 * How a person asked staff, for a withdrawal or a request recorded in the
 * console: a family with only a mobile number gets no link, so the office
 * checks them on the phone and records it; the audit trail names who did
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export const RECORDED_METHODS = ['phone', 'in_person', 'letter', 'email'] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

const recordedFields = {
  /** Which of the lead's contacts staff checked with the person; what carries it is in scope. */
  contact: z.enum(['phone', 'email'], {
    error: 'Say which of the enquiry’s contacts you checked with the person: phone or email.',
  }),
  method: z.enum(RECORDED_METHODS, {
    error: `Say how the person asked: ${RECORDED_METHODS.join(', ')}.`,
  }),
};

export const RecordedWithdrawalSchema = z.object(recordedFields).strict();
export type RecordedWithdrawal = z.output<typeof RecordedWithdrawalSchema>;

export const RecordedRightsRequestSchema = withRightsRules(
  z
    .object({
      ...requestFields,
      ...recordedFields,
      lead_id: z.uuid({ error: 'Choose the enquiry the person asked about.' }),
      /**
       * Where the answer goes, as for a request confirmed by its link: an email
       * one of the enquiries in scope carries. A family with no email at all
       * is answered on paper, outside the console (docs/privacy.md).
       */
      reply_to: z.preprocess(
        blank,
        z
          .string({ error: 'Enter the email address the answer should go to.' })
          .pipe(EmailSchema)
          .transform((email) => email.toLowerCase()),
      ),
    })
    .strict(),
);
export type RecordedRightsRequest = z.output<typeof RecordedRightsRequestSchema>;

export type RightsRequestInput = z.input<typeof RightsRequestSchema>;
export type RightsRequest = z.output<typeof RightsRequestSchema>;

/* The console's side: the queue, and what an admin does. */

export const RightsLeadSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  program: z.string(),
  erased: z.boolean(),
});
export type RightsLead = z.infer<typeof RightsLeadSchema>;

export const RightsQueueItemSchema = z.object({
  id: z.string(),
  /** Text, so that an older console reads a kind a newer server adds. */
  kind: z.string(),
  /** When the person confirmed it by the link: the answer clock starts there. */
  received_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  /** What the person typed (email or mobile); null once blanked after closing. */
  contact: z.string().nullable(),
  details: z.string().nullable(),
  nominee_name: z.string().nullable(),
  nominee_contact: z.string().nullable(),
  /** The enquiries of that contact, as they are now. */
  leads: z.array(RightsLeadSchema),
});
export type RightsQueueItem = z.infer<typeof RightsQueueItemSchema>;

export const RightsQueueSchema = z.object({ requests: z.array(RightsQueueItemSchema) });
export type RightsQueue = z.infer<typeof RightsQueueSchema>;

export const RightsQueueQuerySchema = z
  .object({
    state: z.preprocess(
      blank,
      z
        .enum(['open', 'closed', 'all'], { error: 'State must be open, closed or all.' })
        .default('open'),
    ),
  })
  .strict();
export type RightsQueueQuery = z.output<typeof RightsQueueQuerySchema>;

/** An admin's words to the person, added to the answer email (required for a grievance). */
export const RightsAnswerSchema = z
  .string({ error: 'Please write the answer to send.' })
  .trim()
  .min(1, 'Please write the answer to send.')
  .max(RIGHTS_DETAILS_MAX, `The answer must be at most ${RIGHTS_DETAILS_MAX} characters.`)
  .refine((text) => !hasUnsafeText(text, { multiline: true }), multilineMessage('The answer'));

const optionalAnswer = z.preprocess(blank, RightsAnswerSchema.optional());

/** Access, erasure and nomination: an optional message. */
export const RightsActionSchema = z.object({ message: optionalAnswer }).strict();
export type RightsAction = z.output<typeof RightsActionSchema>;

/** A grievance's answer. */
export const RightsGrievanceAnswerSchema = z.object({ message: RightsAnswerSchema }).strict();

/** A correction: one lead of the request, and the fields to set, each with the enquiry form's own schema. */
export const RightsCorrectionSchema = z
  .object({
    lead_id: z.uuid('Choose one of the request’s enquiries.'),
    name: NameSchema.optional(),
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    program: ProgramSchema.optional(),
    message: optionalAnswer,
  })
  .strict()
  .refine(
    (change) =>
      [change.name, change.email, change.phone, change.program].some((v) => v !== undefined),
    { message: `Change at least one of name, email, phone or programme (${PROGRAMS.join(', ')}).` },
  );
export type RightsCorrection = z.output<typeof RightsCorrectionSchema>;

/** The action routes, one per kind: `POST /api/rights-requests/:id/<action>`. */
export const RIGHTS_ACTIONS = {
  access: 'access',
  correction: 'correction',
  erasure: 'erasure',
  nomination: 'nomination',
  grievance: 'answer',
} as const satisfies Record<RightsRequestKind, string>;
