import { YEARLY } from '@skltcoa/shared';
import { SAMPLE_NOTE } from './common';
import type { NotificationContent } from './notification.schema';

/* /notification: admission notifications and college notices (docs/product-decisions.md §5). */

export const notification: NotificationContent = {
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
};
