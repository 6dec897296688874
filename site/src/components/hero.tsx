import type { Hero as HeroContent } from '../content/common';

/** The 520 px section banner: title, tagline and four chips over the project's own line artwork. */
export function Hero({ hero }: { hero: HeroContent }) {
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="hero__inner reveal">
        <h1 id="page-title">{hero.title}</h1>
        <p className="hero__tagline">{hero.tagline}</p>
        <ul className="chips">
          {hero.chips.map((chip) => (
            <li key={chip} className="chip">
              {chip}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
