import { MISSION, VISION } from './vision-mission';

// The brochure page's words live apart: that form page loads them, not all of About's (its 100 KB budget).
export { BROCHURE } from './brochure';
import type { z } from 'zod';
import { SAMPLE_NOTE } from './common';

import type {
  TextPage,
  AboutSchema,
  PrincipalSchema,
  VisionMissionSchema,
  ManagementSchema,
} from './about.schema';
export const ABOUT: z.output<typeof AboutSchema> = {
  hero: {
    title: 'About SKLTCOA',
    tagline:
      'An architecture college in suburban Mumbai, teaching through studio, site and city since 2016.',
    chips: ['COA Approved', 'DTE Maharashtra', 'UGC 2(f)', 'ISO Certified'],
  },
  tilesHeading: 'More about us',
  whoWeAre: {
    heading: 'Who We Are',
    paragraphs: [
      'SKLT College of Architecture was founded in 2016 by Rahul Education to give suburban Mumbai an architecture school that takes both design and building seriously. We teach the five-year Bachelor of Architecture and the three-year Diploma in Architecture.',
      'Our students learn in open studios, in workshops where they build at full scale, and out in the city, measuring old neighbourhoods and talking to the people who live in them. Practising architects teach and review work every semester, so the gap between college and practice stays small.',
    ],
  },
  programsHeading: 'Programs Offered',
  programsHint: 'Choose a programme to read about it.',
  philosophy: {
    heading: 'Our Philosophy',
    cards: [
      {
        title: 'Learning by making',
        text: 'Ideas are tested with hands, models and materials.',
        detail:
          'Every studio ends in something built: a model, a mock-up or a full-size detail in the workshop.',
      },
      {
        title: 'Context first',
        text: 'Buildings belong to a climate, a street and a community.',
        detail: 'Projects start with site visits and conversations, not with a blank sheet.',
      },
      {
        title: 'Design with responsibility',
        text: 'Architecture shapes lives for generations.',
        detail:
          'We ask students to weigh energy, water, cost and dignity in every design decision.',
      },
      {
        title: 'Open critique',
        text: 'Work improves when it is discussed in the open.',
        detail:
          'Pin-ups and juries are public, and every student learns to give and take criticism.',
      },
    ],
  },
  pedagogy: {
    heading: 'Pedagogical Approach',
    intro: 'Six strands run through every year of study.',
    cards: [
      {
        title: 'Design Studios',
        text: 'The core of each semester: a design problem explored through drawing, models and juries.',
      },
      {
        title: 'Allied Studios',
        text: 'Construction, structures, services and climate, taught alongside the studio projects.',
      },
      {
        title: 'Humanities',
        text: 'History, theory, sociology and art, to understand why we build the way we do.',
      },
      {
        title: 'Technology & Tools',
        text: 'Hand drawing, CAD, BIM, parametric tools and the fabrication workshop.',
      },
      {
        title: 'Electives & Exploration',
        text: 'Electives in conservation, interiors, landscape, film and more.',
      },
      {
        title: 'Ru-Ba-Ru Sessions',
        text: 'Face-to-face evenings with architects, artists and builders who share their work.',
      },
    ],
  },
  partOf: {
    heading: 'Part of Rahul Education',
    text: 'The college is part of Rahul Education, a group of schools, colleges and professional institutes across Mumbai and Maharashtra.',
    linkLabel: 'Visit the Rahul Education website',
    url: 'https://www.rahuleducation.com/',
  },
};

export const GROUP: z.output<typeof TextPage> = {
  hero: {
    title: 'Rahul Education',
    tagline: 'The education group behind the college.',
    chips: ['Schools', 'Colleges', 'Professional Institutes', 'Mumbai & Maharashtra'],
  },
  sections: [
    {
      heading: 'About the group',
      paragraphs: [
        'Rahul Education runs schools, junior colleges, degree colleges and professional institutes in Mumbai and across Maharashtra. Its institutions teach tens of thousands of students every year, from kindergarten to postgraduate study.',
        'The group founded SKLT College of Architecture in 2016 to add a professional school of design to its campuses in suburban Mumbai.',
      ],
    },
    {
      heading: 'What the group gives the college',
      paragraphs: [
        'Shared libraries, sports grounds and auditoriums; scholarships for deserving students; and links with schools whose students discover architecture through our outreach workshops.',
      ],
    },
  ],
};

export const COLLEGE: z.output<typeof TextPage> = {
  hero: {
    title: 'About the College',
    tagline: 'Studios, workshops and a city to learn from.',
    chips: ['Established 2016', 'B.Arch', 'D.Arch', 'Suburban Mumbai'],
  },
  sections: [
    {
      heading: 'The college',
      paragraphs: [
        'SKLT College of Architecture opened in 2016. It is approved by the Council of Architecture; the B.Arch degree is affiliated to the University of Mumbai and the D.Arch diploma to the Maharashtra State Board of Technical Education.',
        'Each year 40 students join the B.Arch programme and 40 join the D.Arch programme, so studios stay small and every student is known by name.',
      ],
    },
    {
      heading: 'Campus and facilities',
      paragraphs: [
        'Day-lit design studios with a desk for every student; a model-making and fabrication workshop; a materials library; a computer lab with CAD and BIM software; a library of architecture books, journals and drawings; and an exhibition hall where juries are held in the open.',
      ],
    },
    {
      heading: 'Beyond the classroom',
      paragraphs: [
        'Study tours to historic towns, NASA conventions, design competitions, and the Ru-Ba-Ru talk series bring students into contact with architecture across India.',
      ],
    },
  ],
};

export const PRINCIPAL: z.output<typeof PrincipalSchema> = {
  hero: {
    title: 'Our Principal',
    tagline: 'A message from the officer in charge as principal.',
    chips: ['Leadership', 'Teaching', 'Practice', 'Research'],
  },
  name: 'Ar. Sample Principal',
  role: 'Officer in Charge as Principal',
  photoAlt: 'Portrait placeholder for the principal',
  heading: 'Message from the Principal',
  message: [
    'Dear students and parents, welcome. Architecture is one of the few subjects that asks you to be an artist, an engineer and a citizen at once. At SKLTCOA we take each of those roles seriously.',
    'Our studios are small, our teachers practise what they teach, and our city, with its chawls, markets, railway stations and coastline, is the richest classroom an architecture student could ask for.',
    'Whether you join the B.Arch degree or the D.Arch diploma, you will leave able to draw, build and argue for better places. I look forward to meeting you.',
  ],
  signOff: 'Officer in Charge as Principal',
  profileLabel: 'Professional profile',
  profileUrl: 'https://www.linkedin.com/',
  sampleNote: `The principal's name, photo and profile link are samples. ${SAMPLE_NOTE}`,
};

export const VISION_MISSION: z.output<typeof VisionMissionSchema> = {
  hero: {
    title: 'Vision and Mission',
    tagline: 'What we aim for, and how we work towards it.',
    chips: ['Vision', 'Mission', 'Goals', 'Values'],
  },
  vision: VISION,
  mission: MISSION,

  goalsHeading: 'Our Goals',
  goals: [
    'Keep the design studio at the centre of learning.',
    'Connect every semester with practising architects and the building industry.',
    'Teach sustainable and climate-responsive design in every year.',
    'Study and document the architecture and settlements of Mumbai and Maharashtra.',
    'Build digital and fabrication skills alongside hand drawing.',
    'Encourage research by faculty and students, and publish it.',
    'Support every student through mentoring and counselling.',
    'Welcome students of every background and make the college accessible to all.',
    'Engage with communities through live projects and outreach.',
    'Help graduates find meaningful work and further study.',
  ],
};

export const MANAGEMENT: z.output<typeof ManagementSchema> = {
  hero: {
    title: 'Our Management',
    tagline: 'The people who guide the college and its parent group.',
    chips: ['Governance', 'Vision', 'Stewardship', 'Support'],
  },
  intro:
    'The management of Rahul Education sets the direction of the college and supports its students and staff.',
  hint: 'Hover over or focus a portrait to see the name and role.',
  leaders: [
    { name: 'Sample Name One', role: 'Founder Chairman' },
    { name: 'Sample Name Two', role: 'President' },
    { name: 'Sample Name Three', role: 'Secretary' },
    { name: 'Sample Name Four', role: 'Joint Secretary' },
    { name: 'Sample Name Five', role: 'Chief Operating Officer' },
  ],
  sampleNote: `Names and portraits are samples. ${SAMPLE_NOTE}`,
};
