import {
  LEAD_SORTS,
  loadLeadPages,
  type Lead,
  type LeadEvent,
  type LeadFilters,
  type LeadPage,
  type LeadQueryRequest,
  type LeadSort,
} from '@skltcoa/shared';
import type { ColumnState, GridApi, IDatasource, IRowNode, SortModelItem } from 'ag-grid-community';
import { isNewer } from './lead-rows';

/** Rows per request: one screen and a half, so the first rows come at once. */
export const BLOCK_SIZE = 100;

/** Blocks kept at most; scrolling back to a dropped one asks for it again. */
export const MAX_BLOCKS = 20;

/** With no sort chosen, the newest enquiries first, as the API lists them. */
const DEFAULT_SORT = { sort: 'received', dir: 'desc' } as const;

const isLeadSort = (colId: string): colId is LeadSort =>
  (LEAD_SORTS as readonly string[]).includes(colId);

/** The API's sort for the grid's: its first sorted column, if the API can sort by it. */
export function sortOf(model: readonly SortModelItem[]): { sort: LeadSort; dir: 'asc' | 'desc' } {
  const first = model[0];
  if (!first || !isLeadSort(first.colId)) return DEFAULT_SORT;
  return { sort: first.colId, dir: first.sort };
}

/** The grid's sort as its column state holds it, first sorted column first. */
export function sortModelOf(state: readonly ColumnState[]): SortModelItem[] {
  return state
    .filter((column) => column.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((column) => ({ colId: column.colId, sort: column.sort! }));
}

export interface LeadSourceOptions {
  /** One block of the query: `GET /api/leads` with an offset. */
  list: (query: LeadQueryRequest) => Promise<LeadPage>;
  /** The query's total, from each answer of the current query. */
  onTotal: (total: number) => void;
  /** A block could not be read (the session ended, the network). */
  onError: (error: unknown) => void;
  /** How many leads are selected, after each change. */
  onSelection?: (selected: number) => void;
  /**
   * Whether the query's listing holds a lead as it is now (view-match.ts):
   * a row whose lead no longer matches is marked, not removed.
   */
  matches?: (lead: Lead, query: LeadFilters) => boolean;
}

/**
 * Why a row shown is no longer in the list: it changed so that the filters
 * no longer find it, or it was merged into another lead.
 */
export type LeftView = 'filters' | 'merged';

/** The rows the grid holds now: those of the blocks loaded. */
export function loadedNodes(api: GridApi<Lead>): IRowNode<Lead>[] {
  const nodes: IRowNode<Lead>[] = [];
  api.forEachNode((node) => {
    if (node.data) nodes.push(node);
  });
  return nodes;
}

/**
 * The grid's rows stay on the server: AG Grid's infinite row model asks for
 * the blocks in view, sorted, filtered and searched by the API, and keeps a
 * few (docs/decisions/019-console-rows-stay-on-the-server.md). Live changes go
 * into the rows loaded, in place; new enquiries ask the loaded blocks again.
 */
export class LeadSource {
  readonly #options: LeadSourceOptions;
  #api: GridApi<Lead> | null = null;
  #query: LeadFilters = {};
  /** Each query's number: an answer to an earlier one is dropped. */
  #generation = 0;
  /** Whether a query was set: a grid that mounts before (the view is on its way) waits. */
  #queried = false;
  #total = 0;
  /**
   * "Select all" means every lead of the query, loaded or not, less those
   * unticked since: a bulk change reads the rest from the API when applied.
   */
  #wholeList = false;
  readonly #unticked = new Set<string>();
  /** Set while the source itself ticks rows, so that only staff's ticks are noted. */
  #ticking = false;
  /** The first block, asked for while the grid mounts; used if the grid asks for the same. */
  #prefetched: { key: string; page: Promise<LeadPage> } | null = null;
  /** Rows that stay where they are, marked, though their lead left the list (applyEvents). */
  readonly #left = new Map<string, LeftView>();

  constructor(options: LeadSourceOptions) {
    this.#options = options;
  }

  #grid(): GridApi<Lead> | null {
    return this.#api && !this.#api.isDestroyed() ? this.#api : null;
  }

  #datasource(): IDatasource {
    const generation = this.#generation;
    const query = this.#query;
    return {
      getRows: (params) => {
        const limit = params.endRow - params.startRow;
        const request = { ...query, ...sortOf(params.sortModel), offset: params.startRow, limit };
        const key = JSON.stringify(request);
        const prefetched = this.#prefetched?.key === key ? this.#prefetched.page : null;
        this.#prefetched = null;
        (prefetched ?? this.#options.list(request)).then(
          (page) => {
            if (generation !== this.#generation) {
              params.failCallback();
              return;
            }
            // A short block is the last: where it ends is the end, whatever the total said.
            const end =
              page.leads.length < limit ? params.startRow + page.leads.length : page.total;
            params.successCallback(page.leads, end);
            this.#total = page.total;
            if (this.#wholeList) {
              this.#tick(page.leads.map((lead) => lead.id).filter((id) => !this.#unticked.has(id)));
            }
            this.#options.onTotal(page.total);
            this.#reportSelection();
          },
          (error: unknown) => {
            params.failCallback();
            if (generation === this.#generation) this.#options.onError(error);
          },
        );
      },
    };
  }

  /** A grid that has just mounted reads the current query, once there is one. */
  attach(api: GridApi<Lead>): void {
    this.#api = api;
    if (this.#queried) api.setGridOption('datasource', this.#datasource());
  }

  /**
   * Asks for the first block of a query in the sort given before the grid
   * asks for it (the grid's setting up takes the main thread for a while,
   * and the view to apply may still be on its way): the grid's first ask
   * for exactly this block takes the answer.
   */
  prefetch(query: LeadFilters, sortModel: readonly SortModelItem[]): void {
    const request = { ...query, ...sortOf(sortModel), offset: 0, limit: BLOCK_SIZE };
    const page = this.#options.list(request);
    // Its failure is the grid's to report, when it asks for this block.
    page.catch(() => {});
    this.#prefetched = { key: JSON.stringify(request), page };
  }

  /** Another query (filters, search), or the same read afresh: back to its first rows. */
  setQuery(query: LeadFilters): void {
    // The same list read again (Reload, a stream that lost its place) keeps what is selected.
    const another = JSON.stringify(query) !== JSON.stringify(this.#query);
    this.#query = query;
    this.#queried = true;
    this.#generation += 1;
    this.#left.clear();
    const api = this.#grid();
    if (another) {
      this.#wholeList = false;
      this.#unticked.clear();
      if (api) {
        this.#ticking = true;
        api.deselectAll();
        this.#ticking = false;
      }
    }
    api?.setGridOption('datasource', this.#datasource());
    this.#reportSelection();
  }

  #tick(ids: readonly string[], selected = true): void {
    const api = this.#grid();
    if (!api) return;
    const nodes = ids.flatMap((id) => {
      const node = api.getRowNode(id);
      return node ? [node] : [];
    });
    this.#ticking = true;
    try {
      if (nodes.length > 0) api.setNodesSelected({ nodes, newValue: selected });
    } finally {
      this.#ticking = false;
    }
  }

  #reportSelection(): void {
    this.#options.onSelection?.(this.selectedCount);
  }

  /** Whether every lead of the query is selected, loaded or not (less those unticked). */
  get wholeList(): boolean {
    return this.#wholeList;
  }

  /** How many leads are selected: of the whole list, or the rows ticked. */
  get selectedCount(): number {
    if (this.#wholeList) return Math.max(0, this.#total - this.#unticked.size);
    return this.#grid()?.getSelectedNodes().length ?? 0;
  }

  /** Selects every lead of the query (the header's box), or none. */
  selectWholeList(on: boolean): void {
    this.#wholeList = on;
    this.#unticked.clear();
    const api = this.#grid();
    if (api) {
      this.#ticking = true;
      try {
        if (on) api.setNodesSelected({ nodes: loadedNodes(api), newValue: true });
        else api.deselectAll();
      } finally {
        this.#ticking = false;
      }
    }
    this.#reportSelection();
  }

  /** A row ticked or unticked by staff. */
  noteRowSelected(id: string, selected: boolean): void {
    if (this.#ticking) return;
    if (this.#wholeList) {
      if (selected) this.#unticked.delete(id);
      else this.#unticked.add(id);
    }
    this.#reportSelection();
  }

  /** The selected leads as they are now: the whole list read from the API, or the rows ticked. */
  async selectedLeads(): Promise<Lead[]> {
    const api = this.#grid();
    if (!this.#wholeList) {
      return (api?.getSelectedRows() ?? []).map((row) => this.get(row.id) ?? row);
    }
    const listed = await loadLeadPages(this.#options.list, this.#query);
    // A row on screen goes at the version staff saw, so that a colleague's change since is
    // reported, not overwritten; a lead never loaded goes as the API has it.
    return listed
      .filter((lead) => !this.#unticked.has(lead.id))
      .map((lead) => this.get(lead.id) ?? lead);
  }

  /** After a bulk change: the leads that failed stay ticked, the rest are not. */
  keepSelected(ids: readonly string[]): void {
    this.selectWholeList(false);
    this.#tick(ids);
    this.#reportSelection();
  }

  /**
   * The loaded blocks asked again where they are (the counsellor's own new
   * enquiry, Show new enquiries): rows stay under the cursor, selection stays
   * by id, and the rows that left the list go.
   */
  refresh(): void {
    this.#left.clear();
    this.#grid()?.refreshInfiniteCache();
  }

  /** The query the rows are of. */
  get query(): LeadFilters {
    return this.#query;
  }

  /** Goes up each time the list is read from its first rows (another query, Reload). */
  get reads(): number {
    return this.#generation;
  }

  /** Why a row shown is no longer in the list, if it is not. */
  leftView(id: string): LeftView | undefined {
    return this.#left.get(id);
  }

  /** A lead as its row holds it, if its block is loaded. */
  get(id: string): Lead | undefined {
    return this.#grid()?.getRowNode(id)?.data;
  }

  /**
   * Changes to leads loaded: each row takes its lead's newest state in
   * place. The list holds still under the counsellor: a lead that changed so
   * that it no longer matches the query, or a duplicate merged into another
   * lead (docs/decisions/016-families.md), keeps its row, marked, until the
   * list is read again (Reload, another view); one that matches again loses
   * its mark. A new enquiry that joins a family changes the size of every
   * lead in it (family_id), and only the new one is in the events. Returns
   * the leads that left the list with these events.
   */
  applyEvents(events: readonly LeadEvent[]): Lead[] {
    const api = this.#grid();
    if (!api || events.length === 0) return [];
    const latest = new Map<string, Lead>();
    const familySizes = new Map<string, number>();
    for (const { lead } of events) {
      const seen = latest.get(lead.id);
      if (!seen || isNewer(lead, seen)) latest.set(lead.id, lead);
      familySizes.set(lead.family_id, lead.family_size);
    }
    const left: Lead[] = [];
    const marked: IRowNode<Lead>[] = [];
    for (const [id, lead] of latest) {
      const node = api.getRowNode(id);
      if (!node?.data || !isNewer(lead, node.data)) continue;
      node.setData(lead);
      const was = this.#left.get(id);
      const now: LeftView | undefined = lead.merged_into
        ? 'merged'
        : this.#options.matches && !this.#options.matches(lead, this.#query)
          ? 'filters'
          : undefined;
      if (now === was) continue;
      if (now) {
        this.#left.set(id, now);
        left.push(lead);
      } else this.#left.delete(id);
      marked.push(node);
    }
    api.forEachNode((node: IRowNode<Lead>) => {
      const row = node.data;
      if (!row || latest.has(row.id)) return;
      const size = familySizes.get(row.family_id);
      if (size !== undefined && size !== row.family_size)
        node.setData({ ...row, family_size: size });
    });
    // The row's class and its Name cell's words say that it left.
    if (marked.length > 0) api.redrawRows({ rowNodes: marked });
    return left;
  }

  /** Leads as staff just changed them (panel, bulk change, merge). Returns those that left. */
  replace(leads: readonly Lead[]): Lead[] {
    return this.applyEvents(leads.map((lead) => ({ kind: 'changed', lead, activity: null })));
  }
}
