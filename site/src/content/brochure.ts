import data from '../../../content/brochure.yaml';

/** The brochure page's words, from content/brochure.yaml (ADR 028). */
export const BROCHURE = data;
