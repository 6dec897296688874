import { SAMPLE_NOTE } from './common';
import type { Publication, PublicationsContent, ResearchContent } from './people-research.schema';

/*
 * The /people/publications and /people/research pages. The /rnd page (rnd.ts)
 * reuses the research records so the two never disagree.
 */

const RESEARCH_AREAS = [
  'Sustainable and climate-responsive architecture',
  'Affordable and incremental housing',
  'Urban design and public space',
  'Architectural conservation and heritage',
  'Vernacular architecture of the Konkan coast',
  'Building materials and low-carbon construction',
  'Digital design, BIM and fabrication',
  'Architectural pedagogy',
];

const featuredPublications: Publication[] = [
  {
    title: 'Living in the chawl: courtyards, corridors and community in redeveloped housing',
    type: 'Journal article',
    description:
      'A study of how shared corridors and courtyards in older Mumbai chawls support neighbourly life, and what redevelopment projects keep or lose.',
    year: 2024,
    authors: ['Ar. Meera Kulkarni', 'Ar. Nikhil Jadhav'],
  },
  {
    title: 'Keeping cool without air-conditioning: passive design lessons from coastal Maharashtra',
    type: 'Conference paper',
    description:
      'Measured temperatures in traditional and modern homes, with simple design measures for shading and cross-ventilation.',
    year: 2023,
    authors: ['Ar. Farida Shaikh', 'Ar. Aditya Kamat'],
  },
];

export const publications: PublicationsContent = {
  hero: {
    title: 'Publications',
    tagline: 'Research and writing by our faculty and students on architecture and the city.',
    chips: ['Journal Articles', 'Conference Papers', 'Books', 'Student Research'],
  },
  note: `${SAMPLE_NOTE} The publications listed are samples that show how this page is arranged.`,
  featured: { heading: 'Featured publications', items: featuredPublications },
  byFaculty: {
    heading: 'Publications by faculty',
    items: [
      {
        faculty: 'Ar. Meera Kulkarni',
        publications: [
          'Living in the chawl: courtyards, corridors and community (2024)',
          'Ward-level planning in suburban Mumbai: a teaching case (2021)',
        ],
      },
      {
        faculty: 'Ar. Rajesh Nair',
        publications: [
          'Documenting Fort-area public buildings: methods for students (2022)',
          'Lime mortars in conservation practice (2019)',
        ],
      },
      {
        faculty: 'Ar. Farida Shaikh',
        publications: [
          'Keeping cool without air-conditioning (2023)',
          'Shading devices for west-facing apartments (2020)',
        ],
      },
      {
        faculty: 'Dr. Anil Joshi',
        publications: [
          'Walking to the station: last-mile access in suburban Mumbai (2022)',
          'Density and open space in transit-oriented development (2018)',
        ],
      },
    ],
  },
  areas: { heading: 'Research areas', items: RESEARCH_AREAS },
  upcoming: {
    heading: 'Upcoming publications',
    items: [
      {
        title: 'Mangrove edges: landscape design along Mumbai’s creeks',
        expectedYear: 2026,
        description:
          'A book of student and faculty studies on how the city can live alongside its mangroves and tidal creeks.',
      },
      {
        title: 'Measured drawings of East Indian village houses',
        expectedYear: 2027,
        description:
          'A collection of measured drawings made by students during documentation studios, with short essays.',
      },
    ],
  },
};

export const research: ResearchContent = {
  hero: {
    title: 'Research',
    tagline: 'Asking useful questions about buildings, cities and how we teach architecture.',
    chips: ['Research Cells', 'Documentation', 'Sustainability', 'Faculty Development'],
  },
  intro: [
    'Research at the college grows out of the studio. Questions raised in design projects about housing, climate or heritage become topics for faculty research, student dissertations and documentation studios.',
    'Our research cells bring faculty and students together and share their work through exhibitions, papers and talks.',
  ],
  initiatives: {
    heading: 'Research initiatives',
    items: [
      {
        title: 'Housing and Habitat Cell',
        description:
          'Studies of chawls, slum rehabilitation and affordable housing in the Mumbai region, with students taking part in surveys and documentation.',
      },
      {
        title: 'Climate and Sustainability Lab',
        description:
          'Measures temperature, daylight and ventilation in buildings, and tests simple passive-design ideas for warm, humid climates.',
      },
      {
        title: 'Heritage Documentation Cell',
        description:
          'Produces measured drawings and records of historic and vernacular buildings, often in partnership with local communities.',
      },
      {
        title: 'Design Pedagogy Forum',
        description:
          'Faculty share and review teaching methods, studio briefs and assessment, and publish what works.',
      },
    ],
  },
  areas: { heading: 'Key research areas', items: RESEARCH_AREAS },
  publications: {
    heading: 'Notable publications',
    note: `${SAMPLE_NOTE} These publications are samples.`,
    items: featuredPublications,
  },
  development: {
    heading: 'Development programmes',
    programmes: [
      {
        title: 'Faculty Development Programmes',
        description:
          'Short courses and workshops for teachers on studio teaching, research methods, digital tools and new Council of Architecture norms, held each year in the semester breaks.',
      },
      {
        title: 'Management Development Programmes',
        description:
          'Sessions for the college’s academic and administrative leaders on planning, quality assurance, accreditation and student welfare.',
      },
    ],
  },
  links: [
    { label: 'Publications', href: '/people/publications' },
    { label: 'Faculty directory', href: '/people/faculty' },
    { label: 'Research and development', href: '/rnd' },
  ],
};
