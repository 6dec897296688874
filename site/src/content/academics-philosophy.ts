import type { z } from 'zod';
import data from '../../../content/academics/philosophy.yaml';
import type { AcademicsContent } from './academics.schema';

/* /academics/philosophy, from content/academics/philosophy.yaml (ADR 028). */
export const academicsPhilosophy = data as z.output<typeof AcademicsContent.shape.philosophy>;
