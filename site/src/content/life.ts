import type { z } from 'zod';
import data from '../../../content/life.yaml';
import type { LifeContent } from './life.schema';

/* The Life pages, from content/life.yaml (checked against LifeContent when loaded: ADR 028). */
export const life = data as z.output<typeof LifeContent>;
