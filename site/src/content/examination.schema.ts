import { z } from 'zod';
import { DocItem, Hero, LinkItem, Paragraphs } from './common';
import type * as examination from './examination';
import type { ContentChecks } from './validate';

/* /examination: the assessment scheme, juries and timetables (docs/product-decisions.md §5). */

export const AssessmentComponent = z.object({
  label: z.string().min(1),
  weight: z.number().int().min(0).max(100),
  description: z.string().min(1),
});
export type AssessmentComponent = z.infer<typeof AssessmentComponent>;

export const ExaminationContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  scheme: z.object({
    heading: z.string(),
    components: z
      .array(AssessmentComponent)
      .min(2)
      .refine((parts) => parts.reduce((sum, p) => sum + p.weight, 0) === 100, {
        message: 'Assessment weights add up to 100 percent',
      }),
    semesterLength: z.string(),
  }),
  juries: z.object({
    heading: z.string(),
    intro: z.string(),
    sessions: z.array(z.object({ session: z.string().min(1), when: z.string().min(1) })).min(2),
    whatToExpect: z.array(z.string().min(1)).min(3),
  }),
  timetables: z.object({
    heading: z.string(),
    intro: z.string(),
    files: z.array(DocItem).length(2),
  }),
  rules: z.object({ heading: z.string(), items: z.array(z.string().min(1)).min(3) }),
  links: z.array(LinkItem).min(1),
});
export type ExaminationContent = z.infer<typeof ExaminationContent>;

/** The schema of content/examination.yaml, found by its name (docs/editing-content.md). */
export default ExaminationContent;

/** The exports of examination.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { examination: ExaminationContent } satisfies ContentChecks<
  typeof examination
>;
