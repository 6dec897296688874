import { z } from 'zod';
import type * as guardianThanks from './guardian-thanks';
import type { ContentChecks } from './validate';

/** The page an enquirer under 18 lands on (`guardian-thanks.ts`), as the page uses it. */
export const GuardianThanksSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(1),
  steps: z.array(z.string().min(1)).length(3),
  tip: z.string().min(1),
  inLanguages: z.string().min(1),
  home: z.string().min(1),
});
export type GuardianThanks = z.infer<typeof GuardianThanksSchema>;

/**
 * content/thank-you-guardian.yaml, before the site fills in `{days}`: the link's lifetime is
 * shared's, so the steps must keep the fill-in rather than a figure that could fall out of step.
 */
export const GuardianThanksFile = GuardianThanksSchema.extend({
  steps: GuardianThanksSchema.shape.steps.refine(
    (steps) => steps.some((step) => step.includes('{days}')),
    { message: 'Keep {days} as it is' },
  ),
});

/** The exports of guardian-thanks.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { GUARDIAN_THANKS: GuardianThanksSchema } satisfies ContentChecks<
  typeof guardianThanks
>;
