import { z } from 'zod';

/*
 * Building blocks for the content schemas. `validate.ts` checks every content
 * module against its schema when the site is prerendered and in the tests, so
 * a malformed entry fails the build.
 */

/**
 * A path on this site: `/about`, `/courses/barch/intake`. The tests check
 * links against the route list (`content-rules.test.ts`, and every built page
 * in `e2e/tests/site2-crawl.spec.ts`).
 */
export const InternalPath = z
  .string()
  .regex(/^\/(?!\/)[a-z0-9\-/]*$/, 'Internal links are lower-case site paths such as /about');

/** A document served from `site/public/docs/`, always linked as `/docs/...`. */
export const DocPath = z
  .string()
  .regex(/^\/docs\/[A-Za-z0-9_\-/.]+\.pdf$/, 'Documents are PDFs under /docs/');

export const ExternalUrl = z.url({ protocol: /^https$/ });

export const Hero = z.object({
  title: z.string().min(1),
  tagline: z.string().min(1),
  chips: z.array(z.string().min(1)).length(4),
});
export type Hero = z.infer<typeof Hero>;

export const Paragraphs = z.array(z.string().min(1)).min(1);

export const LinkItem = z.object({ label: z.string().min(1), href: InternalPath });
export type LinkItem = z.infer<typeof LinkItem>;

export const DocItem = z.object({ label: z.string().min(1), file: DocPath });
export type DocItem = z.infer<typeof DocItem>;
