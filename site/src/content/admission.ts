import { YEARLY } from '@skltcoa/shared';
import type { z } from 'zod';

import type { AdmissionSchema } from './admission.schema';
export const ADMISSION: z.output<typeof AdmissionSchema> = {
  hero: {
    title: 'Admission',
    tagline: `Admissions are open for ${YEARLY.admissionYear}.`,
    chips: [YEARLY.admissionYear, 'B.Arch', 'D.Arch', 'Scholarships'],
  },
  notificationsHeading: 'Admission notifications',
  notifications: [
    {
      label: `B.Arch Admission Notification ${YEARLY.academicYear}`,
      file: YEARLY.admissionNotifications.barch,
    },
    {
      label: `D.Arch Admission Notification ${YEARLY.academicYear}`,
      file: YEARLY.admissionNotifications.darch,
    },
  ],
  coursesHeading: 'Our programmes',
  approvedBy: 'Approved by the Council of Architecture',
  courseLink: 'About the programme',
  eligibility: {
    hero: {
      title: 'Eligibility',
      tagline: 'Who can apply for B.Arch and D.Arch.',
      chips: ['Class 12', 'A Levels', 'IBDP', 'Class 10'],
    },
  },
  intake: {
    hero: {
      title: 'Intake',
      tagline: 'Seats available each year.',
      chips: ['B.Arch 40', 'D.Arch 40', 'Centralized Admission', 'Maharashtra'],
    },
    heading: 'Seats per programme',
  },
  scholarship: {
    hero: {
      title: 'Scholarships',
      tagline: 'Government and institutional support for your studies.',
      chips: ['Government Schemes', 'Merit', 'Sports', 'Hostel Allowance'],
    },
  },
  alumni: {
    hero: {
      title: 'Our Alumni',
      tagline: 'Graduates of both programmes, and where they are now.',
      chips: ['Practice', 'Further Study', 'Conservation', 'Construction'],
    },
  },
};
