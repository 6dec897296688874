import alumni from '../../../content/courses/alumni.yaml';

/*
 * The alumni's words on the course and admission pages (content/courses/alumni.yaml, ADR 028). A
 * module apart from courses.ts, so that the pages that read only the sub-pages' words do not load
 * them (docs/decisions/057).
 */
export const ALUMNI = alumni;
