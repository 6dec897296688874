import type { z } from 'zod';
import data from '../../../content/examination.yaml';
import type { ExaminationContent } from './examination.schema';

/* /examination, from content/examination.yaml (ADR 028): assessment, juries and timetables. */
export const examination = data as z.output<typeof ExaminationContent>;
