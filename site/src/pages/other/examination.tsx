import { Block, Paragraphs } from '../../components/blocks';
import { DocList, RelatedLinks, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { examination } from '../../content/examination';
import { PAGE_LABELS } from '../../content/page-labels';

export default function Examination() {
  const { hero, intro, scheme, juries, timetables, rules, links } = examination;
  return (
    <SectionPage hero={hero}>
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <Block heading={scheme.heading}>
        <ul className="stats">
          {scheme.components.map((part) => (
            <li key={part.label} className="stat card">
              <strong>{part.weight}%</strong> {PAGE_LABELS.weight}
              <h3>{part.label}</h3>
              <p>{part.description}</p>
            </li>
          ))}
        </ul>
        <p>{scheme.semesterLength}</p>
      </Block>
      <Block heading={juries.heading}>
        <p>{juries.intro}</p>
        <ul className="ticks">
          {juries.sessions.map((session) => (
            <li key={session.session}>
              <strong>{session.session}</strong>: {session.when}
            </li>
          ))}
        </ul>
        <Ticks items={juries.whatToExpect} />
      </Block>
      <Block heading={timetables.heading}>
        <p>{timetables.intro}</p>
        <DocList files={timetables.files} />
      </Block>
      <Block heading={rules.heading}>
        <Ticks items={rules.items} />
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
