import facts from '../../../content/admissions-facts.yaml';
import faq from '../../../content/faq.yaml';

/** The admissions facts pages, from content/admissions-facts.yaml (ADR 028). */
export const ADMISSIONS_FACTS = facts;

/** The FAQ page, from content/faq.yaml (ADR 028). */
export const FAQ = faq;

/** Where each programme's facts page is; the enquiry forms and the home page link to it. */
export const factsPath = (course: 'barch' | 'darch') => `/admission/${course}-facts`;
