import { SAMPLE_NOTE } from './common';
import { research } from './people-research';
import type { RndContent } from './rnd.schema';

/*
 * /rnd, linked from the home page tiles (docs/product-decisions.md §5), built
 * from the research records.
 */

export const rnd: RndContent = {
  hero: {
    title: 'Research and Development',
    tagline: 'Research cells, documentation and faculty development that keep our teaching fresh.',
    chips: ['Research Cells', 'Key Areas', 'Publications', 'Faculty Development'],
  },
  intro: [
    'Research and development at the college connects what we teach with the questions our city is asking: how to house people well, how to keep cool without wasting energy, and how to care for the buildings we inherit.',
    ...research.intro.slice(1),
  ],
  cells: { heading: 'Research cells', items: research.initiatives.items },
  areas: research.areas,
  studentResearch: {
    heading: 'How students take part',
    items: [
      {
        title: 'Documentation studios',
        description:
          'Measured drawings of historic and vernacular buildings, made on site in small teams.',
      },
      {
        title: 'Dissertation',
        description: 'A research paper in semester IX, often the starting point for the thesis.',
      },
      {
        title: 'Surveys and field studies',
        description:
          'Students help the research cells with surveys of housing, streets and markets.',
      },
    ],
  },
  publications: {
    heading: research.publications.heading,
    note: `${SAMPLE_NOTE} These publications are samples.`,
    items: research.publications.items,
  },
  development: research.development,
  collaborate: {
    heading: 'Work with us',
    paragraphs: [
      'We welcome research partnerships with practices, local bodies, non-profits and other colleges, as well as invitations to document buildings and neighbourhoods.',
    ],
    link: { label: 'Contact the college', href: '/contact' },
  },
  links: [
    { label: 'Research at the college', href: '/people/research' },
    { label: 'Publications', href: '/people/publications' },
    { label: 'Faculty directory', href: '/people/faculty' },
  ],
};
