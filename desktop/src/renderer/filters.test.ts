import { describe, expect, it } from 'vitest';
import { LIMITS } from '@skltcoa/shared';
import {
  activeView,
  applyView,
  cleanFilters,
  filterProblem,
  LEAD_VIEWS,
  viewCountsQuery,
} from './filters';

const view = (id: string) => LEAD_VIEWS.find((entry) => entry.id === id)!;

describe('views', () => {
  it('set their own fields and keep the search and the other filters', () => {
    const filters = {
      q: 'rao',
      program: 'Bachelor of Architecture' as const,
      status: 'new' as const,
    };
    expect(applyView(filters, view('overdue'))).toEqual({
      q: 'rao',
      program: 'Bachelor of Architecture',
      due: 'overdue',
    });
    expect(applyView({ assignee: 'me', due: 'today' }, view('all'))).toEqual({});
  });

  it('are recognised from the filters, whichever way they were set', () => {
    expect(activeView({})!.id).toBe('all');
    expect(activeView({ q: 'x', due: 'today' })!.id).toBe('due-today');
    expect(activeView({ assignee: 'me' })!.id).toBe('mine');
    expect(activeView({ status: 'new' })!.id).toBe('new');
    expect(activeView({ status: 'new', due: 'today' })).toBeUndefined();
    expect(activeView({ due: undefined, status: '' as never })!.id).toBe('all');
  });
});

describe('viewCountsQuery', () => {
  it('keeps the search and the filters no view sets, and leaves out those every view sets', () => {
    expect(
      viewCountsQuery({
        q: 'rao',
        program: 'Bachelor of Architecture',
        channel: 'phone',
        from: '2026-11-01',
        due: 'today',
        status: 'new',
        assignee: 'me',
        first_call: 'waiting',
      }),
    ).toEqual({
      q: 'rao',
      program: 'Bachelor of Architecture',
      channel: 'phone',
      from: '2026-11-01',
    });
    expect(viewCountsQuery({ q: '', due: 'overdue' })).toEqual({});
  });
});

describe('cleanFilters', () => {
  it('leaves out empty fields', () => {
    expect(cleanFilters({ q: '', status: undefined, due: 'none' })).toEqual({ due: 'none' });
  });
});

describe('filterProblem', () => {
  it('finds nothing wrong with filters the API answers, a one-day range and blanks included', () => {
    expect(filterProblem({})).toBeNull();
    expect(filterProblem({ from: '2024-01-15', to: '2024-01-15', q: '' })).toBeNull();
    expect(filterProblem({ from: '2024-01-16', to: undefined, status: 'new' })).toBeNull();
  });

  it("says what the API would refuse, at the field to correct, in the schema's words", () => {
    expect(filterProblem({ from: '2024-01-16', to: '2024-01-15' })).toEqual({
      field: 'from',
      message: 'The "from" date must not be after the "to" date.',
    });
    expect(filterProblem({ q: 'x'.repeat(LIMITS.searchMax + 1) })).toEqual({
      field: 'q',
      message: `Search must be at most ${LIMITS.searchMax} characters.`,
    });
  });
});
