import type { z } from 'zod';
import data from '../../../content/brochure.yaml';
import type { BrochureSchema } from './about.schema';

/** The brochure page's words, from content/brochure.yaml (ADR 028). */
export const BROCHURE = data as z.output<typeof BrochureSchema>;
