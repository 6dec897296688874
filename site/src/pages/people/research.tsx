import { Block, Paragraphs } from '../../components/blocks';
import { InfoCards, RelatedLinks } from '../../components/lists';
import { ResearchBlocks } from '../../components/research-blocks';
import { SectionPage } from '../../components/section-page';
import { research } from '../../content/people-research';

export default function Research() {
  const { hero, intro, initiatives, links } = research;
  return (
    <SectionPage hero={hero} bar="people">
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <Block heading={initiatives.heading}>
        <InfoCards items={initiatives.items} />
      </Block>
      <ResearchBlocks {...research} />
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
