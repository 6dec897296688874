import { Block, Paragraphs } from '../../components/blocks';
import { RelatedLinks, Ticks } from '../../components/lists';
import { SectionPage } from '../../components/section-page';
import { career } from '../../content/career';

export default function Career() {
  const { hero, intro, why, openings, apply, fairness, links } = career;
  return (
    <SectionPage hero={hero}>
      <Block>
        <Paragraphs paragraphs={intro} />
      </Block>
      <Block heading={why.heading}>
        <Ticks items={why.items} />
      </Block>
      <Block heading={openings.heading}>
        <ul className="cards">
          {openings.items.map((opening) => (
            <li key={opening.title} className="card">
              <p className="card__kicker">{opening.type}</p>
              <h3>{opening.title}</h3>
              <p>{opening.requirements}</p>
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={apply.heading}>
        <ol>
          {apply.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <a className="button" href={`mailto:${apply.email}`}>
            {apply.emailLabel}: {apply.email}
          </a>
        </p>
        <p>{fairness}</p>
      </Block>
      <RelatedLinks links={links} />
    </SectionPage>
  );
}
