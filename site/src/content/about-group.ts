import type { z } from 'zod';
import data from '../../../content/about/group.yaml';
import type { TextPage } from './about.schema';

/* /about/rahul-education, from content/about/group.yaml (ADR 028). */
export const GROUP = data as z.output<typeof TextPage>;
