import { ApiError } from '../http/api-error';

export interface PasswordGateOptions {
  /** Password checks that may run at once. */
  concurrency: number;
  /** Checks that may wait for a turn; one more is refused at once. */
  queueLimit: number;
  /** How long a check may wait for its turn before it is refused. */
  timeoutMs: number;
}

export const SIGN_IN_BUSY =
  'Too many people are signing in at this moment. Please try again in a few seconds.';

/**
 * Runs password checks a few at a time, first come first served.
 *
 * One scrypt check costs about 0.7 s of CPU and 128 MiB, and runs on libuv's
 * thread pool, which file reads share. Unbounded, a burst of sign-ins fills
 * the memory and the pool, and the site's static pages wait behind them
 * (ADR 010). A check that cannot get a turn before the deadline, or finds
 * the queue full, is answered 503 with Retry-After.
 */
export function createPasswordGate({ concurrency, queueLimit, timeoutMs }: PasswordGateOptions) {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  const busy = () =>
    new ApiError(503, SIGN_IN_BUSY, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(timeoutMs / 1000))) },
    });

  function release() {
    const next = waiting.shift();
    if (!next) {
      running -= 1;
      return;
    }
    // The finished check's turn passes straight to the next in line.
    clearTimeout(next.timer);
    next.start();
  }

  async function turn(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= queueLimit) throw busy();
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(busy());
        }, timeoutMs),
      };
      waiting.push(waiter);
    });
  }

  return async function run<T>(check: () => Promise<T>): Promise<T> {
    await turn();
    try {
      return await check();
    } finally {
      release();
    }
  };
}
