import { YEARLY } from './yearly';
import type { AcademicsContent } from './academics.schema';
import { academicsNotices } from './academics-notices';
import { semesterBriefs, syllabusTable } from './academics-semesters';
import { swayamPage } from './academics-swayam';

export * from './academics-notices';
export * from './academics-semesters';
export * from './academics-swayam';

/** The two jury sessions appear on the calendar and the examination page alike. */
export const JURY_SESSIONS = [
  { session: 'Odd semester juries', when: 'December 2025' },
  { session: 'Even semester juries', when: 'May 2026' },
] as const;

export const academics: AcademicsContent = {
  overview: {
    hero: {
      title: 'Academics',
      tagline: 'A studio-centred education where every subject feeds the design of real buildings.',
      chips: ['Design Studios', 'Council of Architecture', 'University of Mumbai', 'MSBTE'],
    },
    philosophy: {
      heading: 'Our philosophy',
      paragraphs: [
        'We believe architecture is learnt by doing. The design studio is the heart of each semester, and history, structures, construction and services are taught so that students use them at the drawing board the same week.',
        'Our students grow up in one of the most crowded and inventive cities in the world. We ask them to look closely at how people in Mumbai live, work and move, and to design with care for climate, cost and community.',
      ],
    },
    objectives: {
      heading: 'What we aim for',
      items: [
        'Give every student a strong base in design, drawing and building technology.',
        'Connect classroom learning with site visits, study tours and practical training.',
        'Build the habits of a professional: clear communication, teamwork and ethical practice.',
        'Encourage research and curiosity about sustainable, affordable and inclusive architecture.',
      ],
    },
    downloads: {
      heading: 'Downloads',
      files: [
        { label: 'Mentor–mentee list (sample)', file: '/docs/Academics/mentor-mentee-list.pdf' },
        { label: 'Semester themes (sample)', file: '/docs/Academics/semester-themes.pdf' },
      ],
    },
    syllabus: {
      heading: 'Syllabus at a glance',
      intro:
        'The five-year B.Arch follows the University of Mumbai syllabus under Council of Architecture norms, grouped here by stage.',
      more: { label: 'See the full syllabus table', href: '/academics/syllabus' },
    },
    integration: {
      heading: 'How the pieces fit together',
      intro: 'Subjects are planned around the studio so that nothing is learnt in isolation.',
      points: [
        {
          title: 'Studio first',
          description:
            'Each semester’s design brief sets the questions that construction, structures and services classes then help answer.',
        },
        {
          title: 'Site and city',
          description:
            'Site visits, measured drawings and study tours take students out of the classroom and into buildings under construction and historic towns.',
        },
        {
          title: 'Practice in the curriculum',
          description:
            'A full semester of practical training and regular talks by practising architects keep teaching close to the profession.',
        },
        {
          title: 'Research to thesis',
          description:
            'Writing and research begin early and build up to the dissertation in semester IX and the thesis in semester X.',
        },
      ],
    },
  },
  philosophy: {
    hero: {
      title: 'Our Philosophy',
      tagline:
        'Learning architecture by looking, making and building, with Mumbai as our classroom.',
      chips: ['Learning by Doing', 'Context', 'Sustainability', 'Empathy'],
    },
    heading: 'Why we teach the way we do',
    paragraphs: [
      'Architecture shapes the homes, schools and streets where people spend their lives. We want our graduates to design with skill and with a sense of responsibility towards the people who will use their buildings.',
      'Teaching is built around the design studio, where small groups work closely with faculty and visiting architects. Lectures, workshops and site visits support the studio rather than compete with it.',
      'We value hand drawing and model making alongside digital tools, because thinking with the hands teaches proportion, material and scale in a way a screen alone cannot.',
    ],
    principles: [
      {
        title: 'Context matters',
        description:
          'Every project starts from a real site, its climate, its people and its history.',
      },
      {
        title: 'Build responsibly',
        description: 'Students weigh energy, water, materials and cost at every stage of design.',
      },
      {
        title: 'Design for everyone',
        description: 'Accessibility and inclusion are part of every brief, not an afterthought.',
      },
      {
        title: 'Keep asking why',
        description: 'Research and discussion are encouraged from the first semester onwards.',
      },
    ],
  },
  calendar: {
    hero: {
      title: 'Academic Calendar',
      tagline: `Key dates for the academic year ${YEARLY.academicYear}, so students and families can plan ahead.`,
      chips: ['Term Dates', 'Juries', 'Internship', 'Thesis'],
    },
    heading: `Academic year ${YEARLY.academicYear} at a glance`,
    intro:
      'Each semester lasts about six months. Studio work is assessed continuously and at a final jury at the end of the semester.',
    columns: ['When', 'What happens', 'Details'],
    events: [
      {
        when: 'June 2, 2025',
        event: 'College reopens',
        detail: 'Returning students resume classes and studio work.',
      },
      {
        when: 'July 2025',
        event: 'Semesters 1 and 2 begin',
        detail:
          'Classes start for newly admitted first-year students, beginning with an orientation week.',
      },
      {
        when: JURY_SESSIONS[0].when,
        event: JURY_SESSIONS[0].session,
        detail: 'End-of-semester design juries with internal and external jurors.',
      },
      {
        when: 'April 2026',
        event: 'Thesis submission',
        detail: 'Final-year students submit their thesis drawings, models and report.',
      },
      {
        when: JURY_SESSIONS[1].when,
        event: JURY_SESSIONS[1].session,
        detail: 'End-of-semester design juries, including thesis juries.',
      },
      {
        when: 'May to July 2026',
        event: 'Semester 8 internship',
        detail: 'Practical training in architects’ offices for semester 8 students.',
      },
    ],
    download: {
      label: `Download the academic calendar ${YEARLY.academicYear} (PDF)`,
      file: YEARLY.academicCalendar,
    },
    note: 'Dates may shift with University of Mumbai and MSBTE circulars; the college notice board and the Notices page carry any change.',
  },
  objectives: {
    hero: {
      title: 'Our Objectives',
      tagline: 'What we want every student to be able to do when they leave us.',
      chips: ['Design Skill', 'Technical Depth', 'Professional Ethics', 'Lifelong Learning'],
    },
    intro:
      'These objectives guide how we plan each semester, choose studio briefs and assess student work.',
    items: [
      {
        title: 'Strong foundations',
        description:
          'Develop sound skills in drawing, design, building construction and structures from the very first year.',
      },
      {
        title: 'Responsive design',
        description:
          'Teach students to design for climate, culture and community, with attention to sustainability and cost.',
      },
      {
        title: 'Ready for practice',
        description:
          'Prepare students for professional work through practical training, working drawings and exposure to live projects.',
      },
      {
        title: 'Research and inquiry',
        description:
          'Encourage independent thinking through documentation, research papers, the dissertation and the thesis.',
      },
      {
        title: 'Values and teamwork',
        description:
          'Build integrity, respect for others and the ability to work in teams with engineers, clients and builders.',
      },
    ],
  },
  outcomes: {
    hero: {
      title: 'Programme Outcomes',
      tagline: 'The abilities our graduates take with them into practice and further study.',
      chips: ['D.Arch', 'B.Arch', 'PO1–PO7', 'Graduate Attributes'],
    },
    intro:
      'Programme outcomes describe what a student should know and be able to do by the end of the programme.',
    darch: {
      heading: 'Diploma in Architecture (MSBTE)',
      outcomes: [
        {
          code: 'PO1',
          title: 'Basic and discipline knowledge',
          explanation:
            'Apply knowledge of basic sciences, drawing and architectural fundamentals to solve routine problems in building design and construction.',
        },
        {
          code: 'PO2',
          title: 'Problem analysis',
          explanation:
            'Identify and analyse well-defined problems on site and in the drawing office using codified standard methods.',
        },
        {
          code: 'PO3',
          title: 'Design and development of solutions',
          explanation:
            'Prepare drawings and design solutions for small buildings and their components that meet the needs of users and local bylaws.',
        },
        {
          code: 'PO4',
          title: 'Tools, drafting and testing',
          explanation:
            'Use drafting, computer-aided design and surveying tools and carry out standard tests on building materials.',
        },
        {
          code: 'PO5',
          title: 'Practice for society, sustainability and environment',
          explanation:
            'Apply appropriate technology and materials with care for safety, health, climate and the environment.',
        },
        {
          code: 'PO6',
          title: 'Project management',
          explanation:
            'Use estimation, costing and site supervision practices to help manage building projects as a team member.',
        },
        {
          code: 'PO7',
          title: 'Life-long learning',
          explanation:
            'Keep learning as building technology and regulations change, and take up further study such as the B.Arch.',
        },
      ],
    },
    barch: {
      heading: 'Bachelor of Architecture (University of Mumbai)',
      message: 'Will be updated soon.',
    },
  },
  notices: academicsNotices,
  semesterBriefs: {
    hero: {
      title: 'Semester Briefs',
      tagline:
        'Ten semesters, ten themes: how the B.Arch studio grows from a single room to a thesis.',
      chips: ['10 Semesters', 'Studio Themes', 'Core Subjects', 'Thesis'],
    },
    intro:
      'Each semester of the five-year B.Arch has a studio theme. The core subjects of that semester are chosen to support it.',
    semesters: semesterBriefs,
  },
  syllabus: {
    hero: {
      title: 'Syllabus',
      tagline: 'The B.Arch syllabus of the University of Mumbai, grouped by stage of learning.',
      chips: ['University of Mumbai', 'Council of Architecture', 'Semester Groups', 'Electives'],
    },
    intro: [
      'The college follows the syllabus prescribed by the University of Mumbai for the Bachelor of Architecture, framed under the Council of Architecture’s minimum standards.',
      'The table groups the ten semesters into four stages. The university’s detailed syllabus, with credits and marks for each subject, is available from the college office.',
    ],
    table: syllabusTable,
    links: [
      { label: 'Semester briefs', href: '/academics/semester-briefs' },
      { label: 'Examination and assessment', href: '/examination' },
    ],
  },
  swayam: swayamPage,
};
