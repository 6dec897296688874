import data from '../../../content/faculty.yaml';
import type { FacultyDirectory, FacultyRecord } from './faculty.schema';

import { DESIGNATIONS } from './faculty-designations';

export { DESIGNATIONS };
export const ALL_DESIGNATIONS = 'All';

/**
 * Case-insensitive search over name, research, designation and practice (§17), with a
 * designation filter. The search also matches each designation's
 * name in the page's language (`names`), so that a Marathi reader finds "प्राध्यापक".
 */
export function filterFaculty<T extends FacultyRecord>(
  records: readonly T[],
  search: string,
  designation: string,
  names: Readonly<Partial<Record<string, string>>> = {},
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  const anyDesignation = designation === '' || designation === ALL_DESIGNATIONS;
  return records.filter(
    (r) =>
      (anyDesignation || r.designation === designation) &&
      (needle === '' ||
        [r.name, r.research, r.designation, names[r.designation] ?? '', r.practice].some((field) =>
          field.toLocaleLowerCase().includes(needle),
        )),
  );
}

/** "All" plus only the designations present, in the order of DESIGNATIONS. */
export function designationOptions(records: readonly FacultyRecord[]): string[] {
  const present = new Set(records.map((r) => r.designation));
  return [ALL_DESIGNATIONS, ...DESIGNATIONS.filter((d) => present.has(d))];
}

export function noFacultyFound(search: string): string {
  return faculty.emptyState.replace('{search}', search);
}

export const faculty = data as FacultyDirectory;
