import type { z } from 'zod';
import data from '../../../content/academics/objectives.yaml';
import type { AcademicsContent } from './academics.schema';

/* /academics/objectives, from content/academics/objectives.yaml (ADR 028). */
export const academicsObjectives = data as z.output<typeof AcademicsContent.shape.objectives>;
