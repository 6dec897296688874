import type { z } from 'zod';
import { SAMPLE_NOTE } from './common';

import type { SiteSchema } from './site.schema';
export const SITE: z.output<typeof SiteSchema> = {
  name: 'SKLT College of Architecture',
  shortName: 'SKLTCOA',
  group: 'Rahul Education',
  established: 2016,
  place: 'Mumbai',
  address: ['Sample Campus Road, Malad (West)', 'Mumbai 400064, Maharashtra'],
  phone: '+91 22 4000 0000',
  email: 'admissions@skltcoa.example',
  sampleNote: `Address, phone and email are samples. ${SAMPLE_NOTE}`,
  footer: {
    blurb:
      'An architecture college in suburban Mumbai since 2016, teaching the B.Arch degree and the D.Arch diploma through studio, site and city.',
    columns: [
      {
        heading: 'Study',
        links: [
          { label: 'Courses', href: '/courses' },
          { label: 'B.Arch', href: '/courses/barch' },
          { label: 'D.Arch', href: '/courses/darch' },
          { label: 'Admission', href: '/admission' },
          { label: 'Scholarships', href: '/admission/scholarship' },
        ],
      },
      {
        heading: 'College',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Our Principal', href: '/about/principal' },
          { label: 'Vision and Mission', href: '/about/vision-mission' },
          { label: 'Brochure', href: '/about/brochure' },
          { label: 'Contact Us', href: '/contact' },
        ],
      },
      {
        heading: 'Students',
        links: [
          { label: 'Academics', href: '/academics' },
          { label: 'Examination', href: '/examination' },
          { label: 'Notifications', href: '/notification' },
          { label: 'Student Welfare', href: '/student-welfare' },
          { label: 'Privacy Notice', href: '/privacy' },
          { label: 'Withdraw Consent', href: '/privacy/withdraw' },
          { label: 'Your Data Rights', href: '/privacy/request' },
        ],
      },
    ],
    approvals:
      'Approved by the Council of Architecture. B.Arch affiliated to the University of Mumbai; D.Arch affiliated to MSBTE.',
  },
  ui: {
    skipLink: 'Skip to content',
    logoLabel: 'SKLTCOA home',
    menu: 'Menu',
    closeMenu: 'Close menu',
    siteNav: 'Site',
    quickNav: 'Quick links',
    sectionNav: 'In this section',
    expand: 'Show pages under',
    collapse: 'Hide pages under',
    dismiss: 'Dismiss',
    opensNewTab: '(opens in a new tab)',
    pdf: 'PDF',
    download: 'Download',
  },
};
