import data from '../../../content/site.yaml';

/** The college's identity and the site's chrome, from content/site.yaml (ADR 028). */
export const SITE = data;
