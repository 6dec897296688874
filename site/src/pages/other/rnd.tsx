import { Link } from 'react-router-dom';
import { Block, Paragraphs } from '../../components/blocks';
import { InfoCards, RelatedLinks, Ticks } from '../../components/lists';
import { Publications } from '../../components/publications';
import { SectionPage } from '../../components/section-page';
import { rnd } from '../../content/rnd';

export default function Rnd() {
  const { hero, intro, cells, areas, studentResearch, publications, development } = rnd;
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
      <Block heading={rnd.collaborate.heading}>
        <Paragraphs paragraphs={rnd.collaborate.paragraphs} />
        <Link to={rnd.collaborate.link.href}>{rnd.collaborate.link.label}</Link>
      </Block>
      <RelatedLinks links={rnd.links} />
    </SectionPage>
  );
}
