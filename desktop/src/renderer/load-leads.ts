import { LIMITS, type Lead } from '@skltcoa/shared';
import type { ConsoleApi, ConsoleError } from '../shared-types/console-api';

export class ConsoleCallError extends Error {
  constructor(readonly error: ConsoleError) {
    super(error.message);
  }
}

export interface LoadProgress {
  loaded: number;
  total: number;
}

/**
 * Reads every lead, page by page, newest first. The grid then holds them all
 * and filters, sorts and searches without asking the API again.
 */
export async function loadAllLeads(
  api: Pick<ConsoleApi, 'listLeads'>,
  onProgress: (progress: LoadProgress) => void,
): Promise<Lead[]> {
  const leads: Lead[] = [];
  let cursor: string | null = null;
  do {
    const result = await api.listLeads({
      limit: LIMITS.pageSizeMax,
      ...(cursor ? { cursor } : {}),
    });
    if (!result.ok) throw new ConsoleCallError(result.error);
    leads.push(...result.value.leads);
    cursor = result.value.nextCursor;
    onProgress({ loaded: leads.length, total: Math.max(result.value.total, leads.length) });
  } while (cursor);
  return leads;
}
