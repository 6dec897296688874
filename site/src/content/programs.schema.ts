import { z } from 'zod';
import { DocPath, Hero, Paragraphs } from './common';
import { COURSE_KEYS } from './course-heads.schema';
import type * as programs from './programs';
import type { ContentChecks } from './validate';

export const Card = z.object({ title: z.string().min(1), text: z.string().min(1) });

export const Course = z.object({
  key: z.enum(COURSE_KEYS),
  short: z.string().min(1),
  program: z.string().min(1),
  durationYears: z.number().int().positive(),
  duration: z.string().min(1),
  affiliation: z.string().min(1),
  intake: z.number().int().positive(),
  summary: z.string().min(1),
  hero: Hero,
  overview: Paragraphs,
  highlights: z.array(Card).min(3),
  benefits: z.array(Card).length(4),
  eligibility: z.object({ intro: z.string().min(1), rules: z.array(Card).min(1) }),
  timetable: z.object({ label: z.string().min(1), file: DocPath }),
});
export const CoursesSchema = z.object({ barch: Course, darch: Course });

export const CapRow = z.object({ scheme: z.string().min(1), limit: z.string().min(1) });

export const ScholarshipsSchema = z.object({
  government: z.object({
    heading: z.string(),
    intro: z.string(),
    columns: z.tuple([z.string(), z.string()]),
    caps: z.array(CapRow).min(1),
  }),
  institutional: z.object({ heading: z.string(), items: z.array(Card).min(1), note: z.string() }),
  howToApply: z.object({ heading: z.string(), text: z.string() }),
});

export const IntakeSchema = z.object({
  heading: z.string(),
  process: z.string(),
  note: z.string(),
});

const CourseWords = Course.pick({
  summary: true,
  overview: true,
  highlights: true,
  eligibility: true,
});

/** The programmes' own words (content/programs.yaml); figures and names come from elsewhere. */
export const ProgramsSchema = z.object({
  barch: CourseWords,
  darch: CourseWords,
  scholarships: ScholarshipsSchema,
  intake: IntakeSchema,
});

/** The schema of content/programs.yaml, found by its name (docs/editing-content.md). */
export default ProgramsSchema;

/** The exports of programs.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = {
  COURSES: CoursesSchema,
  SCHOLARSHIPS: ScholarshipsSchema,
  INTAKE: IntakeSchema,
} satisfies ContentChecks<typeof programs>;
