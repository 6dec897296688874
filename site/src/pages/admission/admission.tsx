import { Link } from '../../components/site-link';
import { Block, DocLink } from '../../components/blocks';
import { EnquiryForm } from '../../components/enquiry-form';
import { FactsLinks } from '../../components/facts-links';
import { Hero } from '../../components/hero';
import { SectionNav } from '../../components/section-nav';
import { ADMISSION } from '../../content/admission';
import { PROGRAM_FACTS } from '@skltcoa/shared';
import { COURSE_HEADS, COURSE_KEYS } from '../../content/course-heads';

export default function Admission() {
  return (
    <>
      <Hero hero={ADMISSION.hero} />
      <SectionNav bar="admission" />
      <Block heading={ADMISSION.notificationsHeading}>
        <ul className="docs">
          {ADMISSION.notifications.map((doc) => (
            <li key={doc.file}>
              <DocLink file={doc.file} label={doc.label} />
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={ADMISSION.coursesHeading}>
        <ul className="cards">
          {COURSE_KEYS.map((key) => {
            const course = { ...PROGRAM_FACTS[key], ...COURSE_HEADS[key] };
            return (
              <li key={key} className="card">
                <h3>{course.program}</h3>
                <p>
                  {course.duration} · {course.affiliation}
                </p>
                <p>{ADMISSION.approvedBy}</p>
                <Link to={`/courses/${key}`}>
                  {ADMISSION.courseLink}: {course.short}
                </Link>
              </li>
            );
          })}
        </ul>
        <FactsLinks />
      </Block>
      <Block>
        <EnquiryForm variant="admission" />
      </Block>
    </>
  );
}
