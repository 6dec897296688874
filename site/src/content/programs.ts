import { PROGRAM_FACTS } from '@skltcoa/shared';
import { COURSE_HEADS } from './course-heads';
import { TIMETABLE_LABEL } from './timetable';
import { YEARLY } from './yearly';
import type { z } from 'zod';
import data from '../../../content/programs.yaml';

import type { Course, IntakeSchema, ScholarshipsSchema } from './programs.schema';

/*
 * The facts about each programme that several pages show (overview, eligibility,
 * intake, scholarships, time-table). Numbers come from `@skltcoa/shared`; the words from
 * content/programs.yaml and content/course-heads.yaml, the original site's wording word for word
 * (docs/product-decisions.md §16).
 */

import type { CourseKey } from './course-heads';
export { COURSE_KEYS, type CourseKey } from './course-heads';

export type Course = z.output<typeof Course>;

const { barch, darch } = PROGRAM_FACTS;
const WORDS = data;

export const COURSES: Record<CourseKey, Course> = {
  barch: {
    key: 'barch',
    short: barch.short,
    program: COURSE_HEADS.barch.program,
    durationYears: barch.durationYears,
    duration: COURSE_HEADS.barch.duration,
    affiliation: COURSE_HEADS.barch.affiliation,
    intake: barch.intake,
    summary: WORDS.barch.summary,
    hero: COURSE_HEADS.barch.hero,
    overview: WORDS.barch.overview,
    highlights: WORDS.barch.highlights,
    benefits: COURSE_HEADS.barch.benefits,
    eligibility: WORDS.barch.eligibility,
    timetable: { label: TIMETABLE_LABEL, file: YEARLY.timetables.barch },
  },
  darch: {
    key: 'darch',
    short: darch.short,
    program: COURSE_HEADS.darch.program,
    durationYears: darch.durationYears,
    duration: COURSE_HEADS.darch.duration,
    affiliation: COURSE_HEADS.darch.affiliation,
    intake: darch.intake,
    summary: WORDS.darch.summary,
    hero: COURSE_HEADS.darch.hero,
    overview: WORDS.darch.overview,
    highlights: WORDS.darch.highlights,
    benefits: COURSE_HEADS.darch.benefits,
    eligibility: WORDS.darch.eligibility,
    timetable: { label: TIMETABLE_LABEL, file: YEARLY.timetables.darch },
  },
};

export const SCHOLARSHIPS: z.output<typeof ScholarshipsSchema> = WORDS.scholarships;

export const INTAKE: z.output<typeof IntakeSchema> = WORDS.intake;
