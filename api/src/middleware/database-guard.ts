import { createMiddleware } from 'hono/factory';
import type { DatabaseGate } from '../db/availability';
import { ApiError } from '../lib/api-error';

export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a few minutes.';

const unavailable = () =>
  new ApiError(503, DATABASE_UNAVAILABLE, { headers: { 'Retry-After': '5' } });

/**
 * While the database is known to be down, answers 503 at once; a request in
 * flight when it goes down is answered then rather than when its query gives
 * up. An enquiry answered 503 may still be stored later; the form's retry
 * carries the same submission_id, so it is stored once (docs/decisions/008).
 */
export function databaseGuard(gate: DatabaseGate) {
  return createMiddleware(async (_c, next) => {
    if (gate.down) throw unavailable();
    const signal = gate.signal;
    let onAbort = () => {};
    const aborted = new Promise<'down'>((resolve) => {
      onAbort = () => resolve('down');
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      if ((await Promise.race([next().then(() => 'done' as const), aborted])) === 'down') {
        throw unavailable();
      }
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  });
}
