import type { z } from 'zod';
import facts from '../../../content/admissions-facts.yaml';
import faq from '../../../content/faq.yaml';
import type { AdmissionsFactsSchema, FaqSchema } from './admissions-facts.schema';

/** The admissions facts pages, from content/admissions-facts.yaml (ADR 028). */
export const ADMISSIONS_FACTS = facts as z.output<typeof AdmissionsFactsSchema>;

/** The FAQ page, from content/faq.yaml (ADR 028). */
export const FAQ = faq as z.output<typeof FaqSchema>;

/** Where each programme's facts page is; the enquiry forms and the home page link to it. */
export const factsPath = (course: 'barch' | 'darch') => `/admission/${course}-facts`;
