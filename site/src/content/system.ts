import data from '../../../content/system.yaml';

/** The not-found, error, redirect and thank-you pages' words, from content/system.yaml (ADR 028). */
export const SYSTEM = data;
