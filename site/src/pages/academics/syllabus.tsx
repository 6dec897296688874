import { Block, Paragraphs } from '../../components/blocks';
import { RelatedLinks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { syllabusPage } from '../../content/academics-syllabus';
import { SyllabusTable } from './syllabus-table';

export default function Syllabus() {
  const { hero, intro, links } = syllabusPage;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block>
        <Paragraphs paragraphs={intro} />
        <SyllabusTable caption={hero.title} />
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
