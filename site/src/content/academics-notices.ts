import type { z } from 'zod';
import data from '../../../content/academics/notices.yaml';
import type { AcademicsNotices } from './academics-notices.schema';

/* /academics/notices, from content/academics/notices.yaml (ADR 028); part of `academics`. */
export const academicsNotices = data as z.output<typeof AcademicsNotices>;
