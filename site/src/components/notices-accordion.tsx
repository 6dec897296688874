import type { AcademicsNotices } from '../content/academics-notices.schema';
import { DocList } from './lists';

/**
 * Student notices by month (open by default) and the faculty list (closed by
 * default). Native `<details>`: Enter and Space toggle a section, and it works
 * without JavaScript too.
 */
export function NoticesAccordion({
  students,
  faculty,
}: Pick<AcademicsNotices, 'students' | 'faculty'>) {
  return (
    <div className="accordion">
      <details className="accordion__item" open>
        <summary className="accordion__toggle">
          <h2>{students.heading}</h2>
        </summary>
        <div className="accordion__panel">
          {students.months.map((month) => (
            <details key={month.month} className="accordion__item accordion__item--nested" open>
              <summary className="accordion__toggle">
                <h3>{month.heading}</h3>
              </summary>
              <div className="accordion__panel">
                <DocList files={month.notices} />
              </div>
            </details>
          ))}
        </div>
      </details>
      <details className="accordion__item">
        <summary className="accordion__toggle">
          <h2>{faculty.heading}</h2>
        </summary>
        <div className="accordion__panel">
          <DocList files={faculty.notices} />
        </div>
      </details>
    </div>
  );
}
