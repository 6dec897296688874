import { z } from 'zod';
import { PHONE_PREFIX } from '@skltcoa/shared';
import { ExternalUrl, Hero, LinkItem } from './common';
import type * as contact from './contact';
import type { ContentChecks } from './validate';

export const SocialLink = z.object({
  network: z.enum(['Instagram', 'Facebook', 'LinkedIn', 'YouTube']),
  label: z.string().min(1),
  href: ExternalUrl,
});
export type SocialLink = z.infer<typeof SocialLink>;

export const ContactContent = z.object({
  hero: Hero,
  intro: z.string().min(1),
  address: z.object({ heading: z.string(), lines: z.array(z.string().min(1)).min(2) }),
  phone: z.object({
    heading: z.string(),
    display: z.string().startsWith(`${PHONE_PREFIX} `),
    tel: z.string().regex(/^\+91\d{10}$/),
  }),
  email: z.object({ heading: z.string(), address: z.email() }),
  hours: z.object({ heading: z.string(), lines: z.array(z.string().min(1)).min(1) }),
  social: z.object({ heading: z.string(), links: z.array(SocialLink).length(4) }),
  /** The map is a third-party request, so the page shows it only when the visitor asks. */
  map: z.object({
    heading: z.string(),
    notice: z.string(),
    showLabel: z.string(),
    iframeTitle: z.string(),
    embedUrl: ExternalUrl,
    openLabel: z.string(),
    openUrl: ExternalUrl,
  }),
  links: z.array(LinkItem).min(1),
});
export type ContactContent = z.infer<typeof ContactContent>;

/** content/contact.yaml: the page's words; the address, phone and email come from site.yaml. */
export const ContactFile = ContactContent.extend({
  address: z.object({ heading: z.string() }),
  phone: z.object({ heading: z.string() }),
  email: z.object({ heading: z.string() }),
  map: ContactContent.shape.map.pick({
    heading: true,
    notice: true,
    showLabel: true,
    /** The map frame's name for screen readers; {site} is the college's name (site.yaml). */
    iframeTitle: true,
    openLabel: true,
  }),
});

/** The schema of content/contact.yaml, found by its name (docs/editing-content.md). */
export default ContactFile;

/** The exports of contact.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { contact: ContactContent } satisfies ContentChecks<typeof contact>;
