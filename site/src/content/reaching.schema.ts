import { z } from 'zod';
import { ExternalUrl, Hero, LinkItem, Paragraphs } from './common';
import type * as reaching from './reaching';
import type { ContentChecks } from './validate';

const Text = z.string().min(1);

/** A section of the page; `sample` while the college has not confirmed its facts. */
const Section = z.object({ heading: Text, sample: z.boolean() });

export const Station = z.object({ station: Text, line: Text, distance: Text });
export const BusRoute = z.object({ route: Text, between: Text, stop: Text });

/** content/reaching.yaml: the page's words; the address comes from site.yaml. */
export const ReachingFile = z.object({
  hero: Hero,
  intro: Text,
  /** Said under each section that is still a sample, in the page's language. */
  sampleNote: Text,
  address: z.object({ heading: Text, mapLink: Text, mapNote: Text }),
  train: Section.extend({ intro: Text, stations: z.array(Station).min(1) }),
  bus: Section.extend({ intro: Text, routes: z.array(BusRoute).min(1) }),
  hostel: Section.extend({ paragraphs: Paragraphs, link: LinkItem }),
  links: z.array(LinkItem).min(1),
});

/** The page's content as reaching.ts gives it: the file's words with the address and map link. */
export const ReachingContent = ReachingFile.extend({
  address: ReachingFile.shape.address.extend({
    lines: z.array(Text).min(2),
    mapUrl: ExternalUrl,
  }),
});
export type ReachingContent = z.infer<typeof ReachingContent>;

/**
 * No sample left when the site is final: content/site.yaml's `final: true` is refused while a
 * section of content/reaching.yaml is still marked `sample: true`.
 */
export const ReachingFinal = z
  .object({ final: z.boolean(), samples: z.array(z.string()) })
  .refine((state) => !state.final || state.samples.length === 0, {
    message:
      'content/site.yaml says final: true, but content/reaching.yaml still marks sections as samples: confirm them and set their sample to false',
  });

/** The schema of content/reaching.yaml, found by its name (docs/editing-content.md). */
export default ReachingFile;

/** The exports of reaching.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = {
  reaching: ReachingContent,
  REACHING_FINAL: ReachingFinal,
} satisfies ContentChecks<typeof reaching>;
