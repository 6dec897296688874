import type { z } from 'zod';
import type { BrochureSchema } from './about.schema';

export const BROCHURE: z.output<typeof BrochureSchema> = {
  hero: {
    title: 'College Brochure',
    tagline: 'Everything about the college, in one document.',
    chips: ['Curriculum', 'Facilities', 'Faculty', 'Admission'],
  },
  contentsHeading: 'Inside the brochure',
  contentsIntro: 'The brochure covers:',
  contents: [
    'Curriculum',
    'Facilities',
    'Faculty',
    'Achievements and placements',
    'Campus life',
    'Admission and scholarships',
  ],
};
