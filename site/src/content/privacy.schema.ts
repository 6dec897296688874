import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';

/*
 * The privacy notice that every enquiry form links to (docs/product-decisions.md §3), written
 * for India's Digital Personal Data Protection Act, 2023.
 */

const Section = z.object({
  heading: z.string().min(1),
  paragraphs: Paragraphs,
  items: z.array(z.string().min(1)).optional(),
});

export const CollectedField = z.object({ field: z.string().min(1), why: z.string().min(1) });

/** Enquiries are deleted this many months after the admission cycle they belong to. */

export const PrivacyContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  collected: z.object({
    heading: z.string(),
    intro: z.string(),
    columns: z.tuple([z.literal('What'), z.literal('Why we ask')]),
    fields: z.array(CollectedField).min(7),
  }),
  purposes: Section,
  access: Section,
  retention: Section,
  rights: Section,
  children: Section,
  security: Section,
  grievanceOfficer: z.object({
    heading: z.string(),
    intro: z.string(),
    name: z.string(),
    role: z.string(),
    email: z.email(),
    address: z.array(z.string().min(1)).min(2),
    response: z.string(),
    escalation: z.string(),
  }),
  note: z.string(),
  links: z.array(LinkItem).min(1),
});
export type PrivacyContent = z.infer<typeof PrivacyContent>;
