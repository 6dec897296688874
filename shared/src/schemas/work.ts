import { z } from 'zod';
import type { Program } from '../constants';
import { DEFAULT_FIRST_CALL_TARGET_HOURS, FIRST_CALL_TARGET_LIMITS } from '../office-hours';
import { leadFilterFields } from './query';
import { readText } from './read';
import { StaffRoleSchema } from './staff';

/*
 * The counsellor's day (docs/decisions/052-the-counsellors-day.md): the
 * built-in views' counts, the first-call target, held under-18 enquiries,
 * and the change to a member of staff that the live stream carries.
 */

/** `GET /api/leads/view-counts`: each built-in view's leads (LEAD_VIEWS' ids) under the filters sent. */
export const LeadViewCountsSchema = z.object({
  counts: z.record(z.string(), z.number().int().nonnegative()),
});
export type LeadViewCounts = z.infer<typeof LeadViewCountsSchema>;

/** The college's working settings, which admins change (`PATCH /api/work-settings`). */
export const WorkSettingsSchema = z
  .object({
    /** A new lead's first call is due within this many working hours (OFFICE_HOURS). */
    first_call_target_hours: z
      .number({ error: 'first_call_target_hours must be a number of hours.' })
      .min(
        FIRST_CALL_TARGET_LIMITS.min,
        `first_call_target_hours must be at least ${FIRST_CALL_TARGET_LIMITS.min}.`,
      )
      .max(
        FIRST_CALL_TARGET_LIMITS.max,
        `first_call_target_hours must be at most ${FIRST_CALL_TARGET_LIMITS.max}.`,
      )
      // An older server has no setting: the default.
      .default(DEFAULT_FIRST_CALL_TARGET_HOURS),
  })
  .strict();
export type WorkSettings = z.infer<typeof WorkSettingsSchema>;

/** What `GET /api/held-enquiries` reads: a search of the name, email or mobile, or nothing for all. */
export const HeldEnquiryQuerySchema = z.object({ q: leadFilterFields.q });
export type HeldEnquiryQuery = z.output<typeof HeldEnquiryQuerySchema>;

/**
 * An under-18 enquiry held until a guardian agrees (docs/privacy.md): staff
 * may see who it is, to answer a parent who phones, and do nothing else
 * with it. It is no lead: no call, export or assignment reaches it.
 */
export const HeldEnquirySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  program: readText<Program>('Programme').nullable(),
  received_at: z.string(),
  /** When the guardian's link expires and the enquiry is deleted unanswered. */
  consent_expires_at: z.string(),
  waiting_for: z.literal('guardian-consent'),
});
export type HeldEnquiry = z.infer<typeof HeldEnquirySchema>;
export const HeldEnquiryListSchema = z.object({ enquiries: z.array(HeldEnquirySchema) });
export type HeldEnquiryList = z.infer<typeof HeldEnquiryListSchema>;

/**
 * `event: staff` on the live stream (`GET /api/leads/events`): an admin
 * changed what this member of staff may do; the console follows at once.
 */
export const StaffStreamEventSchema = z.object({
  role: StaffRoleSchema,
  can_export: z.boolean(),
  can_import: z.boolean().default(false),
});
export type StaffStreamEvent = z.infer<typeof StaffStreamEventSchema>;
