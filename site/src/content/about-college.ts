import type { z } from 'zod';
import data from '../../../content/about/college.yaml';
import type { TextPage } from './about.schema';

/* /about/skltcoa, from content/about/college.yaml (ADR 028). */
export const COLLEGE = data as z.output<typeof TextPage>;
