import type { z } from 'zod';
import data from '../../../content/academics/calendar.yaml';
import type { AcademicsContent } from './academics.schema';

/* /academics/calendar, from content/academics/calendar.yaml (ADR 028). */
export const academicsCalendar = data as z.output<typeof AcademicsContent.shape.calendar>;
