import { PROGRAM_FACTS } from '@skltcoa/shared';
import type { z } from 'zod';
import data from '../../../content/course-heads.yaml';
import type { CourseHeadsSchema, CourseKey } from './course-heads.schema';
import { fillIn } from './fill-in';

export type { CourseKey };

/** The programmes in the order pages list them (the schema's own list, as a type, checks it). */
export const COURSE_KEYS = ['barch', 'darch'] as const satisfies readonly CourseKey[];

/*
 * Each programme's name, duration, hero and four benefits (content/course-heads.yaml): all that
 * the frame of every course page, the course admission page and /admission show. They live apart
 * from programmes.ts, which takes them from here, so that those pages load this and not both
 * programmes' whole text: the form pages sit close to the 100 KB JavaScript budget
 * (e2e/tests/quality-routes.spec.ts).
 */

type CourseHead = z.output<typeof CourseHeadsSchema>['barch'];
const HEADS = data;

/** The words with the programme's figures filled in: years and seats are set in shared's facts. */
function filled(key: CourseKey): CourseHead {
  const facts = PROGRAM_FACTS[key];
  return fillIn(HEADS[key], {
    years: facts.durationYears,
    intake: facts.intake,
    affiliation: HEADS[key].affiliation,
  });
}

export const COURSE_HEADS: Record<CourseKey, CourseHead> = {
  barch: filled('barch'),
  darch: filled('darch'),
};
