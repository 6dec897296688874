import { Link } from '../../components/site-link';
import { Block, ExternalLink, Paragraphs } from '../../components/blocks';
import { InfoCards, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { swayamPage } from '../../content/academics-swayam';

export default function Swayam() {
  const { hero, what, steps, rules, external, contact } = swayamPage;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block heading={what.heading}>
        <Paragraphs paragraphs={what.paragraphs} />
        <p>
          <ExternalLink href={external.href}>{external.label}</ExternalLink>
        </p>
      </Block>
      <Block heading={steps.heading}>
        <InfoCards items={steps.items} ordered />
      </Block>
      <Block heading={rules.heading}>
        <Ticks items={rules.items} />
        <p>
          <Link to={contact.href}>{contact.label}</Link>
        </p>
      </Block>
    </SectionPage>
  );
}
