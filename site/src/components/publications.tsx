import type { Publication } from '../content/people-research.schema';
import { PAGE_LABELS } from '../content/page-labels';
import { LabelledLine } from './lists';

/** Publication cards: type and year, title, description and authors (people, research, R&D). */
export function Publications({ items }: { items: readonly Publication[] }) {
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.title} className="card">
          <p className="card__kicker">
            {item.type} · {item.year}
          </p>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
          <LabelledLine label={PAGE_LABELS.publication.authors}>
            {item.authors.join(', ')}
          </LabelledLine>
        </li>
      ))}
    </ul>
  );
}
