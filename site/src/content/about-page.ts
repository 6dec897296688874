import data from '../../../content/about/about.yaml';

/* /about, from content/about/about.yaml (ADR 028). */
export const ABOUT = data;
