import { SAMPLE_NOTE } from './common';
import type { MentorshipContent } from './people-mentorship.schema';

/* The /people/mentorship page; part of `people` in people.ts. */

export const mentorship: MentorshipContent = {
  hero: {
    title: 'Mentorship',
    tagline:
      'Every student has a faculty mentor who knows them by name and follows their progress.',
    chips: ['Faculty Mentors', 'Peer Support', 'Practice Mentors', 'Wellbeing'],
  },
  intro: [
    'Architecture school is demanding: long studio hours, juries and a new way of thinking. No student should go through it alone.',
    'From the first week, each student is placed in a small mentor group with a faculty member. Mentors meet their group regularly and stay in touch with parents when needed.',
  ],
  programmes: {
    heading: 'Mentorship programmes',
    items: [
      {
        title: 'Faculty mentor groups',
        description:
          'Each faculty member mentors a group of about fifteen to twenty students across the year, tracking attendance, studio progress and wellbeing.',
        format: 'Group meeting every fortnight, one-to-one meetings as needed',
        participants: 'All B.Arch and D.Arch students',
        outcomes: [
          'Early help when a student falls behind',
          'Regular updates to parents on progress',
          'A trusted adult on campus for every student',
        ],
      },
      {
        title: 'Senior buddy programme',
        description:
          'Senior students guide first-year students through the first semester: tools, studio habits, juries and life in a new city.',
        format: 'Studio pairing and informal meet-ups',
        participants: 'First-year students with volunteers from the third and fourth years',
        outcomes: [
          'Smoother settling-in for new students',
          'Leadership experience for seniors',
          'A friendly, ragging-free campus culture',
        ],
      },
      {
        title: 'Practice mentors',
        description:
          'Practising architects and alumni meet students before and during practical training to talk about offices, portfolios and the profession.',
        format: 'Portfolio reviews and office visits each semester',
        participants: 'Students of semesters VI to X',
        outcomes: [
          'Stronger portfolios and training placements',
          'A realistic picture of professional practice',
        ],
      },
      {
        title: 'Thesis guidance',
        description:
          'Each final-year student works with a thesis guide from topic selection to the final jury, with reviews by a wider panel along the way.',
        format: 'Weekly guide meetings and three review stages',
        participants: 'Semester IX and X students',
        outcomes: [
          'A well-researched, confidently defended thesis',
          'Research and writing skills for further study',
        ],
      },
    ],
  },
  areas: {
    heading: 'Areas of mentorship',
    items: [
      {
        area: 'Academic progress',
        description: 'Planning studio work, managing submissions and preparing for juries.',
        mentors: 'Faculty mentors and studio teachers',
      },
      {
        area: 'Career and practice',
        description:
          'Choosing a training office, building a portfolio and thinking about careers or higher studies.',
        mentors: 'Practice mentors and alumni',
      },
      {
        area: 'Research and writing',
        description: 'Framing a research question, reading widely and writing clearly.',
        mentors: 'Research coordinators and thesis guides',
      },
      {
        area: 'Wellbeing',
        description:
          'Stress, time management, homesickness and anything else that gets in the way of learning.',
        mentors: 'Faculty mentors, with referral to a counsellor when needed',
      },
    ],
  },
  network: {
    heading: 'Mentor network',
    note: `${SAMPLE_NOTE} The network below describes groups of mentors rather than named people.`,
    items: [
      {
        name: 'Faculty mentors',
        role: 'Full-time teaching staff',
        expertise: 'Design, technology, history and humanities',
        contribution: 'Day-to-day guidance and contact with parents',
      },
      {
        name: 'Visiting practitioners',
        role: 'Architects in practice in Mumbai',
        expertise: 'Housing, interiors, conservation, urban design',
        contribution: 'Portfolio reviews, office visits and studio juries',
      },
      {
        name: 'Alumni mentors',
        role: 'Graduates of the college',
        expertise: 'First years in practice and higher studies',
        contribution: 'Honest advice on training, jobs and applications',
      },
      {
        name: 'Peer mentors',
        role: 'Senior students',
        expertise: 'Studio skills and campus life',
        contribution: 'Support for first-year students',
      },
    ],
  },
  impact: {
    heading: 'What mentorship changes',
    statements: [
      '95 percent of students report improved performance after a year in a mentor group (sample figure from an internal feedback survey).',
      'Students who might have dropped out are noticed early and supported to continue.',
      'Parents have a named person to contact about their child’s progress.',
    ],
  },
  closing:
    'If you are a student and would like to talk to someone, start with your mentor, or speak to any faculty member. If you are a parent, the college office will put you in touch with your child’s mentor.',
};
