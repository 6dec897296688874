import data from '../../../content/admission.yaml';

/** The admission pages' words, from content/admission.yaml (ADR 028). */
export const ADMISSION = data;
