import { z } from 'zod';
import { Hero } from './common';
import { ACHIEVEMENT_CATEGORIES } from './people.schema';
import { PUBLICATION_KINDS } from './people-research.schema';
import type * as pageLabels from './page-labels';
import type { ContentChecks } from './validate';

const Text = z.string().min(1);

/** Small labels and headings of the second-half pages that their content modules do not carry. */
export const PageLabelsSchema = z.object({
  peopleOverview: z.object({ hero: Hero, heading: Text, intro: Text }),
  semester: z.object({ prefix: Text, coreSubjects: Text }),
  leader: z.object({ specialization: Text, responsibilities: Text }),
  mentorship: z.object({ format: Text, participants: Text, outcomes: Text, mentors: Text }),
  publication: z.object({
    authors: Text,
    expected: Text,
    kinds: z.record(z.enum(PUBLICATION_KINDS), Text),
  }),
  achievementCategories: z.record(z.enum(ACHIEVEMENT_CATEGORIES), Text),
  committee: z.object({ chair: Text, responsibilities: Text, activities: Text, roles: Text }),
  notices: z.object({ expand: Text, collapse: Text }),
  weight: Text,
});
export type PageLabels = z.infer<typeof PageLabelsSchema>;

/** The schema of content/page-labels.yaml, found by its name (docs/editing-content.md). */
export default PageLabelsSchema;

/** The exports of page-labels.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { PAGE_LABELS: PageLabelsSchema } satisfies ContentChecks<typeof pageLabels>;
