import { LIMITS, type LeadSort, type SortDirection } from './constants';
import type { Lead, LeadPage, LeadQuery } from './schemas';

/** The filters a person sets: the query without its order and paging. */
export type LeadFilters = Partial<Omit<LeadQuery, 'limit' | 'cursor' | 'offset' | 'sort' | 'dir'>>;

/** The order of a listing or an export; absent is `received`, `desc` (newest first). */
export interface LeadOrder {
  sort?: LeadSort;
  dir?: SortDirection;
}

/**
 * A query as a client sends it: LeadQuerySchema parses it on the server (ADR 011).
 * Pages follow `cursor` (newest first only) or start at `offset` (any order), never both.
 */
export type LeadQueryRequest = LeadFilters &
  LeadOrder & { limit?: number; cursor?: string; offset?: number };

/** What `GET /api/leads/export` takes: the listing's filters and order, without paging. */
export type LeadExportRequest = LeadFilters & LeadOrder;

/** A query as `GET /api/leads` (or its export) reads it from the URL: empty fields are left out. */
export function leadQueryParams(query: LeadQueryRequest | LeadExportRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') {
      params.set(name, String(value));
    }
  }
  return params;
}

export interface LeadPagesProgress {
  loaded: number;
  total: number;
}

/**
 * Reads every page of a listing, following `nextCursor`, for both clients.
 * `onPage` sees each page as it arrives, so the first rows show at once; a
 * smaller `firstPageSize` brings them sooner (the server reads and sends
 * less before the first answer).
 * Stops early, with what it has, when `signal` aborts.
 */
export async function loadLeadPages(
  fetchPage: (query: LeadQueryRequest) => Promise<LeadPage>,
  filters: LeadFilters,
  onPage: (leads: readonly Lead[], progress: LeadPagesProgress) => void = () => {},
  signal?: AbortSignal,
  firstPageSize: number = LIMITS.pageSizeMax,
): Promise<Lead[]> {
  const leads: Lead[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage({
      ...filters,
      limit: cursor ? LIMITS.pageSizeMax : firstPageSize,
      ...(cursor ? { cursor } : {}),
    });
    if (signal?.aborted) break;
    leads.push(...page.leads);
    cursor = page.nextCursor;
    onPage(page.leads, { loaded: leads.length, total: Math.max(page.total, leads.length) });
  } while (cursor);
  return leads;
}
