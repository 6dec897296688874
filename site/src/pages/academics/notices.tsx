import { Block } from '../../components/blocks';
import { NoticesAccordion } from '../../components/notices-accordion';
import { SectionPage } from '../../components/section-page';
import { academicsNotices } from '../../content/academics-notices';

export default function Notices() {
  const { hero, students, faculty } = academicsNotices;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block>
        <NoticesAccordion students={students} faculty={faculty} />
      </Block>
    </SectionPage>
  );
}
