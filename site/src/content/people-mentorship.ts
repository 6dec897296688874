import data from '../../../content/people/mentorship.yaml';

/* /people/mentorship, from content/people/mentorship.yaml (ADR 028). */
export const mentorship = data;
