import { z } from 'zod';
import { InternalPath } from './common';
import type * as system from './system';
import type { ContentChecks } from './validate';

/** The not-found, error, redirect and thank-you pages. */
export const SystemSchema = z.object({
  notFound: z.object({
    heading: z.string(),
    text: z.string(),
    link: z.string(),
    href: InternalPath,
  }),
  error: z.object({ heading: z.string(), text: z.string(), link: z.string() }),
  redirect: z.object({ text: z.string() }),
  thankYou: z.object({
    heading: z.string(),
    text: z.string(),
    back: z.string(),
    home: z.string(),
    brochure: z.string(),
    brochureNoScript: z.string(),
  }),
});

/** The schema of content/system.yaml, found by its name (docs/editing-content.md). */
export default SystemSchema;

/** The exports of system.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { SYSTEM: SystemSchema } satisfies ContentChecks<typeof system>;
