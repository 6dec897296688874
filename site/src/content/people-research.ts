import data from '../../../content/people/research.yaml';

/*
 * The /people/publications and /people/research pages, from content/people/research.yaml
 * (ADR 028). The /rnd page (rnd.ts) reuses the research records so the two never disagree.
 */
const file = data;
export const publications = file.publications;
export const research = file.research;
