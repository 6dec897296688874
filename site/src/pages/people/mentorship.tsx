import { Block, Paragraphs } from '../../components/blocks';
import { LabelledLine, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { PAGE_LABELS } from '../../content/page-labels';
import { mentorship } from '../../content/people-mentorship';

export default function Mentorship() {
  const { hero, intro, programs, areas, network, impact, closing } = mentorship;
  const labels = PAGE_LABELS.mentorship;
  return (
    <SectionPage hero={hero} bar="people">
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <Block heading={programs.heading}>
        <ul className="cards">
          {programs.items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <LabelledLine label={labels.format}>{item.format}</LabelledLine>
              <LabelledLine label={labels.participants}>{item.participants}</LabelledLine>
              <h4>{labels.outcomes}</h4>
              <Ticks items={item.outcomes} />
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={areas.heading}>
        <ul className="cards">
          {areas.items.map((item) => (
            <li key={item.area} className="card">
              <h3>{item.area}</h3>
              <p>{item.description}</p>
              <LabelledLine label={labels.mentors}>{item.mentors}</LabelledLine>
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={network.heading}>
        <ul className="cards">
          {network.items.map((item) => (
            <li key={item.name} className="card">
              <p className="card__kicker">{item.role}</p>
              <h3>{item.name}</h3>
              <p>{item.expertise}</p>
              <p>{item.contribution}</p>
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={impact.heading}>
        <Ticks items={impact.statements} />
        <p>{closing}</p>
      </Block>
    </SectionPage>
  );
}
