import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';

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
