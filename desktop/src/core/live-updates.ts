import { LeadEventSchema, type LeadEvent } from '@skltcoa/shared';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiClientError } from './api-client';

export interface LiveUpdatesOptions {
  /** Opens the event stream, resuming after `lastEventId` when given. */
  open: (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;
  /** Changes in the order the API sent them, a batch at a time. */
  onEvents: (events: LeadEvent[]) => void;
  /** The API no longer holds the changes since the last one seen: reload everything. */
  onReset: () => void;
  /** The session ended; the stream stays closed until `start` is called again. */
  onSessionExpired: (error: ApiClientError) => void;
  /** Delivers what arrived within this many ms together, so a burst redraws the grid once. */
  batchMs?: number;
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** With nothing heard for this long (the API sends a comment every 15 s), the connection is dead. */
  silenceMs?: number;
}

/**
 * Follows `GET /api/leads/events` (docs/decisions/014-live-updates-from-postgres.md).
 * The stream is read with fetch, not EventSource, so that the bearer token
 * travels in a header; after a drop it reconnects with the id of the last
 * event it saw as `Last-Event-ID`, and the API sends what it missed.
 */
export function createLiveUpdates({
  open,
  onEvents,
  onReset,
  onSessionExpired,
  batchMs = 100,
  retryMs = 1_000,
  maxRetryMs = 15_000,
  silenceMs = 45_000,
}: LiveUpdatesOptions) {
  let controller: AbortController | null = null;
  let lastEventId: string | undefined;
  let pending: LeadEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    flushTimer = undefined;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    onEvents(batch);
  }

  function onMessage(message: EventSourceMessage) {
    if (message.event === 'reset') {
      pending = [];
      onReset();
    } else if (message.event === 'lead') {
      const parsed = LeadEventSchema.safeParse(JSON.parse(message.data));
      // An event this console does not understand (a newer API) is skipped, not fatal.
      if (parsed.success) pending.push(parsed.data);
      flushTimer ??= setTimeout(flush, batchMs);
    }
    // The id moves on only once the event is in hand, so a resume never skips it.
    if (message.id) lastEventId = message.id;
  }

  /** Reads one connection until it ends; true when it got as far as a response. */
  async function readOnce(signal: AbortSignal): Promise<boolean> {
    const response = await open(lastEventId, signal);
    const parser = createParser({ onEvent: onMessage });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let silence = setTimeout(() => reader.cancel().catch(() => {}), silenceMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        clearTimeout(silence);
        silence = setTimeout(() => reader.cancel().catch(() => {}), silenceMs);
        parser.feed(value);
      }
    } finally {
      clearTimeout(silence);
    }
    return true;
  }

  async function run(own: AbortController) {
    let wait = retryMs;
    while (!own.signal.aborted) {
      try {
        if (await readOnce(own.signal)) wait = retryMs;
      } catch (error) {
        if (own.signal.aborted) return;
        if (error instanceof ApiClientError && error.kind === 'session-expired') {
          stop();
          onSessionExpired(error);
          return;
        }
      }
      if (own.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, maxRetryMs);
    }
  }

  function stop() {
    controller?.abort();
    controller = null;
    clearTimeout(flushTimer);
    flushTimer = undefined;
    pending = [];
  }

  return {
    /** Connects, resuming from the last event seen by this console, if any. */
    start() {
      if (controller) return;
      controller = new AbortController();
      void run(controller);
    },
    stop,
    /** Forgets the place in the stream: the next start begins at the API's present. */
    forget() {
      lastEventId = undefined;
    },
  };
}

export type LiveUpdates = ReturnType<typeof createLiveUpdates>;
