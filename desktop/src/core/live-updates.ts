import {
  LeadEventSchema,
  StaffStreamEventSchema,
  type LeadEvent,
  type StaffStreamEvent,
} from '@skltcoa/shared';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiClientError } from './api-client';

export interface LiveUpdatesOptions {
  /** Opens the event stream, resuming after `lastEventId` when given. */
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;
  /** Changes in the order the API sent them, a batch at a time. */
  onEvents: (events: LeadEvent[]) => void;
  /** The API no longer holds the changes since the last one seen: reload everything. */
  onReset: () => void;
  /** An admin changed this member of staff's role or grants (`event: staff`). */
  onStaff?: (change: StaffStreamEvent) => void;
  /** The session ended; the stream stays closed until `start` is called again. */
  onSessionExpired: (error: ApiClientError) => void;
  /** Told of what went wrong before a reconnect, and of a listener that threw (for logs). */
  onError?: (error: unknown) => void;
  /** Delivers what arrived within this many ms together, so a burst redraws the grid once. */
  batchMs?: number;
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** With nothing heard for this long (the API sends a comment every 15 s), the connection is dead. */
  silenceMs?: number;
  /** The largest event the parser buffers, in characters; a bigger one drops the connection. */
  maxEventChars?: number;
}

/** Why a connection was dropped on our side: nothing heard for `silenceMs`. */
class Silence extends Error {}

/** An event whose `data` is not a lead event this console understands: skipped, not fatal. */
function parseLeadEvent(data: string): LeadEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = LeadEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** A staff event's data, or null when this console does not understand it. */
function parseStaffEvent(data: string): StaffStreamEvent | null {
  try {
    const parsed = StaffStreamEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts, so a stopped loop leaves no timer behind. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Follows `GET /api/leads/events` (docs/decisions/014-live-updates-from-postgres.md).
 * The stream is read with fetch, not EventSource, so that the bearer token
 * travels in a header; after a drop it reconnects with the id of the last
 * event it saw as `Last-Event-ID`, and the API sends what it missed.
 *
 * Events: `event: lead` with a LeadEvent as JSON, `event: reset` when the API
 * cannot replay what was missed, `event: staff` when an admin changed this
 * member of staff's role or grants; comments keep the connection alive.
 */
export function createLiveUpdates({
  open,
  onEvents,
  onReset,
  onStaff = () => {},
  onSessionExpired,
  onError = () => {},
  batchMs = 100,
  retryMs = 1_000,
  maxRetryMs = 15_000,
  silenceMs = 45_000,
  maxEventChars = 1024 * 1024,
}: LiveUpdatesOptions) {
  let controller: AbortController | null = null;
  /** The id of the last event received, delivered or still waiting in `pending`: where a reconnect resumes. */
  let seenId: string | undefined;
  /** The id of the last event handed over (or skipped): where a start after `stop` resumes. */
  let deliveredId: string | undefined;
  let pending: LeadEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  /** Reports for the log; a report that fails is dropped. */
  function report(error: unknown) {
    try {
      onError(error);
    } catch {
      // Nothing left to tell.
    }
  }

  /** A listener that throws must not end the stream, nor escape from a timer into the process. */
  function safely(listener: () => void) {
    try {
      listener();
    } catch (error) {
      report(error);
    }
  }

  function flush() {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    deliveredId = seenId;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    safely(() => onEvents(batch));
  }

  function onMessage(own: AbortController, message: EventSourceMessage) {
    // A chunk read just before a stop must not touch the state the next start uses.
    if (own.signal.aborted) return;
    if (message.id) seenId = message.id;
    if (message.event === 'reset') {
      // Everything is reloaded, so what was waiting is moot.
      pending = [];
      flush();
      safely(onReset);
      return;
    }
    if (message.event === 'staff') {
      // Told at once, not batched: it changes what the screen offers, not the rows.
      const change = parseStaffEvent(message.data);
      if (change) safely(() => onStaff(change));
    }
    if (message.event === 'lead') {
      const event = parseLeadEvent(message.data);
      if (event) {
        pending.push(event);
        flushTimer ??= setTimeout(flush, batchMs);
        return;
      }
    }
    // Skipped (unknown, malformed, or from a newer API): nothing to wait for.
    if (pending.length === 0) deliveredId = seenId;
  }

  /** Reads one connection until it ends; true when it heard anything at all. */
  async function connect(own: AbortController): Promise<boolean> {
    const connection = new AbortController();
    const abort = () => connection.abort(own.signal.reason);
    own.signal.addEventListener('abort', abort, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => connection.abort(new Silence()), silenceMs);
    };
    let heard = false;
    let overflow = false;
    try {
      // The silence timeout covers waiting for the answer's headers too.
      listen();
      const response = await open(seenId, connection.signal);
      if (!response.body) throw new Error('The event stream has no body.');
      const parser = createParser({
        onEvent: (message) => onMessage(own, message),
        onError: (error) => {
          if (error.type === 'max-buffer-size-exceeded') overflow = true;
        },
        maxBufferSize: maxEventChars,
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || own.signal.aborted) return heard;
        heard = true;
        listen();
        parser.feed(value);
        if (overflow) throw new Error('An event was larger than the console accepts.');
      }
    } catch (error) {
      // Silence is a dead connection like any other: reconnect.
      if (connection.signal.reason instanceof Silence && !own.signal.aborted) {
        report(connection.signal.reason);
        return heard;
      }
      throw error;
    } finally {
      clearTimeout(silence);
      own.signal.removeEventListener('abort', abort);
      // Whichever way it ended, the socket is let go.
      connection.abort();
    }
  }

  async function run(own: AbortController) {
    let wait = retryMs;
    while (!own.signal.aborted) {
      const resumeFrom = seenId;
      try {
        if (await connect(own)) wait = retryMs;
      } catch (error) {
        if (own.signal.aborted) return;
        if (error instanceof ApiClientError && error.kind === 'session-expired') {
          if (controller === own) stop();
          safely(() => onSessionExpired(error));
          return;
        }
        report(error);
        if (error instanceof ApiClientError && error.status === 400 && resumeFrom !== undefined) {
          // The API cannot resume from this id (another server, or a format it no longer
          // reads): asking again would fail forever. Start from its present, and reload.
          pending = [];
          clearTimeout(flushTimer);
          flushTimer = undefined;
          seenId = deliveredId = undefined;
          safely(onReset);
        }
      }
      await sleep(wait, own.signal);
      wait = Math.min(wait * 2, maxRetryMs);
    }
  }

  function stop() {
    controller?.abort();
    controller = null;
    clearTimeout(flushTimer);
    flushTimer = undefined;
    // What was received but not handed over is asked for again on the next start.
    pending = [];
    seenId = deliveredId;
  }

  return {
    /** Connects, resuming from the last event handed over by this console, if any. */
    start() {
      if (controller) return;
      const own = new AbortController();
      controller = own;
      void run(own);
    },
    /** Closes the stream; undelivered events are dropped and fetched again by the next start. */
    stop,
    /** Forgets the place in the stream: the next start begins at the API's present. */
    forget() {
      seenId = undefined;
      deliveredId = undefined;
    },
    /** Whether a stream is open or being reopened. */
    get running() {
      return controller !== null;
    },
  };
}

export type LiveUpdates = ReturnType<typeof createLiveUpdates>;
