import { LIMITS } from './constants';
import type { Lead, LeadPage, LeadQuery } from './schemas';

/** The filters a person sets: the query without its paging. */
export type LeadFilters = Partial<Omit<LeadQuery, 'limit' | 'cursor'>>;

/** A query as a client sends it: LeadQuerySchema parses it on the server (ADR 011). */
export type LeadQueryRequest = LeadFilters & { limit?: number; cursor?: string };

/** A query as `GET /api/leads` reads it from the URL: empty fields are left out. */
export function leadQueryParams(query: LeadQueryRequest): URLSearchParams {
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
