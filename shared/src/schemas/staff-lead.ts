import { z } from 'zod';
import { STAFF_CHANNELS } from '../constants';
import { FollowUpAtSchema, NoteSchema } from './activity';
import {
  AdultSchema,
  optionalInput as optional,
  EmailSchema,
  NameSchema,
  NoticeLanguageSchema,
  NoticeVersionSchema,
  PhoneSchema,
  ProgramSchema,
  SubmissionIdSchema,
  UtmSchema,
} from './inputs';
import { LeadSchema } from './lead';

/*
 * A lead a member of staff records: a family that phoned, walked in, met us
 * at a fair or was referred (docs/decisions/050-leads-from-every-channel.md).
 * Each field is checked with the enquiry form's own schema; what differs is
 * that a mobile number or an email is enough, and that staff record how the
 * family was told the privacy notice and agreed.
 */

/** How the family agreed to the notice a member of staff told them of. */
export const STAFF_CONSENT_METHODS = ['oral', 'written'] as const;
export type StaffConsentMethod = (typeof STAFF_CONSENT_METHODS)[number];

export const StaffConsentSchema = z
  .object({
    method: z.enum(STAFF_CONSENT_METHODS, {
      error: 'Say how the family agreed to the privacy notice: oral or written.',
    }),
    notice_version: NoticeVersionSchema,
    notice_language: NoticeLanguageSchema,
  })
  .strict();

export const StaffChannelSchema = z.enum(STAFF_CHANNELS, {
  error: `Choose how the family reached us: ${STAFF_CHANNELS.join(', ')}.`,
});

/** `POST /api/leads`: what the New enquiry form sends. */
export const NewLeadSchema = z
  .object({
    name: NameSchema,
    phone: optional(PhoneSchema),
    email: optional(EmailSchema),
    program: ProgramSchema,
    channel: StaffChannelSchema,
    /** Where the family heard of us, or the fair's name: reported like a campaign source. */
    source: UtmSchema,
    note: optional(NoteSchema.transform((text) => text.trim())),
    /** The counsellor who owns the lead; the one recording it when absent. */
    assignee: optional(z.email('The assignee must be a member of staff’s email.')),
    next_follow_up_at: optional(FollowUpAtSchema),
    adult: AdultSchema,
    guardian_name: optional(NameSchema),
    guardian_phone: optional(PhoneSchema),
    guardian_email: optional(EmailSchema),
    consent: StaffConsentSchema,
    /** Sent again with a retry, so that a save whose answer was lost stores one lead. */
    submission_id: optional(SubmissionIdSchema),
  })
  .strict()
  .superRefine((lead, ctx) => {
    if (lead.phone === undefined && lead.email === undefined) {
      for (const path of ['phone', 'email']) {
        ctx.addIssue({
          code: 'custom',
          path: [path],
          message: 'Enter the family’s mobile number or email: at least one of them.',
        });
      }
    }
    if (!lead.adult) {
      if (lead.guardian_name === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['guardian_name'],
          message: 'A student under 18 needs a parent’s or guardian’s name.',
        });
      }
      if (lead.guardian_phone === undefined && lead.guardian_email === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['guardian_phone'],
          message: 'Enter the parent’s or guardian’s mobile number or email.',
        });
      }
    }
  })
  .transform((lead) =>
    lead.adult
      ? {
          ...lead,
          guardian_name: undefined,
          guardian_phone: undefined,
          guardian_email: undefined,
        }
      : lead,
  );
export type NewLeadInput = z.input<typeof NewLeadSchema>;
export type NewLead = z.output<typeof NewLeadSchema>;

/**
 * `POST /api/leads`'s answer: the lead, and where the family gave only a
 * mobile number, a WhatsApp link whose message carries the privacy notice's
 * address, for the counsellor to send.
 */
export const CreatedLeadSchema = z.object({
  lead: LeadSchema,
  whatsapp_url: z.string().nullable().default(null),
});
export type CreatedLead = z.infer<typeof CreatedLeadSchema>;

/** `GET /api/leads/matches`: a mobile number, an email, or both, as typed so far. */
export const LeadMatchQuerySchema = z
  .object({
    phone: optional(PhoneSchema),
    email: optional(EmailSchema),
  })
  .strict()
  .refine((query) => query.phone !== undefined || query.email !== undefined, {
    message: 'Send a mobile number or an email to match.',
    path: ['phone'],
  });
export type LeadMatchQuery = z.input<typeof LeadMatchQuerySchema>;

/** The families a contact matches: each one's live enquiries, newest first. */
export const LeadMatchesSchema = z.object({ leads: z.array(LeadSchema) });
export type LeadMatches = z.infer<typeof LeadMatchesSchema>;
