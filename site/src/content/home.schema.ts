import { z } from 'zod';
import { DocPath, InternalPath } from './common';
import type * as home from './home';
import type { ContentChecks } from './validate';

export const Video = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'Video ids are the 11 characters after watch?v='),
  title: z.string().min(1),
  desc: z.string().min(1),
});

export const Disclosure = z.object({
  body: z.string().min(1),
  docs: z
    .array(
      z.object({
        label: z.string().min(1),
        file: DocPath.refine((f) => f.startsWith('/docs/MandatoryDisclosure/')),
      }),
    )
    .min(1),
});

export const HomeSchema = z.object({
  bannerAlt: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  tilesHeading: z.string().min(1),
  tiles: z.array(z.object({ label: z.string().min(1), href: InternalPath })).length(6),
  /** The spec's success metrics (spec 9): figures the college confirms before launch. */
  metrics: z.object({
    heading: z.string().min(1),
    note: z.string().min(1),
    items: z.array(z.object({ figure: z.string().min(1), label: z.string().min(1) })).min(1),
  }),
  videosHeading: z.string().min(1),
  videosIntro: z.string().min(1),
  watchUrl: z.string().url(),
  videos: z.array(Video).length(8),
  disclosure: z.object({ toggle: z.string(), heading: z.string(), intro: z.string() }),
  disclosures: z.array(Disclosure).length(8),
});

/** The schema of content/home.yaml, found by its name (docs/editing-content.md). */
export default HomeSchema;

/** The exports of home.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { HOME: HomeSchema } satisfies ContentChecks<typeof home>;
