import { Scholarships } from '../../components/program-facts';
import { COURSE_SUBPAGES } from '../../content/courses';
import type { PageProps } from '../../routes';
import { CoursePage } from './course-page';

export default function CourseScholarship({ course = 'barch' }: PageProps) {
  return (
    <CoursePage course={course} tagline={COURSE_SUBPAGES.scholarship.tagline}>
      <Scholarships />
    </CoursePage>
  );
}
