import { FORM_TYPES, PROGRAMS } from '@skltcoa/shared';
import { z } from 'zod';
import { DocPath } from './common';
import { FORM_VARIANTS } from './form-variants';
import type * as forms from './forms';
import type { ContentChecks } from './validate';

export const Variant = z.object({
  formType: z.enum(FORM_TYPES),
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** Set for the course forms, where the programme is shown but cannot be changed. */
  fixedProgram: z.enum(PROGRAMS).optional(),
  submit: z.string().min(1),
  success: z.string().min(1),
});

export const FormsSchema = z.object({
  variants: z.record(z.enum(FORM_VARIANTS), Variant),
  labels: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    program: z.string(),
    guardian_name: z.string(),
    guardian_email: z.string(),
    guardian_phone: z.string(),
    honeypot: z.string(),
  }),
  placeholders: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  submitting: z.string(),
  failure: z.string(),
  unexpected: z.string(),
  offline: z.string().min(1),
  /** The error summary's heading; the API's answer page uses the same (shared's form words). */
  errorSummaryTitle: z.string().min(1),
  /** The form's own words around the privacy notice; the notice itself is shared's, per language. */
  notice: z.object({
    legend: z.string().min(1),
    guardianLegend: z.string().min(1),
    guardianHint: z.string().min(1),
  }),
  brochure: z.object({
    thanksHeading: z.string(),
    thanksText: z.string(),
    download: z.string(),
    file: DocPath,
    again: z.string(),
  }),
  modal: z.object({ open: z.string(), close: z.string() }),
});

/** The exports of forms.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { FORMS: FormsSchema } satisfies ContentChecks<typeof forms>;
