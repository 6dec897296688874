import { z } from 'zod';
import { InternalPath } from './common';
import type * as landing from './landing';
import type { ContentChecks } from './validate';

export const Panel = z.object({
  label: z.string().min(1),
  sub: z.string().min(1),
  href: InternalPath,
  /** Which of the project's own line drawings shows behind the panel. */
  art: z.enum(['campus', 'studio', 'courtyard', 'city']),
});

export const LandingSchema = z.object({
  heading: z.string().min(1),
  panels: z.array(Panel).length(4),
});

/** The schema of content/landing.yaml, found by its name (docs/editing-content.md). */
export default LandingSchema;

/** The exports of landing.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { LANDING: LandingSchema } satisfies ContentChecks<typeof landing>;
