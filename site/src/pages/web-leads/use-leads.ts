import { loadLeadPages, type Lead, type LeadQueryRequest } from '@skltcoa/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LeadsApiError, errorMessage, fetchLeadsPage } from '../../lib/leads-api';

/** What the page lists, newest first; its export asks for the same (ADR 026). */
export const LISTING_QUERY: LeadQueryRequest = {};

export type LeadsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; leads: Lead[]; total: number; complete: boolean };

/**
 * Loads every lead, 1,000 at a time, following `nextCursor`. The first page
 * shows at once; the rest arrive in the background with progress. An admin
 * may begin to require a second factor meanwhile: `onEnrolmentRequired`.
 */
export function useLeads(
  fallback: string,
  onUnauthorized: () => void,
  onEnrolmentRequired: () => void = () => {},
) {
  const [state, setState] = useState<LeadsState>({ status: 'idle' });
  const run = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    run.current?.abort();
    run.current = null;
  }, []);

  const load = useCallback(() => {
    stop();
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'loading' });
    const loaded: Lead[] = [];
    let total = 0;
    const done = loadLeadPages(
      (query) => fetchLeadsPage(query, fallback, signal),
      LISTING_QUERY,
      (page, progress) => {
        loaded.push(...page);
        total = progress.total;
        if (!signal.aborted) {
          setState({ status: 'ready', leads: [...loaded], total, complete: false });
        }
      },
      signal,
    ).then((leads) => {
      if (!signal.aborted) {
        setState({ status: 'ready', leads, total: Math.max(total, leads.length), complete: true });
      }
      return leads;
    });
    done.catch((error: unknown) => {
      if (signal.aborted) return;
      if (error instanceof LeadsApiError && error.status === 401) onUnauthorized();
      else if (error instanceof LeadsApiError && error.mfaEnrolmentRequired) onEnrolmentRequired();
      else setState({ status: 'error', message: errorMessage(error, fallback) });
    });
    run.current = controller;
  }, [fallback, onUnauthorized, onEnrolmentRequired, stop]);

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, load, reset };
}
