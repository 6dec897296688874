import { describe, expect, it } from 'vitest';
import { ADMISSIONS_FACTS, FAQ } from '../content/admissions-facts';
import { faqJsonLd, feeTotals, programmeFactsJsonLd, rupees } from './facts-data';

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
    const faq = JSON.parse(faqJsonLd(FAQ.items)) as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(FAQ.items.length);
    expect(faqJsonLd([{ question: '</script>', answer: 'a' }])).not.toContain('</script>');
    const ld = JSON.parse(
      programmeFactsJsonLd({
        origin: 'https://x.example',
        path: '/admission/darch-facts',
        name: 'Diploma in Architecture',
        short: 'D.Arch',
        durationYears: 3,
        intake: 40,
        college: 'College',
        facts: ADMISSIONS_FACTS.darch,
      }),
    ) as { offers: { price: number }[] };
    expect(ld.offers.map((offer) => offer.price)).toEqual(feeTotals(ADMISSIONS_FACTS.darch.fees));
  });
});
