import {
  BROCHURE_FILE,
  FORM_WORDS_EN,
  FORM_WORDS_HI,
  FORM_WORDS_MR,
  PROGRAM_NAMES_HI,
  PROGRAM_NAMES_MR,
  PROGRAM_FACTS,
  type Program,
} from '@skltcoa/shared';
import type { z } from 'zod';

import { LANGUAGE } from '../language';
import type { FormVariant } from './form-variants';
import type { FormsSchema } from './forms.schema';
import { YEARLY } from './yearly';
/*
 * The five enquiry forms: one component, configured here. Their words are shared's, in this
 * build's language (shared/src/form-words*.ts; the API's answer page reads the same); a
 * constant condition, so that each build carries only its own language. Toast wording is the
 * original site's, word for word, and form_type values are the original's, taken from
 * `@skltcoa/shared` (docs/product-decisions.md §16).
 */

export { FORM_VARIANTS, type FormVariant } from './form-variants';

const { variants, brochure, ...words } =
  LANGUAGE === 'mr' ? FORM_WORDS_MR : LANGUAGE === 'hi' ? FORM_WORDS_HI : FORM_WORDS_EN;

const PROGRAM_NAMES =
  LANGUAGE === 'mr' ? PROGRAM_NAMES_MR : LANGUAGE === 'hi' ? PROGRAM_NAMES_HI : undefined;

/** A programme as its option reads in this build's language; English reads the programme itself. */
export const programName = (program: Program) => PROGRAM_NAMES?.[program] ?? program;

const year = (text: string) => text.replace('{year}', YEARLY.admissionYear);
const variant = (name: FormVariant) => ({
  ...variants[name],
  heading: year(variants[name].heading),
  intro: year(variants[name].intro),
});

export const FORMS: z.output<typeof FormsSchema> = {
  ...words,
  variants: {
    modal: { formType: 'Admission Enquiry', ...variant('modal') },
    admission: { formType: 'Admission Enquiry', ...variant('admission') },
    brochure: { formType: 'Brochure Enquiry', ...variant('brochure') },
    barch: {
      formType: 'BArch Enquiry',
      fixedProgram: PROGRAM_FACTS.barch.program,
      ...variant('barch'),
    },
    darch: {
      formType: 'DArch Enquiry',
      fixedProgram: PROGRAM_FACTS.darch.program,
      ...variant('darch'),
    },
  },
  brochure: { ...brochure, file: BROCHURE_FILE },
};
