import data from '../../../content/rnd.yaml';
import { research } from './people-research';
import type { RndContent } from './rnd.schema';

/*
 * /rnd, linked from the home page tiles (docs/product-decisions.md §5): its own words from
 * content/rnd.yaml (ADR 028), and the research records of people-research.ts, so the two pages
 * never disagree.
 */
const words = data;

export const rnd: RndContent = {
  hero: words.hero,
  intro: [...words.intro, ...research.intro.slice(1)],
  cells: { heading: words.cells.heading, items: research.initiatives.items },
  areas: research.areas,
  studentResearch: words.studentResearch,
  publications: research.publications,
  development: research.development,
  collaborate: words.collaborate,
  links: words.links,
};
