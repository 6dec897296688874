import { YEARLY } from './yearly';
import { JURY_SESSIONS } from './academics';
import type { ExaminationContent } from './examination.schema';

/* /examination: the assessment scheme, juries and timetables (docs/product-decisions.md §5). */

export const examination: ExaminationContent = {
  hero: {
    title: 'Examination',
    tagline:
      'How your work is assessed: steady effort through the semester, and a jury at the end.',
    chips: ['Continuous Assessment', 'Final Jury', 'Timetables', YEARLY.academicYear],
  },
  intro: [
    'In architecture, much of what you learn shows in your drawings and models rather than in a written paper. Assessment therefore looks at your work across the whole semester as well as at the end.',
    'Theory subjects also have written examinations as set by the University of Mumbai for B.Arch and by MSBTE for D.Arch.',
  ],
  scheme: {
    heading: 'Assessment scheme',
    components: [
      {
        label: 'Continuous assessment',
        weight: 50,
        description:
          'Studio reviews, assignments, site reports, class tests and attendance across the semester, marked by your subject teachers.',
      },
      {
        label: 'Final jury',
        weight: 50,
        description:
          'At the end of the semester you present your work to a panel of internal and external jurors, who question you and mark it.',
      },
    ],
    semesterLength: 'Each semester lasts about six months, from the first class to the final jury.',
  },
  juries: {
    heading: `Jury dates, ${YEARLY.academicYear}`,
    intro: 'Exact dates for each class are given on the Notices page a few weeks before.',
    sessions: JURY_SESSIONS.map((j) => ({ ...j })),
    whatToExpect: [
      'Pin up your sheets and place your models before the jury begins.',
      'Explain your project in about ten minutes, then answer questions.',
      'Jurors mark on design, clarity of drawings, technical resolution and presentation.',
      'Your teachers share feedback after the jury so you know what to work on.',
    ],
  },
  timetables: {
    heading: `Timetables, ${YEARLY.timetableLabel}`,
    intro: 'Download the current timetable for your programme.',
    files: [
      { label: `B.Arch timetable, ${YEARLY.timetableLabel} (PDF)`, file: YEARLY.timetables.barch },
      { label: `D.Arch timetable, ${YEARLY.timetableLabel} (PDF)`, file: YEARLY.timetables.darch },
    ],
  },
  rules: {
    heading: 'Good to know',
    items: [
      'Attendance requirements of the university or board must be met to appear for the final jury and examinations.',
      'Late submissions lose marks unless the delay is approved for a medical or family reason.',
      'Copying someone else’s work, including from the internet, is treated as malpractice.',
      'If you disagree with a mark, speak to your teacher first, then use the grievance procedure.',
    ],
  },
  links: [
    { label: 'Academic calendar', href: '/academics/calendar' },
    { label: 'Notices', href: '/academics/notices' },
    { label: 'Syllabus', href: '/academics/syllabus' },
    { label: 'Student welfare and grievances', href: '/student-welfare' },
  ],
};
