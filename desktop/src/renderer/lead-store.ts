import type { Lead, LeadEvent } from '@skltcoa/shared';
import type { GridApi, RowDataTransaction } from 'ag-grid-community';
import { isNewer } from './lead-rows';

/** What one change did to the rows held: the grid applies exactly this (an AG Grid transaction). */
export interface RowChanges {
  add: Lead[];
  update: Lead[];
  remove: Lead[];
}

const none = (): RowChanges => ({ add: [], update: [], remove: [] });

export const isEmpty = (changes: RowChanges) =>
  changes.add.length === 0 && changes.update.length === 0 && changes.remove.length === 0;

/**
 * The leads of the console's listing, by id, outside React
 * (docs/decisions/018-grid-rows-as-transactions.md). Each change says which
 * rows it added, replaced or removed, so the grid touches only those: with
 * 100,000 leads, handing React and AG Grid a new array of every row for each
 * page or live update cost them a diff and a sort of all of them each time.
 * A lead that did not change keeps its object.
 */
export class LeadStore {
  #byId = new Map<string, Lead>();

  get size(): number {
    return this.#byId.size;
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  get(id: string): Lead | undefined {
    return this.#byId.get(id);
  }

  /** Every lead held, in the order they came. */
  all(): Lead[] {
    return [...this.#byId.values()];
  }

  /** A new listing: these leads and no others (the first page of a query). */
  reset(leads: readonly Lead[]): void {
    this.#byId = new Map();
    this.merge(leads);
  }

  /**
   * Leads the listing has just given (a further page, or the newest page of
   * the query asked again when enquiries arrive): those not held are added;
   * one held already, which a live update may have brought first, is
   * replaced only by a later state of it. An older answer that arrives late
   * never replaces a newer one.
   */
  merge(leads: readonly Lead[]): RowChanges {
    const changes = none();
    for (const lead of leads) {
      const held = this.#byId.get(lead.id);
      if (held === undefined) {
        this.#byId.set(lead.id, lead);
        changes.add.push(lead);
      } else if (held !== lead && isNewer(lead, held)) {
        this.#byId.set(lead.id, lead);
        // Twice in one answer: the newest state replaces the one this call added.
        const added = changes.add.indexOf(held);
        if (added >= 0) changes.add[added] = lead;
        else changes.update.push(lead);
      }
    }
    return changes;
  }

  /**
   * Live updates: each lead held takes its newest state. Leads not held are
   * left out: new enquiries come in through the newest page of the query
   * (merge), so that only those matching the filters and search appear. A
   * lead changed so that it no longer matches (another status, say) stays
   * until the next reload rather than vanish under the counsellor's cursor;
   * a duplicate merged into another lead does leave, as the listing leaves it
   * out (docs/decisions/016-families.md).
   *
   * A new enquiry that joins a family changes the size of every lead in it,
   * and only the new one is in the events: the others of its family
   * (family_id) take the size too.
   */
  applyEvents(events: readonly LeadEvent[]): RowChanges {
    const changes = none();
    const latest = new Map<string, Lead>();
    const familySizes = new Map<string, number>();
    for (const { lead } of events) {
      const seen = latest.get(lead.id);
      if (!seen || isNewer(lead, seen)) latest.set(lead.id, lead);
      familySizes.set(lead.family_id, lead.family_size);
    }
    for (const [id, update] of latest) {
      const held = this.#byId.get(id);
      if (!held || !isNewer(update, held)) continue;
      if (update.merged_into) {
        this.#byId.delete(id);
        changes.remove.push(held);
      } else {
        this.#byId.set(id, update);
        changes.update.push(update);
      }
    }
    if (familySizes.size === 0) return changes;
    // One pass over the rows held; a lead the events named keeps what they said of it.
    for (const row of this.#byId.values()) {
      const size = familySizes.get(row.family_id);
      if (size === undefined || size === row.family_size || latest.has(row.id)) continue;
      const grown = { ...row, family_size: size };
      this.#byId.set(row.id, grown);
      changes.update.push(grown);
    }
    return changes;
  }

  /** A lead's newest state (from its panel, a bulk change, a merge), if it is held and newer. */
  replace(leads: readonly Lead[]): RowChanges {
    return this.applyEvents(leads.map((lead) => ({ kind: 'changed', lead, activity: null })));
  }
}

/**
 * The store and the grid kept together. A load's pages and live updates go
 * to the grid as asynchronous transactions, which it applies together every
 * moment (asyncTransactionWaitMillis) with a delta sort; a change staff made
 * themselves goes at once, after those waiting, so the row they look at is
 * current. The count of rows shown follows what the grid has applied.
 * Without a grid (no rows to show, or not yet mounted) the store alone keeps
 * the rows, and a grid that mounts takes them all.
 */
export class LeadGridRows {
  readonly #store = new LeadStore();
  #api: GridApi<Lead> | null = null;
  readonly #onHeld: (held: number) => void;
  /** Each change's number; a count older than the last one reported is not reported. */
  #sequence = 0;
  #reported = 0;

  constructor(onHeld: (held: number) => void) {
    this.#onHeld = onHeld;
  }

  get size(): number {
    return this.#store.size;
  }

  has(id: string): boolean {
    return this.#store.has(id);
  }

  get(id: string): Lead | undefined {
    return this.#store.get(id);
  }

  #grid(): GridApi<Lead> | null {
    const api = this.#api;
    return api && !api.isDestroyed() ? api : null;
  }

  #report(sequence: number, held: number): void {
    if (sequence <= this.#reported) return;
    this.#reported = sequence;
    this.#onHeld(held);
  }

  /** A grid that has just mounted shows every row held. */
  attach(api: GridApi<Lead>): void {
    this.#api = api;
    api.setGridOption('rowData', this.#store.all());
    this.#report(++this.#sequence, this.#store.size);
  }

  detach(api: GridApi<Lead>): void {
    if (this.#api === api) this.#api = null;
  }

  /** A new listing's first page replaces every row; rows of the same leads keep their selection. */
  reset(leads: readonly Lead[]): void {
    this.#store.reset(leads);
    const api = this.#grid();
    if (api) {
      // The previous listing's pages still waiting would land after this one.
      api.flushAsyncTransactions();
      api.setGridOption('rowData', this.#store.all());
    }
    this.#report(++this.#sequence, this.#store.size);
  }

  /** A further page of the listing, with the grid's next batch. */
  addPage(leads: readonly Lead[]): void {
    this.#apply(this.#store.merge(leads), { soon: true });
  }

  /**
   * The newest page of the query, asked again when enquiries arrive, with
   * the grid's next batch; in an unsorted grid new enquiries go on top.
   */
  mergeNewest(leads: readonly Lead[]): void {
    this.#apply(this.#store.merge(leads), { soon: true, onTop: true });
  }

  /** Live updates, with the grid's next batch. Returns the leads that left (merged away). */
  applyEvents(events: readonly LeadEvent[]): Lead[] {
    const changes = this.#store.applyEvents(events);
    this.#apply(changes, { soon: true });
    return changes.remove;
  }

  /** Leads as staff just changed them (panel, bulk change, merge), at once. Returns those that left. */
  replace(leads: readonly Lead[]): Lead[] {
    const changes = this.#store.replace(leads);
    this.#apply(changes, { soon: false });
    return changes.remove;
  }

  #apply(changes: RowChanges, { soon, onTop = false }: { soon: boolean; onTop?: boolean }): void {
    if (isEmpty(changes)) return;
    const sequence = ++this.#sequence;
    const held = this.#store.size;
    const api = this.#grid();
    if (!api) {
      this.#report(sequence, held);
      return;
    }
    const transaction: RowDataTransaction<Lead> = {
      add: changes.add,
      update: changes.update,
      remove: changes.remove,
    };
    // Sorted, the sort places them; an index would only cost the grid a renumbering.
    if (onTop && changes.add.length > 0 && !api.getColumnState().some((column) => column.sort)) {
      transaction.addIndex = 0;
    }
    if (soon) {
      api.applyTransactionAsync(transaction, () => this.#report(sequence, held));
    } else {
      api.flushAsyncTransactions();
      api.applyTransaction(transaction);
      this.#report(sequence, held);
    }
  }

  /** Applies the transactions waiting, so that the grid holds every row the store does. */
  flush(): void {
    const api = this.#grid();
    if (!api) return;
    api.flushAsyncTransactions();
    this.#report(++this.#sequence, this.#store.size);
  }
}
