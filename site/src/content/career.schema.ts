import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';
import type * as career from './career';
import type { ContentChecks } from './validate';

export const Opening = z.object({
  title: z.string().min(1),
  /** Full time, visiting or non-teaching, in the page's language. */
  type: z.string().min(1),
  requirements: z.string().min(1),
});
export type Opening = z.infer<typeof Opening>;

export const CareerContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  why: z.object({ heading: z.string(), items: z.array(z.string().min(1)).min(3) }),
  openings: z.object({ heading: z.string(), items: z.array(Opening) }),
  apply: z.object({
    heading: z.string(),
    steps: z.array(z.string().min(1)).min(3),
    email: z.email(),
    emailLabel: z.string(),
  }),
  fairness: z.string(),
  links: z.array(LinkItem).min(1),
});
export type CareerContent = z.infer<typeof CareerContent>;

/** The schema of content/career.yaml, found by its name (docs/editing-content.md). */
export default CareerContent;

/** The exports of career.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { career: CareerContent } satisfies ContentChecks<typeof career>;
