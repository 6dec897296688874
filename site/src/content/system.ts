import type { z } from 'zod';
import data from '../../../content/system.yaml';
import type { SystemSchema } from './system.schema';

/** The not-found, error, redirect and thank-you pages' words, from content/system.yaml (ADR 028). */
export const SYSTEM = data as z.output<typeof SystemSchema>;
