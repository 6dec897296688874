import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faculty } from '../content/faculty';
import type { FacultyRecord } from '../content/faculty.schema';
import { FacultyDirectory } from './faculty-directory';

const person = (over: Partial<FacultyRecord>): FacultyRecord => ({
  name: 'Ar. Test Person',
  qualifications: 'B.Arch',
  designation: 'Assistant Professor',
  research: 'Daylight in classrooms',
  practice: 'Housing',
  photo: '',
  instagram: '',
  linkedin: '',
  ...over,
});

const cards = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('FacultyDirectory', () => {
  it('shows all 25 records at first, with photos or "No photo available"', () => {
    render(<FacultyDirectory content={faculty} />);
    expect(cards()).toHaveLength(25);
    const withoutPhoto = faculty.records.filter((r) => r.photo === '').length;
    expect(screen.getAllByText('No photo available')).toHaveLength(withoutPhoto);
    expect(screen.getAllByRole('img')).toHaveLength(25 - withoutPhoto);
  });

  it('searches name, research, designation and practice in any case', async () => {
    const user = userEvent.setup({ delay: null });
    const records = [
      person({ name: 'Ar. Asha Rao', research: 'Mangrove edges' }),
      person({ name: 'Dr. Vinod Shah', designation: 'Professor', practice: 'Transit planning' }),
      person({ name: 'Ar. Kiran Das', designation: 'Dean', qualifications: 'M.Arch Heritage' }),
    ];
    render(<FacultyDirectory content={{ ...faculty, records }} />);
    const search = screen.getByRole('searchbox', { name: faculty.searchLabel });
    await user.type(search, 'ASHA');
    expect(cards()).toEqual(['Ar. Asha Rao']);
    await user.clear(search);
    await user.type(search, 'mAnGrOvE');
    expect(cards()).toEqual(['Ar. Asha Rao']);
    await user.clear(search);
    await user.type(search, 'dean');
    expect(cards()).toEqual(['Ar. Kiran Das']);
    await user.clear(search);
    await user.type(search, 'TRANSIT');
    expect(cards()).toEqual(['Dr. Vinod Shah']);
    await user.clear(search);
    await user.type(search, 'heritage');
    expect(cards()).toEqual([]);
  });

  it('offers "All" plus only the designations present, and filters by them', async () => {
    const user = userEvent.setup({ delay: null });
    const records = [
      person({ name: 'A', designation: 'Head of Department' }),
      person({ name: 'B', designation: 'Professor' }),
      person({ name: 'C', designation: 'Professor' }),
    ];
    render(<FacultyDirectory content={{ ...faculty, records }} />);
    const select = screen.getByRole('combobox', { name: faculty.filterLabel });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All', 'Professor', 'Head of Department']);
    await user.selectOptions(select, 'Professor');
    expect(cards()).toEqual(['B', 'C']);
    await user.type(screen.getByRole('searchbox'), 'b');
    expect(cards()).toEqual(['B']);
    await user.selectOptions(select, 'Head of Department');
    expect(cards()).toEqual([]);
    await user.selectOptions(select, 'All');
    expect(cards()).toEqual(['B']);
  });

  it('says No faculty found for "{search text}" when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FacultyDirectory content={faculty} />);
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(screen.getByRole('searchbox'), 'Zzyzx Q');
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No faculty found for "Zzyzx Q"');
  });
});
