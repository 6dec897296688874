import { z } from 'zod';
import { Hero } from './common';
import type * as courses from './courses';
import type { ContentChecks } from './validate';

/** Wording of the course pages; the facts themselves live in `programs.ts`. */
export const CoursesPageSchema = z.object({
  hero: Hero,
  pickerHeading: z.string(),
  pickerHint: z.string(),
  explore: z.string(),
});

export const CourseSubpagesSchema = z.object({
  overview: z.object({
    heading: z.string(),
    highlightsHeading: z.string(),
    facts: z.record(z.string(), z.string()),
  }),
  admission: z.object({ tagline: z.string(), benefitsHeading: z.string() }),
  eligibility: z.object({ tagline: z.string(), heading: z.string(), note: z.string() }),
  intake: z.object({ tagline: z.string(), seats: z.string() }),
  scholarship: z.object({ tagline: z.string() }),
  timetable: z.object({
    tagline: z.string(),
    heading: z.string(),
    text: z.string(),
    link: z.string(),
  }),
  alumni: z.object({ tagline: z.string(), heading: z.string(), intro: z.string() }),
});

export const Alumnus = z.object({
  name: z.string(),
  batch: z.string(),
  now: z.string(),
  quote: z.string(),
});

export const AlumniSchema = z.object({
  barch: z.array(Alumnus).min(2),
  darch: z.array(Alumnus).min(2),
});

/** The exports of courses.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = {
  COURSES_PAGE: CoursesPageSchema,
  COURSE_SUBPAGES: CourseSubpagesSchema,
  ALUMNI: AlumniSchema,
} satisfies ContentChecks<typeof courses>;
