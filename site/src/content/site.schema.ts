import { z } from 'zod';
import { LinkItem } from './common';
import type * as site from './site';
import type { ContentChecks } from './validate';

/** The college's identity and the words of the site's chrome (header, footer, menus, toasts). */
export const SiteSchema = z.object({
  /** False until the college has checked every page; a preview banner shows until then. */
  final: z.boolean(),
  previewBanner: z.string().min(1),
  name: z.string().min(1),
  shortName: z.string().min(1),
  group: z.string().min(1),
  established: z.number().int(),
  place: z.string().min(1),
  address: z.array(z.string().min(1)).min(2),
  phone: z.string().min(1),
  email: z.string().email(),
  footer: z.object({
    blurb: z.string().min(1),
    columns: z.array(z.object({ heading: z.string(), links: z.array(LinkItem).min(1) })).min(2),
    approvals: z.string().min(1),
  }),
  ui: z.object({
    skipLink: z.string(),
    logoLabel: z.string(),
    menu: z.string(),
    closeMenu: z.string(),
    siteNav: z.string(),
    quickNav: z.string(),
    sectionNav: z.string(),
    expand: z.string(),
    collapse: z.string(),
    dismiss: z.string(),
    opensNewTab: z.string(),
    pdf: z.string(),
    download: z.string(),
    /** Before a photo's author in the gallery's credits: "Photo: <author> (<licence>)". */
    photoCredit: z.string(),
    /** The name of the language switch (docs/decisions/030). */
    languages: z.string(),
    /** The heading over a page's list of related pages. */
    related: z.string(),
    /** The phone's call and WhatsApp bar (src/components/contact-bar.tsx). */
    quickContact: z.object({
      label: z.string(),
      call: z.string(),
      /** The WhatsApp message it prefills: {title} and {url} name the page, {site} the college. */
      message: z
        .string()
        .refine((text) => ['{title}', '{url}'].every((name) => text.includes(name)), {
          message: 'The message must name the page with {title} and {url}',
        }),
    }),
  }),
});

/** The schema of content/site.yaml, found by its name (docs/editing-content.md). */
export default SiteSchema;

/**
 * The exports of site.ts that src/content/validate.ts checks, and the schema of each. The
 * preview banner is written into each page's HTML at build time from the file itself
 * (`withPreviewBanner`), and the browser's copy leaves it out (ADR 057), so the module is
 * checked without it; the file's own check (the default export) still requires it.
 */
export const CHECKS = {
  SITE: SiteSchema.omit({ previewBanner: true }),
} satisfies ContentChecks<typeof site>;
