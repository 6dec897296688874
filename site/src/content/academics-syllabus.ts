import type { z } from 'zod';
import data from '../../../content/academics/syllabus.yaml';
import type { AcademicsContent } from './academics.schema';

/* /academics/syllabus, from content/academics/syllabus.yaml (ADR 028). */
export const syllabusPage = data as z.output<typeof AcademicsContent.shape.syllabus>;
