/*
 * Long-lived streams end with their session
 * (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md).
 *
 * One watch per API instance, whatever the number of its streams: it LISTENs
 * on `staff_access`, which migration 020's triggers notify when a session is
 * revoked or deleted (sign-out, a new password, the account's removal) and
 * when an account's password changes, and (migration 026) says `grant:` when
 * its role, export or import grant changes; and it looks at
 * every stream's session once a tick for what changes no row: a lifetime or
 * an idle time running out. Each distinct session is asked once a tick,
 * through `liveSessions`, which shares the one definition of a live session.
 */
import type { StaffStreamEvent } from '@skltcoa/shared';
import { liveSessions } from '../auth/sessions';
import { staffMemberById } from '../auth/staff-users';
import type { Sql } from '../db/client';

/** A stream as the watch sees it. */
export interface WatchedStream {
  tokenHash: string;
  userId: string;
  /** Ends the stream; called at most once by the watch. */
  end: () => void;
  /**
   * Sends the member of staff's new role and grants (`event: staff`) before
   * the stream ends for a change to them (docs/decisions/052-the-counsellors-day.md).
   */
  tell?: (change: StaffStreamEvent) => Promise<void>;
}

export interface SessionWatchOptions {
  /** How often every stream's session is looked up; at most 1 s keeps the 2 s promise. */
  checkMs: number;
  /** Failures of the watch's own queries; it tries again on the next tick. */
  onError?: (error: unknown) => void;
}

const CHANNEL = 'staff_access';

export function createSessionWatch(sql: Sql, { checkMs, onError = () => {} }: SessionWatchOptions) {
  const streams = new Set<WatchedStream>();
  let timer: NodeJS.Timeout | undefined;
  let listening: Promise<{ unlisten: () => Promise<void> } | undefined> | undefined;
  /** Bumped on every (re)LISTEN, so that a stale registration ends nothing. */
  let generation = 0;
  let failed = false;
  let checking = false;

  function end(stream: WatchedStream) {
    if (!streams.delete(stream)) return;
    stream.end();
  }

  /** Ends those of `some` whose session no longer holds: one query per distinct session. */
  async function check(some: readonly WatchedStream[]) {
    const hashes = [...new Set(some.map((stream) => stream.tokenHash))];
    const live = await liveSessions(sql, hashes);
    const ended = new Set(hashes.filter((hash) => !live.has(hash)));
    for (const stream of some) if (ended.has(stream.tokenHash)) end(stream);
  }

  async function tick() {
    if (checking || streams.size === 0) return;
    checking = true;
    try {
      if (failed) {
        // postgres.js re-LISTENs after a lost connection only once: if the
        // database was still down then, LISTEN again now.
        failed = false;
        unlisten();
        listen();
      }
      await check([...streams]);
    } catch (error) {
      onError(error);
    } finally {
      checking = false;
    }
  }

  /**
   * A changed role or grant is told to the person's open consoles at once,
   * so that the export button follows within the 2 s of ADR 039 without a
   * new sign-in; the streams then end as for any change to the account.
   */
  async function tellGrant(userId: string, theirs: readonly WatchedStream[]) {
    try {
      const member = await staffMemberById(sql, userId);
      if (member) {
        const change: StaffStreamEvent = {
          role: member.role,
          can_export: member.can_export,
          can_import: member.can_import,
        };
        await Promise.all(
          theirs.map((stream) => (streams.has(stream) ? stream.tell?.(change) : undefined)),
        );
      }
    } catch (error) {
      onError(error);
    } finally {
      for (const stream of theirs) end(stream);
    }
  }

  function notified(payload: string) {
    const match = /^(session|account|grant):([0-9a-f-]{36})$/.exec(payload);
    if (!match) return;
    const [, kind, userId] = match;
    const theirs = [...streams].filter((stream) => stream.userId === userId);
    if (theirs.length === 0) return;
    // A changed account may mean other rights: the console reconnects at
    // once and its session, if it still holds, is checked afresh.
    if (kind === 'account') for (const stream of theirs) end(stream);
    else if (kind === 'grant') void tellGrant(userId!, theirs);
    else check(theirs).catch(onError);
  }

  function listen() {
    const mine = ++generation;
    listening = sql
      .listen(
        CHANNEL,
        (payload) => {
          if (mine === generation) notified(payload);
        },
        // Also after a reconnect: what was notified meanwhile is found by a check at once.
        () => {
          if (mine === generation) void tick();
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
    const registration = listening;
    listening = undefined;
    void registration?.then((meta) => meta?.unlisten()).catch(() => {});
  }

  return {
    /** Watches a stream until the returned function is called or its session ends. */
    add(stream: WatchedStream): () => void {
      streams.add(stream);
      if (streams.size === 1) {
        listen();
        timer = setInterval(() => void tick(), checkMs);
        timer.unref();
      }
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          unlisten();
        }
      };
    },
    get size() {
      return streams.size;
    },
  };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;
