import type { z } from 'zod';
import { SAMPLE_NOTE } from './common';

import type { CoursesPageSchema, CourseSubpagesSchema, AlumniSchema } from './courses.schema';
export const COURSES_PAGE: z.output<typeof CoursesPageSchema> = {
  hero: {
    title: 'Courses',
    tagline: 'Two routes into architecture: the degree and the diploma.',
    chips: ['B.Arch', 'D.Arch', 'COA Approved', 'Suburban Mumbai'],
  },
  pickerHeading: 'Choose a programme',
  pickerHint: 'Hover over or focus a programme to see more; select it to open its page.',
  explore: 'Explore the programme',
};

export const COURSE_SUBPAGES: z.output<typeof CourseSubpagesSchema> = {
  overview: {
    heading: 'Programme overview',
    highlightsHeading: 'Highlights',
    facts: { duration: 'Duration', affiliation: 'Affiliation', intake: 'Intake' },
  },
  admission: {
    tagline: 'Apply, or ask us anything about admission.',
    benefitsHeading: 'Why study here',
  },
  eligibility: {
    tagline: 'Check that you can apply.',
    heading: 'Eligibility',
    note: "Admission is through the centralized admission process; read the current year's admission notification for the full rules.",
  },
  intake: { tagline: 'Seats available each year.', seats: 'seats per year' },
  scholarship: { tagline: 'Support for fees and living costs.' },
  timetable: {
    tagline: 'Your week, semester by semester.',
    heading: 'Time-table',
    text: 'Download the current time-table as a PDF.',
    link: 'Download the time-table',
  },
  alumni: {
    tagline: 'Where our graduates are now.',
    heading: 'Our alumni',
    intro: `A few of the paths our graduates have taken. Names are samples. ${SAMPLE_NOTE}`,
  },
};

export const ALUMNI: z.output<typeof AlumniSchema> = {
  barch: [
    {
      name: 'Sample Graduate A',
      batch: 'B.Arch 2021',
      now: 'Project architect at a Mumbai practice designing schools and hospitals',
      quote: 'The juries taught me to defend an idea and to drop it when it did not work.',
    },
    {
      name: 'Sample Graduate B',
      batch: 'B.Arch 2022',
      now: "Master's student in urban design",
      quote: 'Measuring a chawl in second year changed how I see the city.',
    },
    {
      name: 'Sample Graduate C',
      batch: 'B.Arch 2023',
      now: 'Runs a small conservation practice in Pune',
      quote: 'The study tours gave me a lifelong love of old buildings.',
    },
  ],
  darch: [
    {
      name: 'Sample Graduate D',
      batch: 'D.Arch 2021',
      now: 'Senior draughtsperson at an architecture firm in Andheri',
      quote:
        'I was drawing working details in my first month at work because we drew them every week in college.',
    },
    {
      name: 'Sample Graduate E',
      batch: 'D.Arch 2022',
      now: 'Continued to the B.Arch degree',
      quote: 'The diploma gave me a head start in construction and drawing.',
    },
  ],
};
