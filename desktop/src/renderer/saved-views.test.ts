import { describe, expect, it } from 'vitest';
import type { SavedView } from '@skltcoa/shared';
import {
  canChange,
  canDelete,
  groupViews,
  nameTaken,
  sameFilters,
  upsertView,
  viewFilters,
  viewLabel,
} from './saved-views';

const view = (overrides: Partial<SavedView>): SavedView => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mine',
  shared: false,
  filters: {},
  grid: [],
  owner: 'asha@example.edu.in',
  mine: true,
  created_at: '2026-11-23T04:30:00.000000Z',
  updated_at: '2026-11-23T04:30:00.000000Z',
  ...overrides,
});

describe('saved views', () => {
  it('compare filters by what they ask for, not by empty fields', () => {
    expect(sameFilters({ status: 'new', q: '' }, { status: 'new' })).toBe(true);
    expect(sameFilters({ status: 'new', due: undefined }, { status: 'new' })).toBe(true);
    expect(sameFilters({ status: 'new' }, { status: 'new', due: 'today' })).toBe(false);
    expect(sameFilters({ status: 'new' }, { status: 'contacted' })).toBe(false);
    expect(viewFilters(view({ filters: { status: 'new', q: undefined } }))).toEqual({
      status: 'new',
    });
  });

  it('group mine first, then the shared ones, and keep that order when one is added', () => {
    const shared = view({ id: 'b', name: 'A shared', mine: false, shared: true, owner: 'p@x.in' });
    const mine = view({ id: 'a', name: 'Zebra' });
    expect(groupViews([mine, shared])).toEqual({ mine: [mine], shared: [shared] });
    const added = view({ id: 'c', name: 'apple' });
    expect(upsertView([mine, shared], added).map((v) => v.id)).toEqual(['c', 'a', 'b']);
    const renamed = { ...mine, name: 'Aardvark' };
    expect(upsertView([added, mine, shared], renamed).map((v) => v.name)).toEqual([
      'Aardvark',
      'apple',
      'A shared',
    ]);
    expect(viewLabel(shared)).toBe('A shared (p@x.in)');
    expect(viewLabel(mine)).toBe('Zebra');
  });

  it('let the owner change a view, and an admin delete a shared one', () => {
    const mine = view({});
    const shared = view({ mine: false, shared: true });
    const private_ = view({ mine: false });
    expect([canChange(mine), canChange(shared)]).toEqual([true, false]);
    expect(canDelete(mine, 'counsellor')).toBe(true);
    expect(canDelete(shared, 'counsellor')).toBe(false);
    expect(canDelete(shared, 'admin')).toBe(true);
    expect(canDelete(private_, 'admin')).toBe(false);
  });

  it('know a name is taken among my views, whatever its case', () => {
    const views = [
      view({ id: 'a', name: 'Due today' }),
      view({ id: 'b', name: 'Other', mine: false }),
    ];
    expect(nameTaken(views, ' DUE today ')).toBe(true);
    expect(nameTaken(views, 'Due today', 'a')).toBe(false);
    expect(nameTaken(views, 'other')).toBe(false);
  });
});
