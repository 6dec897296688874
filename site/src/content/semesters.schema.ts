import { z } from 'zod';

/** The two semesters' names (content/semesters.yaml), for the time-table labels. */
export const SemestersSchema = z.object({ odd: z.string().min(1), even: z.string().min(1) });

/** The schema of content/semesters.yaml, found by its name (docs/editing-content.md). */
export default SemestersSchema;
