import { Block, Paragraphs } from '../../components/blocks';
import { InfoCards } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { academics } from '../../content/academics';

export default function Philosophy() {
  const { hero, heading, paragraphs, principles } = academics.philosophy;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block heading={heading}>
        <Paragraphs paragraphs={paragraphs} />
      </Block>
      <Block>
        <InfoCards items={principles} />
      </Block>
    </SectionPage>
  );
}
