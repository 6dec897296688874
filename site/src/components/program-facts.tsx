import { COURSE_SUBPAGES } from '../content/courses';
import { ALUMNI } from '../content/courses-alumni';
import { COURSES, INTAKE, SCHOLARSHIPS, type CourseKey } from '../content/programs';
import { Block, Cards } from './blocks';

/* The eligibility, intake, scholarship and alumni blocks, shared by the course and admission pages. */

export function Eligibility({ course }: { course: CourseKey }) {
  const { eligibility, program } = COURSES[course];
  return (
    <Block heading={`${COURSE_SUBPAGES.eligibility.heading}: ${program}`}>
      <p>{eligibility.intro}</p>
      <Cards cards={eligibility.rules} />
      <p className="note">{COURSE_SUBPAGES.eligibility.note}</p>
    </Block>
  );
}

export function Intake({ courses, heading }: { courses: readonly CourseKey[]; heading?: string }) {
  return (
    <Block heading={heading ?? INTAKE.heading}>
      <ul className="stats">
        {courses.map((key) => (
          <li key={key} className="stat">
            <strong>{COURSES[key].intake}</strong>
            <span>
              {COURSES[key].short} {COURSE_SUBPAGES.intake.seats}
            </span>
          </li>
        ))}
      </ul>
      <p>{INTAKE.process}</p>
      <p className="note">{INTAKE.note}</p>
    </Block>
  );
}

export function Scholarships() {
  const { government, institutional, howToApply } = SCHOLARSHIPS;
  return (
    <>
      <Block heading={government.heading}>
        <p>{government.intro}</p>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{government.columns[0]}</th>
              <th scope="col">{government.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {government.caps.map((row) => (
              <tr key={row.scheme}>
                <th scope="row">{row.scheme}</th>
                <td>{row.limit}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Block>
      <Block heading={institutional.heading}>
        <Cards cards={institutional.items} />
        <p className="note">{institutional.note}</p>
      </Block>
      <Block heading={howToApply.heading}>
        <p>{howToApply.text}</p>
      </Block>
    </>
  );
}

export function Alumni({ courses }: { courses: readonly CourseKey[] }) {
  return (
    <Block heading={COURSE_SUBPAGES.alumni.heading}>
      <p>{COURSE_SUBPAGES.alumni.intro}</p>
      <ul className="cards">
        {courses.flatMap((key) =>
          ALUMNI[key].map((person) => (
            <li key={person.name} className="card alumnus">
              <h3>{person.name}</h3>
              <p className="alumnus__batch">{person.batch}</p>
              <p>{person.now}</p>
              <blockquote>{person.quote}</blockquote>
            </li>
          )),
        )}
      </ul>
    </Block>
  );
}
