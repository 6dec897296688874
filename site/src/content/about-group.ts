import data from '../../../content/about/group.yaml';

/* /about/rahul-education, from content/about/group.yaml (ADR 028). */
export const GROUP = data;
