import { z } from 'zod';
import { Card } from './about.schema';
import { Hero } from './common';

/** The programmes, by the key their pages and content use. */
export const COURSE_KEYS = ['barch', 'darch'] as const;
export type CourseKey = (typeof COURSE_KEYS)[number];

const CourseHead = z.object({
  /** The programme's name as the pages show it (the forms send shared's own name). */
  program: z.string().min(1),
  affiliation: z.string().min(1),
  duration: z.string().includes('{years}', { message: 'Give the years as {years}' }),
  hero: Hero,
  benefits: z.array(Card).length(4),
});

/** Each programme's name, duration, hero and benefits (content/course-heads.yaml). */
export const CourseHeadsSchema = z.object({ barch: CourseHead, darch: CourseHead });

/** The schema of content/course-heads.yaml, found by its name (docs/editing-content.md). */
export default CourseHeadsSchema;
