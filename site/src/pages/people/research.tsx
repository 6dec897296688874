import { Block, Paragraphs } from '../../components/blocks';
import { InfoCards, RelatedLinks, Ticks } from '../../components/lists';
import { Publications } from '../../components/publications';
import { SectionPage } from '../../components/section-page';
import { people } from '../../content/people';

export default function Research() {
  const { hero, intro, initiatives, areas, publications, development, links } = people.research;
  return (
    <SectionPage hero={hero} bar="people">
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <Block heading={initiatives.heading}>
        <InfoCards items={initiatives.items} />
      </Block>
      <Block heading={areas.heading}>
        <Ticks items={areas.items} />
      </Block>
      <Block heading={publications.heading}>
        <Publications items={publications.items} />
        <p className="sample-note">{publications.note}</p>
      </Block>
      <Block heading={development.heading}>
        <InfoCards items={development.programmes} />
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
