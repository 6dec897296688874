import type { z } from 'zod';
import data from '../../../content/site.yaml';
import type { SiteSchema } from './site.schema';

/** The college's identity and the site's chrome, from content/site.yaml (ADR 028). */
export const SITE = data as z.output<typeof SiteSchema>;
