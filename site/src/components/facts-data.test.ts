import { describe, expect, it } from 'vitest';
import { ADMISSIONS_FACTS, FAQ } from '../content/admissions-facts';
import { faqJsonLd, feeTotals, programFactsJsonLd, rupees } from './facts-data';

describe('admissions facts figures', () => {
  it('total each year from its components, as content/admissions-facts.yaml gives them', () => {
    const { fees } = ADMISSIONS_FACTS.barch;
    expect(feeTotals(fees)).toEqual(
      fees.years.map((_, y) => fees.components.reduce((sum, c) => sum + c.amounts[y]!, 0)),
    );
    expect(
      feeTotals({ ...fees, years: ['A', 'B'], components: [{ name: 'x', amounts: [1, 2] }] }),
    ).toEqual([1, 2]);
  });

  it('write rupees as families in India do', () => {
    expect(rupees(171500)).toBe('₹1,71,500');
  });

  it('give FAQPage and programme JSON-LD that no text can break out of', () => {
    const faq = JSON.parse(faqJsonLd(FAQ.items, 'mr')) as {
      mainEntity: unknown[];
      inLanguage: string;
    };
    expect(faq.mainEntity).toHaveLength(FAQ.items.length);
    expect(faq.inLanguage).toBe('mr');
    expect(faqJsonLd([{ question: '</script>', answer: 'a' }], 'en')).not.toContain('</script>');
    const ld = JSON.parse(
      programFactsJsonLd({
        origin: 'https://x.example',
        path: '/admission/darch-facts',
        name: 'Diploma in Architecture',
        short: 'D.Arch',
        durationYears: 3,
        intake: 40,
        college: 'College',
        facts: ADMISSIONS_FACTS.darch,
        labels: { ...ADMISSIONS_FACTS.labels, feesOffer: 'शुल्क {short}, {year}' },
        language: 'hi',
      }),
    ) as { inLanguage: string; offers: { price: number; name: string; category: string }[] };
    expect(ld.offers.map((offer) => offer.price)).toEqual(feeTotals(ADMISSIONS_FACTS.darch.fees));
    expect(ld.inLanguage).toBe('hi');
    // The offers' words are the page's: the label with the programme and year filled in.
    expect(ld.offers[0]!.name).toBe(`शुल्क D.Arch, ${ADMISSIONS_FACTS.darch.fees.years[0]}`);
    expect(ld.offers[0]!.category).toBe(ADMISSIONS_FACTS.labels.feesCategory);
  });
});
