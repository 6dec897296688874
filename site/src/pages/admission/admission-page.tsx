import type { ReactNode } from 'react';
import type { Hero as HeroContent } from '../../content/common';
import { Hero } from '../../components/hero';
import { SectionNav } from '../../components/section-nav';

export function AdmissionPage({ hero, children }: { hero: HeroContent; children: ReactNode }) {
  return (
    <>
      <Hero hero={hero} />
      <SectionNav bar="admission" />
      {children}
    </>
  );
}
