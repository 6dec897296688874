import { z } from 'zod';
import { DocPath } from './common';

/**
 * Values that change every academic year (content/yearly.yaml). Other content files quote them
 * as `{{admissionYear}}` or `{{timetables.barch}}`, so the yearly update is one edit in one file.
 */
export const YearlySchema = z.object({
  admissionYear: z.string().regex(/^AY \d{4}-\d{2}$/, 'Write the admission year as AY 2025-26'),
  academicYear: z.string().regex(/^\d{4}-\d{2}$/, 'Write the academic year as 2025-26'),
  /** Which semester's time-tables are current; its name is in content/semesters.yaml. */
  timetableSemester: z.enum(['odd', 'even'], 'Write odd or even'),
  timetables: z.object({ barch: DocPath, darch: DocPath }),
  /** The months of the odd and even semester juries: the academic calendar and /examination. */
  juries: z.object({ odd: z.string().min(1), even: z.string().min(1) }),
  academicCalendar: DocPath,
  admissionNotifications: z.object({ barch: DocPath, darch: DocPath }),
});

/** The schema of content/yearly.yaml, found by its name (docs/editing-content.md). */
export default YearlySchema;
