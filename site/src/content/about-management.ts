import type { z } from 'zod';
import data from '../../../content/about/management.yaml';
import type { ManagementSchema } from './about.schema';

/* /about/management, from content/about/management.yaml (ADR 028). */
export const MANAGEMENT = data as z.output<typeof ManagementSchema>;
