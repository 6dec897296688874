import type { z } from 'zod';
import data from '../../../content/home.yaml';
import type { HomeSchema } from './home.schema';

/** The home page, from content/home.yaml (checked against HomeSchema when loaded: ADR 028). */
export const HOME = data as z.output<typeof HomeSchema>;
