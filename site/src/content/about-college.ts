import data from '../../../content/about/college.yaml';

/* /about/skltcoa, from content/about/college.yaml (ADR 028). */
export const COLLEGE = data;
