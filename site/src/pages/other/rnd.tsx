import { Link } from '../../components/site-link';
import { Block, Paragraphs } from '../../components/blocks';
import { InfoCards, RelatedLinks } from '../../components/lists';
import { ResearchBlocks } from '../../components/research-blocks';
import { SectionPage } from '../../components/section-page';
import { rnd } from '../../content/rnd';

export default function Rnd() {
  const { hero, intro, cells, studentResearch, collaborate, links } = rnd;
  return (
    <SectionPage hero={hero}>
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      {[cells, studentResearch].map((group) => (
        <Block key={group.heading} heading={group.heading}>
          <InfoCards items={group.items} />
        </Block>
      ))}
      <ResearchBlocks {...rnd} />
      <Block heading={collaborate.heading}>
        <Paragraphs paragraphs={collaborate.paragraphs} />
        <Link to={collaborate.link.href}>{collaborate.link.label}</Link>
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
