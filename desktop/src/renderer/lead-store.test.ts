import { describe, expect, it } from 'vitest';
import type { Activity, Lead, LeadEvent } from '@skltcoa/shared';
import type { GridApi, RowDataTransaction } from 'ag-grid-community';
import { LeadGridRows, LeadStore } from './lead-store';

let next = 0;
const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  name: `Lead ${next}`,
  email: `lead${next}@example.com`,
  phone: '+919800000001',
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
  status: 'new',
  source_page: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  created_at: '2025-06-01T10:00:00.000000Z',
  updated_at: '2025-06-01T10:00:00.000000Z',
  version: 1,
  assignee: null,
  next_follow_up_at: null,
  last_activity: null,
  family_id: String(next),
  family_size: 1,
  merged_into: null,
  ...overrides,
});

const activity = (id: string): Activity => ({
  id,
  lead_id: '00000000-0000-4000-8000-000000000001',
  kind: 'note',
  author: 'meera@example.edu.in',
  created_at: '2025-06-01T10:00:00.000000Z',
  body: `note ${id}`,
  outcome: null,
  from_value: null,
  to_value: null,
});

const event = (kind: LeadEvent['kind'], changed: Lead): LeadEvent => ({
  kind,
  lead: changed,
  activity: changed.last_activity,
});

const storeOf = (...leads: Lead[]) => {
  const store = new LeadStore();
  store.reset(leads);
  return store;
};

describe('LeadStore', () => {
  it('holds a listing by id, in the order it came; a new listing replaces it', () => {
    const [a, b, c] = [lead(), lead(), lead()];
    const store = storeOf(a!, b!);
    expect(store.all()).toEqual([a, b]);
    expect(store.size).toBe(2);
    expect(store.get(b!.id)).toBe(b);
    store.reset([c!]);
    expect(store.all()).toEqual([c]);
    expect(store.has(a!.id)).toBe(false);
  });

  it('adds the leads of a further page and says which, keeping every other object', () => {
    const rows = [lead(), lead()];
    const store = storeOf(...rows);
    const added = lead({ created_at: '2025-06-02T10:00:00.000000Z', family_size: 2 });
    const grown = { ...rows[0]!, family_size: 2 };
    const changes = store.merge([added, grown, rows[1]!]);
    expect(changes).toEqual({ add: [added], update: [grown], remove: [] });
    expect(store.get(rows[0]!.id)).toBe(grown);
    expect(store.get(rows[1]!.id)).toBe(rows[1]);
  });

  it('changes nothing when a page holds nothing new', () => {
    const rows = [lead()];
    const store = storeOf(...rows);
    expect(store.merge([{ ...rows[0]! }])).toEqual({ add: [], update: [], remove: [] });
    expect(store.get(rows[0]!.id)).toBe(rows[0]);
  });

  it('keeps a row that a live update made newer than a page asked for before it', () => {
    const held = lead({ version: 4, status: 'interested' });
    const store = storeOf(held);
    expect(store.merge([{ ...held, version: 3, status: 'contacted' }]).update).toEqual([]);
    expect(store.get(held.id)).toBe(held);
  });

  it('takes a new note (same version, newer last activity)', () => {
    const held = lead({ last_activity: activity('1') });
    const store = storeOf(held);
    const noted = { ...held, last_activity: activity('2') };
    expect(store.merge([noted]).update).toEqual([noted]);
  });

  it('adds a lead twice in one answer once, at its newest', () => {
    const first = lead();
    const later = { ...first, version: 2 };
    const store = new LeadStore();
    expect(store.merge([first, later])).toEqual({ add: [later], update: [], remove: [] });
    expect(store.size).toBe(1);
  });

  it('refreshes the leads it holds on live updates and says which', () => {
    const rows = [lead(), lead(), lead()];
    const store = storeOf(...rows);
    const changed = { ...rows[1]!, version: 2, status: 'contacted' as const };
    expect(store.applyEvents([event('changed', changed)])).toEqual({
      add: [],
      update: [changed],
      remove: [],
    });
    expect(store.all()).toEqual([rows[0], changed, rows[2]]);
    expect(store.get(rows[0]!.id)).toBe(rows[0]);
  });

  it('takes the newest of several events for one lead, whatever their order in the batch', () => {
    const held = lead();
    const store = storeOf(held);
    const v3 = { ...held, version: 3, status: 'applied' as const };
    const v2 = { ...held, version: 2, status: 'interested' as const };
    store.applyEvents([event('changed', v3), event('changed', v2)]);
    expect(store.get(held.id)).toBe(v3);
  });

  it('adds no lead it does not hold: new enquiries come through the query', () => {
    const store = storeOf(lead());
    const changes = store.applyEvents([event('created', lead())]);
    expect(changes).toEqual({ add: [], update: [], remove: [] });
    expect(store.size).toBe(1);
  });

  it('takes a merged duplicate out, as the listing leaves it out', () => {
    const rows = [lead(), lead()];
    const store = storeOf(...rows);
    const merged = { ...rows[1]!, version: 2, merged_into: rows[0]!.id };
    expect(store.applyEvents([event('changed', merged)])).toEqual({
      add: [],
      update: [],
      remove: [rows[1]],
    });
    expect(store.all()).toEqual([rows[0]]);
  });

  it('gives every row of a family the size a new enquiry of it brings', () => {
    const rows = [
      lead({ family_id: '77', family_size: 2 }),
      lead(),
      lead({ family_id: '77', family_size: 2 }),
    ];
    const store = storeOf(...rows);
    const joined = lead({ family_id: '77', family_size: 3 });
    const changes = store.applyEvents([event('created', joined)]);
    expect(changes.update.map((row) => row.id)).toEqual([rows[0]!.id, rows[2]!.id]);
    expect(store.all().map((row) => row.family_size)).toEqual([3, 1, 3]);
    expect(store.get(rows[1]!.id)).toBe(rows[1]);
    expect(store.applyEvents([event('created', joined)]).update).toEqual([]);
  });

  it('lets an event that names a lead decide its size, not its family’s other events', () => {
    const held = lead({ family_id: '5', family_size: 2, version: 3 });
    const store = storeOf(held);
    // A stale event for the lead itself, and a newer size for its family from another lead.
    store.applyEvents([
      event('changed', { ...held, version: 2 }),
      event('created', lead({ family_id: '5', family_size: 4 })),
    ]);
    expect(store.get(held.id)).toBe(held);
  });

  it('changes nothing for events that hold nothing newer', () => {
    const held = lead({ version: 5 });
    const store = storeOf(held);
    expect(store.applyEvents([event('changed', { ...held, version: 4 })]).update).toEqual([]);
    expect(store.applyEvents([])).toEqual({ add: [], update: [], remove: [] });
    expect(store.get(held.id)).toBe(held);
  });

  it('replaces a lead staff changed, only with a newer state', () => {
    const rows = [lead(), lead()];
    const store = storeOf(...rows);
    store.replace([{ ...rows[1]!, version: 2, status: 'contacted' }]);
    expect(store.get(rows[0]!.id)).toBe(rows[0]);
    expect(store.get(rows[1]!.id)!.status).toBe('contacted');
    expect(store.replace([{ ...rows[1]!, version: 1 }]).update).toEqual([]);
  });
});

/** What LeadGridRows asks of AG Grid, as AG Grid does it: async callbacks run on a later task. */
function fakeGrid() {
  const calls: string[] = [];
  let rowData: Lead[] = [];
  let waiting: { transaction: RowDataTransaction<Lead>; callback?: () => void }[] = [];
  const callbacks: (() => void)[] = [];
  let destroyed = false;
  let sorted: string | null = null;
  const apply = (transaction: RowDataTransaction<Lead>) => {
    const removed = new Set((transaction.remove ?? []).map((row) => (row as Lead).id));
    const updated = new Map((transaction.update ?? []).map((row) => [row.id, row]));
    rowData = rowData
      .filter((row) => !removed.has(row.id))
      .map((row) => updated.get(row.id) ?? row);
    const added = transaction.add ?? [];
    rowData = transaction.addIndex === 0 ? [...added, ...rowData] : [...rowData, ...added];
  };
  const api = {
    isDestroyed: () => destroyed,
    getColumnState: () => [{ colId: 'received', sort: sorted ? 'desc' : null }],
    setGridOption: (name: string, value: Lead[]) => {
      calls.push(`${name} ${value.length}`);
      rowData = [...value];
    },
    applyTransactionAsync: (transaction: RowDataTransaction<Lead>, callback?: () => void) => {
      calls.push('async');
      waiting.push({ transaction, callback });
    },
    flushAsyncTransactions: () => {
      for (const { transaction, callback } of waiting) {
        apply(transaction);
        if (callback) callbacks.push(callback);
      }
      waiting = [];
    },
    applyTransaction: (transaction: RowDataTransaction<Lead>) => {
      calls.push(`sync${transaction.addIndex === 0 ? ' on top' : ''}`);
      apply(transaction);
    },
  };
  return {
    api: api as unknown as GridApi<Lead>,
    calls,
    ids: () => rowData.map((row) => row.id),
    /** The grid's batch timer fires, then its callbacks' task. */
    tick: () => {
      api.flushAsyncTransactions();
      callbacks.splice(0).forEach((callback) => callback());
    },
    runCallbacks: () => callbacks.splice(0).forEach((callback) => callback()),
    /** Sorted, the fake grid keeps the order rows came in; the code under test must not place them. */
    sort: (colId: string) => {
      sorted = colId;
    },
    destroy: () => {
      destroyed = true;
    },
  };
}

describe('LeadGridRows', () => {
  it('keeps the rows without a grid, and a grid that mounts takes them all', () => {
    const held: number[] = [];
    const rows = new LeadGridRows((n) => held.push(n));
    const page = [lead(), lead()];
    rows.reset(page);
    rows.addPage([lead()]);
    expect(held).toEqual([2, 3]);
    const grid = fakeGrid();
    rows.attach(grid.api);
    expect(grid.calls).toEqual(['rowData 3']);
    expect(held.at(-1)).toBe(3);
  });

  it('sends pages and live updates as async transactions and counts them once the grid applied them', () => {
    const held: number[] = [];
    const rows = new LeadGridRows((n) => held.push(n));
    const grid = fakeGrid();
    rows.attach(grid.api);
    const first = lead();
    rows.reset([first]);
    rows.addPage([lead(), lead()]);
    rows.applyEvents([event('changed', { ...first, version: 2 })]);
    expect(grid.calls).toEqual(['rowData 0', 'rowData 1', 'async', 'async']);
    expect(held).toEqual([0, 1]);
    grid.tick();
    expect(held.at(-1)).toBe(3);
    expect(grid.ids()).toHaveLength(3);
  });

  it('applies a change staff made at once, after the transactions waiting', () => {
    const held: number[] = [];
    const rows = new LeadGridRows((n) => held.push(n));
    const grid = fakeGrid();
    rows.attach(grid.api);
    const first = lead();
    rows.reset([first]);
    const page = lead();
    rows.addPage([page]);
    const changed = { ...first, version: 2, status: 'contacted' as const };
    rows.replace([changed]);
    expect(grid.calls.slice(-2)).toEqual(['async', 'sync']);
    expect(grid.ids()).toEqual([first.id, page.id]);
    expect(held.at(-1)).toBe(2);
    // The page's callback, run later, reports no older count over the newer one.
    rows.addPage([lead()]);
    grid.runCallbacks();
    expect(held.at(-1)).toBe(2);
  });

  it('puts new enquiries on top of an unsorted grid only', () => {
    const rows = new LeadGridRows(() => {});
    const grid = fakeGrid();
    rows.attach(grid.api);
    const first = lead();
    rows.reset([first]);
    const fresh = lead();
    rows.mergeNewest([fresh]);
    grid.tick();
    expect(grid.ids()).toEqual([fresh.id, first.id]);
    grid.sort('received');
    const later = lead();
    rows.mergeNewest([later]);
    grid.tick();
    expect(grid.ids()).toEqual([fresh.id, first.id, later.id]);
  });

  it('lands no page of a previous listing after a new one', () => {
    const rows = new LeadGridRows(() => {});
    const grid = fakeGrid();
    rows.attach(grid.api);
    rows.reset([lead()]);
    rows.addPage([lead()]);
    const fresh = lead();
    rows.reset([fresh]);
    grid.tick();
    expect(grid.ids()).toEqual([fresh.id]);
  });

  it('says which leads left when they were merged away', () => {
    const rows = new LeadGridRows(() => {});
    const kept = lead();
    const duplicate = lead();
    rows.reset([kept, duplicate]);
    const left = rows.replace([{ ...duplicate, version: 2, merged_into: kept.id }]);
    expect(left).toEqual([duplicate]);
    expect(rows.has(duplicate.id)).toBe(false);
    expect(rows.applyEvents([event('changed', { ...kept, version: 2 })])).toEqual([]);
  });

  it('treats a destroyed grid as none', () => {
    const held: number[] = [];
    const rows = new LeadGridRows((n) => held.push(n));
    const grid = fakeGrid();
    rows.attach(grid.api);
    grid.destroy();
    rows.addPage([lead()]);
    rows.flush();
    expect(grid.calls).toEqual(['rowData 0']);
    expect(held.at(-1)).toBe(1);
  });
});
