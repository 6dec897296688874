import { z } from 'zod';
import { DocPath, Hero, Paragraphs } from './common';

/*
 * content/admissions-facts.yaml: what a family decides on, per programme, as HTML.
 * Every figure is the college's to confirm; the pages say which file it comes from.
 */

const Rupees = z.number().int().nonnegative();

export const FeeTable = z
  .object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    /** Column headings, one per year of the programme. */
    years: z.array(z.string().min(1)).min(1),
    /** One row per component; `amounts` in rupees, one per year. */
    components: z.array(z.object({ name: z.string().min(1), amounts: z.array(Rupees) })).min(1),
    totalLabel: z.string().min(1),
    approval: z.object({ label: z.string().min(1), file: DocPath }),
  })
  .superRefine((fees, ctx) => {
    fees.components.forEach((component, index) => {
      if (component.amounts.length !== fees.years.length)
        ctx.addIssue({
          code: 'custom',
          path: ['components', index, 'amounts'],
          message: `Give one amount per year: ${fees.years.length} (${fees.years.join(', ')})`,
        });
    });
  });
export type FeeTable = z.output<typeof FeeTable>;

const Listed = z.object({ heading: z.string().min(1), items: z.array(z.string().min(1)).min(1) });

export const ProgramFacts = z.object({
  hero: Hero,
  intro: z.string().min(1),
  fees: FeeTable,
  eligibility: Listed.extend({ exams: z.array(z.string().min(1)) }),
  cap: z.object({
    heading: z.string().min(1),
    intro: z.string().min(1),
    steps: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
    datesHeading: z.string().min(1),
    /** `when` is a date (YYYY-MM-DD) or words such as "July, after the merit list". */
    dates: z.array(z.object({ event: z.string().min(1), when: z.string().min(1) })).min(1),
    instituteSeats: z.object({ heading: z.string().min(1), paragraphs: Paragraphs }),
  }),
  documents: Listed,
  refund: z.object({ heading: z.string().min(1), paragraphs: Paragraphs }),
  intake: z.object({ heading: z.string().min(1), text: z.string().min(1) }),
  approvals: z.object({
    heading: z.string().min(1),
    items: z.array(z.object({ body: z.string().min(1), text: z.string().min(1) })).min(1),
  }),
});
export type ProgramFacts = z.output<typeof ProgramFacts>;

export const AdmissionsFactsSchema = z.object({
  linkLabel: z.string().min(1),
  /** Words the facts pages' tables and structured data use around the figures. */
  labels: z.object({
    component: z.string().min(1),
    step: z.string().min(1),
    when: z.string().min(1),
    /** The search engines' name for a year's fees: {short} is B.Arch or D.Arch, {year} the year. */
    feesOffer: z.string().includes('{year}', { message: 'Name the year with {year}' }),
    feesCategory: z.string().min(1),
  }),
  barch: ProgramFacts,
  darch: ProgramFacts,
});

export const FaqSchema = z.object({
  hero: Hero,
  intro: z.string().min(1),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(3),
});

/** The schema of content/admissions-facts.yaml, found by its name (docs/editing-content.md). */
export default AdmissionsFactsSchema;
