import { createMiddleware } from 'hono/factory';
import { DOWN, type DatabaseGate } from '../db/availability';
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
    if ((await gate.race(next())) === DOWN) throw unavailable();
  });
}
