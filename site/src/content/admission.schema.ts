import { z } from 'zod';
import { DocItem, Hero } from './common';
import type * as admission from './admission';
import type { ContentChecks } from './validate';

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

/** The exports of admission.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { ADMISSION: AdmissionSchema } satisfies ContentChecks<typeof admission>;
