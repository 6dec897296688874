import type { Lead, LeadPage, LeadQueryRequest } from '@skltcoa/shared';
import { describe, expect, it } from 'vitest';
import { createPoller, newEnquiriesMessage, POLL_INTERVAL_MS } from './poller';

const lead = (id: string, created_at: string) => ({ id, created_at }) as Lead;

/** A list endpoint over an in-memory table, newest first, paged like the API. */
function fakeApi(table: Lead[]) {
  return async ({ limit = 100, cursor }: LeadQueryRequest): Promise<LeadPage> => {
    const sorted = [...table].sort((a, b) =>
      a.created_at === b.created_at
        ? b.id.localeCompare(a.id)
        : b.created_at.localeCompare(a.created_at),
    );
    const start = cursor ? Number(cursor) : 0;
    const leads = sorted.slice(start, start + limit);
    const next = start + limit < sorted.length ? String(start + limit) : null;
    return { leads, total: sorted.length, nextCursor: next };
  };
}

describe('poller', () => {
  it('checks every minute on the timer it is given, and stops', () => {
    const calls: number[] = [];
    let cleared = false;
    const poller = createPoller({
      listLeads: fakeApi([]),
      onNewLeads: () => {},
      timers: {
        setInterval: (_callback, ms) => {
          calls.push(ms);
          return 7;
        },
        clearInterval: (handle) => {
          cleared = handle === 7;
        },
      },
    });
    poller.start();
    poller.start();
    expect(calls).toEqual([POLL_INTERVAL_MS]);
    poller.stop();
    expect(cleared).toBe(true);
  });

  it('pages until it meets a known lead, including ties on the timestamp', async () => {
    const table = [lead('a', '2025-06-01T10:00:00.000000Z')];
    const reported: Lead[][] = [];
    const poller = createPoller({ listLeads: fakeApi(table), onNewLeads: (l) => reported.push(l) });
    expect(await poller.check()).toEqual([]);
    for (let i = 0; i < 250; i++)
      table.push(lead(`n${i}`, `2025-06-01T11:${String(i % 60).padStart(2, '0')}:00.000000Z`));
    table.push(lead('b', '2025-06-01T10:00:00.000000Z'));
    const found = await poller.check();
    expect(found).toHaveLength(251);
    expect(reported).toHaveLength(1);
    expect(await poller.check()).toEqual([]);
  });

  it('words the notification', () => {
    expect(newEnquiriesMessage(1)).toBe('1 new enquiry');
    expect(newEnquiriesMessage(3)).toBe('3 new enquiries');
    expect(newEnquiriesMessage(1500)).toBe('1,500 new enquiries');
  });
});
