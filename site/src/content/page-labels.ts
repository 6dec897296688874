import type { PageLabels } from './page-labels.schema';

export const PAGE_LABELS: PageLabels = {
  peopleOverview: {
    hero: {
      title: 'Our People',
      tagline: 'The teachers, leaders and committees who make the college what it is.',
      chips: ['Leadership', 'Faculty', 'Research', 'Mentorship'],
    },
    heading: 'Meet the college',
    intro:
      'Read about the academic leadership, browse the faculty directory, and see the research, publications, achievements and committees of the college.',
  },
  semester: { prefix: 'Semester', coreSubjects: 'Core subjects' },
  leader: { specialization: 'Specialization', responsibilities: 'Responsibilities' },
  mentorship: {
    format: 'Format',
    participants: 'Participants',
    outcomes: 'Outcomes',
    mentors: 'Mentors',
  },
  publication: { authors: 'Authors', expected: 'Expected' },
  committee: {
    chair: 'Chair',
    responsibilities: 'Responsibilities',
    activities: 'Activities',
    roles: 'Roles',
  },
  notices: { expand: 'Show', collapse: 'Hide' },
  weight: 'of the marks',
};
