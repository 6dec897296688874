import { Block } from '../../components/blocks';
import { Hero } from '../../components/hero';
import { Portrait } from '../../components/portrait';
import { SectionNav } from '../../components/section-nav';
import { MANAGEMENT } from '../../content/about-management';

export default function Management() {
  return (
    <>
      <Hero hero={MANAGEMENT.hero} />
      <SectionNav bar="about" />
      <Block>
        <p>{MANAGEMENT.intro}</p>
        <p>{MANAGEMENT.hint}</p>
        <ul className="leaders">
          {MANAGEMENT.leaders.map((leader, index) => (
            <li key={leader.role} className="leader" tabIndex={0}>
              <Portrait tone={index + 1} />
              <div className="leader__caption">
                <strong>{leader.name}</strong>
                <span>{leader.role}</span>
              </div>
            </li>
          ))}
        </ul>
      </Block>
    </>
  );
}
