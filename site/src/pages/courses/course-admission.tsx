import { Block, Cards } from '../../components/blocks';
import { EnquiryForm } from '../../components/enquiry-form';
import { COURSE_SUBPAGES } from '../../content/courses';
import { COURSE_HEADS } from '../../content/course-heads';
import type { PageProps } from '../../routes';
import { CoursePage } from './course-page';

export default function CourseAdmission({ course = 'barch' }: PageProps) {
  const { admission } = COURSE_SUBPAGES;
  return (
    <CoursePage course={course} tagline={admission.tagline}>
      <Block heading={admission.benefitsHeading}>
        <Cards cards={COURSE_HEADS[course].benefits} className="cards--four" />
      </Block>
      <Block>
        <EnquiryForm variant={course} />
      </Block>
    </CoursePage>
  );
}
