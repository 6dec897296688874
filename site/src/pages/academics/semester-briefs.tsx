import { Block } from '../../components/blocks';
import { LabelledLine } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { semesterBriefsPage } from '../../content/academics-semesters';
import { PAGE_LABELS } from '../../content/page-labels';

export default function SemesterBriefs() {
  const { hero, intro, semesters } = semesterBriefsPage;
  const labels = PAGE_LABELS.semester;
  return (
    <SectionPage hero={hero} bar="academics">
      <Block>
        <p>{intro}</p>
        <ol className="cards">
          {semesters.map((brief) => (
            <li key={brief.semester} className="card">
              <p className="card__kicker">
                {labels.prefix} {brief.semester}
              </p>
              <h3>{brief.theme}</h3>
              <p>{brief.description}</p>
              <LabelledLine label={labels.coreSubjects}>
                {brief.coreSubjects.join(', ')}
              </LabelledLine>
            </li>
          ))}
        </ol>
      </Block>
    </SectionPage>
  );
}
