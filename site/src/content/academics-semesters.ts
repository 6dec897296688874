import type { z } from 'zod';
import data from '../../../content/academics/semester-briefs.yaml';
import type { AcademicsContent } from './academics.schema';

/* /academics/semester-briefs, from content/academics/semester-briefs.yaml (ADR 028). */
export const semesterBriefsPage = data as z.output<typeof AcademicsContent.shape.semesterBriefs>;
