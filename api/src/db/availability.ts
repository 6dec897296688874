import { setMaxListeners } from 'node:events';
import type { Sql } from './client';

export interface DatabaseGateOptions {
  /** One cheap round trip; rejects (or never settles) when the database cannot answer. */
  probe: () => Promise<unknown>;
  /** How often a healthy database is checked, so that a hung one is noticed without a request failing. */
  heartbeatMs?: number;
  /** How often a database known to be down is tried again. */
  retryMs?: number;
  /** A probe slower than this counts as a failure. */
  probeTimeoutMs?: number;
  /** Told each time the database is found down: the embedded server's supervisor listens here. */
  onDown?: () => void;
}

export interface DatabaseGate {
  readonly down: boolean;
  /** Something failed in a way that means "the database cannot be reached". */
  reportUnavailable: () => void;
  /** Aborts when the database is next found down, so that requests in flight stop waiting for it. */
  readonly signal: AbortSignal;
  stop: () => void;
}

/**
 * Knows whether the database is up, so that requests fail at once with 503
 * while it is down instead of each waiting out a connection timeout. A
 * heartbeat notices a hung server; while down, a probe runs until it answers.
 */
export function createDatabaseGate({
  probe,
  heartbeatMs = 2000,
  retryMs = 250,
  probeTimeoutMs = 1000,
  onDown = () => {},
}: DatabaseGateOptions): DatabaseGate {
  let down = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let probing = false;
  // Every request in flight listens on the signal; there may be hundreds.
  const newController = () => {
    const made = new AbortController();
    setMaxListeners(0, made.signal);
    return made;
  };
  let controller = newController();

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), down ? retryMs : heartbeatMs);
    timer.unref();
  };

  const setDown = () => {
    if (down || stopped) return;
    down = true;
    controller.abort();
    onDown();
    schedule();
  };

  async function check() {
    if (probing || stopped) return;
    probing = true;
    let deadline: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probe(),
        new Promise((_, reject) => {
          deadline = setTimeout(() => reject(new Error('probe timed out')), probeTimeoutMs);
        }),
      ]);
      if (down) {
        down = false;
        controller = newController();
      }
    } catch {
      setDown();
    } finally {
      clearTimeout(deadline);
      probing = false;
      schedule();
    }
  }

  schedule();
  return {
    get down() {
      return down;
    },
    reportUnavailable: setDown,
    get signal() {
      return controller.signal;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The gate for an application's pool: `select 1` is the probe. */
export const databaseGate = (sql: Sql, options: Omit<DatabaseGateOptions, 'probe'> = {}) =>
  createDatabaseGate({ probe: () => sql`select 1`.execute(), ...options });
