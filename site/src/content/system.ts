import type { z } from 'zod';

import type { SystemSchema } from './system.schema';
export const SYSTEM: z.output<typeof SystemSchema> = {
  notFound: {
    heading: 'Page is Under Development',
    text: 'Thanks for your Patience',
    link: 'Back to Home',
    href: '/home',
  },
  error: {
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Please reload, or go back to the home page.',
    link: 'Back to Home',
  },
  redirect: { text: 'This page has moved. Continue to' },
  thankYou: {
    heading: 'Thank you!',
    text: 'Your enquiry has reached our admissions office. Our team will contact you soon.',
    back: 'Back to where you were',
    home: 'Back to Home',
    brochure: 'Download the brochure (PDF)',
    brochureNoScript: 'Asked for the brochure? Download it here (PDF)',
  },
};
