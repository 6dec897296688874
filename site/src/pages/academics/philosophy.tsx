import { Block, Paragraphs } from '../../components/blocks';
import { InfoCards } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { academicsPhilosophy } from '../../content/academics-philosophy';

export default function Philosophy() {
  const { hero, heading, paragraphs, principles } = academicsPhilosophy;
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
