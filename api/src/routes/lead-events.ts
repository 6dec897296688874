import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { Sql } from '../db/client';
import { ApiError } from '../lib/api-error';
import { errorOptions, toApiError } from '../lib/error-handler';
import {
  compareCursors,
  createLeadEventFeed,
  formatEventId,
  parseEventId,
  presentCursor,
  sseMessage,
  type Cursor,
  type LeadEventFeed,
} from '../lib/lead-events';
import type { StaffEnv } from '../middleware/require-staff';
import type { AppDeps } from './deps';

const BAD_LAST_EVENT_ID =
  'Last-Event-ID must be the id of an event from this stream, such as 123456-789. Leave it out to start from now.';
const TOO_MANY_STREAMS =
  'This server is already sending live updates to as many consoles as it can. Please try again in a minute.';

/** As findSession (auth/sessions.ts) would find it, by the hash the request's session was found with. */
async function sessionIsLive(sql: Sql, tokenHash: string): Promise<boolean> {
  const [row] = await sql`
    select 1 from staff_sessions s join staff_users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()`;
  return row !== undefined;
}

interface Follow {
  sql: Sql;
  feed: LeadEventFeed;
  stream: SSEStreamingApi;
  resumeFrom: Cursor | undefined;
  tokenHash: string;
  heartbeatMs: number;
  sessionCheckMs: number;
  report: (error: unknown) => void;
}

/**
 * One stream, until the client goes, the session ends or the database fails:
 * `event: ready` with the present as its id when starting afresh (so that a
 * console that drops before any change still resumes without a gap), then
 * `event: lead` for each change after the cursor, or `event: reset` when the
 * cursor is older than the log keeps.
 */
async function follow({
  sql,
  feed,
  stream,
  resumeFrom,
  tokenHash,
  heartbeatMs,
  sessionCheckMs,
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
        const from = cursor!;
        for (;;) {
          const batch = await feed.read(cursor!);
          if (done) return;
          if (batch.reset) {
            await stream.write(sseMessage('reset', formatEventId(batch.cursor), ''));
          } else if (batch.text) {
            await stream.write(batch.text);
          }
          cursor = batch.cursor;
          if (!batch.full && !batch.reset) break;
        }
        moved = compareCursors(cursor!, from) !== 0;
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
  const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), heartbeatMs);
  const sessionCheck = setInterval(() => {
    sessionIsLive(sql, tokenHash).then((live) => live || end(), fail);
  }, sessionCheckMs);
  try {
    if (!unsubscribe) return;
    if (resumeFrom) {
      cursor = resumeFrom;
      await drain();
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
    clearInterval(sessionCheck);
    unsubscribe?.();
  }
}

/**
 * `GET /api/leads/events`: every change to a lead as Server-Sent Events, for
 * staff (docs/decisions/014-live-updates-from-postgres.md). Mounted inside
 * the leads routes, after requireStaff.
 */
export function leadEventsRoutes(deps: AppDeps) {
  const { sql } = deps;
  const { heartbeatMs = 15_000, sessionCheckMs = 60_000, ...feedOptions } = deps.liveUpdates ?? {};
  const options = errorOptions(deps);
  const report = (error: unknown) => void toApiError(error, options);
  const feed = createLeadEventFeed(sql, { onError: report, ...feedOptions });
  // Counted here rather than by the feed, so that the 503 comes before the stream starts.
  let open = 0;
  const maxStreams = feedOptions.maxSubscribers ?? 200;

  return new Hono<StaffEnv>().get('/', (c) => {
    const header = c.req.header('last-event-id')?.trim();
    let resumeFrom: Cursor | undefined;
    if (header) {
      resumeFrom = parseEventId(header);
      if (!resumeFrom) throw new ApiError(400, BAD_LAST_EVENT_ID);
    }
    if (open >= maxStreams) {
      throw new ApiError(503, TOO_MANY_STREAMS, { headers: { 'Retry-After': '30' } });
    }
    open++;
    const { tokenHash } = c.get('staff');
    // Neither nginx nor the compress middleware (which skips text/event-stream) may hold events back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      try {
        await follow({
          sql,
          feed,
          stream,
          resumeFrom,
          tokenHash,
          heartbeatMs,
          sessionCheckMs,
          report,
        });
      } finally {
        open--;
      }
    });
  });
}
