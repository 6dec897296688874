import { z } from 'zod';
import { AcademicsNotices } from './academics-notices.schema';
import { SemesterBriefs, SyllabusTable } from './academics-semesters.schema';
import { SwayamPage } from './academics-swayam.schema';
import { DocItem, DocPath, Hero, LinkItem, Paragraphs } from './common';
import type * as academics from './academics';
import type { ContentChecks } from './validate';

const TitledText = z.object({ title: z.string().min(1), description: z.string().min(1) });

export const ProgramOutcome = z.object({
  code: z.string().regex(/^PO[1-9]$/),
  title: z.string().min(1),
  explanation: z.string().min(1),
});
export type ProgramOutcome = z.infer<typeof ProgramOutcome>;

export const CalendarEvent = z.object({
  when: z.string().min(1),
  event: z.string().min(1),
  detail: z.string().min(1),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;

export const AcademicsContent = z.object({
  overview: z.object({
    hero: Hero,
    philosophy: z.object({ heading: z.string(), paragraphs: Paragraphs }),
    objectives: z.object({ heading: z.string(), items: z.array(z.string().min(1)).min(3) }),
    downloads: z.object({ heading: z.string(), files: z.array(DocItem).length(2) }),
    syllabus: z.object({ heading: z.string(), intro: z.string(), more: LinkItem }),
    integration: z.object({
      heading: z.string(),
      intro: z.string(),
      points: z.array(TitledText).min(3),
    }),
  }),
  philosophy: z.object({
    hero: Hero,
    heading: z.string(),
    paragraphs: Paragraphs,
    principles: z.array(TitledText).min(3),
  }),
  calendar: z.object({
    hero: Hero,
    heading: z.string(),
    intro: z.string(),
    // When, what happens and details, in the page's language.
    columns: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]),
    events: z.array(CalendarEvent).min(6),
    download: z.object({ label: z.string(), file: DocPath }),
    note: z.string(),
  }),
  objectives: z.object({ hero: Hero, intro: z.string(), items: z.array(TitledText).min(4) }),
  outcomes: z.object({
    hero: Hero,
    intro: z.string(),
    darch: z.object({ heading: z.string(), outcomes: z.array(ProgramOutcome).length(7) }),
    barch: z.object({ heading: z.string(), message: z.string().min(1) }),
  }),
  notices: AcademicsNotices,
  semesterBriefs: z.object({ hero: Hero, intro: z.string(), semesters: SemesterBriefs }),
  syllabus: z.object({
    hero: Hero,
    intro: Paragraphs,
    table: SyllabusTable,
    links: z.array(LinkItem).min(1),
  }),
  swayam: SwayamPage,
});
export type AcademicsContent = z.infer<typeof AcademicsContent>;

/** The exports of academics.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { academics: AcademicsContent } satisfies ContentChecks<typeof academics>;
