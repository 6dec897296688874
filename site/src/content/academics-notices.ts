import { z } from 'zod';
import { DocItem, Hero, SAMPLE_NOTE } from './common';

/* The /academics/notices page; part of `academics` in academics.ts. */

export const NOTICE_MONTHS = ['September', 'August', 'July', 'June'] as const;

export const NoticeMonth = z
  .object({ month: z.enum(NOTICE_MONTHS), notices: z.array(DocItem).min(1) })
  .refine((m) => m.notices.every((n) => n.file.startsWith(`/docs/Notices/Students/${m.month}/`)), {
    message: 'Student notices live under /docs/Notices/Students/{Month}/',
  });
export type NoticeMonth = z.infer<typeof NoticeMonth>;

const FacultyNotice = DocItem.refine((n) => n.file.startsWith('/docs/Notices/Faculties/'), {
  message: 'Faculty notices live under /docs/Notices/Faculties/',
});

export const AcademicsNotices = z.object({
  hero: Hero,
  note: z.string(),
  students: z.object({ heading: z.string(), months: z.array(NoticeMonth).length(4) }),
  faculty: z.object({ heading: z.string(), notices: z.array(FacultyNotice).min(1) }),
});
export type AcademicsNotices = z.infer<typeof AcademicsNotices>;

const notice = (month: (typeof NOTICE_MONTHS)[number], slug: string, label: string) => ({
  label: `${label} (sample)`,
  file: `/docs/Notices/Students/${month}/${slug}.pdf`,
});

export const academicsNotices = AcademicsNotices.parse({
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
});
