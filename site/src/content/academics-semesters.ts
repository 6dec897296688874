import type { SemesterBrief, SyllabusTable } from './academics-semesters.schema';

/* The ten B.Arch semester briefs and the syllabus table by semester groups. */

export const syllabusTable: SyllabusTable = {
  columns: ['Semesters', 'Stage', 'Focus', 'Key subjects'],
  groups: [
    {
      semesters: 'I & II',
      stage: 'Foundation',
      focus:
        'Learning to see, draw and make: basic design, form and space, and the way materials behave in the hand.',
      subjects: [
        'Architectural Design I & II',
        'Architectural Graphics',
        'Basic Design and Visual Arts',
        'Building Materials and Construction',
        'Structures I',
        'History of Architecture I',
        'Workshop and Model Making',
      ],
    },
    {
      semesters: 'III & IV',
      stage: 'Building blocks',
      focus:
        'Designing small buildings for real users and climates, and understanding how they stand, breathe and are built.',
      subjects: [
        'Architectural Design III & IV',
        'Climatology',
        'Building Construction',
        'Theory of Structures',
        'History of Architecture II',
        'Surveying and Levelling',
        'Computer Applications in Architecture',
      ],
    },
    {
      semesters: 'V–VIII',
      stage: 'Complexity and practice',
      focus:
        'Housing, public buildings and urban settings; services, working drawings and a semester of practical training in an architect’s office.',
      subjects: [
        'Architectural Design V–VII',
        'Building Services',
        'Working Drawings',
        'Landscape Architecture',
        'Estimation, Costing and Specifications',
        'Professional Practice',
        'Practical Training (semester VIII)',
      ],
    },
    {
      semesters: 'IX & X',
      stage: 'Independent work',
      focus:
        'Urban design and research, ending in a thesis that each student defines, researches and defends before a jury.',
      subjects: [
        'Urban Design',
        'Research in Architecture and Dissertation',
        'Project Management',
        'Electives',
        'Architectural Thesis',
      ],
    },
  ],
};

export const semesterBriefs: SemesterBrief[] = [
  {
    semester: 1,
    theme: 'Seeing and making',
    description:
      'Students learn to observe, sketch and build models by hand. Studio exercises move from lines and planes to simple spaces a person can stand in.',
    coreSubjects: [
      'Architectural Design I',
      'Basic Design and Visual Arts',
      'Architectural Graphics I',
      'Building Materials I',
    ],
  },
  {
    semester: 2,
    theme: 'Space for one',
    description:
      'A first small building — a kiosk, a reading room or a studio for one person — designed around the body, light and movement.',
    coreSubjects: [
      'Architectural Design II',
      'Architectural Graphics II',
      'Building Construction I',
      'Structures I',
    ],
  },
  {
    semester: 3,
    theme: 'Climate and place',
    description:
      'Buildings that respond to Mumbai’s heat, humidity and monsoon. Students study a rural or coastal settlement and design a small community building for it.',
    coreSubjects: [
      'Architectural Design III',
      'Climatology',
      'Building Construction II',
      'History of Architecture I',
    ],
  },
  {
    semester: 4,
    theme: 'Institutions',
    description:
      'A school, clinic or library for a real neighbourhood, with attention to structure, circulation and the people who use it every day.',
    coreSubjects: [
      'Architectural Design IV',
      'Theory of Structures',
      'Surveying and Levelling',
      'Computer Applications I',
    ],
  },
  {
    semester: 5,
    theme: 'Housing and community',
    description:
      'Group housing at different densities, from chawls and cluster housing to mid-rise blocks, with a close look at how families in the city actually live.',
    coreSubjects: [
      'Architectural Design V',
      'Building Services I',
      'Housing',
      'History of Architecture II',
    ],
  },
  {
    semester: 6,
    theme: 'Public buildings',
    description:
      'Larger public projects such as a transit hub or a cultural centre: structure, fire safety, services and accessibility worked out together.',
    coreSubjects: [
      'Architectural Design VI',
      'Building Services II',
      'Working Drawings',
      'Landscape Architecture',
    ],
  },
  {
    semester: 7,
    theme: 'Building in the city',
    description:
      'Mixed-use and campus projects on dense urban sites, with codes, costs and detailed drawings prepared as an office would.',
    coreSubjects: [
      'Architectural Design VII',
      'Estimation, Costing and Specifications',
      'Professional Practice I',
      'Elective I',
    ],
  },
  {
    semester: 8,
    theme: 'Practical training',
    description:
      'A full semester in a registered architect’s office. Students keep a training diary, submit a report and present their work to a faculty panel.',
    coreSubjects: [
      'Practical Training',
      'Training Report',
      'Professional Practice II',
      'Portfolio Review',
    ],
  },
  {
    semester: 9,
    theme: 'Urban design and research',
    description:
      'Students read the city at the scale of streets and districts, and write a research dissertation that often becomes the ground for their thesis.',
    coreSubjects: [
      'Urban Design',
      'Research in Architecture and Dissertation',
      'Project Management',
      'Elective II',
    ],
  },
  {
    semester: 10,
    theme: 'Thesis',
    description:
      'An independent design project chosen, researched and developed by the student under a guide, and defended before internal and external jurors.',
    coreSubjects: ['Architectural Thesis', 'Thesis Report', 'Elective III', 'Final Jury'],
  },
];
