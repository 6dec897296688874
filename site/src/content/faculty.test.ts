import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DESIGNATIONS,
  designationOptions,
  faculty,
  filterFaculty,
  noFacultyFound,
} from './faculty';
import { FacultyDirectory, type FacultyRecord } from './faculty.schema';

// import.meta.dirname, not import.meta.url: under jsdom the URL is not a file URL.
const publicDir = resolve(import.meta.dirname, '../../public');

const record = (over: Partial<FacultyRecord>): FacultyRecord => ({
  name: 'Ar. Test Person',
  qualifications: 'B.Arch',
  designation: 'Assistant Professor',
  research: 'Daylight',
  practice: 'Housing',
  photo: '',
  instagram: '',
  linkedin: '',
  ...over,
});

describe('faculty data', () => {
  it('has exactly 25 records, several without a photo', () => {
    expect(faculty.records).toHaveLength(25);
    expect(faculty.records.filter((r) => r.photo === '').length).toBeGreaterThanOrEqual(3);
  });

  it('uses only the designations of DESIGNATIONS', () => {
    for (const r of faculty.records) expect(DESIGNATIONS).toContain(r.designation);
  });

  it('has a placeholder image on disk for every photo it references', () => {
    for (const r of faculty.records.filter((r) => r.photo)) {
      expect(existsSync(publicDir + r.photo), r.photo).toBe(true);
    }
  });

  it('rejects a designation outside the list', () => {
    const bad = {
      ...faculty,
      records: [...faculty.records.slice(1), { ...faculty.records[0], designation: 'Lecturer' }],
    };
    expect(FacultyDirectory.safeParse(bad).success).toBe(false);
  });
});

describe('filterFaculty', () => {
  const records = [
    record({ name: 'Ar. Asha Rao', research: 'Mangrove edges', practice: 'Landscape' }),
    record({
      name: 'Dr. Vinod Shah',
      designation: 'Professor',
      research: 'Transit',
      practice: 'Planning',
    }),
    record({
      name: 'Ar. Kiran Das',
      designation: 'Dean',
      research: 'Conservation',
      practice: 'Heritage',
    }),
  ];

  it('returns everything for an empty or blank search and "All"', () => {
    expect(filterFaculty(records, '', 'All')).toHaveLength(3);
    expect(filterFaculty(records, '   ', 'All')).toHaveLength(3);
    expect(filterFaculty(records, '', '')).toHaveLength(3);
  });

  it('matches name, research, designation and practice case-insensitively', () => {
    expect(filterFaculty(records, 'ASHA', 'All').map((r) => r.name)).toEqual(['Ar. Asha Rao']);
    expect(filterFaculty(records, 'mangrove', 'All')).toHaveLength(1);
    expect(filterFaculty(records, 'dean', 'All').map((r) => r.name)).toEqual(['Ar. Kiran Das']);
    expect(filterFaculty(records, 'hERitage', 'All')).toHaveLength(1);
  });

  it('does not search qualifications', () => {
    expect(filterFaculty(records, 'B.Arch', 'All')).toHaveLength(0);
  });

  it('combines search with the designation filter', () => {
    expect(filterFaculty(records, '', 'Professor').map((r) => r.name)).toEqual(['Dr. Vinod Shah']);
    expect(filterFaculty(records, 'asha', 'Professor')).toHaveLength(0);
  });

  it('finds both Kulkarnis in the real data', () => {
    expect(filterFaculty(faculty.records, 'kulkarni', 'All')).toHaveLength(2);
  });
});

describe('designationOptions', () => {
  it('lists "All" plus only present designations, in the order of DESIGNATIONS', () => {
    const records = [
      record({ designation: 'Head of Department' }),
      record({ designation: 'Professor' }),
      record({ designation: 'Professor' }),
    ];
    expect(designationOptions(records)).toEqual(['All', 'Professor', 'Head of Department']);
  });

  it('is just "All" with no records', () => {
    expect(designationOptions([])).toEqual(['All']);
  });
});

describe('noFacultyFound', () => {
  it('quotes the search text', () => {
    expect(noFacultyFound('xyz')).toBe('No faculty found for "xyz"');
  });
});
