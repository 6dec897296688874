import { z } from 'zod';

/** The page an enquirer under 18 lands on (`guardian-thanks.ts`). */
export const GuardianThanksSchema = z.object({
  heading: z.string().min(1),
  text: z.string().min(1),
  steps: z.array(z.string().min(1)).length(3),
  tip: z.string().min(1),
  inLanguages: z.string().min(1),
  home: z.string().min(1),
});
export type GuardianThanks = z.infer<typeof GuardianThanksSchema>;
