import { z } from 'zod';
import { FORM_TYPES, LEAD_STATUSES, LIMITS, PROGRAMS } from '../constants';
import { normalizeIndianPhone } from '../phone';
import { CURRENT_NOTICE_VERSION, NOTICE_LANGUAGES } from '../privacy/notice';
import { isSitePath } from '../site-path';
import { hasUnsafeText, unsafeTextMessage } from '../text';

/*
 * One schema per kind of value, with the message a visitor or a member of
 * staff reads. The site's forms and the API validate with these same
 * schemas; a lead's fields name theirs in FIELD_INPUTS (lead/fields.ts).
 */

/** Form posts send "" for an untouched optional field; treat it as absent. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A field a blank leaves out. */
export const optionalInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

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

/** A campaign field (utm_*) as the site reads it from the page's address. */
export const UtmSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(LIMITS.utmMax, `Campaign fields must be at most ${LIMITS.utmMax} characters.`)
    .refine((value) => !hasUnsafeText(value), unsafeTextMessage('Campaign fields'))
    .optional(),
);

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

/**
 * The language of the page a form was on (its hidden field), which the pages and emails that
 * follow speak (docs/decisions/054-the-family-language-and-one-step-withdrawal.md). Not the
 * visitor's to fix: anything but a language of the site reads as English, as the API's answer
 * pages take it.
 */
export const PageLanguageSchema = z.preprocess(
  (value) => ((NOTICE_LANGUAGES as readonly unknown[]).includes(value) ? value : 'en'),
  z.enum(NOTICE_LANGUAGES),
);

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

export const DateSchema = z.iso
  .date('Dates must be written as YYYY-MM-DD.')
  // PostgreSQL has no year 0, and no enquiry predates the web.
  .refine((date) => date >= '1900-01-01' && date <= '2999-12-31', {
    message: 'Dates must be between 1900 and 2999.',
  });

/**
 * The schemas a lead's fields are checked with, by the name their entry in
 * LEAD_FIELDS gives (lead/fields.ts): a new kind of value is added here.
 */
export const FIELD_INPUTS = {
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  program: ProgramSchema,
  form_type: FormTypeSchema,
  submission_id: SubmissionIdSchema,
  source_page: SourcePageSchema,
  utm: UtmSchema,
  consent: ConsentSchema,
  notice_version: NoticeVersionSchema,
  notice_language: NoticeLanguageSchema,
  language: PageLanguageSchema,
  adult: AdultSchema,
} as const;
