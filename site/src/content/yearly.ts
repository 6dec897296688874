import type { z } from 'zod';
import data from '../../../content/yearly.yaml';
import type { YearlySchema } from './yearly.schema';

/** The yearly values, from content/yearly.yaml (checked when loaded: ADR 028). */
export const YEARLY = data as z.output<typeof YearlySchema>;
