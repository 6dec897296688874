import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';

const Text = z.string().min(1);

/** The rights request page (`/privacy/request`): what each right means, how it works, and its form. */
export const RightsRequestContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  rights: z.object({
    heading: Text,
    items: z.array(z.object({ label: Text, text: Text })).length(5),
  }),
  steps: z.object({ heading: Text, items: z.array(Text).min(3) }),
  form: z.object({
    heading: Text,
    kindLegend: Text,
    contactLabel: Text,
    contactHint: Text,
    contactPlaceholder: Text,
    detailsLabel: Text,
    detailsHint: Text,
    nomineeLegend: Text,
    nomineeHint: Text,
    nomineeNameLabel: Text,
    nomineeContactLabel: Text,
    submit: Text,
    submitting: Text,
    sentHeading: Text,
    sent: Text,
    failure: Text,
  }),
  links: z.array(LinkItem).min(1),
});
export type RightsRequestContent = z.infer<typeof RightsRequestContent>;
