import { SAMPLE_NOTE } from './common';
import type { AcademicsNotices } from './academics-notices.schema';

/* The /academics/notices page; part of `academics` in academics.ts. */

export const NOTICE_MONTHS = ['September', 'August', 'July', 'June'] as const;
const notice = (month: (typeof NOTICE_MONTHS)[number], slug: string, label: string) => ({
  label: `${label} (sample)`,
  file: `/docs/Notices/Students/${month}/${slug}.pdf`,
});

export const academicsNotices: AcademicsNotices = {
  hero: {
    title: 'Notices',
    tagline: 'Circulars for students and faculty, arranged by month.',
    chips: ['Students', 'Faculty', 'Circulars', 'Downloads'],
  },
  note: `${SAMPLE_NOTE} The notices below are samples that show how the page is arranged.`,
  students: {
    heading: 'For students',
    months: [
      {
        month: 'September',
        notices: [
          notice('September', 'internal-review-schedule', 'Schedule of internal design reviews'),
          notice('September', 'study-tour-consent-form', 'Study tour consent form for parents'),
        ],
      },
      {
        month: 'August',
        notices: [
          notice(
            'August',
            'independence-day-celebration',
            'Independence Day celebration on campus',
          ),
          notice('August', 'swayam-course-registration', 'Registration for SWAYAM courses'),
        ],
      },
      {
        month: 'July',
        notices: [
          notice('July', 'first-year-orientation', 'Orientation programme for first-year students'),
          notice('July', 'anti-ragging-undertaking', 'Submission of anti-ragging undertakings'),
        ],
      },
      {
        month: 'June',
        notices: [
          notice('June', 'college-reopening', 'College reopening and timetable'),
          notice('June', 'scholarship-form-submission', 'Scholarship form submission dates'),
        ],
      },
    ],
  },
  faculty: {
    heading: 'For faculty',
    notices: [
      {
        label: 'Faculty development programme schedule (sample)',
        file: '/docs/Notices/Faculties/faculty-development-programme.pdf',
      },
      {
        label: 'Jury panel duties (sample)',
        file: '/docs/Notices/Faculties/jury-panel-duties.pdf',
      },
      {
        label: 'Staff meeting minutes (sample)',
        file: '/docs/Notices/Faculties/staff-meeting-minutes.pdf',
      },
    ],
  },
};
