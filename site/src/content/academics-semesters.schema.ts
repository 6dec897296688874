import { z } from 'zod';

/*
 * The ten B.Arch semester briefs and the syllabus table by semester groups.
 * Kept apart from academics.ts so that file stays readable; both are
 * re-exported from there.
 */

export const SemesterBrief = z.object({
  semester: z.number().int().min(1).max(10),
  theme: z.string().min(1),
  description: z.string().min(1),
  coreSubjects: z.array(z.string().min(1)).min(3),
});
export type SemesterBrief = z.infer<typeof SemesterBrief>;

export const SemesterBriefs = z
  .array(SemesterBrief)
  .length(10)
  .refine((list) => list.every((brief, i) => brief.semester === i + 1), {
    message: 'Semester briefs run from semester 1 to 10, in order',
  });

export const SyllabusGroup = z.object({
  semesters: z.enum(['I & II', 'III & IV', 'V–VIII', 'IX & X']),
  stage: z.string().min(1),
  focus: z.string().min(1),
  subjects: z.array(z.string().min(1)).min(3),
});
export type SyllabusGroup = z.infer<typeof SyllabusGroup>;

export const SyllabusTable = z.object({
  // Semesters, stage, focus and key subjects, in the page's language.
  columns: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1), z.string().min(1)]),
  groups: z.array(SyllabusGroup).length(4),
});
export type SyllabusTable = z.infer<typeof SyllabusTable>;
