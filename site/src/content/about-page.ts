import type { z } from 'zod';
import data from '../../../content/about/about.yaml';
import type { AboutSchema } from './about.schema';

/* /about, from content/about/about.yaml (ADR 028). */
export const ABOUT = data as z.output<typeof AboutSchema>;
