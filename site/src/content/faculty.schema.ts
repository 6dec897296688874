import { z } from 'zod';
import { ExternalUrl, Hero } from './common';
import { DESIGNATIONS } from './faculty-designations';
import type * as faculty from './faculty';
import type { ContentChecks } from './validate';

export const Designation = z.enum(DESIGNATIONS);
export type Designation = z.infer<typeof Designation>;

export const FacultyRecord = z.object({
  name: z.string().min(1),
  qualifications: z.string().min(1),
  designation: Designation,
  research: z.string().min(1),
  practice: z.string().min(1),
  /** Empty when the college has no photo yet; the card then says so. */
  photo: z.union([z.literal(''), z.string().regex(/^\/images\/faculty\/[a-z0-9-]+\.svg$/)]),
  instagram: z.union([z.literal(''), ExternalUrl]),
  linkedin: z.union([z.literal(''), ExternalUrl]),
});
export type FacultyRecord = z.infer<typeof FacultyRecord>;

export const FacultyDirectory = z.object({
  hero: Hero,
  intro: z.string().min(1),
  searchLabel: z.string().min(1),
  searchPlaceholder: z.string().min(1),
  filterLabel: z.string().min(1),
  noPhoto: z.string().min(1),
  /** Each designation's name on the page and in the filter, and the filter's "All". */
  designationNames: z.record(z.enum(['All', ...DESIGNATIONS]), z.string().min(1)),
  /** `{search}` is replaced with what the visitor typed. */
  emptyState: z.string().includes('{search}'),
  labels: z.object({
    qualifications: z.string(),
    research: z.string(),
    practice: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
  }),
  records: z.array(FacultyRecord).length(25),
});
export type FacultyDirectory = z.infer<typeof FacultyDirectory>;

/** The schema of content/faculty.yaml, found by its name (docs/editing-content.md). */
export default FacultyDirectory;

/** The exports of faculty.ts that src/content/validate.ts checks, and the schema of each. */
export const CHECKS = { faculty: FacultyDirectory } satisfies ContentChecks<typeof faculty>;
