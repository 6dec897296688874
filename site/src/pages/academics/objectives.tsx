import { Block } from '../../components/blocks';
import { InfoCards } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { academicsObjectives } from '../../content/academics-objectives';

export default function Objectives() {
  const { hero, intro, items } = academicsObjectives;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block>
        <p>{intro}</p>
        <InfoCards items={items} ordered />
      </Block>
    </SectionPage>
  );
}
