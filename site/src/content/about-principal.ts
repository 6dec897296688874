import type { z } from 'zod';
import data from '../../../content/about/principal.yaml';
import type { PrincipalSchema } from './about.schema';

/* /about/principal, from content/about/principal.yaml (ADR 028). */
export const PRINCIPAL = data as z.output<typeof PrincipalSchema>;
