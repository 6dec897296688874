import { z } from 'zod';
import { Hero, LinkItem, Paragraphs } from './common';

/*
 * The /people/publications and /people/research pages. The /rnd page (rnd.ts)
 * reuses the research records so the two never disagree.
 */

/** The kinds of publication; each one's name on the page is in page-labels.yaml. */
export const PUBLICATION_KINDS = [
  'Journal article',
  'Conference paper',
  'Book chapter',
  'Book',
  'Report',
] as const;

export const Publication = z.object({
  title: z.string().min(1),
  kind: z.enum(PUBLICATION_KINDS),
  description: z.string().min(1),
  year: z.number().int().min(2016).max(2030),
  authors: z.array(z.string().min(1)).min(1),
});
export type Publication = z.infer<typeof Publication>;

export const UpcomingPublication = z.object({
  title: z.string().min(1),
  expectedYear: z.number().int().min(2025).max(2030),
  description: z.string().min(1),
});
export type UpcomingPublication = z.infer<typeof UpcomingPublication>;

export const FacultyPublications = z.object({
  faculty: z.string().min(1),
  publications: z.array(z.string().min(1)).min(1),
});
export type FacultyPublications = z.infer<typeof FacultyPublications>;

export const ResearchInitiative = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
});
export type ResearchInitiative = z.infer<typeof ResearchInitiative>;

export const PublicationsContent = z.object({
  hero: Hero,
  featured: z.object({ heading: z.string(), items: z.array(Publication).length(2) }),
  byFaculty: z.object({ heading: z.string(), items: z.array(FacultyPublications).length(4) }),
  areas: z.object({ heading: z.string(), items: z.array(z.string().min(1)).length(8) }),
  upcoming: z.object({ heading: z.string(), items: z.array(UpcomingPublication).length(2) }),
});
export type PublicationsContent = z.infer<typeof PublicationsContent>;

export const ResearchContent = z.object({
  hero: Hero,
  intro: Paragraphs,
  initiatives: z.object({ heading: z.string(), items: z.array(ResearchInitiative).length(4) }),
  areas: z.object({ heading: z.string(), items: z.array(z.string().min(1)).length(8) }),
  publications: z.object({
    heading: z.string(),
    items: z.array(Publication).length(2),
  }),
  development: z.object({
    heading: z.string(),
    programs: z.array(ResearchInitiative).length(2),
  }),
  links: z.array(LinkItem).min(1),
});
export type ResearchContent = z.infer<typeof ResearchContent>;

/** content/people/research.yaml: both pages, which share the featured publications and areas. */
export const ResearchFile = z.object({
  publications: PublicationsContent,
  research: ResearchContent,
});

/** The schema of content/people-research.yaml, found by its name (docs/editing-content.md). */
export default ResearchFile;
