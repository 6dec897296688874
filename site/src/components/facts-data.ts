import type { Language } from '@skltcoa/shared';
import type { z } from 'zod';
import type {
  AdmissionsFactsSchema,
  FeeTable,
  ProgramFacts,
} from '../content/admissions-facts.schema';

/*
 * Figures and schema.org JSON-LD for the admissions facts and FAQ pages, computed from the
 * content files (content/admissions-facts.yaml, content/faq.yaml). The JSON-LD is written
 * into the prerendered page only.
 */

/** Each year's total, the sum of its components. */
export function feeTotals(fees: FeeTable): number[] {
  return fees.years.map((_, year) =>
    fees.components.reduce((sum, component) => sum + (component.amounts[year] ?? 0), 0),
  );
}

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** 145000 → "₹1,45,000", as families in India write it. */
export const rupees = (amount: number) => RUPEES.format(amount);

// `<` escaped so that no text in the data can close the script element.
const toScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

interface ProgramLd {
  origin: string;
  path: string;
  name: string;
  short: string;
  durationYears: number;
  intake: number;
  college: string;
  facts: ProgramFacts;
  labels: z.output<typeof AdmissionsFactsSchema>['labels'];
  /** The page's language: its words are this language's. */
  language: Language;
}

/** An EducationalOccupationalProgram with its fees per year as offers, and its prerequisites. */
export function programFactsJsonLd({
  origin,
  path,
  name,
  short,
  durationYears,
  intake,
  college,
  facts,
  labels,
  language,
}: ProgramLd): string {
  const totals = feeTotals(facts.fees);
  return toScript({
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    inLanguage: language,
    name,
    alternateName: short,
    url: `${origin}${path}`,
    description: facts.intro,
    provider: { '@type': 'CollegeOrUniversity', '@id': `${origin}/#college`, name: college },
    timeToComplete: `P${durationYears}Y`,
    educationalProgramMode: 'full-time',
    maximumEnrollment: intake,
    programPrerequisites: facts.eligibility.items,
    offers: facts.fees.years.map((year, index) => ({
      '@type': 'Offer',
      name: labels.feesOffer.replace('{short}', short).replace('{year}', year),
      category: labels.feesCategory,
      price: totals[index],
      priceCurrency: 'INR',
    })),
  });
}

/** FAQPage structured data: every question with its accepted answer. */
export function faqJsonLd(
  items: readonly { question: string; answer: string }[],
  language: Language,
): string {
  return toScript({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  });
}
