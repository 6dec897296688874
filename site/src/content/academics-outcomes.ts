import type { z } from 'zod';
import data from '../../../content/academics/outcomes.yaml';
import type { AcademicsContent } from './academics.schema';

/* /academics/outcomes, from content/academics/outcomes.yaml (ADR 028). */
export const academicsOutcomes = data as z.output<typeof AcademicsContent.shape.outcomes>;
