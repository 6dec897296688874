import type { z } from 'zod';
import data from '../../../content/admission.yaml';
import type { AdmissionSchema } from './admission.schema';

/** The admission pages' words, from content/admission.yaml (ADR 028). */
export const ADMISSION = data as z.output<typeof AdmissionSchema>;
