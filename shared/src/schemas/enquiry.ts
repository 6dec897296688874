import { z } from 'zod';
import { HONEYPOT_FIELD, UTM_FIELDS, type UtmField } from '../constants';
import { LEAD_FIELDS } from '../lead/fields';
import { blankToUndefined, FIELD_INPUTS, optionalInput } from './inputs';

/*
 * What an enquiry form sends, derived from a lead's fields (lead/fields.ts):
 * each field a form sends, checked with the schema its entry names.
 */

type Field = (typeof LEAD_FIELDS)[number];
type Inputs = typeof FIELD_INPUTS;

type InputOf<F> = F extends { input: infer I extends keyof Inputs }
  ? F extends { optional: true }
    ? z.ZodPreprocess<z.ZodOptional<Inputs[I]>>
    : Inputs[I]
  : never;
type InputShape = { [F in Field as F extends { input: string } ? F['key'] : never]: InputOf<F> };

const inputShape = Object.fromEntries(
  LEAD_FIELDS.flatMap((field: (typeof LEAD_FIELDS)[number]) => {
    if (!('input' in field)) return [];
    const schema = FIELD_INPUTS[field.input];
    return [[field.key, 'optional' in field ? optionalInput(schema) : schema]];
  }),
) as unknown as InputShape;

/** The enquiry's own fields, before the rules that join them, and the bots' trap. */
const EnquiryFields = z.object({
  ...inputShape,
  [HONEYPOT_FIELD]: z.preprocess(blankToUndefined, z.string().optional()),
});

type UnderAgeField = Extract<Field, { underAge: string }>;
/** The parent's or guardian's contact, asked of someone under 18. */
export const GUARDIAN_FIELDS = LEAD_FIELDS.filter(
  (field): field is UnderAgeField => 'underAge' in field,
).map((field) => field.key);

const noGuardian = Object.fromEntries(GUARDIAN_FIELDS.map((field) => [field, undefined]));

/** The guardian's mobile must be their own: the student's own number proves no parent. */
export const GUARDIAN_SAME_MOBILE =
  'Please enter your parent’s or guardian’s own mobile number, not yours: we may call them about their consent.';

/**
 * Campaign tracking (the utm_* fields) is a purpose of its own in the notice,
 * and none of it is kept for someone under 18 (DPDP Act s. 9(3); ADR 055).
 * The enquiry schema drops it, and so does everything that makes a lead of a
 * held enquiry, which an older release may have kept with it.
 */
export function withoutMinorsCampaign<
  T extends { adult: boolean } & Partial<Record<UtmField, unknown>>,
>(enquiry: T): T {
  if (enquiry.adult) return enquiry;
  const kept = { ...enquiry };
  for (const field of UTM_FIELDS) delete kept[field];
  return kept;
}

/**
 * What an enquiry form sends. Under 18, a parent or guardian must agree
 * (DPDP Act s. 9): their contact is required, and their email must be their
 * own, since the consent link goes there. An adult's form carries no
 * guardian, so none is kept.
 */
export const EnquirySchema = EnquiryFields.superRefine((enquiry, ctx) => {
  if (enquiry.adult) return;
  for (const field of LEAD_FIELDS) {
    if ('underAge' in field && enquiry[field.key] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field.key], message: field.underAge });
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
  // Both are normalised by PhoneSchema (normalizeIndianPhone), so any way of writing one number matches.
  if (enquiry.guardian_phone && enquiry.guardian_phone === enquiry.phone) {
    ctx.addIssue({ code: 'custom', path: ['guardian_phone'], message: GUARDIAN_SAME_MOBILE });
  }
}).transform((enquiry) =>
  enquiry.adult ? { ...enquiry, ...noGuardian } : withoutMinorsCampaign(enquiry),
);
export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;
