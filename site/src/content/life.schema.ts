import { z } from 'zod';
import { DocPath, Hero, InternalPath } from './common';
import type * as life from './life';
import type { ContentChecks } from './validate';

export const LifePanel = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  href: InternalPath,
  cta: z.string().min(1),
});
export type LifePanel = z.infer<typeof LifePanel>;

/** Every row leads to a real page or document, never to `#` (docs/product-decisions.md §5). */
export const LifeRow = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  link: z.object({ label: z.string().min(1), href: z.union([InternalPath, DocPath]) }),
});
export type LifeRow = z.infer<typeof LifeRow>;

export const LifePage = z.object({
  hero: Hero,
  intro: z.string().min(1),
  table: z.object({
    caption: z.string().min(1),
    /** The columns' names (name, description, link), in the page's language. */
    columns: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]),
    rows: z.array(LifeRow).length(4),
  }),
});
export type LifePage = z.infer<typeof LifePage>;

export const LifeContent = z.object({
  landing: z.object({
    heading: z.string(),
    intro: z.string(),
    panels: z.array(LifePanel).length(3),
  }),
  life: LifePage,
  skills: LifePage,
  learnings: LifePage,
});
export type LifeContent = z.infer<typeof LifeContent>;

/** The schema of content/life.yaml, found by its name (docs/editing-content.md). */
export default LifeContent;

/** The exports of life.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { life: LifeContent } satisfies ContentChecks<typeof life>;
