import { Block } from '../../components/blocks';
import { SectionPage } from '../../components/section-page';
import { TabTiles } from '../../components/tab-tiles';
import { PAGE_LABELS } from '../../content/page-labels';

/** The People overview: a tile for each page of the section, from the route list's tab bar. */
export default function People() {
  const { hero, heading, intro } = PAGE_LABELS.peopleOverview;
  return (
    <SectionPage hero={hero} bar="people">
      <Block heading={heading}>
        <p>{intro}</p>
        <TabTiles bar="people" />
      </Block>
    </SectionPage>
  );
}
