import type { z } from 'zod';
import semesterBriefs from '../../../content/academics/semester-briefs.yaml';
import syllabus from '../../../content/academics/syllabus.yaml';
import type { AcademicsContent } from './academics.schema';

/*
 * The semester briefs and the syllabus pages, from content/academics/semester-briefs.yaml and
 * syllabus.yaml (ADR 028); part of `academics`.
 */
export const semesterBriefsPage = semesterBriefs as z.output<
  typeof AcademicsContent.shape.semesterBriefs
>;
export const syllabusPage = syllabus as z.output<typeof AcademicsContent.shape.syllabus>;
