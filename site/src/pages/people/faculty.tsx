import { Block } from '../../components/blocks';
import { FacultyDirectory } from '../../components/faculty-directory';
import { SectionPage } from '../../components/section-page';
import { faculty } from '../../content/faculty';

export default function Faculty() {
  return (
    <SectionPage hero={faculty.hero} bar="people">
      <Block>
        <p>{faculty.intro}</p>
        <FacultyDirectory content={faculty} />
      </Block>
    </SectionPage>
  );
}
