import type { z } from 'zod';
import data from '../../../content/academics/overview.yaml';
import type { AcademicsContent } from './academics.schema';

/* /academics, from content/academics/overview.yaml (ADR 028). */
export const academicsOverview = data as z.output<typeof AcademicsContent.shape.overview>;
