import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnquirySchema } from '@skltcoa/shared';
import { createTestDatabase, enquiry, openTransaction } from '../../test/helpers';
import type { Sql } from '../db/client';
import {
  compareCursors,
  createLeadEventFeed,
  formatEventId,
  parseEventId,
  presentCursor,
  pruneLeadEvents,
  readEvents,
  type Cursor,
} from './lead-events';
import { saveEnquiries } from './leads-repo';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase({ ownServer: true });
  sql = db.sql;
});
afterAll(async () => {
  await db.drop();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addLeads(count: number, name = 'Lead'): Promise<string[]> {
  const saved = await saveEnquiries(
    sql,
    Array.from({ length: count }, (_, i) => EnquirySchema.parse(enquiry({ name: `${name} ${i}` }))),
  );
  return saved.map((s) => s.id);
}

/** Every event after `cursor`, reading `limit` at a time, as [kind, lead name] pairs. */
async function readAll(from: Cursor, limit = 500) {
  const seen: { id: string; kind: string; name: string }[] = [];
  let cursor = from;
  for (let reads = 0; reads < 100; reads++) {
    const batch = await readEvents(sql, cursor, limit);
    expect(batch.reset).toBe(false);
    seen.push(
      ...batch.events.map(({ id, event }) => ({ id, kind: event.kind, name: event.lead.name })),
    );
    cursor = batch.cursor;
    if (!batch.full) break;
  }
  return { seen, cursor };
}

describe('event ids', () => {
  it('reads back what it writes, up to the largest xid8 and bigint', () => {
    for (const text of ['0-0', '1-2', '18446744073709551615-9223372036854775807']) {
      expect(formatEventId(parseEventId(text)!)).toBe(text);
    }
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '1',
      '1-',
      '-1',
      '1--2',
      '+1-2',
      '1-2 ',
      '1e3-2',
      '18446744073709551616-0',
      '0-9223372036854775808',
      '١-٢',
    ]) {
      expect(parseEventId(text), text).toBeUndefined();
    }
  });

  it('orders by txid, then id', () => {
    const c = (text: string) => parseEventId(text)!;
    expect(compareCursors(c('2-1'), c('10-0'))).toBe(-1);
    expect(compareCursors(c('10-5'), c('10-12'))).toBe(-1);
    expect(compareCursors(c('10-5'), c('10-5'))).toBe(0);
    expect(compareCursors(c('11-0'), c('10-99'))).toBe(1);
  });
});

describe('readEvents', () => {
  it('starts at the present and reads each event once, in batches', async () => {
    await addLeads(2, 'Before');
    const start = await presentCursor(sql);
    await addLeads(5, 'Group');
    await addLeads(1, 'Single');
    const { seen, cursor } = await readAll(start, 2);
    expect(seen.map((e) => e.name)).toEqual([
      'Group 0',
      'Group 1',
      'Group 2',
      'Group 3',
      'Group 4',
      'Single 0',
    ]);
    expect(seen.every((e) => e.kind === 'created')).toBe(true);
    expect((await readAll(cursor)).seen).toEqual([]);
  });

  it('holds back a committed transaction while an older one is open, then sends both in order', async () => {
    const [early, late] = await addLeads(2, 'Order');
    const start = await presentCursor(sql);
    const t1 = await openTransaction(
      sql,
      (tx) => tx`update admission_leads set name = 'Order 0, renamed' where id = ${early!}`,
    );
    await sql`update admission_leads set status = 'interested' where id = ${late!}`;

    // T2's event is the newest a reader can see; one following the sequence
    // would send it now and then pass over T1's, which has a smaller id.
    const [t2] = await sql<{ id: string }[]>`select max(id)::text as id from lead_events`;
    expect((await readEvents(sql, start, 500)).events).toEqual([]);

    await t1.commit();
    const { seen } = await readAll(start);
    expect(seen.map((e) => [e.kind, e.name])).toEqual([
      ['changed', 'Order 0, renamed'],
      ['changed', 'Order 1'],
    ]);
    expect(parseEventId(seen[1]!.id)!.id).toBe(BigInt(t2!.id));
    expect(parseEventId(seen[0]!.id)!.id).toBeLessThan(BigInt(t2!.id));
  });

  it('a held change of name blocks no writer of its shard; a held change of status does', async () => {
    // Two sessions on one shard of the kept counts (pg_backend_pid() % 8, ADR 005):
    // of nine connections, two always share one.
    const reserved = await Promise.all(Array.from({ length: 9 }, () => sql.reserve()));
    try {
      const pids = await Promise.all(
        reserved.map(
          async (conn) => (await conn<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!.pid,
        ),
      );
      const shardOf = new Map<number, number>();
      const [first, second] = pids.flatMap((pid, i) => {
        const earlier = shardOf.get(pid % 8);
        shardOf.set(pid % 8, i);
        return earlier === undefined ? [] : [[earlier, i] as const];
      })[0]!;
      const holder = reserved[first]!;
      const writer = reserved[second]!;
      // Each write moves a lead of its own from New, as the held change of status does.
      const [held, ...others] = await addLeads(3, 'Shard');
      const writeWithin = async (ms: number) => {
        const other = others.pop();
        await writer`begin`;
        try {
          await writer.unsafe(`set local lock_timeout = '${ms}ms'`);
          await writer`update admission_leads set status = 'interested' where id = ${other!}`;
          await writer`commit`;
        } catch (error) {
          await writer`rollback`;
          throw error;
        }
      };

      await holder`begin`;
      await holder`update admission_leads set name = 'Shard, renamed' where id = ${held!}`;
      await expect(writeWithin(2000)).resolves.toBeUndefined();
      await holder`commit`;

      await holder`begin`;
      await holder`update admission_leads set status = 'contacted' where id = ${held!}`;
      await expect(writeWithin(300)).rejects.toMatchObject({ code: '55P03' });
      await holder`rollback`;
    } finally {
      // A failed expectation must not leave the shard held for the tests after it.
      for (const conn of reserved) {
        await conn`rollback`;
        conn.release();
      }
    }
  });

  it('carries the lead as it is now, and the activity of an activity event', async () => {
    const [id] = await addLeads(1, 'Current');
    const start = await presentCursor(sql);
    await sql`insert into lead_activities (lead_id, kind, author, body) values (${id!}, 'note', 'a@example.com', 'hello')`;
    await sql`update admission_leads set status = 'enrolled', version = version + 1 where id = ${id!}`;
    const batch = await readEvents(sql, start, 500);
    expect(batch.events.map(({ event }) => event)).toMatchObject([
      {
        kind: 'activity',
        lead: { id, status: 'enrolled', version: 2 },
        activity: { kind: 'note', body: 'hello', lead_id: id },
      },
      { kind: 'changed', lead: { id, status: 'enrolled' }, activity: null },
    ]);
    expect(batch.text).toContain('event: lead\nid: ');
  });

  it('leaves out the events of a lead that is gone, and moves past them', async () => {
    const start = await presentCursor(sql);
    const [gone] = await addLeads(1, 'Gone');
    await addLeads(1, 'Stays');
    await sql`delete from admission_leads where id = ${gone!}`;
    const batch = await readEvents(sql, start, 500);
    expect(batch.events.map(({ event }) => event.lead.name)).toEqual(['Stays 0']);
  });

  it('says reset for a cursor from the future', async () => {
    const present = await presentCursor(sql);
    const future = { txid: present.txid + 1000n, id: 0n };
    const batch = await readEvents(sql, future, 500);
    expect(batch.reset).toBe(true);
    expect(compareCursors(batch.cursor, present)).toBeGreaterThanOrEqual(0);
    expect(batch.cursor.id).toBe(0n);
  });
});

describe('pruneLeadEvents', () => {
  it('deletes a prefix of old events, keeps a watermark, and runs at most as often as asked', async () => {
    const start = await presentCursor(sql);
    await addLeads(3, 'Old');
    const { seen } = await readAll(start);
    const ids = seen.map((e) => parseEventId(e.id)!);
    await sql`update lead_events set created_at = now() - interval '4 days'
      where (txid, id) <= (${ids[1]!.txid.toString()}::xid8, ${ids[1]!.id.toString()}::bigint)`;

    // Two instances at once: one prunes, the other skips.
    const results = await Promise.all([
      pruneLeadEvents(sql, { keepMs: 3 * 86_400_000, everyMs: 0 }),
      pruneLeadEvents(sql, { keepMs: 3 * 86_400_000, everyMs: 0 }),
    ]);
    expect(results.filter((r) => r === null).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r !== null && r > 0)).toBe(true);
    expect(await pruneLeadEvents(sql, { keepMs: 0, everyMs: 3_600_000 })).toBeNull();

    const [watermark] = await sql<{ txid: string; id: string }[]>`
      select txid::text, id::text from lead_events_pruned`;
    expect(`${watermark!.txid}-${watermark!.id}`).toBe(seen[1]!.id);
    expect((await readEvents(sql, start, 500)).reset).toBe(true);
    expect((await readEvents(sql, ids[0]!, 500)).reset).toBe(true);
    const fromWatermark = await readEvents(sql, ids[1]!, 500);
    expect(fromWatermark.reset).toBe(false);
    expect(fromWatermark.events.map((e) => e.id)).toEqual([seen[2]!.id]);
  });
});

describe('createLeadEventFeed', () => {
  it('wakes its subscribers on NOTIFY, without waiting for the tick', async () => {
    const feed = createLeadEventFeed(sql, { tickMs: 60_000 });
    let wakes = 0;
    const unsubscribe = feed.subscribe({ wake: () => wakes++ })!;
    await until(() => wakes > 0); // the first look at the log
    const cursor = await presentCursor(sql);
    expect(feed.behind(cursor)).toBe(false);
    // A NOTIFY sent before LISTEN is in place would be lost; the tick is minutes away here.
    await until(() => feed.listening);
    await wait(100);
    await addLeads(1, 'Notified');
    await until(() => feed.behind(cursor), 1000);
    unsubscribe();
    expect(feed.size).toBe(0);
    expect(feed.listening).toBe(false);
  });

  it('notices an event whose notification was lost, on the next tick', async () => {
    const [id] = await addLeads(1, 'Silent');
    const feed = createLeadEventFeed(sql, { tickMs: 100 });
    const unsubscribe = feed.subscribe({ wake: () => {} })!;
    const cursor = await presentCursor(sql);
    await wait(50);
    // Straight into the log: no trigger, so no NOTIFY.
    await sql`insert into lead_events (kind, lead_id) values ('changed', ${id!})`;
    await until(() => feed.behind(cursor), 1000);
    unsubscribe();
  });

  it('finds the newest event by its txid, not by its text, when txids differ in digits', async () => {
    // Regression: ordered by `txid::text`, txid 9 came after 1234, so once the
    // log held txids of fewer digits than the present, no stream woke again.
    const [id] = await addLeads(1, 'Digits');
    await sql`insert into lead_events (txid, kind, lead_id, created_at)
      values ('9'::xid8, 'changed', ${id!}, now() - interval '4 days')`;
    const feed = createLeadEventFeed(sql, { tickMs: 50 });
    const unsubscribe = feed.subscribe({ wake: () => {} })!;
    const cursor = await presentCursor(sql);
    expect(cursor.txid > 9n).toBe(true);
    await wait(100);
    expect(feed.behind(cursor)).toBe(false);
    await addLeads(1, 'Digits later');
    await until(() => feed.behind(cursor), 1000);
    unsubscribe();

    // Pruning finds its edge the same way: every old event goes, whatever its digits.
    await sql`update lead_events set created_at = now() - interval '4 days'`;
    await sql`update lead_events_pruned set pruned_at = '-infinity'`;
    expect(await pruneLeadEvents(sql, { keepMs: 3 * 86_400_000, everyMs: 0 })).toBeGreaterThan(0);
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from lead_events
      where created_at < now() - interval '3 days' and txid < pg_snapshot_xmin(pg_current_snapshot())`;
    expect(left!.n).toBe(0);
  });

  it('follows at most maxSubscribers, and shares one read among streams at one cursor', async () => {
    const feed = createLeadEventFeed(sql, { maxSubscribers: 1, tickMs: 60_000 });
    const unsubscribe = feed.subscribe({ wake: () => {} })!;
    expect(feed.subscribe({ wake: () => {} })).toBeUndefined();
    const cursor = await presentCursor(sql);
    const first = feed.read(cursor);
    expect(feed.read({ ...cursor })).toBe(first);
    await first;
    expect(feed.read(cursor)).not.toBe(first);
    unsubscribe();
    expect(feed.subscribe({ wake: () => {} })).toBeDefined();
  });
});

/** Polls until `condition` holds; fails after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await wait(10);
  }
}
