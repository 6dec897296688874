import { RIGHTS_REQUEST_KINDS } from '@skltcoa/shared';
import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';
import type * as rightsRequest from './rights-request';
import type { ContentChecks } from './validate';

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

/** Sentences of which one must keep each of `names` as `{name}`, figures that shared sets. */
const keeping = (texts: z.ZodType<string[]>, ...names: string[]) =>
  texts.refine((items) => names.every((name) => items.some((text) => text.includes(`{${name}}`))), {
    message: `Keep ${names.map((name) => `{${name}}`).join(', ')} as written`,
  });

const { intro, rights, steps, form } = RightsRequestContent.shape;

/**
 * content/privacy-request.yaml, before the site fills in `{hours}` and `{days}`. Each
 * right is named by its kind: the names are shared's, which the admissions console shows too.
 */
export const RightsRequestFile = RightsRequestContent.extend({
  intro: keeping(intro, 'days'),
  rights: rights.extend({
    items: z
      .array(z.object({ kind: z.enum(RIGHTS_REQUEST_KINDS), text: Text }))
      .length(RIGHTS_REQUEST_KINDS.length)
      .refine((items) => new Set(items.map((item) => item.kind)).size === items.length, {
        message: `Each kind once: ${RIGHTS_REQUEST_KINDS.join(', ')}`,
      }),
  }),
  steps: steps.extend({ items: keeping(steps.shape.items, 'hours', 'days') }),
  form: form.extend({
    sent: form.shape.sent.includes('{hours}', { message: 'Keep {hours} as it is' }),
  }),
});

/** The exports of rights-request.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { rightsRequest: RightsRequestContent } satisfies ContentChecks<
  typeof rightsRequest
>;
