import { Block } from '../../components/blocks';
import { LabelledLine, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { PAGE_LABELS } from '../../content/page-labels';
import { committees } from '../../content/people-committees';

export default function Committees() {
  const { hero, intro, welfare, functional, governance } = committees;
  const labels = PAGE_LABELS.committee;
  return (
    <SectionPage hero={hero} bar="people">
      <Block>
        <p>{intro}</p>
      </Block>
      <Block heading={welfare.heading}>
        <ul className="cards">
          {welfare.items.map((item) => (
            <li key={item.name} className="card">
              <h3>{item.name}</h3>
              <LabelledLine label={labels.chair}>{item.chair}</LabelledLine>
              <p>{item.description}</p>
              <h4>{labels.responsibilities}</h4>
              <Ticks items={item.responsibilities} />
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={functional.heading}>
        <ul className="cards">
          {functional.items.map((item) => (
            <li key={item.name} className="card">
              <h3>{item.name}</h3>
              <p>{item.purpose}</p>
              <h4>{labels.activities}</h4>
              <Ticks items={item.activities} />
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={governance.heading}>
        <ul className="cards">
          {governance.items.map((item) => (
            <li key={item.body} className="card">
              <h3>{item.body}</h3>
              <p>{item.description}</p>
              <h4>{labels.roles}</h4>
              <Ticks items={item.roles} />
            </li>
          ))}
        </ul>
      </Block>
    </SectionPage>
  );
}
