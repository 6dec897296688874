import { z } from 'zod';
import { DocItem, Hero } from './common';

export const AdmissionSchema = z.object({
  hero: Hero,
  notificationsHeading: z.string(),
  notifications: z.array(DocItem).length(2),
  coursesHeading: z.string(),
  approvedBy: z.string(),
  courseLink: z.string(),
  eligibility: z.object({ hero: Hero }),
  intake: z.object({ hero: Hero, heading: z.string() }),
  scholarship: z.object({ hero: Hero }),
  alumni: z.object({ hero: Hero }),
});

/** The schema of content/admission.yaml, found by its name (docs/editing-content.md). */
export default AdmissionSchema;
