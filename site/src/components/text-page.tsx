import type { Hero as HeroContent } from '../content/common';
import type { TabBarId } from '../routes';
import { TextSections } from './blocks';
import { Hero } from './hero';
import { SectionNav } from './section-nav';

interface TextPageProps {
  content: {
    hero: HeroContent;
    sections: readonly { heading: string; paragraphs: readonly string[] }[];
  };
  bar: TabBarId;
}

/** A hero, the section's tab bar and headed paragraphs: the shape of the plain static pages. */
export function TextPage({ content, bar }: TextPageProps) {
  return (
    <>
      <Hero hero={content.hero} />
      <SectionNav bar={bar} />
      <TextSections sections={content.sections} />
    </>
  );
}
