import { Block } from '../../components/blocks';
import { SectionPage } from '../../components/section-page';
import { PAGE_LABELS } from '../../content/page-labels';
import { achievements } from '../../content/people-achievements';

export default function Achievements() {
  const { hero, institutional, students, faculty, collaborations } = achievements;
  return (
    <SectionPage hero={hero} bar="people">
      {[institutional, students, faculty, collaborations].map((group) => (
        <Block key={group.heading} heading={group.heading}>
          <ul className="cards">
            {group.items.map((item) => (
              <li key={item.title} className="card">
                <p className="card__kicker">
                  {item.year} · {PAGE_LABELS.achievementCategories[item.category]}
                </p>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </Block>
      ))}
    </SectionPage>
  );
}
