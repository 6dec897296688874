import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';
import { Publication, ResearchInitiative } from './people-research.schema';
import type * as rnd from './rnd';
import type { ContentChecks } from './validate';

/*
 * /rnd, linked from the home page tiles (docs/product-decisions.md §5). It is built from the
 * research records of people-research.ts so the two pages never disagree.
 */

export const RndContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  cells: z.object({ heading: z.string(), items: z.array(ResearchInitiative).min(1) }),
  areas: z.object({ heading: z.string(), items: z.array(z.string().min(1)).min(1) }),
  studentResearch: z.object({ heading: z.string(), items: z.array(ResearchInitiative).min(3) }),
  publications: z.object({
    heading: z.string(),
    items: z.array(Publication).min(1),
  }),
  development: z.object({ heading: z.string(), programs: z.array(ResearchInitiative).min(1) }),
  collaborate: z.object({ heading: z.string(), paragraphs: Paragraphs, link: LinkItem }),
  links: z.array(LinkItem).min(1),
});
export type RndContent = z.infer<typeof RndContent>;

/** content/rnd.yaml: the page's own words; the wrapper (rnd.ts) adds the research records. */
export const RndFile = RndContent.pick({
  hero: true,
  intro: true,
  studentResearch: true,
  collaborate: true,
  links: true,
}).extend({ cells: z.object({ heading: z.string() }) });

/** The schema of content/rnd.yaml, found by its name (docs/editing-content.md). */
export default RndFile;

/** The exports of rnd.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { rnd: RndContent } satisfies ContentChecks<typeof rnd>;
