import type { Publication } from '../content/people-research.schema';
import { LANGUAGE } from '../language';
import { PAGE_LABELS } from '../content/page-labels';
import { LabelledLine } from './lists';

/**
 * A published work's title is its own, in the language it was published in (English), which a
 * Marathi or Hindi page says so that screen readers and the language check read it as English
 * (content/mr/people/research.yaml; docs/decisions/056).
 */
export const WORK_TITLE_LANGUAGE = LANGUAGE === 'en' ? undefined : 'en';

/** Publication cards: kind and year, title, description and authors (people, research, R&D). */
export function Publications({ items }: { items: readonly Publication[] }) {
  return (
    <ul className="cards">
      {items.map((item) => (
        <li key={item.title} className="card">
          <p className="card__kicker">
            {PAGE_LABELS.publication.kinds[item.kind]} · {item.year}
          </p>
          <h3 lang={WORK_TITLE_LANGUAGE}>{item.title}</h3>
          <p>{item.description}</p>
          <LabelledLine label={PAGE_LABELS.publication.authors}>
            {item.authors.join(', ')}
          </LabelledLine>
        </li>
      ))}
    </ul>
  );
}
