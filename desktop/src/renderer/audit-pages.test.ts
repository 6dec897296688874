import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage, AuditQuery } from '@skltcoa/shared';
import { AUDIT_BLOCK, AuditPages } from './audit-pages';

/** A trail of `n` events, newest (highest id) first, paged by the API's rules. */
function trail(n: number) {
  const events: AuditEvent[] = Array.from({ length: n }, (_, i) => ({
    id: String(n - i),
    at: '2026-11-24T05:00:00.000000Z',
    actor: 'counsellor@example.edu.in',
    action: 'leads_listed',
    lead_id: null,
    rows: i,
    detail: {},
  }));
  const asked: AuditQuery[] = [];
  const list = async (query: AuditQuery): Promise<AuditPage> => {
    asked.push(query);
    const after = query.cursor
      ? events.filter((event) => Number(event.id) < Number(query.cursor))
      : events;
    const page = after.slice(0, query.limit);
    return { events: page, nextCursor: after.length > query.limit ? page.at(-1)!.id : null };
  };
  return { list, asked };
}

describe('AuditPages', () => {
  it('reads a block after the ones above it, each once, following the cursor', async () => {
    const { list, asked } = trail(AUDIT_BLOCK * 2 + 5);
    const pages = new AuditPages(list, { action: 'leads_listed' });
    // The grid may ask for the third block first (a dragged scrollbar).
    const third = await pages.rows(AUDIT_BLOCK * 2);
    expect(third).toEqual({ events: expect.any(Array), lastRow: AUDIT_BLOCK * 2 + 5 });
    expect(third.events.map((event) => event.id)).toEqual(['5', '4', '3', '2', '1']);
    const first = await pages.rows(0);
    expect(first.lastRow).toBeUndefined();
    expect(first.events).toHaveLength(AUDIT_BLOCK);
    expect(asked.map((query) => query.cursor)).toEqual([undefined, '106', '6']);
    expect(asked.every((query) => query.action === 'leads_listed')).toBe(true);
  });

  it('ends at the last event, and an empty trail has no rows', async () => {
    expect(await new AuditPages(trail(0).list, {}).rows(0)).toEqual({ events: [], lastRow: 0 });
    const exact = new AuditPages(trail(AUDIT_BLOCK).list, {});
    expect((await exact.rows(0)).lastRow).toBe(AUDIT_BLOCK);
  });

  it('asks again for a block that failed', async () => {
    const { list } = trail(3);
    let fail = true;
    const pages = new AuditPages(async (query) => {
      if (fail) throw new Error('network');
      return list(query);
    }, {});
    await expect(pages.rows(0)).rejects.toThrow('network');
    fail = false;
    expect((await pages.rows(0)).lastRow).toBe(3);
  });
});
