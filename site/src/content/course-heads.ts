import { PROGRAMME_FACTS } from '@skltcoa/shared';

/*
 * Each programme's duration, hero and four benefits: all that the frame of
 * every course page, the course admission page and /admission show. They live apart from
 * programmes.ts, which takes them from here, so that those pages load this
 * and not both programmes' whole text: the form pages sit close to the
 * 100 KB JavaScript budget (e2e/tests/quality-budgets.spec.ts).
 */

export const COURSE_KEYS = ['barch', 'darch'] as const;
export type CourseKey = (typeof COURSE_KEYS)[number];

const { barch, darch } = PROGRAMME_FACTS;

export const COURSE_HEADS = {
  barch: {
    duration: `${barch.durationYears} years, full time`,
    hero: {
      title: 'Bachelor of Architecture',
      tagline: 'Five years of studio, site and city: a professional degree in architecture.',
      chips: [
        `${barch.durationYears} Years`,
        `${barch.intake} Seats`,
        barch.affiliation,
        'COA Approved',
      ],
    },
    benefits: [
      {
        title: 'Design Excellence',
        text: 'Studio-led teaching with juries by practising architects every semester.',
      },
      {
        title: 'Expert Faculty',
        text: 'Architects, planners and engineers who teach and practise.',
      },
      {
        title: '5-Year Programme',
        text: 'A complete professional degree recognised by the Council of Architecture.',
      },
      {
        title: 'Career Ready',
        text: 'Office training, a portfolio review and placement support before you graduate.',
      },
    ],
  },
  darch: {
    duration: `${darch.durationYears} years, full time`,
    hero: {
      title: 'Diploma in Architecture',
      tagline:
        'Three years of drawing, detailing and building: the practical route into architecture.',
      chips: [`${darch.durationYears} Years`, `${darch.intake} Seats`, 'MSBTE', 'After Class 10'],
    },
    benefits: [
      {
        title: 'Practical Skills',
        text: 'Drafting, detailing, surveying and site work taught in studios and workshops.',
      },
      {
        title: 'Industry Ready',
        text: 'Software and drawing standards used in architecture offices across Mumbai.',
      },
      {
        title: '3-Year Programme',
        text: 'A full-time diploma affiliated to MSBTE, open after Class 10.',
      },
      {
        title: 'Job Placement',
        text: 'Placement support with architecture and construction firms.',
      },
    ],
  },
};
