import { PROGRAMME_FACTS } from '@skltcoa/shared';
import { COURSE_HEADS } from './course-heads';
import { YEARLY } from './yearly';
import type { z } from 'zod';

import type { Course, IntakeSchema, ScholarshipsSchema } from './programmes.schema';

/*
 * The facts about each programme that several pages show (overview, eligibility,
 * intake, scholarships, time-table). Numbers come from `@skltcoa/shared`;
 * the wording here is the original site's, word for word
 * (docs/product-decisions.md §16).
 */

import type { CourseKey } from './course-heads';
export { COURSE_KEYS, type CourseKey } from './course-heads';

export type Course = z.output<typeof Course>;

const { barch, darch } = PROGRAMME_FACTS;

export const COURSES: Record<CourseKey, Course> = {
  barch: {
    key: 'barch',
    short: barch.short,
    program: barch.program,
    durationYears: barch.durationYears,
    duration: COURSE_HEADS.barch.duration,
    affiliation: barch.affiliation,
    intake: barch.intake,
    summary:
      'A five-year professional degree that prepares you to design buildings, neighbourhoods and cities, and to register as an architect.',
    hero: COURSE_HEADS.barch.hero,
    overview: [
      'The Bachelor of Architecture is a five-year, full-time professional degree affiliated to the University of Mumbai and approved by the Council of Architecture. Completing it qualifies you to register as an architect in India.',
      'Every semester is built around a design studio. You start with the body, space and material, move through houses, institutions and housing, and finish with urban projects and a thesis of your own choosing. Allied studios in construction, structures, services and history run alongside, so each studio project is drawn, built and tested from several sides.',
      "In the eighth semester you spend a full practical-training term in an architect's office. The tenth semester is given to an independent thesis, reviewed by practising architects from across Mumbai.",
    ],
    highlights: [
      {
        title: 'Design studio at the centre',
        text: 'Ten studios, each with site visits, models and open juries.',
      },
      {
        title: 'Practice in the programme',
        text: 'A full semester of supervised training in an architecture office.',
      },
      {
        title: 'A city as a classroom',
        text: "Mumbai's chawls, markets, railways and coast become case studies.",
      },
    ],
    benefits: COURSE_HEADS.barch.benefits,
    eligibility: {
      intro: 'You can apply for B.Arch if you meet one of the following:',
      rules: [
        {
          title: 'Class 12 (HSC or equivalent)',
          text: '12th with Maths and Physics plus one of Chemistry, Biology, Vocational, IT, CS, Business Studies.',
        },
        {
          title: 'Cambridge A Levels',
          text: 'Cambridge A Levels English plus 4 subjects (5 total, Maths and Physics mandatory).',
        },
        { title: 'International Baccalaureate', text: 'IBDP minimum 24 points.' },
      ],
    },
    timetable: { label: YEARLY.timetableLabel, file: YEARLY.timetables.barch },
  },
  darch: {
    key: 'darch',
    short: darch.short,
    program: darch.program,
    durationYears: darch.durationYears,
    duration: COURSE_HEADS.darch.duration,
    affiliation: darch.affiliation,
    intake: darch.intake,
    summary:
      'A three-year diploma in architectural drawing, construction and detailing that leads straight to work in offices and on site.',
    hero: COURSE_HEADS.darch.hero,
    overview: [
      'The Diploma in Architecture is a three-year, full-time programme affiliated to the Maharashtra State Board of Technical Education (MSBTE). It is open to students straight after Class 10.',
      'The diploma concentrates on what architecture offices and contractors need every day: working drawings, building construction, estimating, surveying and digital drafting. You draw by hand in the first year and move to CAD and building information modelling in the second.',
      'Diploma holders work as architectural assistants and draughtspersons, or continue to the B.Arch degree.',
    ],
    highlights: [
      { title: 'Hands-on from day one', text: 'Workshops in masonry, carpentry and model making.' },
      {
        title: 'Drawing that offices use',
        text: 'Working drawings, details and estimates to professional standards.',
      },
      {
        title: 'A path onwards',
        text: 'Continue to B.Arch or start work as an architectural assistant.',
      },
    ],
    benefits: COURSE_HEADS.darch.benefits,
    eligibility: {
      intro: 'You can apply for D.Arch if you meet the following:',
      rules: [{ title: 'Class 10 or graduate', text: 'Passed class 10 or graduate.' }],
    },
    timetable: { label: YEARLY.timetableLabel, file: YEARLY.timetables.darch },
  },
};

export const SCHOLARSHIPS: z.output<typeof ScholarshipsSchema> = {
  government: {
    heading: 'Government scholarships and their family income limits',
    intro:
      "Students admitted through the centralised admission process can apply on the Maharashtra government's MahaDBT portal. The annual family income limits are:",
    columns: ['Scheme', 'Annual family income'],
    caps: [
      { scheme: 'SC', limit: 'below 2.5 lakh' },
      { scheme: 'VJNT, OBC, SBC', limit: 'up to 1.5 lakh rural or 2 lakh urban' },
      { scheme: 'EBC', limit: 'up to 8 lakh' },
      { scheme: 'ST', limit: 'up to 2.5 lakh' },
      { scheme: 'Hostel allowance', limit: 'up to 8 lakh' },
      { scheme: 'Minorities', limit: 'below 2.5 lakh' },
    ],
  },
  institutional: {
    heading: 'Institutional scholarships',
    items: [
      {
        title: 'Merit: 100% tuition waiver',
        text: '100% tuition waiver for the top 5 admitted students scoring 135+ in NATA or 80+ in JEE Paper II, first come first served.',
      },
      {
        title: 'Sports',
        text: 'Sports waivers: 100% for international, 50% for national and 25% for state level representation.',
      },
    ],
    note: 'The committee decision is final.',
  },
  howToApply: {
    heading: 'How to apply',
    text: 'Bring your income certificate, caste certificate (where applicable) and admission letter to the college office; the scholarship desk helps you file on the portal.',
  },
};

export const INTAKE: z.output<typeof IntakeSchema> = {
  heading: 'Seats each year',
  process:
    'Seats are filled through a centralized admission process run by the State Common Entrance Test Cell and the Directorate of Technical Education, Maharashtra.',
  note: 'Seat distribution across categories follows the rules of the Government of Maharashtra for the admission year.',
};
