import { describe, expect, it } from 'vitest';
import { activeView, applyView, cleanFilters, LEAD_VIEWS } from './filters';

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

describe('cleanFilters', () => {
  it('leaves out empty fields', () => {
    expect(cleanFilters({ q: '', status: undefined, due: 'none' })).toEqual({ due: 'none' });
  });
});
