import { SAMPLE_NOTE } from './common';
import { MISSION, VISION } from './vision-mission';
import type { PeopleContent } from './people.schema';
import { mentorship } from './people-mentorship';
import { publications, research } from './people-research';

export * from './people-mentorship';
export * from './people-research';

/** Icon names the leadership cards may use; the component maps each to an SVG. */
export const LEADER_ICONS = ['compass', 'building', 'book', 'users', 'award', 'ruler'] as const;

export const people: PeopleContent = {
  leadership: {
    hero: {
      title: 'Leadership',
      tagline:
        'The people who set the academic direction of the college and look after its students.',
      chips: ['Academic Leadership', 'Vision', 'Mentorship', 'Accountability'],
    },
    // The same blocks as /about/vision-mission, as on the original site
    // (docs/product-decisions.md §17).
    vision: VISION,
    mission: MISSION,
    leaders: {
      heading: 'Academic leadership',
      note: `${SAMPLE_NOTE} The names on these cards are samples.`,
      items: [
        {
          position: 'Officer in Charge as Principal',
          name: 'Ar. Sample Principal',
          specialization: 'Architectural design',
          responsibilities: [
            'Leads the college and its academic planning',
            'Represents the college to the University of Mumbai, MSBTE and the Council of Architecture',
            'Looks after student welfare, discipline and safety on campus',
          ],
          icon: 'compass',
        },
        {
          position: 'Dean, Academics',
          name: 'Ar. Meera Kulkarni',
          specialization: 'Urban design',
          responsibilities: [
            'Plans the academic calendar, studios and assessment',
            'Leads the mentorship programme and student feedback',
          ],
          icon: 'award',
        },
        {
          position: 'Head of Department, B.Arch',
          name: 'Ar. Rajesh Nair',
          specialization: 'Architectural conservation',
          responsibilities: [
            'Plans studios and teaching loads for the B.Arch programme',
            'Coordinates juries and external examiners',
          ],
          icon: 'building',
        },
        {
          position: 'Head of Department, D.Arch',
          name: 'Ar. Sunita Deshpande',
          specialization: 'Building technology',
          responsibilities: [
            'Runs the Diploma programme under MSBTE rules',
            'Oversees workshops, site visits and industrial training',
          ],
          icon: 'ruler',
        },
        {
          position: 'Research Coordinator',
          name: 'Dr. Anil Joshi',
          specialization: 'Urban planning',
          responsibilities: [
            'Guides the research cells and faculty development programmes',
            'Supports dissertations and publications',
          ],
          icon: 'book',
        },
      ],
    },
    principles: {
      heading: 'Leadership principles',
      items: [
        {
          title: 'Students first',
          description: 'Decisions start from what helps students learn and grow.',
        },
        {
          title: 'Open doors',
          description: 'Students, parents and staff can reach the college’s leaders directly.',
        },
        {
          title: 'Lead by practice',
          description: 'Our leaders teach and practise, and stay close to the studio.',
        },
        {
          title: 'Fair and transparent',
          description: 'Rules, marks and decisions are explained and applied equally to all.',
        },
      ],
    },
    impact: {
      heading: 'Leadership impact',
      paragraphs: [
        'Since 2016 the college has grown into a close-knit community of students and teachers, approved by the Council of Architecture and affiliated to the University of Mumbai and MSBTE.',
        'Its leaders have built a culture of mentorship, regular feedback and steady improvement, so that every batch learns from the one before.',
      ],
    },
  },

  mentorship,
  publications,
  research,

  achievements: {
    hero: {
      title: 'Achievements',
      tagline: 'Milestones of the college, its students and its teachers.',
      chips: ['Institutional', 'Students', 'Faculty', 'Collaborations'],
    },
    note: `${SAMPLE_NOTE} The achievements listed are samples that show how the page is arranged.`,
    institutional: {
      heading: 'Institutional achievements',
      items: [
        {
          title: 'College established',
          description:
            'The college opened its doors to its first batch of architecture students in suburban Mumbai.',
          year: 2016,
          category: 'Institutional',
        },
        {
          title: 'New model-making workshop',
          description:
            'A larger workshop for model making, with tools for wood, card and 3D printing.',
          year: 2023,
          category: 'Institutional',
        },
      ],
    },
    students: {
      heading: 'Student success',
      items: [
        {
          title: 'Citation at a national student convention',
          description:
            'A team of our students received a citation for their documentation of a coastal village.',
          year: 2024,
          category: 'Student Success',
        },
        {
          title: 'Thesis exhibited in the city',
          description:
            'Selected thesis projects were shown at a public exhibition on housing in Mumbai.',
          year: 2023,
          category: 'Student Success',
        },
      ],
    },
    faculty: {
      heading: 'Faculty recognition',
      items: [
        {
          title: 'Doctorate awarded',
          description: 'A faculty member completed a PhD on transit-oriented development.',
          year: 2022,
          category: 'Faculty Recognition',
        },
        {
          title: 'Invited jury member',
          description: 'Faculty were invited as jurors for design competitions at other colleges.',
          year: 2024,
          category: 'Faculty Recognition',
        },
      ],
    },
    collaborations: {
      heading: 'Collaborations',
      items: [
        {
          title: 'Heritage walk with a local trust',
          description:
            'Students documented historic buildings with a neighbourhood heritage trust.',
          year: 2023,
          category: 'Collaboration',
        },
        {
          title: 'Training partnerships with practices',
          description:
            'Architectural offices in Mumbai host our students for practical training each year.',
          year: 2025,
          category: 'Collaboration',
        },
      ],
    },
  },

  committees: {
    hero: {
      title: 'Committees',
      tagline: 'The groups of staff and students who keep the college safe, fair and running well.',
      chips: ['Student Welfare', 'Anti-Ragging', 'Governance', 'Student Council'],
    },
    intro:
      'Committees are formed each academic year as required by the University of Mumbai, MSBTE, the UGC and the Council of Architecture. Students and parents may approach any member.',
    note: `${SAMPLE_NOTE} The names of chairs are samples.`,
    welfare: {
      heading: 'Welfare committees',
      items: [
        {
          name: 'Anti-Ragging Committee',
          chair: 'Principal',
          description:
            'Keeps the campus free of ragging in line with UGC regulations and Maharashtra law.',
          responsibilities: [
            'Collects anti-ragging undertakings from students and parents',
            'Runs the anti-ragging squad and surprise checks',
            'Acts on every complaint without delay',
          ],
        },
        {
          name: 'Internal Complaints Committee',
          chair: 'Ar. Kavita Iyer',
          description:
            'Handles complaints of sexual harassment under the POSH Act 2013 and UGC regulations, with a majority of women members and an external member.',
          responsibilities: [
            'Receives and inquires into complaints confidentially',
            'Runs awareness sessions for students and staff',
          ],
        },
        {
          name: 'Grievance Redressal Committee',
          chair: 'Ar. Rajesh Nair',
          description:
            'Hears academic and administrative grievances of students and resolves them fairly.',
          responsibilities: [
            'Acknowledges each grievance and replies in writing',
            'Refers unresolved matters to the university ombudsperson',
          ],
        },
        {
          name: 'Equal Opportunity Cell',
          chair: 'Ar. Priya Menon',
          description:
            'Supports students from disadvantaged groups, including SC, ST, OBC students, women and students with disabilities.',
          responsibilities: [
            'Guides students on scholarships and concessions',
            'Arranges reasonable accommodations for students with disabilities',
          ],
        },
      ],
    },
    functional: {
      heading: 'Functional committees',
      items: [
        {
          name: 'Library Committee',
          purpose: 'Builds the library’s collection of books, journals and drawings.',
          activities: ['Selecting new books and journals', 'Book exhibitions and reading hours'],
        },
        {
          name: 'Cultural and Sports Committee',
          purpose: 'Plans festivals, cultural events and sports through the year.',
          activities: [
            'Annual cultural festival',
            'Inter-college sports participation',
            'Festival celebrations',
          ],
        },
        {
          name: 'Training and Placement Cell',
          purpose: 'Helps students find practical training offices and jobs.',
          activities: ['Portfolio clinics', 'Connecting students with architectural offices'],
        },
        {
          name: 'Exhibitions and Events Committee',
          purpose: 'Shows student work and brings speakers to campus.',
          activities: ['End-of-year exhibition', 'Ru-Ba-Ru talk series'],
        },
      ],
    },
    governance: {
      heading: 'Governance and student bodies',
      items: [
        {
          body: 'College Development Committee',
          description:
            'The college’s governing committee under the Maharashtra Public Universities Act 2016, with management, teachers, staff and student representatives.',
          roles: ['Approves the academic and development plan', 'Reviews budgets and facilities'],
        },
        {
          body: 'Internal Quality Assurance Cell',
          description: 'Tracks teaching quality and prepares the college for accreditation.',
          roles: ['Collects student feedback each semester', 'Plans faculty development'],
        },
        {
          body: 'Student Council',
          description: 'Elected and nominated class representatives who speak for students.',
          roles: [
            'Brings student concerns to the principal',
            'Organises student events with the committees',
          ],
        },
      ],
    },
  },
};
