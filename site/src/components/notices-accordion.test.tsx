import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { academics } from '../content/academics';
import { NoticesAccordion } from './notices-accordion';

const { students, faculty } = academics.notices;
const section = (name: string) =>
  screen.getByRole('heading', { name }).closest('details') as HTMLDetailsElement;

describe('NoticesAccordion', () => {
  it('opens the students section and every month by default, and closes the faculty list', () => {
    render(<NoticesAccordion students={students} faculty={faculty} />);
    expect(section(students.heading).open).toBe(true);
    for (const month of ['September', 'August', 'July', 'June']) {
      expect(section(month).open).toBe(true);
    }
    expect(section(faculty.heading).open).toBe(false);
  });

  it('lists every notice as a PDF link under /docs/Notices/', () => {
    render(<NoticesAccordion students={students} faculty={faculty} />);
    const links = screen.getAllByRole('link', { hidden: true });
    const expected =
      students.months.reduce((n, m) => n + m.notices.length, 0) + faculty.notices.length;
    expect(links).toHaveLength(expected);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/docs\/Notices\//);
  });

  it('toggles a section from its summary, which is keyboard-focusable', () => {
    render(<NoticesAccordion students={students} faculty={faculty} />);
    const facultySummary = section(faculty.heading).querySelector('summary')!;
    expect(facultySummary.tabIndex).toBe(0);
    fireEvent.click(facultySummary);
    expect(section(faculty.heading).open).toBe(true);
    const studentsSummary = section(students.heading).querySelector('summary')!;
    fireEvent.click(studentsSummary);
    expect(section(students.heading).open).toBe(false);
  });
});
