import { Link } from '../../components/site-link';
import { Block } from '../../components/blocks';
import { Hero } from '../../components/hero';
import { COURSES_PAGE } from '../../content/courses';
import { COURSES, COURSE_KEYS } from '../../content/programs';
import { useActivePanel } from '../../lib/hooks';

/**
 * The programme picker: two panels; the hovered one widens, the first starts
 * wide (docs/product-decisions.md §15).
 */
export default function Courses() {
  const { active, bind } = useActivePanel(0);
  return (
    <>
      <Hero hero={COURSES_PAGE.hero} />
      <Block heading={COURSES_PAGE.pickerHeading}>
        <p>{COURSES_PAGE.pickerHint}</p>
        <ul className="picker">
          {COURSE_KEYS.map((key, index) => {
            const course = COURSES[key];
            return (
              <li
                key={key}
                className={`picker__panel${active === index ? ' is-active' : ''}${active !== null && active !== index ? ' is-shrunk' : ''}`}
              >
                <Link to={`/courses/${key}`} {...bind(index)}>
                  <span className="picker__short">{course.short}</span>
                  <span className="picker__title">{course.program}</span>
                  <span className="picker__duration">{course.duration}</span>
                  <span className="picker__summary">{course.summary}</span>
                  <span className="picker__cta">{COURSES_PAGE.explore}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Block>
    </>
  );
}
