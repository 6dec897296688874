import { z } from 'zod';
import { ExternalUrl, Hero, LinkItem, Paragraphs } from './common';
import type * as welfare from './welfare';
import type { ContentChecks } from './validate';

const Block = z.object({ heading: z.string().min(1), paragraphs: Paragraphs });

export const WelfareContent = z.object({
  hero: Hero,
  intro: z.string().min(1),
  dei: z.object({
    heading: z.string().min(1),
    paragraphs: Paragraphs,
    commitmentsHeading: z.string().min(1),
    commitments: z.array(z.string().min(1)).min(4),
  }),
  grievance: Block.extend({
    steps: z.array(z.object({ title: z.string().min(1), description: z.string().min(1) })).min(3),
  }),
  antiRagging: Block.extend({
    helpline: z.object({
      label: z.string(),
      phone: z.string(),
      email: z.email(),
      url: ExternalUrl,
    }),
  }),
  icc: Block,
  support: Block.extend({ items: z.array(z.string().min(1)).min(2) }),
  links: z.array(LinkItem).min(2),
});
export type WelfareContent = z.infer<typeof WelfareContent>;

/** The schema of content/welfare.yaml, found by its name (docs/editing-content.md). */
export default WelfareContent;

/** The exports of welfare.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { welfare: WelfareContent } satisfies ContentChecks<typeof welfare>;
