import { useEffect, useState } from 'react';
import { consoleApi } from './console-api';
import { viewCountsQuery, type LeadFilters } from './filters';

/** Changes of a moment ask the counts once, not once each. */
export const VIEW_COUNTS_WAIT_MS = 500;

/**
 * Each built-in view's count under the list's other filters, by view id, as
 * the API counts them; asked again (once for a burst) whenever leads change
 * or arrive, and when the filters or the session change. Null until the
 * first answer, and for an API without the counts.
 */
export function useViewCounts(
  filters: LeadFilters,
  refreshKey: number,
): Readonly<Record<string, number>> | null {
  const [counts, setCounts] = useState<Readonly<Record<string, number>> | null>(null);
  const key = JSON.stringify(viewCountsQuery(filters));
  useEffect(() => {
    const query = JSON.parse(key) as LeadFilters;
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = () => {
      timer = undefined;
      const mine = ++asked;
      void consoleApi()
        .leadViewCounts(query)
        .then((result) => {
          // An answer to an earlier ask, or after the filters changed, is dropped.
          if (stopped || mine !== asked) return;
          setCounts(result.ok ? result.value : null);
        });
    };
    ask();
    const unsubscribe = consoleApi().onLeadEvents(() => {
      timer ??= setTimeout(ask, VIEW_COUNTS_WAIT_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [key, refreshKey]);
  return counts;
}
