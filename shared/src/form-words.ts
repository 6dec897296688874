import type { Program } from './constants';

/*
 * The words of the enquiry forms, one set per language of the site (ADR 030). The site's
 * forms and the API's answer page for a browser without JavaScript both read them, so the
 * summary and the fields read the same on both paths. English is here; Marathi and Hindi are
 * in form-words.mr.ts and form-words.hi.ts, separate modules so that a build of the site
 * carries only its own language. The field messages stay in English in the schemas and are
 * translated by the dictionaries in form-messages.{mr,hi}.ts, keyed by the English message.
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
 * The English words are written as their own constants and put together below, never read
 * back out of FORM_WORDS_EN: a build keeps every property read it cannot prove harmless.
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

export const FORM_WORDS_EN: FormWords = {
  labels: { ...ENQUIRY_LABELS, honeypot: 'Leave this field empty' },
  placeholders: { name: 'Your name', email: 'name@example.com', phone: '98765 43210' },
  variants: {
    modal: {
      heading: 'Admission Open for {year}',
      intro: 'Leave your details and the admissions office will call you back.',
      submit: 'Submit Enquiry',
      success: 'Enquiry Submitted! Our team will contact you soon.',
    },
    admission: {
      heading: 'Enquiry Now',
      intro:
        'Admissions for {year} are open. Tell us how to reach you and which programme interests you.',
      submit: 'Submit Enquiry',
      success: 'Enquiry Submitted! Our team will contact you soon.',
    },
    brochure: {
      heading: 'Get the College Brochure',
      intro: 'Fill in your details to download the brochure.',
      submit: 'Get Brochure',
      success: 'Form Submitted! You can now download the brochure.',
    },
    barch: {
      heading: 'B.Arch Enquiry',
      intro: 'Ask about B.Arch admission for {year}.',
      submit: 'Submit Enquiry',
      success: 'BArch Enquiry Submitted! Our team will contact you soon.',
    },
    darch: {
      heading: 'D.Arch Enquiry',
      intro: 'Ask about D.Arch admission for {year}.',
      submit: 'Submit Enquiry',
      success: 'DArch Enquiry Submitted! Our team will contact you soon.',
    },
  },
  submitting: 'Submitting...',
  failure: 'Failed to submit enquiry. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  notice: {
    legend: 'Privacy notice: choose your language',
    guardianLegend: 'Your parent or guardian',
    guardianHint: 'Fill this in only if you are under 18.',
  },
  brochure: {
    thanksHeading: 'Thank you!',
    thanksText: 'Your brochure is ready.',
    download: 'Download the brochure (PDF)',
    again: 'Send another request',
  },
  modal: { open: 'Enquiry Now', close: 'Close' },
  errorSummaryTitle: ERROR_SUMMARY_TITLE,
};

export const ANSWER_PAGE_WORDS_EN: AnswerPageWords = {
  title: 'Please check your enquiry',
  titles: {
    409: 'This form was already sent',
    413: 'Your enquiry is too large',
    415: 'Your enquiry could not be read',
    429: 'Please wait a moment',
    503: 'We could not save your enquiry just now',
    other: 'Something went wrong',
  },
  backButton: "Use your browser's Back button to return to the form with your details kept, or ",
  sendAgain: 'Send the enquiry again',
  backBefore: 'Or ',
  backLink: 'go back to the page you came from',
  backAfter: '.',
};

/** A schema's or the API's English message in a language, by its dictionary; English as it is. */
export function translateMessage(
  messages: Readonly<Record<string, string>> | undefined,
  message: string,
): string {
  return messages?.[message] ?? message;
}

/** The hidden field an enquiry form posts its page's language in (the API answers in it). */
export const FORM_LANGUAGE_FIELD = 'language';
