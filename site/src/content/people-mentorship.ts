import type { z } from 'zod';
import data from '../../../content/people/mentorship.yaml';
import type { MentorshipContent } from './people-mentorship.schema';

/* /people/mentorship, from content/people/mentorship.yaml (ADR 028). */
export const mentorship = data as z.output<typeof MentorshipContent>;
