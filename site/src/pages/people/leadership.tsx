import { Block, Paragraphs, TextPair } from '../../components/blocks';
import { LeaderIcon } from '../../components/leader-icon';
import { InfoCards, LabelledLine, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { PAGE_LABELS } from '../../content/page-labels';
import { leadership } from '../../content/people-leadership';

export default function Leadership() {
  const { hero, vision, mission, leaders, principles, impact } = leadership;
  const labels = PAGE_LABELS.leader;
  return (
    <SectionPage hero={hero} bar="people">
      <TextPair parts={[vision, mission]} />
      <Block heading={leaders.heading}>
        <ul className="cards">
          {leaders.items.map((leader) => (
            <li key={leader.position} className="card">
              <LeaderIcon name={leader.icon} />
              <p className="card__kicker">{leader.position}</p>
              <h3>{leader.name}</h3>
              <LabelledLine label={labels.specialization}>{leader.specialization}</LabelledLine>
              <h4>{labels.responsibilities}</h4>
              <Ticks items={leader.responsibilities} />
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={principles.heading}>
        <InfoCards items={principles.items} />
      </Block>
      <Block heading={impact.heading}>
        <Paragraphs paragraphs={impact.paragraphs} />
      </Block>
    </SectionPage>
  );
}
