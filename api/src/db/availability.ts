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

export const DOWN = Symbol('database down');

export interface DatabaseGate {
  readonly down: boolean;
  /** Something failed in a way that means "the database cannot be reached". */
  reportUnavailable: () => void;
  /**
   * Settles with `work`, or with DOWN as soon as the database is found down,
   * so that a request in flight stops waiting for it.
   */
  race: <T>(work: Promise<T>) => Promise<T | typeof DOWN>;
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
  // One waker per request in flight: a plain set, cheaper than listeners on
  // an AbortSignal (an EventTarget) and with no listener limit to lift.
  const waiters = new Set<() => void>();

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), down ? retryMs : heartbeatMs);
    timer.unref();
  };

  const setDown = () => {
    if (down || stopped) return;
    down = true;
    for (const wake of waiters) wake();
    waiters.clear();
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
      down = false;
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
    race: <T>(work: Promise<T>) => {
      let wake = () => {};
      const lost = new Promise<typeof DOWN>((resolve) => {
        wake = () => resolve(DOWN);
      });
      waiters.add(wake);
      return Promise.race([work, lost]).finally(() => waiters.delete(wake));
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
