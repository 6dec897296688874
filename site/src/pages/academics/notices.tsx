import { Block } from '../../components/blocks';
import { NoticesAccordion } from '../../components/notices-accordion';
import { SectionPage } from '../../components/section-page';
import { academics } from '../../content/academics';

export default function Notices() {
  const { hero, students, faculty } = academics.notices;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block>
        <NoticesAccordion students={students} faculty={faculty} />
      </Block>
    </SectionPage>
  );
}
