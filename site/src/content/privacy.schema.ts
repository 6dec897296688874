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

export const PrivacyContent = z.object({
  hero: Hero,
  /** The words around the versioned notice, whose text is shared's in three languages. */
  notice: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    jump: z.string().min(1),
    version: z.string().min(1),
  }),
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
  withdraw: z.object({ heading: z.string().min(1), text: z.string().min(1), link: LinkItem }),
  /** Who it is comes from PRIVACY_CONTACT (`privacy-contact.ts`), the contact the emails name too. */
  privacyContact: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    address: z.array(z.string().min(1)).min(2),
    grievanceHeading: z.string().min(1),
    withdraw: LinkItem,
    request: LinkItem,
    note: z.string().min(1),
  }),
  links: z.array(LinkItem).min(1),
});
export type PrivacyContent = z.infer<typeof PrivacyContent>;
