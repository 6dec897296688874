/*
 * Live updates from lead_events (docs/decisions/014-live-updates-from-postgres.md).
 *
 * Triggers log every change to a lead in lead_events, keyed (txid, id), and
 * NOTIFY `lead_events`. A reader takes only the events of transactions older
 * than every transaction still running (pg_snapshot_xmin), in (txid, id)
 * order: no event can ever commit behind that point, so a cursor that has
 * passed an event never misses one, even when transactions commit out of
 * order. One feed per API instance LISTENs, with a tick in case a
 * notification is lost, and wakes the instance's streams; each stream keeps
 * its own cursor and reads from the table.
 */
import type { Activity, Lead, LeadEvent } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { ACTIVITY_COLUMNS, LEAD_COLUMNS } from './lead-columns';

/** A place in the log: just after the event (txid, id). */
export interface Cursor {
  txid: bigint;
  id: bigint;
}

const MAX_XID8 = 2n ** 64n - 1n;
const MAX_BIGINT = 2n ** 63n - 1n;

/** `${txid}-${id}`, as each event's SSE id; undefined for anything else. */
export function parseEventId(text: string): Cursor | undefined {
  const match = /^(\d{1,20})-(\d{1,19})$/.exec(text);
  if (!match) return undefined;
  const txid = BigInt(match[1]!);
  const id = BigInt(match[2]!);
  return txid <= MAX_XID8 && id <= MAX_BIGINT ? { txid, id } : undefined;
}

export const formatEventId = ({ txid, id }: Cursor) => `${txid}-${id}`;

export function compareCursors(a: Cursor, b: Cursor): number {
  if (a.txid !== b.txid) return a.txid < b.txid ? -1 : 1;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

/** The present: every transaction older than this has committed or rolled back. */
export async function presentCursor(sql: Sql): Promise<Cursor> {
  const [row] = await sql<{ xmin: string }[]>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`;
  return { txid: BigInt(row!.xmin), id: 0n };
}

/**
 * How many events a resume from `cursor` would replay, counted no further
 * than `limit`: a walk of the primary key's range, so a resume's bound
 * costs at most `limit` index entries whatever the log holds.
 */
export async function countEventsAfter(sql: Sql, cursor: Cursor, limit: number): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from (
      select 1 from lead_events e
      where (e.txid, e.id) > (${cursor.txid.toString()}::xid8, ${cursor.id.toString()}::bigint)
        and e.txid < pg_snapshot_xmin(pg_current_snapshot())
      limit ${limit}
    ) as within`;
  return row!.n;
}

export interface SentEvent {
  /** The SSE id: `${txid}-${id}`. */
  id: string;
  event: LeadEvent;
}

export interface Batch {
  /**
   * The cursor is before what pruning kept, or after the present (it is from
   * another database, or restored from an older backup): the changes since
   * cannot be told, so the reader must reload; `cursor` is the present.
   */
  reset: boolean;
  /** In (txid, id) order; an event whose lead no longer exists is left out. */
  events: SentEvent[];
  /** Where the next read starts: the last event read, or the present after a reset. */
  cursor: Cursor;
  /** The read stopped at its limit: read again at once. */
  full: boolean;
  /** The events as SSE messages, written once for every stream that shares the read. */
  text: string;
}

/** One SSE message; `data` must not hold a line break (JSON.stringify writes none). */
export const sseMessage = (event: string, id: string, data: string) =>
  `event: ${event}\nid: ${id}\ndata: ${data}\n\n`;

interface EventRow {
  xmin: string;
  pruned_txid: string;
  pruned_id: string;
  txid: string | null;
  id: string | null;
  kind: LeadEvent['kind'] | null;
  lead_id: string | null;
  activity_id: string | null;
}

/**
 * Up to `limit` events after `cursor`, with each lead as it is now and each
 * activity. The events, the present and the pruning watermark come from one
 * statement, so one snapshot: a prune that commits meanwhile is seen whole
 * or not at all.
 */
export async function readEvents(sql: Sql, cursor: Cursor, limit: number): Promise<Batch> {
  const rows = await sql<EventRow[]>`
    with present as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin)
    select present.xmin::text as xmin, pruned.txid::text as pruned_txid,
      pruned.id::text as pruned_id, e.txid::text as txid, e.id::text as id, e.kind, e.lead_id,
      e.activity_id::text as activity_id
    from present cross join lead_events_pruned pruned
    left join lateral (
      select * from lead_events e
      where (e.txid, e.id) > (${cursor.txid.toString()}::xid8, ${cursor.id.toString()}::bigint)
        and e.txid < present.xmin
      order by e.txid, e.id
      limit ${limit}
    ) e on true
    order by e.txid, e.id`;
  const first = rows[0]!;
  const present: Cursor = { txid: BigInt(first.xmin), id: 0n };
  const pruned: Cursor = { txid: BigInt(first.pruned_txid), id: BigInt(first.pruned_id) };
  if (compareCursors(cursor, pruned) < 0 || compareCursors(cursor, present) > 0) {
    return { reset: true, events: [], cursor: present, full: false, text: '' };
  }
  const found = rows.filter((row) => row.txid !== null);
  if (found.length === 0) return { reset: false, events: [], cursor, full: false, text: '' };

  // One query for the leads of the batch and one for its activities.
  const leadIds = [...new Set(found.map((row) => row.lead_id!))];
  const activityIds = found.flatMap((row) => (row.activity_id ? [row.activity_id] : []));
  const [leads, activities] = await Promise.all([
    sql<Lead[]>`
      select ${sql.unsafe(LEAD_COLUMNS)} from admission_leads
      where admission_leads.id = any(${leadIds}::uuid[])`,
    activityIds.length === 0
      ? Promise.resolve([] as Activity[])
      : sql<Activity[]>`
          select ${sql.unsafe(ACTIVITY_COLUMNS)} from lead_activities a
          where a.id = any(${activityIds}::bigint[])`,
  ]);
  const leadById = new Map(leads.map((lead) => [lead.id, lead]));
  const activityById = new Map(activities.map((activity) => [activity.id, activity]));
  const events: SentEvent[] = [];
  for (const row of found) {
    const lead = leadById.get(row.lead_id!);
    if (!lead) continue;
    events.push({
      id: `${row.txid}-${row.id}`,
      event: {
        kind: row.kind!,
        lead,
        activity: (row.activity_id && activityById.get(row.activity_id)) || null,
      },
    });
  }
  const last = found[found.length - 1]!;
  return {
    reset: false,
    events,
    cursor: { txid: BigInt(last.txid!), id: BigInt(last.id!) },
    full: found.length >= limit,
    text: events.map(({ id, event }) => sseMessage('lead', id, JSON.stringify(event))).join(''),
  };
}

export interface PruneOptions {
  /** Events older than this are deleted. */
  keepMs: number;
  /** Across every instance, a prune runs at most this often. */
  everyMs: number;
}

/**
 * Deletes events older than `keepMs`, as a prefix of the log in (txid, id)
 * order, and moves the watermark to the last one deleted. Skipped (null)
 * when another instance is pruning or a prune ran less than `everyMs` ago;
 * otherwise the number of events deleted.
 */
export async function pruneLeadEvents(
  sql: Sql,
  { keepMs, everyMs }: PruneOptions,
): Promise<number | null> {
  return (await sql.begin(async (tx) => {
    const [turn] = await tx`
      select 1 from lead_events_pruned
      where pruned_at <= now() - ${everyMs} * interval '1 millisecond'
      for update skip locked`;
    if (!turn) return null;
    // Ordered by the columns (`e.`), not by the text the select gives back:
    // as text, txid 999 would come after 1000.
    const [edge] = await tx<{ txid: string; id: string }[]>`
      select e.txid::text as txid, e.id::text as id from lead_events e
      where e.created_at < now() - ${keepMs} * interval '1 millisecond'
        and e.txid < pg_snapshot_xmin(pg_current_snapshot())
      order by e.txid desc, e.id desc limit 1`;
    let deleted = 0;
    if (edge) {
      const result = await tx`
        delete from lead_events where (txid, id) <= (${edge.txid}::xid8, ${edge.id}::bigint)`;
      deleted = result.count;
      await tx`
        update lead_events_pruned set txid = ${edge.txid}::xid8, id = ${edge.id}::bigint
        where (txid, id) < (${edge.txid}::xid8, ${edge.id}::bigint)`;
    }
    await tx`update lead_events_pruned set pruned_at = now()`;
    return deleted;
  })) as number | null;
}

/** One of an instance's streams, as the feed sees it. */
export interface Subscriber {
  /** Told when there may be something to read (a notification, or the tick). */
  wake: () => void;
}

export interface LeadEventFeedOptions {
  /** How often the log is looked at without a notification, in case one was lost. */
  tickMs?: number;
  /** Events per read; a stream reads again while a read comes back full. */
  batchSize?: number;
  /** Streams this instance follows at most. */
  maxSubscribers?: number;
  /** How long events are kept for a resume. */
  keepMs?: number;
  /** How often this instance offers to prune (the database allows one prune an hour). */
  pruneCheckMs?: number;
  pruneEveryMs?: number;
  /** Errors of the feed's own queries; it tries again on the next tick. */
  onError?: (error: unknown) => void;
}

/** The feed's options and each stream's own; AppDeps.liveUpdates, shortened by tests. */
export interface LiveUpdateOptions extends LeadEventFeedOptions {
  /** A comment this often tells the console (and any proxy) that the stream is alive. */
  heartbeatMs?: number;
  /**
   * Every stream's session is looked up again this often (one query per
   * session), besides the notifications of migration 020; a session that
   * ran out of time or went idle ends the stream. ADR 039.
   */
  sessionCheckMs?: number;
}

export const FEED_DEFAULTS = {
  tickMs: 1_000,
  batchSize: 500,
  maxSubscribers: 200,
  keepMs: 3 * 24 * 60 * 60 * 1000,
  pruneCheckMs: 10 * 60 * 1000,
  pruneEveryMs: 60 * 60 * 1000,
} satisfies LeadEventFeedOptions;

const CHANNEL = 'lead_events';

/**
 * An API instance's view of the log: one LISTEN and one tick while any
 * stream is open, and the newest event that can be read (the head), so that
 * a stream already there does not query at all. Streams at the same cursor
 * share one read, which is safe because the events before the present never
 * change.
 */
export function createLeadEventFeed(sql: Sql, options: LeadEventFeedOptions = {}) {
  const { tickMs, batchSize, maxSubscribers, keepMs, pruneCheckMs, pruneEveryMs } = {
    ...FEED_DEFAULTS,
    ...options,
  };
  const onError = options.onError ?? (() => {});
  const subscribers = new Set<Subscriber>();
  const reads = new Map<string, Promise<Batch>>();
  let head: Cursor | undefined;
  let timer: NodeJS.Timeout | undefined;
  let listening: Promise<{ unlisten: () => Promise<void> } | undefined> | undefined;
  /** Bumped on every (re)LISTEN, so that a stale registration wakes nobody. */
  let generation = 0;
  /** LISTEN is in place on the database. */
  let listened = false;
  let refreshing = false;
  let refreshAgain = false;
  let failed = false;
  let nextPruneAt = 0;

  function listen() {
    const mine = ++generation;
    listening = sql
      .listen(
        CHANNEL,
        () => {
          if (mine === generation) void refresh();
        },
        () => {
          // Also after postgres.js re-LISTENs on a new connection: look at once for what was missed.
          if (mine !== generation) return;
          listened = true;
          void refresh();
        },
      )
      .catch((error: unknown) => {
        onError(error);
        failed = true;
        return undefined;
      });
  }

  function unlisten() {
    generation++;
    listened = false;
    const registration = listening;
    listening = undefined;
    void registration?.then((meta) => meta?.unlisten()).catch(() => {});
  }

  function start() {
    listen();
    timer = setInterval(() => void refresh(), tickMs);
    timer.unref();
    void refresh();
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
    unlisten();
  }

  async function refresh() {
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    refreshing = true;
    try {
      do {
        refreshAgain = false;
        if (subscribers.size === 0) return;
        // By the xid8 column, not its text (as text, 999 would be the head after 1000).
        const [row] = await sql<{ txid: string; id: string }[]>`
          select e.txid::text as txid, e.id::text as id from lead_events e
          where e.txid < pg_snapshot_xmin(pg_current_snapshot())
          order by e.txid desc, e.id desc limit 1`;
        head = row ? { txid: BigInt(row.txid), id: BigInt(row.id) } : undefined;
        if (failed) {
          // postgres.js re-LISTENs after a lost connection, but only once:
          // if the database was still down then, LISTEN again now.
          failed = false;
          unlisten();
          listen();
        }
        for (const subscriber of subscribers) subscriber.wake();
      } while (refreshAgain);
      if (Date.now() >= nextPruneAt) {
        nextPruneAt = Date.now() + pruneCheckMs;
        pruneLeadEvents(sql, { keepMs, everyMs: pruneEveryMs }).catch(onError);
      }
    } catch (error) {
      failed = true;
      onError(error);
    } finally {
      refreshing = false;
    }
  }

  return {
    /** Starts following; undefined when the instance already follows as many streams as it may. */
    subscribe(subscriber: Subscriber): (() => void) | undefined {
      if (subscribers.size >= maxSubscribers) return undefined;
      subscribers.add(subscriber);
      if (subscribers.size === 1) start();
      return () => {
        if (!subscribers.delete(subscriber)) return;
        if (subscribers.size === 0) stop();
      };
    },
    /** True when the log holds an event after `cursor` that can be read. */
    behind(cursor: Cursor): boolean {
      return head !== undefined && compareCursors(head, cursor) > 0;
    },
    /** The next batch after `cursor`, shared by the streams that ask for it at once. */
    read(cursor: Cursor): Promise<Batch> {
      const key = formatEventId(cursor);
      let batch = reads.get(key);
      if (!batch) {
        batch = readEvents(sql, cursor, batchSize).finally(() => reads.delete(key));
        reads.set(key, batch);
      }
      return batch;
    },
    /** Looks at the log now, as a notification would. */
    refresh,
    get size() {
      return subscribers.size;
    },
    /** LISTEN is in place: notifications from now on wake the streams. */
    get listening() {
      return listened;
    },
  };
}

export type LeadEventFeed = ReturnType<typeof createLeadEventFeed>;
