import { Block } from '../../components/blocks';
import { EnquiryForm } from '../../components/enquiry-form';
import { Hero } from '../../components/hero';
import { SectionNav } from '../../components/section-nav';
import { BROCHURE } from '../../content/brochure';

export default function Brochure() {
  return (
    <>
      <Hero hero={BROCHURE.hero} />
      <SectionNav bar="about" />
      <div className="two-up">
        <Block>
          <EnquiryForm variant="brochure" />
        </Block>
        <Block heading={BROCHURE.contentsHeading}>
          <p>{BROCHURE.contentsIntro}</p>
          <ul className="ticks">
            {BROCHURE.contents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Block>
      </div>
    </>
  );
}
