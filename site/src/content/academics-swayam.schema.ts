import { z } from 'zod';
import { ExternalUrl, Hero, LinkItem, Paragraphs } from './common';

/* The /academics/swayam page (docs/product-decisions.md §5); part of `academics`. */

const TitledText = z.object({ title: z.string().min(1), description: z.string().min(1) });

export const SwayamPage = z.object({
  hero: Hero,
  what: z.object({ heading: z.string(), paragraphs: Paragraphs }),
  steps: z.object({ heading: z.string(), items: z.array(TitledText).min(4) }),
  rules: z.object({ heading: z.string(), items: z.array(z.string().min(1)).min(2) }),
  external: z.object({ label: z.string(), href: ExternalUrl }),
  contact: LinkItem,
});
export type SwayamPage = z.infer<typeof SwayamPage>;

/** The schema of content/academics-swayam.yaml, found by its name (docs/editing-content.md). */
export default SwayamPage;
