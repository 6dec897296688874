import { Block, ExternalLink, Paragraphs } from '../../components/blocks';
import { InfoCards, RelatedLinks, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { welfare } from '../../content/welfare';

export default function StudentWelfare() {
  const { hero, intro, dei, grievance, antiRagging, icc, support, links } = welfare;
  const { helpline } = antiRagging;
  return (
    <SectionPage hero={hero}>
      <Block>
        <p>{intro}</p>
      </Block>
      <Block heading={dei.heading}>
        <Paragraphs paragraphs={dei.paragraphs} />
        <h3>{dei.commitmentsHeading}</h3>
        <Ticks items={dei.commitments} />
      </Block>
      <Block heading={grievance.heading}>
        <Paragraphs paragraphs={grievance.paragraphs} />
        <InfoCards items={grievance.steps.map((s) => ({ ...s }))} ordered />
      </Block>
      <div className="two-up">
        <Block heading={antiRagging.heading}>
          <Paragraphs paragraphs={antiRagging.paragraphs} />
          <p>
            <strong>{helpline.label}</strong>
            <br />
            <a href={`tel:${helpline.phone}`}>{helpline.phone}</a> ·{' '}
            <a href={`mailto:${helpline.email}`}>{helpline.email}</a> ·{' '}
            <ExternalLink href={helpline.url}>{helpline.url.replace('https://', '')}</ExternalLink>
          </p>
        </Block>
        <Block heading={icc.heading}>
          <Paragraphs paragraphs={icc.paragraphs} />
        </Block>
      </div>
      <Block heading={support.heading}>
        <Paragraphs paragraphs={support.paragraphs} />
        <Ticks items={support.items} />
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
