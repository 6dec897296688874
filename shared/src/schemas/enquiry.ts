import { z } from 'zod';
import { HONEYPOT_FIELD } from '../constants';
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
}).transform((enquiry) => (enquiry.adult ? { ...enquiry, ...noGuardian } : enquiry));
export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;
