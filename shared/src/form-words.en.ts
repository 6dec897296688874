import {
  ENQUIRY_LABELS,
  ERROR_SUMMARY_TITLE,
  type AnswerPageWords,
  type FormWords,
} from './form-words';

/*
 * The enquiry forms' words in English (form-words.ts says what they are). A module of its own,
 * like Marathi's and Hindi's: were they in form-words.ts, which every form's chunk imports, the
 * Marathi and Hindi builds would carry them to every form page (docs/decisions/057).
 */

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
  offline:
    'Your phone is offline, so the enquiry was not sent. What you typed is kept: please try again once you are connected.',
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
