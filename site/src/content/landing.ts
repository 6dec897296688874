import type { z } from 'zod';
import data from '../../../content/landing.yaml';
import type { LandingSchema } from './landing.schema';

/** The landing page, from content/landing.yaml (checked against LandingSchema when loaded: ADR 028). */
export const LANDING = data as z.output<typeof LandingSchema>;
