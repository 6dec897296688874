import type { z } from 'zod';
import data from '../../../content/welfare.yaml';
import type { WelfareContent } from './welfare.schema';

/* /student-welfare, from content/welfare.yaml (checked when loaded: ADR 028). */
export const welfare = data as z.output<typeof WelfareContent>;
