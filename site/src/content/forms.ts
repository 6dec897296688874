import { ENQUIRY_LABELS, PROGRAMME_FACTS } from '@skltcoa/shared';
import type { z } from 'zod';

import type { FormsSchema } from './forms.schema';
import { YEARLY } from './yearly';
/*
 * The five enquiry forms: one component, configured here. Toast wording is
 * the original site's, word for word, and form_type values are the
 * original's, taken from `@skltcoa/shared` (docs/product-decisions.md §16).
 */

export const FORM_VARIANTS = ['modal', 'admission', 'brochure', 'barch', 'darch'] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];

export const FORMS: z.output<typeof FormsSchema> = {
  variants: {
    modal: {
      formType: 'Admission Enquiry',
      heading: `Admission Open for ${YEARLY.admissionYear}`,
      intro: 'Leave your details and the admissions office will call you back.',
      submit: 'Submit Enquiry',
      success: 'Enquiry Submitted! Our team will contact you soon.',
    },
    admission: {
      formType: 'Admission Enquiry',
      heading: 'Enquiry Now',
      intro: `Admissions for ${YEARLY.admissionYear} are open. Tell us how to reach you and which programme interests you.`,
      submit: 'Submit Enquiry',
      success: 'Enquiry Submitted! Our team will contact you soon.',
    },
    brochure: {
      formType: 'Brochure Enquiry',
      heading: 'Get the College Brochure',
      intro: 'Fill in your details to download the brochure.',
      submit: 'Get Brochure',
      success: 'Form Submitted! You can now download the brochure.',
    },
    barch: {
      formType: 'BArch Enquiry',
      heading: 'B.Arch Enquiry',
      intro: `Ask about B.Arch admission for ${YEARLY.admissionYear}.`,
      fixedProgram: PROGRAMME_FACTS.barch.program,
      submit: 'Submit Enquiry',
      success: 'BArch Enquiry Submitted! Our team will contact you soon.',
    },
    darch: {
      formType: 'DArch Enquiry',
      heading: 'D.Arch Enquiry',
      intro: `Ask about D.Arch admission for ${YEARLY.admissionYear}.`,
      fixedProgram: PROGRAMME_FACTS.darch.program,
      submit: 'Submit Enquiry',
      success: 'DArch Enquiry Submitted! Our team will contact you soon.',
    },
  },
  // The API's answer page labels the same fields (ENQUIRY_LABELS in shared).
  labels: { ...ENQUIRY_LABELS, honeypot: 'Leave this field empty' },
  placeholders: { name: 'Your name', email: 'name@example.com', phone: '98765 43210' },
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
    file: '/docs/Brochure/skltcoa-brochure-2025-26.pdf',
    again: 'Send another request',
  },
  modal: { open: 'Enquiry Now', close: 'Close' },
};
