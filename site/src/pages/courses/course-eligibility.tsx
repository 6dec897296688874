import { Eligibility } from '../../components/program-facts';
import { COURSE_SUBPAGES } from '../../content/courses';
import type { PageProps } from '../../routes';
import { CoursePage } from './course-page';

export default function CourseEligibility({ course = 'barch' }: PageProps) {
  return (
    <CoursePage course={course} tagline={COURSE_SUBPAGES.eligibility.tagline}>
      <Eligibility course={course} />
    </CoursePage>
  );
}
