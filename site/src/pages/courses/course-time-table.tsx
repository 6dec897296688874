import { Block, DocLink } from '../../components/blocks';
import { COURSE_SUBPAGES } from '../../content/courses';
import { COURSES } from '../../content/programs';
import type { PageProps } from '../../routes';
import { CoursePage } from './course-page';

export default function CourseTimeTable({ course = 'barch' }: PageProps) {
  const { timetable } = COURSE_SUBPAGES;
  const file = COURSES[course].timetable;
  return (
    <CoursePage course={course} tagline={timetable.tagline}>
      <Block heading={`${timetable.heading}: ${file.label}`}>
        <p>{timetable.text}</p>
        <DocLink className="button" file={file.file} label={`${timetable.link} (${file.label})`} />
      </Block>
    </CoursePage>
  );
}
