import { createMiddleware } from 'hono/factory';
import { DOWN, type DatabaseGate } from '../../db/availability';
import { databaseUnavailable } from '../error-handler';

/**
 * While the database is known to be down, answers 503 at once; a request in
 * flight when it goes down is answered then rather than when its query gives
 * up. An enquiry answered 503 may still be stored later; the form's retry
 * carries the same submission_id, so it is stored once (docs/decisions/008).
 */
export function databaseGuard(gate: DatabaseGate) {
  return createMiddleware(async (_c, next) => {
    if (gate.down) throw databaseUnavailable();
    if ((await gate.race(next())) === DOWN) throw databaseUnavailable();
  });
}
