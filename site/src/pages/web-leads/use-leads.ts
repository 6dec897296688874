import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type LeadRow, errorMessage, fetchLeadsPage } from '../../lib/leads-api';

export type LeadsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; leads: LeadRow[]; total: number; complete: boolean };

const row = ({ id, name, email, phone, program, form_type }: LeadRow): LeadRow => ({
  id,
  name,
  email,
  phone,
  program,
  form_type,
});

/**
 * Loads every lead, 1,000 at a time, following `nextCursor`. The first page
 * shows at once; the rest arrive in the background with progress.
 * `allLeads()` resolves when the last page is in (for the export).
 */
export function useLeads(fallback: string, onUnauthorized: () => void) {
  const [state, setState] = useState<LeadsState>({ status: 'idle' });
  const run = useRef<{ controller: AbortController; done: Promise<LeadRow[]> } | null>(null);

  const stop = useCallback(() => {
    run.current?.controller.abort();
    run.current = null;
  }, []);

  const load = useCallback(() => {
    stop();
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    const done = (async () => {
      const leads: LeadRow[] = [];
      let cursor: string | null = null;
      do {
        const page = await fetchLeadsPage(cursor, fallback, signal);
        leads.push(...page.leads.map(row));
        cursor = page.nextCursor;
        const total = Math.max(page.total, leads.length);
        if (!signal.aborted) {
          setState({ status: 'ready', leads: [...leads], total, complete: cursor === null });
        }
      } while (cursor !== null && !signal.aborted);
      return leads;
    })();
    done.catch((error: unknown) => {
      if (signal.aborted) return;
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      else setState({ status: 'error', message: errorMessage(error, fallback) });
    });
    run.current = { controller, done };
  }, [fallback, onUnauthorized, stop]);

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  useEffect(() => stop, [stop]);

  const allLeads = useCallback(async () => {
    if (!run.current) return [];
    return run.current.done;
  }, []);

  return { state, load, reset, allLeads };
}
