import { Block, ExternalLink, Paragraphs } from '../../components/blocks';
import { Hero } from '../../components/hero';
import { Portrait } from '../../components/portrait';
import { SectionNav } from '../../components/section-nav';
import { PRINCIPAL } from '../../content/about-principal';

export default function Principal() {
  return (
    <>
      <Hero hero={PRINCIPAL.hero} />
      <SectionNav bar="about" />
      <Block heading={PRINCIPAL.heading} className="principal">
        <figure className="principal__photo">
          <Portrait tone={0} label={PRINCIPAL.photoAlt} />
          <figcaption>
            <strong>{PRINCIPAL.name}</strong>
            <span>{PRINCIPAL.role}</span>
          </figcaption>
        </figure>
        <div className="principal__message">
          <Paragraphs paragraphs={PRINCIPAL.message} />
          <p className="principal__sign">
            {PRINCIPAL.name}, {PRINCIPAL.signOff}
          </p>
          <ExternalLink href={PRINCIPAL.profileUrl}>{PRINCIPAL.profileLabel}</ExternalLink>
        </div>
      </Block>
    </>
  );
}
