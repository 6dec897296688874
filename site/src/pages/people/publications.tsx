import { Block } from '../../components/blocks';
import { Ticks } from '../../components/lists';
import {
  Publications as PublicationCards,
  WORK_TITLE_LANGUAGE,
} from '../../components/publications';
import { SectionPage } from '../../components/section-page';
import { PAGE_LABELS } from '../../content/page-labels';
import { publications } from '../../content/people-research';

export default function Publications() {
  const { hero, featured, byFaculty, areas, upcoming } = publications;
  return (
    <SectionPage hero={hero} bar="people">
      <Block heading={featured.heading}>
        <PublicationCards items={featured.items} />
      </Block>
      <Block heading={byFaculty.heading}>
        <ul className="cards">
          {byFaculty.items.map((entry) => (
            <li key={entry.faculty} className="card">
              <h3>{entry.faculty}</h3>
              <Ticks items={entry.publications} lang={WORK_TITLE_LANGUAGE} />
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={areas.heading}>
        <Ticks items={areas.items} />
      </Block>
      <Block heading={upcoming.heading}>
        <ul className="cards">
          {upcoming.items.map((item) => (
            <li key={item.title} className="card">
              <p className="card__kicker">
                {PAGE_LABELS.publication.expected} {item.expectedYear}
              </p>
              <h3 lang={WORK_TITLE_LANGUAGE}>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Block>
    </SectionPage>
  );
}
