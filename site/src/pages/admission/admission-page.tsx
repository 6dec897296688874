import type { ReactNode } from 'react';
import type { Hero as HeroContent } from '../../content/common';
import { Block } from '../../components/blocks';
import { FactsLinks } from '../../components/facts-links';
import { Hero } from '../../components/hero';
import { SectionNav } from '../../components/section-nav';
import { SITE } from '../../content/site';

export function AdmissionPage({ hero, children }: { hero: HeroContent; children: ReactNode }) {
  return (
    <>
      <Hero hero={hero} />
      <SectionNav bar="admission" />
      {children}
      <Block heading={SITE.ui.related}>
        <FactsLinks />
      </Block>
    </>
  );
}
