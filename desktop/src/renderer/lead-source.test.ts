import type { Lead, LeadEvent, LeadFilters, LeadPage, LeadQueryRequest } from '@skltcoa/shared';
import type { GridApi, IDatasource, IGetRowsParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { sampleLead } from '../../test/lead-fixture';
import { LeadSource, sortModelOf, sortOf } from './lead-source';

/** Devanagari names, as many families write them. */
const lead = (overrides: Partial<Lead> = {}) => sampleLead({ name: 'अनन्या पाटील', ...overrides });

const changed = (row: Lead): LeadEvent => ({ kind: 'changed', lead: row, activity: null });

/** The part of AG Grid's infinite row model the source uses, over a plain list of loaded rows. */
function fakeGrid(loaded: Lead[]) {
  let rows = [...loaded];
  let datasource: IDatasource | undefined;
  let refreshed = 0;
  const redrawn: string[] = [];
  const selected = new Set<string>();
  const node = (id: string) => {
    const found = rows.find((row) => row.id === id);
    return found
      ? {
          data: found,
          setData: (data: Lead) => {
            rows = rows.map((row) => (row.id === id ? data : row));
          },
        }
      : undefined;
  };
  const api = {
    isDestroyed: () => false,
    setGridOption: (name: string, value: IDatasource) => {
      if (name === 'datasource') datasource = value;
    },
    getRowNode: node,
    forEachNode: (visit: (n: ReturnType<typeof node>) => void) => {
      for (const row of rows) visit(node(row.id));
    },
    refreshInfiniteCache: () => {
      refreshed += 1;
    },
    redrawRows: ({ rowNodes }: { rowNodes: { data: Lead }[] }) => {
      redrawn.push(...rowNodes.map((n) => n.data.id));
    },
    deselectAll: () => selected.clear(),
    setNodesSelected: ({ nodes, newValue }: { nodes: { data: Lead }[]; newValue: boolean }) => {
      for (const { data } of nodes) {
        if (newValue) selected.add(data.id);
        else selected.delete(data.id);
      }
    },
    getSelectedNodes: () => rows.filter((row) => selected.has(row.id)).map((row) => node(row.id)),
    getSelectedRows: () => rows.filter((row) => selected.has(row.id)),
  };
  return {
    api: api as unknown as GridApi<Lead>,
    rows: () => rows,
    refreshed: () => refreshed,
    redrawn: () => redrawn,
    selected: () => [...selected],
    /** The grid asks its datasource for a block; resolves with what it was told. */
    ask: (startRow: number, endRow: number, sortModel: IGetRowsParams['sortModel'] = []) =>
      new Promise<{ rows: Lead[]; last?: number } | 'failed'>((resolve) => {
        datasource!.getRows({
          startRow,
          endRow,
          sortModel,
          filterModel: {},
          context: undefined,
          api: undefined as unknown as GridApi,
          successCallback: (rowsThisBlock, last) => resolve({ rows: [...rowsThisBlock], last }),
          failCallback: () => resolve('failed'),
        });
      }),
  };
}

describe('sortOf', () => {
  it('asks the API for the grid’s first sorted column, and the newest first without one', () => {
    expect(sortOf([])).toEqual({ sort: 'received', dir: 'desc' });
    expect(sortOf([{ colId: 'name', sort: 'asc' }])).toEqual({ sort: 'name', dir: 'asc' });
    expect(
      sortOf([
        { colId: 'status', sort: 'desc' },
        { colId: 'name', sort: 'asc' },
      ]),
    ).toEqual({ sort: 'status', dir: 'desc' });
    // A column the API cannot sort by (a newer layout's) falls back to the default.
    expect(sortOf([{ colId: 'ag-Grid-SelectionColumn', sort: 'asc' }])).toEqual({
      sort: 'received',
      dir: 'desc',
    });
  });

  it('reads the sort from column state in the order it was chosen', () => {
    expect(
      sortModelOf([
        { colId: 'name', sort: 'asc', sortIndex: 1 },
        { colId: 'phone', sort: null },
        { colId: 'status', sort: 'desc', sortIndex: 0 },
      ]),
    ).toEqual([
      { colId: 'status', sort: 'desc' },
      { colId: 'name', sort: 'asc' },
    ]);
  });
});

describe('LeadSource', () => {
  function source(
    answer: (query: LeadQueryRequest) => Promise<LeadPage>,
    matches?: (lead: Lead, query: LeadFilters) => boolean,
  ) {
    const asked: LeadQueryRequest[] = [];
    const totals: number[] = [];
    const errors: unknown[] = [];
    const rows = new LeadSource({
      list: (query) => {
        asked.push(query);
        return answer(query);
      },
      onTotal: (total) => totals.push(total),
      onError: (error) => errors.push(error),
      matches,
    });
    return { rows, asked, totals, errors };
  }

  it('asks for each block with the query, the sort and its offset, and ends a short block', async () => {
    const leads = Array.from({ length: 150 }, () => lead());
    const { rows, asked, totals } = source(async (query) => ({
      leads: leads.slice(query.offset!, query.offset! + query.limit!),
      total: leads.length,
      nextCursor: null,
    }));
    const grid = fakeGrid([]);
    rows.setQuery({ q: 'patil' });
    rows.attach(grid.api);
    expect(await grid.ask(0, 100, [{ colId: 'name', sort: 'asc' }])).toEqual({
      rows: leads.slice(0, 100),
      last: 150,
    });
    expect(await grid.ask(100, 200)).toEqual({ rows: leads.slice(100), last: 150 });
    expect(asked).toEqual([
      { q: 'patil', sort: 'name', dir: 'asc', offset: 0, limit: 100 },
      { q: 'patil', sort: 'received', dir: 'desc', offset: 100, limit: 100 },
    ]);
    expect(totals).toEqual([150, 150]);
  });

  it('drops an answer to a query that has since changed, and reports errors of the current one', async () => {
    let release: (page: LeadPage) => void = () => {};
    const { rows, asked, totals, errors } = source(
      () =>
        new Promise<LeadPage>((resolve) => {
          release = resolve;
        }),
    );
    const grid = fakeGrid([]);
    rows.attach(grid.api);
    // Mounted while the view is on its way: nothing is asked until the query is known.
    expect(asked).toEqual([]);
    rows.setQuery({});
    const stale = grid.ask(0, 100);
    rows.setQuery({ status: 'new' });
    release({ leads: [lead()], total: 1, nextCursor: null });
    expect(await stale).toBe('failed');
    expect(totals).toEqual([]);
    expect(errors).toEqual([]);

    const failing = source(async () => {
      throw new Error('offline');
    });
    const other = fakeGrid([]);
    failing.rows.setQuery({});
    failing.rows.attach(other.api);
    expect(await other.ask(0, 100)).toBe('failed');
    expect(failing.errors).toEqual([new Error('offline')]);
  });

  it('puts a newer state into its row in place, never an older one', () => {
    const [a, b] = [lead(), lead({ version: 3 })];
    const grid = fakeGrid([a!, b!]);
    const { rows } = source(async () => ({ leads: [], total: 0, nextCursor: null }));
    rows.attach(grid.api);
    const newer = { ...a!, version: 2, status: 'contacted' as const };
    const older = { ...b!, version: 2, status: 'lost' as const };
    expect(rows.applyEvents([changed(newer), changed(older)])).toEqual([]);
    expect(grid.rows()).toEqual([newer, b]);
    expect(rows.get(a!.id)).toBe(newer);
    expect(grid.refreshed()).toBe(0);
  });

  it('gives every loaded row of a family the size a new enquiry brings', () => {
    const family = 'f1';
    const [a, b, c] = [
      lead({ family_id: family, family_size: 2 }),
      lead({ family_id: family, family_size: 2 }),
      lead(),
    ];
    const grid = fakeGrid([a!, b!, c!]);
    const { rows } = source(async () => ({ leads: [], total: 0, nextCursor: null }));
    rows.attach(grid.api);
    const joined = lead({ family_id: family, family_size: 3 });
    rows.applyEvents([{ kind: 'created', lead: joined, activity: null }]);
    expect(grid.rows().map((row) => row.family_size)).toEqual([3, 3, 1]);
    expect(grid.rows()[2]).toBe(c);
  });

  it('keeps a duplicate merged away in its row, marked, and asks nothing again', () => {
    const [kept, duplicate] = [lead(), lead()];
    const grid = fakeGrid([kept!, duplicate!]);
    const { rows } = source(async () => ({ leads: [], total: 0, nextCursor: null }));
    rows.attach(grid.api);
    const merged = { ...duplicate!, version: 2, merged_into: kept!.id };
    expect(rows.replace([merged])).toEqual([merged]);
    expect(grid.rows()).toEqual([kept, merged]);
    expect(rows.leftView(duplicate!.id)).toBe('merged');
    expect(grid.redrawn()).toEqual([duplicate!.id]);
    expect(grid.refreshed()).toBe(0);
  });

  it('holds a lead that no longer matches where it is, marked, until the list is read again', () => {
    const today = lead({ next_follow_up_at: '2025-06-10T05:00:00Z' });
    const other = lead({ next_follow_up_at: '2025-06-10T06:00:00Z' });
    const grid = fakeGrid([today, other]);
    const inView = (row: Lead, query: LeadFilters) =>
      query.due !== 'today' || row.next_follow_up_at?.startsWith('2025-06-10') === true;
    const { rows } = source(async () => ({ leads: [], total: 0, nextCursor: null }), inView);
    rows.attach(grid.api);
    rows.setQuery({ due: 'today' });
    const moved = { ...today, version: 2, next_follow_up_at: '2025-06-17T05:00:00Z' };
    expect(rows.applyEvents([changed(moved)])).toEqual([moved]);
    // In its place, with its new follow-up, and marked; the list was not read again.
    expect(grid.rows()).toEqual([moved, other]);
    expect(rows.leftView(today.id)).toBe('filters');
    expect(rows.leftView(other.id)).toBeUndefined();
    expect(grid.refreshed()).toBe(0);
    // An unrelated enquiry moves nothing.
    rows.applyEvents([{ kind: 'created', lead: lead(), activity: null }]);
    expect(grid.rows()).toEqual([moved, other]);
    // Moved back, it is in the list again.
    const back = { ...moved, version: 3, next_follow_up_at: '2025-06-10T09:00:00Z' };
    expect(rows.applyEvents([changed(back)])).toEqual([]);
    expect(rows.leftView(today.id)).toBeUndefined();
    // Reading the list again drops the marks.
    rows.applyEvents([changed({ ...back, version: 4, next_follow_up_at: null })]);
    expect(rows.leftView(today.id)).toBe('filters');
    rows.refresh();
    expect(rows.leftView(today.id)).toBeUndefined();
  });

  it('selects the whole list, loaded or not, less the rows unticked, at the versions seen', async () => {
    const loaded = [lead(), lead(), lead()];
    const notLoaded = lead();
    const seen = loaded[1]!;
    // The API has a colleague's newer version of a lead this console shows.
    const answers = [...loaded, notLoaded];
    const counts: number[] = [];
    const grid = fakeGrid(loaded);
    const tracked = new LeadSource({
      list: async (query) =>
        query.offset === undefined
          ? {
              leads: answers.map((l) => (l.id === seen.id ? { ...l, version: 2 } : l)),
              total: 4,
              nextCursor: null,
            }
          : { leads: loaded, total: 4, nextCursor: null },
      onTotal: () => {},
      onError: () => {},
      onSelection: (n) => counts.push(n),
    });
    tracked.setQuery({});
    tracked.attach(grid.api);
    await grid.ask(0, 100);
    tracked.selectWholeList(true);
    expect(tracked.selectedCount).toBe(4);
    expect(grid.selected().sort()).toEqual(loaded.map((l) => l.id).sort());
    tracked.noteRowSelected(loaded[0]!.id, false);
    expect(tracked.selectedCount).toBe(3);
    expect(counts.at(-1)).toBe(3);
    const chosen = await tracked.selectedLeads();
    expect(chosen.map((l) => l.id)).toEqual([seen.id, loaded[2]!.id, notLoaded.id]);
    // The row on screen goes at version 1, as staff saw it.
    expect(chosen[0]!.version).toBe(1);

    // Another query starts with nothing selected; the same one read again keeps it.
    tracked.selectWholeList(true);
    tracked.setQuery({});
    expect(tracked.wholeList).toBe(true);
    tracked.setQuery({ status: 'new' });
    expect(tracked.wholeList).toBe(false);
    expect(tracked.selectedCount).toBe(0);
  });

  it('asks for the first block before the grid mounts, once, and only for the sort asked', async () => {
    const leads = [lead(), lead()];
    const { rows, asked } = source(async () => ({ leads, total: 2, nextCursor: null }));
    rows.prefetch({ q: 'patil' }, []);
    expect(asked).toHaveLength(1);
    // The view turned out to ask for the same list.
    rows.setQuery({ q: 'patil' });
    const grid = fakeGrid([]);
    rows.attach(grid.api);
    expect(await grid.ask(0, 100)).toEqual({ rows: leads, last: 2 });
    expect(asked).toHaveLength(1);
    // Another sort than the one fetched ahead is asked for afresh.
    rows.setQuery({ q: 'rao' });
    expect(await grid.ask(0, 100, [{ colId: 'name', sort: 'asc' }])).toEqual({
      rows: leads,
      last: 2,
    });
    expect(asked).toHaveLength(2);
  });
});
