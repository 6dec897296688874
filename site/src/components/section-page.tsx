import type { ReactNode } from 'react';
import type { Hero as HeroContent } from '../content/common';
import type { TabBarId } from '../routes';
import { Hero } from './hero';
import { SectionNav } from './section-nav';

/** A hero, the section's tab bar from the route list, then the page's blocks. */
export function SectionPage({
  hero,
  bar,
  children,
}: {
  hero: HeroContent;
  bar?: TabBarId;
  children: ReactNode;
}) {
  return (
    <>
      <Hero hero={hero} />
      {bar && <SectionNav bar={bar} />}
      {children}
    </>
  );
}
