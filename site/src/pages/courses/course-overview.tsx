import { Block, Cards, Paragraphs } from '../../components/blocks';
import { COURSE_SUBPAGES } from '../../content/courses';
import { COURSES } from '../../content/programs';
import type { PageProps } from '../../routes';
import { CoursePage } from './course-page';

export default function CourseOverview({ course = 'barch' }: PageProps) {
  const info = COURSES[course];
  const { overview } = COURSE_SUBPAGES;
  return (
    <CoursePage course={course}>
      <Block heading={overview.heading}>
        <dl className="facts">
          <div>
            <dt>{overview.facts.duration}</dt>
            <dd>{info.duration}</dd>
          </div>
          <div>
            <dt>{overview.facts.affiliation}</dt>
            <dd>{info.affiliation}</dd>
          </div>
          <div>
            <dt>{overview.facts.intake}</dt>
            <dd>{info.intake}</dd>
          </div>
        </dl>
        <Paragraphs paragraphs={info.overview} />
      </Block>
      <Block heading={overview.highlightsHeading}>
        <Cards cards={info.highlights} />
      </Block>
    </CoursePage>
  );
}
