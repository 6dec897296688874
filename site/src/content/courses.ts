import page from '../../../content/courses/page.yaml';
import subpages from '../../../content/courses/subpages.yaml';

/* The course pages' words, from content/courses/ (ADR 028). */
export const COURSES_PAGE = page;
export const COURSE_SUBPAGES = subpages;
export { ALUMNI } from './courses-alumni';
