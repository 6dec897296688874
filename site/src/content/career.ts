import type { CareerContent } from './career.schema';
import { SAMPLE_NOTE } from './common';
import { SITE } from './site';

export const career: CareerContent = {
  hero: {
    title: 'Careers',
    tagline:
      'Teach and work with us: join a young college that cares about studio, city and students.',
    chips: ['Teaching', 'Visiting Faculty', 'Administration', 'Workshop Staff'],
  },
  intro: [
    `${SITE.name} has taught architecture in suburban Mumbai since ${SITE.established}. We are always glad to hear from architects, engineers, designers and administrators who enjoy working with young people.`,
    'Faculty appointments follow the qualifications and norms of the Council of Architecture, the University of Mumbai and MSBTE.',
  ],
  why: {
    heading: 'Why work here',
    items: [
      'Small studios where you know every student by name.',
      'Time and support for your own practice and research.',
      'Faculty development programmes every year.',
      'A friendly team that shares ideas across the B.Arch and D.Arch programmes.',
    ],
  },
  openings: {
    heading: 'Current openings',
    note: `${SAMPLE_NOTE} The openings and the application email below are samples; real vacancies are announced here and in the newspapers as the rules require.`,
    items: [
      {
        title: 'Assistant Professor, Architectural Design',
        type: 'Full time',
        requirements: 'B.Arch and M.Arch, registration with the Council of Architecture.',
      },
      {
        title: 'Visiting Faculty, Building Services',
        type: 'Visiting',
        requirements:
          'Degree in architecture or engineering with professional experience in services design.',
      },
      {
        title: 'Workshop Instructor',
        type: 'Non-teaching',
        requirements: 'Experience with woodwork, model making and workshop safety.',
      },
    ],
  },
  apply: {
    heading: 'How to apply',
    steps: [
      'Send your CV with your qualifications, Council of Architecture registration number (for architects) and teaching or practice experience.',
      'Attach a short portfolio of your design, research or teaching work as a single PDF.',
      'Mention the position you are applying for in the subject line.',
      'Shortlisted candidates are invited for an interview and, for teaching posts, a short studio session with students.',
    ],
    email: 'careers@skltcoa.example',
    emailLabel: 'Email your application',
  },
  fairness:
    'We welcome applications from everyone and select on merit, following government reservation rules where they apply.',
  links: [
    { label: 'Meet our faculty', href: '/people/faculty' },
    { label: 'About the college', href: '/about/skltcoa' },
    { label: 'Contact us', href: '/contact' },
  ],
};
