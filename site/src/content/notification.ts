import { z } from 'zod';
import { YEARLY } from '@skltcoa/shared';
import { DocItem, DocPath, Hero, LinkItem, SAMPLE_NOTE } from './common';

/* /notification: admission notifications and college notices (decision 5). */

export const DatedNotice = z.object({
  date: z.iso.date(),
  title: z.string().min(1),
  audience: z.enum(['Applicants', 'Students', 'Parents', 'Everyone']),
  file: DocPath,
});
export type DatedNotice = z.infer<typeof DatedNotice>;

export const NotificationContent = z.object({
  hero: Hero,
  intro: z.string(),
  admission: z.object({
    heading: z.string(),
    intro: z.string(),
    files: z.array(DocItem).length(2),
  }),
  notices: z.object({
    heading: z.string(),
    note: z.string(),
    columns: z.tuple([
      z.literal('Date'),
      z.literal('Notice'),
      z.literal('For'),
      z.literal('Download'),
    ]),
    items: z
      .array(DatedNotice)
      .min(3)
      .refine((list) => list.every((n, i) => i === 0 || list[i - 1]!.date >= n.date), {
        message: 'Notices are listed newest first',
      }),
  }),
  links: z.array(LinkItem).min(1),
});
export type NotificationContent = z.infer<typeof NotificationContent>;

export const notification = NotificationContent.parse({
  hero: {
    title: 'Notifications',
    tagline: `Admission notifications for ${YEARLY.admissionYear} and the latest notices from the college.`,
    chips: [YEARLY.admissionYear, 'Admissions', 'Notices', 'Downloads'],
  },
  intro:
    'Official notifications are published here as PDFs. Please read them carefully before applying.',
  admission: {
    heading: `Admission notifications, ${YEARLY.admissionYear}`,
    intro:
      'Seats are filled through the centralised admission process of the Government of Maharashtra.',
    files: [
      {
        label: `B.Arch admission notification, ${YEARLY.admissionYear} (PDF)`,
        file: YEARLY.admissionNotifications.barch,
      },
      {
        label: `D.Arch admission notification, ${YEARLY.admissionYear} (PDF)`,
        file: YEARLY.admissionNotifications.darch,
      },
    ],
  },
  notices: {
    heading: 'Recent notices',
    note: `${SAMPLE_NOTE} The notices below are samples.`,
    columns: ['Date', 'Notice', 'For', 'Download'],
    items: [
      {
        date: '2025-09-10',
        title: 'Schedule of parent–teacher meetings (sample)',
        audience: 'Parents',
        file: '/docs/Notifications/parent-teacher-meetings.pdf',
      },
      {
        date: '2025-08-05',
        title: 'Last date for scholarship applications (sample)',
        audience: 'Students',
        file: '/docs/Notifications/scholarship-last-date.pdf',
      },
      {
        date: '2025-07-14',
        title: 'Reporting for first-year admitted students (sample)',
        audience: 'Applicants',
        file: '/docs/Notifications/first-year-reporting.pdf',
      },
      {
        date: '2025-06-02',
        title: 'College reopens for the academic year (sample)',
        audience: 'Everyone',
        file: '/docs/Notifications/college-reopening.pdf',
      },
    ],
  },
  links: [
    { label: 'Admission', href: '/admission' },
    { label: 'Student notices by month', href: '/academics/notices' },
    { label: 'Academic calendar', href: '/academics/calendar' },
  ],
});
