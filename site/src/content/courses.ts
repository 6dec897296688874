import type { z } from 'zod';
import alumni from '../../../content/courses/alumni.yaml';
import page from '../../../content/courses/page.yaml';
import subpages from '../../../content/courses/subpages.yaml';
import type { AlumniSchema, CourseSubpagesSchema, CoursesPageSchema } from './courses.schema';

/* The course pages' words, from content/courses/ (ADR 028). */
export const COURSES_PAGE = page as z.output<typeof CoursesPageSchema>;
export const COURSE_SUBPAGES = subpages as z.output<typeof CourseSubpagesSchema>;
export const ALUMNI = alumni as z.output<typeof AlumniSchema>;
