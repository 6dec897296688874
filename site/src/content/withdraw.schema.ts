import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';
import type * as withdraw from './withdraw';
import type { ContentChecks } from './validate';

/** The withdrawal page (`/privacy/withdraw`): how it works, what is erased, and its one field. */
export const WithdrawContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  steps: z.object({ heading: z.string().min(1), items: z.array(z.string().min(1)).min(3) }),
  erased: z.object({ heading: z.string().min(1), paragraphs: Paragraphs }),
  form: z.object({
    heading: z.string().min(1),
    label: z.string().min(1),
    hint: z.string().min(1),
    placeholder: z.string().min(1),
    submit: z.string().min(1),
    submitting: z.string().min(1),
    sentHeading: z.string().min(1),
    sent: z.string().min(1),
    failure: z.string().min(1),
  }),
  links: z.array(LinkItem).min(1),
});
export type WithdrawContent = z.infer<typeof WithdrawContent>;

/** Sentences of which one must keep `{hours}`, the emailed link's lifetime that shared sets. */
const withHours = <T extends z.ZodType<string[]>>(texts: T) =>
  texts.refine((items) => items.some((text) => text.includes('{hours}')), {
    message: 'Keep {hours} as it is',
  });

/** content/privacy-withdraw.yaml, before the site fills in `{hours}`. */
export const WithdrawFile = WithdrawContent.extend({
  steps: WithdrawContent.shape.steps.extend({
    items: withHours(WithdrawContent.shape.steps.shape.items),
  }),
  erased: WithdrawContent.shape.erased.extend({
    paragraphs: withHours(WithdrawContent.shape.erased.shape.paragraphs),
  }),
  form: WithdrawContent.shape.form.extend({
    sent: WithdrawContent.shape.form.shape.sent.includes('{hours}', {
      message: 'Keep {hours} as it is',
    }),
  }),
});

/** The exports of withdraw.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { withdraw: WithdrawContent } satisfies ContentChecks<typeof withdraw>;
