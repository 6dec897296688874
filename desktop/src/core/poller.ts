import { LIMITS, type Lead, type LeadPage, type LeadQueryRequest } from '@skltcoa/shared';

export const POLL_INTERVAL_MS = 60_000;
/** Stop paging after this many new leads in one check; the rest arrive next minute. */
const MAX_NEW_PER_CHECK = 5_000;

export function newEnquiriesMessage(count: number): string {
  return count === 1 ? '1 new enquiry' : `${count.toLocaleString('en-IN')} new enquiries`;
}

export interface Timers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export interface PollerOptions {
  listLeads: (request: LeadQueryRequest) => Promise<LeadPage>;
  onNewLeads: (leads: Lead[]) => void;
  onError?: (error: unknown) => void;
  timers?: Timers;
  intervalMs?: number;
}

/**
 * Watches for leads newer than the newest one seen. The API lists newest
 * first, so a check reads pages until it meets a lead it already knows.
 * Leads created in the same microsecond as the watermark are told apart by id.
 */
export function createPoller({
  listLeads,
  onNewLeads,
  onError = () => {},
  timers = globalThis as unknown as Timers,
  intervalMs = POLL_INTERVAL_MS,
}: PollerOptions) {
  let watermark: string | undefined;
  let seenAtWatermark = new Set<string>();
  let handle: unknown;
  let running: Promise<Lead[]> | undefined;

  const isKnown = (lead: Lead) =>
    watermark !== undefined &&
    (lead.created_at < watermark ||
      (lead.created_at === watermark && seenAtWatermark.has(lead.id)));

  function advance(leads: Lead[]) {
    for (const lead of leads) {
      if (watermark === undefined || lead.created_at > watermark) {
        watermark = lead.created_at;
        seenAtWatermark = new Set([lead.id]);
      } else if (lead.created_at === watermark) {
        seenAtWatermark.add(lead.id);
      }
    }
  }

  async function findNew(): Promise<Lead[]> {
    const found: Lead[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await listLeads({
        limit: LIMITS.pageSizeDefault,
        ...(cursor ? { cursor } : {}),
      });
      const fresh = page.leads.filter((lead) => !isKnown(lead));
      found.push(...fresh);
      const metKnown = fresh.length < page.leads.length;
      if (metKnown || !page.nextCursor || watermark === undefined) break;
      if (found.length >= MAX_NEW_PER_CHECK) break;
      cursor = page.nextCursor;
    }
    return found;
  }

  /** One check; the first one only sets the watermark. Overlapping calls share a run. */
  function check(): Promise<Lead[]> {
    running ??= (async () => {
      try {
        const baseline = watermark === undefined;
        const found = await findNew();
        advance(found);
        if (baseline || found.length === 0) return [];
        onNewLeads(found);
        return found;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const tick = () => {
    check().catch(onError);
  };

  return {
    check,
    start() {
      if (handle !== undefined) return;
      tick();
      handle = timers.setInterval(tick, intervalMs);
    },
    stop() {
      if (handle !== undefined) timers.clearInterval(handle);
      handle = undefined;
      watermark = undefined;
      seenAtWatermark = new Set();
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;
