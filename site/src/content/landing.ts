import type { z } from 'zod';

import type { LandingSchema } from './landing.schema';
export const LANDING: z.output<typeof LandingSchema> = {
  heading: 'SKLT College of Architecture, Mumbai',
  panels: [
    { label: 'HOME', sub: 'Programmes, films and admissions', href: '/home', art: 'campus' },
    { label: 'ABOUT US', sub: 'Who we are and how we teach', href: '/about', art: 'studio' },
    {
      label: 'LIFE AT SKLTCOA',
      sub: 'Studios, trips and festivals',
      href: '/life',
      art: 'courtyard',
    },
    { label: 'CONTACT', sub: 'Find us in suburban Mumbai', href: '/contact', art: 'city' },
  ],
};
