import data from '../../../content/about/principal.yaml';

/* /about/principal, from content/about/principal.yaml (ADR 028). */
export const PRINCIPAL = data;
