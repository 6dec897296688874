import { useState } from 'react';
import { Link } from '../../components/site-link';
import { Block, Cards, ExternalLink, Paragraphs } from '../../components/blocks';
import { Hero } from '../../components/hero';
import { PhotoGallery } from '../../components/photo-gallery';
import { TabTiles } from '../../components/tab-tiles';
import { ABOUT } from '../../content/about-page';
import { COURSES, COURSE_KEYS } from '../../content/programs';
import gallery from 'virtual:photo-gallery';

export default function About() {
  const [program, setProgram] = useState(0);
  const chosen = COURSES[COURSE_KEYS[program] ?? 'barch'];
  return (
    <>
      <Hero hero={ABOUT.hero} />
      <Block heading={ABOUT.tilesHeading}>
        <TabTiles bar="about" />
      </Block>
      <Block heading={ABOUT.whoWeAre.heading}>
        <Paragraphs paragraphs={ABOUT.whoWeAre.paragraphs} />
      </Block>
      <PhotoGallery gallery={gallery} />
      <Block heading={ABOUT.programsHeading}>
        <p>{ABOUT.programsHint}</p>
        <div className="programs">
          <div className="programs__choices">
            {COURSE_KEYS.map((key, index) => (
              <button
                key={key}
                type="button"
                className="programs__choice"
                aria-pressed={program === index}
                aria-controls="program-detail"
                onClick={() => setProgram(index)}
              >
                <span className="programs__title">{COURSES[key].program}</span>
                <span>{COURSES[key].duration}</span>
              </button>
            ))}
          </div>
          <div id="program-detail" className="programs__detail" aria-live="polite">
            <h3>{chosen.program}</h3>
            <p>{chosen.summary}</p>
            <Link to={`/courses/${chosen.key}`}>{chosen.hero.title}</Link>
          </div>
        </div>
      </Block>
      <Block heading={ABOUT.philosophy.heading}>
        <ul className="cards cards--overlay">
          {ABOUT.philosophy.cards.map((card) => (
            <li key={card.title} className="card overlay-card" tabIndex={0}>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <p className="overlay-card__detail">{card.detail}</p>
            </li>
          ))}
        </ul>
      </Block>
      <Block heading={ABOUT.pedagogy.heading}>
        <p>{ABOUT.pedagogy.intro}</p>
        <Cards cards={ABOUT.pedagogy.cards} />
      </Block>
      <Block heading={ABOUT.partOf.heading} className="part-of">
        <p>{ABOUT.partOf.text}</p>
        <ExternalLink href={ABOUT.partOf.url}>{ABOUT.partOf.linkLabel}</ExternalLink>
      </Block>
    </>
  );
}
