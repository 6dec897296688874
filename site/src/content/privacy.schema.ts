import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';
import type * as privacy from './privacy';
import type { ContentChecks } from './validate';

/*
 * The privacy notice that every enquiry form links to (docs/product-decisions.md §3), written
 * for India's Digital Personal Data Protection Act, 2023. The words are content/privacy.yaml's;
 * figures and names set elsewhere are `{name}` fill-ins, so that each lives in one place.
 */

const Section = z.object({
  heading: z.string().min(1),
  paragraphs: Paragraphs,
  items: z.array(z.string().min(1)).optional(),
});

export const CollectedField = z.object({ field: z.string().min(1), why: z.string().min(1) });

/**
 * The page's words: in content/privacy.yaml (`keep` true), each sentence that names a figure or
 * name set elsewhere must keep its `{name}` for the site to fill in; as the pages use them, filled.
 */
function pageSchema(keep: boolean) {
  /** A sentence that must keep each of `names` as `{name}`. */
  const withFillIns = (...names: string[]) =>
    names.reduce(
      (text, name) =>
        keep ? text.includes(`{${name}}`, { message: `Keep {${name}} as it is` }) : text,
      z.string().min(1),
    );
  /** Sentences of which one must keep each of `names`. */
  const sentences = (...names: string[]) =>
    z
      .array(z.string().min(1))
      .min(1)
      .refine((texts) => !keep || names.every((name) => texts.join(' ').includes(`{${name}}`)), {
        message: `Keep ${names.map((name) => `{${name}}`).join(', ')} as written`,
      });
  const sectionWith = (...names: string[]) => Section.extend({ paragraphs: sentences(...names) });

  return z.object({
    hero: Hero,
    /** The words around the versioned notice, whose text is shared's in three languages. */
    notice: z.object({
      heading: z.string().min(1),
      intro: withFillIns('version'),
      jump: z.string().min(1),
      version: z.string().min(1),
    }),
    intro: sentences('college', 'group'),
    collected: z.object({
      heading: z.string().min(1),
      intro: z.string().min(1),
      columns: z.tuple([z.string().min(1), z.string().min(1)]),
      fields: z.array(CollectedField).min(7),
    }),
    purposes: Section,
    access: Section,
    retention: sectionWith('retentionMonths', 'backupMonths'),
    rights: Section.extend({
      paragraphs: sentences('rightsDays'),
      items: sentences('withdrawalHours'),
    }),
    children: sectionWith('guardianDays'),
    security: Section,
    withdraw: z.object({
      heading: z.string().min(1),
      text: withFillIns('withdrawalHours'),
      link: LinkItem,
    }),
    links: z.array(LinkItem).min(1),
  });
}

/** content/privacy.yaml, before the site fills in its `{name}`s. */
export const PrivacyFile = pageSchema(true).refine(
  (file) => file.collected.fields.some((f) => f.field.includes('{utmFields}')),
  { message: 'Keep {utmFields} in the campaign fields’ row', path: ['collected', 'fields'] },
);

/** The page's words as the pages use them, filled in. */
export const PrivacyContent = pageSchema(false);
export type PrivacyContent = z.infer<typeof PrivacyContent>;

/**
 * content/privacy-contact.yaml: the words around shared's privacy contact, whose name, email and
 * phone are `privacy-contact.ts`'s. Apart from the page's, so that /contact carries only these.
 */
export const PrivacyContactFile = z.object({
  /** The grievance officer: the one definition the pages, emails and API read (privacy-data.ts). */
  officer: z.object({
    name: z.string().trim().min(1),
    email: z.email(),
    phone: z.string().regex(/^\+91[\d ]{10,14}$/, 'Write the number as +91 followed by its digits'),
  }),
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** The privacy contact's role. */
  role: z.string().min(1),
  grievanceHeading: z.string().min(1),
  grievance: ['acknowledgeDays', 'answerDays', 'latestDays'].reduce(
    (text, name) => text.includes(`{${name}}`, { message: `Keep {${name}} as it is` }),
    z.string().min(1),
  ),
  withdraw: LinkItem,
  request: LinkItem,
});

/** The schema of content/privacy.yaml, found by its name (docs/editing-content.md). */
export default PrivacyFile;

/** The exports of privacy.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { privacy: PrivacyContent } satisfies ContentChecks<typeof privacy>;
