import type { Program } from './constants';

/*
 * The words of the enquiry forms, one set per language of the site (ADR 030). The site's
 * forms and the API's answer page for a browser without JavaScript both read them, so the
 * summary and the fields read the same on both paths. The words themselves are in
 * form-words.en.ts, form-words.mr.ts and form-words.hi.ts, separate modules so that a build of
 * the site carries only its own language (docs/decisions/057). The field messages stay in
 * English in the schemas and are translated by the dictionaries in form-messages.{mr,hi}.ts,
 * keyed by the English message.
 */

/** The form variants, as the site configures them (site/src/content/forms.ts). */
export type FormWordsVariant = 'modal' | 'admission' | 'brochure' | 'barch' | 'darch';

export interface FormWords {
  /** The visible label of each enquiry field a visitor types or picks, and the bots' trap. */
  labels: {
    name: string;
    email: string;
    phone: string;
    program: string;
    guardian_name: string;
    guardian_email: string;
    guardian_phone: string;
    honeypot: string;
  };
  placeholders: { name: string; email: string; phone: string };
  /** Each form's heading, intro, button and success toast; `{year}` is the admission year. */
  variants: Record<
    FormWordsVariant,
    { heading: string; intro: string; submit: string; success: string }
  >;
  submitting: string;
  /** The toast when the enquiry was refused or could not be stored. */
  failure: string;
  /** The toast when no answer came (the network failed). */
  unexpected: string;
  /** The phone had no connection when the visitor sent the form; what they typed is kept. */
  offline: string;
  notice: { legend: string; guardianLegend: string; guardianHint: string };
  brochure: { thanksHeading: string; thanksText: string; download: string; again: string };
  modal: { open: string; close: string };
  /** The heading of a form's error summary (the GOV.UK pattern). */
  errorSummaryTitle: string;
}

/**
 * What a programme's option reads in a language other than English; the value posted stays
 * the programme itself, which is what English reads.
 */
export type ProgramNames = Readonly<Record<Program, string>>;

/** The API's own page for a refused form posted without JavaScript (apart, so the site carries none of it). */
export interface AnswerPageWords {
  title: string;
  /** The titles of the other refusals' pages, by status; `other` for any else. */
  titles: { 409: string; 413: string; 415: string; 429: string; 503: string; other: string };
  /** Before the link back, on a refusal's page without the form: "Use your browser's Back button…, or ". */
  backButton: string;
  sendAgain: string;
  /** "Or go back to the page you came from.": the words before, in and after the link. */
  backBefore: string;
  backLink: string;
  backAfter: string;
}

/**
 * What the API answers an enquiry it refuses as a whole; the site's toasts show it, translated
 * by form-messages.{mr,hi}.ts like the field messages.
 */
export const ENQUIRY_REFUSALS = {
  invalid: 'Please correct the fields below and send the enquiry again.',
  tooManyFromNetwork:
    'Too many enquiries from your network. Please wait a few minutes and try again.',
  tooManyForContact:
    'We have already received several enquiries with this phone number or email in the last few minutes. Our admissions team will contact you; please wait a few minutes before sending another.',
  tooLarge: 'The enquiry is too large. Please shorten it and try again.',
  guardianMailLimited:
    'We have already emailed this parent’s or guardian’s address several times today. Please ask them to check their inbox, or send the enquiry again tomorrow.',
  reused:
    'This form was already sent with different details. Please reload the page and send it again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
} as const;

/*
 * The English words the forms share are written as their own constants and put together in
 * form-words.en.ts, never read back out of FORM_WORDS_EN: a build keeps every property read it
 * cannot prove harmless.
 */

/** The heading of a form's error summary (the GOV.UK pattern), in English. */
export const ERROR_SUMMARY_TITLE = 'There is a problem';

/** The visible label of each enquiry field a visitor types or picks, in English. */
export const ENQUIRY_LABELS = {
  name: 'Full name',
  email: 'Email',
  phone: 'Mobile number',
  program: 'Programme',
  guardian_name: 'Parent’s or guardian’s full name',
  guardian_email: 'Parent’s or guardian’s email',
  guardian_phone: 'Parent’s or guardian’s mobile number',
} as const;

/**
 * The enquiry form's fields in the order it shows them: its error summary's
 * order, `formOrder(LEAD_FIELDS)` (lead/fields.ts). Written out beside the
 * labels so that the site's form carries these names and not the field
 * table, within the pages' JavaScript budget (docs/performance.md);
 * lead/fields.test.ts holds the two to the same list.
 */
export const ENQUIRY_FORM_ORDER: readonly string[] = [
  'name',
  'email',
  'phone',
  'program',
  'adult',
  'guardian_name',
  'guardian_email',
  'guardian_phone',
  'notice_language',
  'notice_version',
  'consent',
];

/** A schema's or the API's English message in a language, by its dictionary; English as it is. */
export function translateMessage(
  messages: Readonly<Record<string, string>> | undefined,
  message: string,
): string {
  return messages?.[message] ?? message;
}

/** The hidden field an enquiry form posts its page's language in (the API answers in it). */
export const FORM_LANGUAGE_FIELD = 'language';
