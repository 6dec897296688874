import { Link } from '../../components/site-link';
import { Block, Paragraphs } from '../../components/blocks';
import { DocList, InfoCards, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { academicsOverview } from '../../content/academics-overview';
import { SyllabusTable } from './syllabus-table';

export default function AcademicsOverview() {
  const { hero, philosophy, objectives, downloads, syllabus, integration } = academicsOverview;
  return (
    <SectionPage hero={hero} bar="academics">
      <div className="two-up">
        <Block heading={philosophy.heading}>
          <Paragraphs paragraphs={philosophy.paragraphs} />
        </Block>
        <Block heading={objectives.heading}>
          <Ticks items={objectives.items} />
        </Block>
      </div>
      <Block heading={downloads.heading}>
        <DocList files={downloads.files} />
      </Block>
      <Block heading={syllabus.heading}>
        <p>{syllabus.intro}</p>
        <SyllabusTable />
        <p>
          <Link to={syllabus.more.href}>{syllabus.more.label}</Link>
        </p>
      </Block>
      <Block heading={integration.heading}>
        <p>{integration.intro}</p>
        <InfoCards items={integration.points} />
      </Block>
    </SectionPage>
  );
}
