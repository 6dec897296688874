import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { StaffIdentity } from '../auth/sessions';
import type { Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { audit, requestClient, type AuditClient } from '../audit/audit';
import { errorOptions, toApiError } from '../http/error-handler';
import {
  compareCursors,
  countEventsAfter,
  createLeadEventFeed,
  formatEventId,
  parseEventId,
  presentCursor,
  sseMessage,
  type Batch,
  type Cursor,
  type LeadEventFeed,
} from './lead-events';
import {
  countedLeadIds,
  overDailyReads,
  readsCounted,
  recordLeadReads,
  type LeadReadLimits,
} from './lead-reads';
import { createSessionWatch, type SessionWatch } from './stream-sessions';
import { clientOf, type StaffEnv } from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';

const BAD_LAST_EVENT_ID =
  'Last-Event-ID must be the id of an event from this stream, such as 123456-789. Leave it out to start from now.';
const TOO_MANY_STREAMS =
  'This server is already sending live updates to as many consoles as it can. Please try again in a minute.';
const SESSION_FULL = (cap: number) =>
  `This session already has ${cap} live-update streams open, the most one session may. Close another window of the console, or try again in a minute.`;
const STAFF_FULL = (cap: number) =>
  `You already have ${cap} live-update streams open, the most one member of staff may. Close another console or browser tab, or try again in a minute.`;

/** Why a resume replays nothing and says reset instead (ADR 039). */
type ResetReason = 'too_far' | 'log_pruned' | 'daily_reads';

/** What a resume replayed until it caught up, for its audit entry and the day's reads. */
interface Resume {
  from: Cursor;
  events: number;
  leads: Set<string>;
  /** The replayed leads not assigned to the reader: those that count as read (leads/lead-reads.ts). */
  counted: Set<string>;
  reset: ResetReason | null;
}

interface Follow {
  sql: Sql;
  feed: LeadEventFeed;
  watch: SessionWatch;
  stream: SSEStreamingApi;
  resumeFrom: Cursor | undefined;
  staff: StaffIdentity;
  heartbeatMs: number;
  /** STREAM_RESUME_MAX_EVENTS: a resume further back says reset. */
  resumeMaxEvents: number;
  leadReads: LeadReadLimits;
  /** `console` or `web`, and the request's address and user agent, for the audit. */
  client: string;
  from: AuditClient;
  report: (error: unknown) => void;
}

/**
 * One stream, until the client goes, the session ends or the database fails:
 * `event: ready` with the present as its id when starting afresh (so that a
 * console that drops before any change still resumes without a gap), then
 * `event: lead` for each change after the cursor, or `event: reset` when the
 * cursor is older than the log keeps or than a resume may reach back.
 */
async function follow({
  sql,
  feed,
  watch,
  stream,
  resumeFrom,
  staff,
  heartbeatMs,
  resumeMaxEvents,
  leadReads,
  client,
  from,
  report,
}: Follow) {
  let cursor: Cursor | undefined;
  let done = false;
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = () => {
      done = true;
      resolve();
    };
  });
  stream.onAbort(end);
  const fail = (error: unknown) => {
    if (!done) report(error);
    end();
  };

  const resume: Resume | undefined = resumeFrom && {
    from: resumeFrom,
    events: 0,
    leads: new Set(),
    counted: new Set(),
    reset: null,
  };
  /** The resume's replay is over (caught up, reset, or cut off), and was audited. */
  let replayed = false;

  /** Counts what a batch of the replay sent. */
  function replaying(batch: Batch) {
    if (!resume || replayed) return;
    if (batch.reset) resume.reset ??= 'log_pruned';
    resume.events += batch.events.length;
    for (const { event } of batch.events) resume.leads.add(event.lead.id);
    for (const id of countedLeadIds(
      staff,
      batch.events.map(({ event }) => event.lead),
    )) {
      resume.counted.add(id);
    }
  }

  /**
   * Every resume goes on the audit trail with its size, and its leads count
   * among the reader's distinct leads of the day (ADR 039).
   */
  async function replayOver(complete: boolean) {
    if (!resume || replayed) return;
    replayed = true;
    try {
      await audit(sql, {
        actor: staff.email,
        action: 'stream_resumed',
        rows: resume.events,
        detail: { leads: resume.leads.size, reset: resume.reset, complete, client },
        client: from,
      });
      if (resume.counted.size > 0 && readsCounted(leadReads, staff)) {
        await recordLeadReads(sql, {
          staff,
          leadIds: [...resume.counted],
          limits: leadReads,
          client,
          from,
          pace: false,
        });
      }
    } catch (error) {
      report(error);
    }
  }

  /**
   * A resume replays nothing past the day's threshold of distinct leads, nor
   * from further back than STREAM_RESUME_MAX_EVENTS: the console reloads its
   * page instead, which costs it one listing (ADR 039).
   */
  async function resetReason(after: Cursor): Promise<ResetReason | null> {
    if (readsCounted(leadReads, staff) && (await overDailyReads(sql, staff, leadReads))) {
      return 'daily_reads';
    }
    const count = await countEventsAfter(sql, after, resumeMaxEvents + 1);
    return count > resumeMaxEvents ? 'too_far' : null;
  }

  let draining = false;
  let again = false;
  /** Reads and sends until caught up with what the feed has seen. */
  async function drain() {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      let moved = true;
      do {
        again = false;
        const start = cursor!;
        for (;;) {
          const batch = await feed.read(cursor!);
          if (done) return;
          if (batch.reset) {
            await stream.write(sseMessage('reset', formatEventId(batch.cursor), ''));
          } else if (batch.text) {
            await stream.write(batch.text);
          }
          replaying(batch);
          cursor = batch.cursor;
          if (!batch.full && !batch.reset) break;
        }
        moved = compareCursors(cursor!, start) !== 0;
      } while (!done && (again || (moved && feed.behind(cursor))));
    } catch (error) {
      fail(error);
    } finally {
      draining = false;
    }
  }

  const unsubscribe = feed.subscribe({
    wake: () => {
      if (cursor && !done && feed.behind(cursor)) void drain();
    },
  });
  // Ended within a second of the session (ADR 039): the watch is told of a
  // sign-out or a change to the account at once, and looks every second.
  const unwatch = watch.add({
    tokenHash: staff.tokenHash,
    userId: staff.userId,
    end,
    // No id: the console's Last-Event-ID stays the last lead event's.
    tell: async (change) => {
      if (!done) await stream.write(`event: staff\ndata: ${JSON.stringify(change)}\n\n`);
    },
  });
  const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), heartbeatMs);
  try {
    if (!unsubscribe) return;
    if (resume) {
      const reason = await resetReason(resume.from);
      if (done) return;
      if (reason) {
        // Audited before the stream has a cursor, so that no live event counts as replayed.
        resume.reset = reason;
        await replayOver(true);
        cursor = await presentCursor(sql);
        await stream.write(sseMessage('reset', formatEventId(cursor), ''));
        if (feed.behind(cursor)) void drain();
      } else {
        cursor = resume.from;
        await drain();
        await replayOver(!done);
      }
    } else {
      cursor = await presentCursor(sql);
      await stream.write(sseMessage('ready', formatEventId(cursor), ''));
      // Anything the feed saw before this stream had a cursor.
      if (feed.behind(cursor)) void drain();
    }
    await ended;
  } catch (error) {
    fail(error);
  } finally {
    done = true;
    clearInterval(heartbeat);
    unwatch();
    unsubscribe?.();
    // A replay cut off before it caught up is audited too.
    await replayOver(false);
  }
}

/** Adds `delta` to a count of open streams, forgetting a key at zero. */
function bump(counts: Map<string, number>, key: string, delta: number) {
  const n = (counts.get(key) ?? 0) + delta;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

/**
 * `GET /api/leads/events`: every change to a lead as Server-Sent Events, for
 * staff (docs/decisions/014-live-updates-from-postgres.md, and 039 for how a
 * stream ends with its session, its caps and its resumes). Mounted inside
 * the leads routes, after requireStaff.
 */
export function leadEventsRoutes(deps: AppDeps) {
  const { sql, config } = deps;
  const { heartbeatMs = 15_000, sessionCheckMs = 1_000, ...feedOptions } = deps.liveUpdates ?? {};
  const options = errorOptions(deps);
  const report = (error: unknown) => void toApiError(error, options);
  const feed = createLeadEventFeed(sql, { onError: report, ...feedOptions });
  const watch = createSessionWatch(sql, { checkMs: sessionCheckMs, onError: report });
  // Counted here rather than by the feed, so that the 503 comes before the stream starts.
  let open = 0;
  const maxStreams = feedOptions.maxSubscribers ?? 200;
  // Per instance, as the 200 are: one token, or one person, can never take them all.
  const perSession = new Map<string, number>();
  const perStaff = new Map<string, number>();
  const caps = config.streams;

  return new Hono<StaffEnv>().get('/', (c) => {
    const header = c.req.header('last-event-id')?.trim();
    let resumeFrom: Cursor | undefined;
    if (header) {
      resumeFrom = parseEventId(header);
      if (!resumeFrom) throw new ApiError(400, BAD_LAST_EVENT_ID);
    }
    const staff = c.get('staff');
    const retry = { headers: { 'Retry-After': '30' } };
    if ((perSession.get(staff.tokenHash) ?? 0) >= caps.perSession) {
      throw new ApiError(429, SESSION_FULL(caps.perSession), retry);
    }
    if ((perStaff.get(staff.userId) ?? 0) >= caps.perStaff) {
      throw new ApiError(429, STAFF_FULL(caps.perStaff), retry);
    }
    if (open >= maxStreams) throw new ApiError(503, TOO_MANY_STREAMS, retry);
    open++;
    bump(perSession, staff.tokenHash, 1);
    bump(perStaff, staff.userId, 1);
    const client = clientOf(c);
    const from = requestClient(c);
    // Neither nginx nor the compress middleware (which skips text/event-stream) may hold events back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      try {
        await follow({
          sql,
          feed,
          watch,
          stream,
          resumeFrom,
          staff,
          heartbeatMs,
          resumeMaxEvents: caps.resumeMaxEvents,
          leadReads: config.leadReads,
          client,
          from,
          report,
        });
      } finally {
        open--;
        bump(perSession, staff.tokenHash, -1);
        bump(perStaff, staff.userId, -1);
      }
    });
  });
}
