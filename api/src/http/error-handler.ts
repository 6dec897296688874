import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ENQUIRY_REFUSALS } from '@skltcoa/shared';
import { isBadValue, isDatabaseUnavailable, isWithdrawnLead } from '../db/client';
import type { AppDeps } from './deps';
import { ApiError } from './api-error';
import { describeError } from './log-safe';

/** The answer while the database cannot be reached, from the guard or from a failed query. */
export const databaseUnavailable = () =>
  new ApiError(503, ENQUIRY_REFUSALS.unavailable, {
    headers: { 'Retry-After': '5' },
  });
const BAD_VALUE = 'A value in the request could not be used. Please check it and try again.';
const WITHDRAWN =
  'This enquiry was withdrawn by the person who sent it, and their details were erased. It can no longer be changed.';
/** The answer to a change of a lead whose person withdrew consent (ADR 021). */
export const withdrawnLead = () => new ApiError(409, WITHDRAWN);
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

export interface ErrorHandlerOptions {
  /** Where unexpected errors are reported: stderr by default, as describeError tells them (no values). */
  log?: (error: unknown) => void;
  /** Told when an error means the database cannot be reached (db/availability.ts). */
  onUnavailable?: () => void;
}

/**
 * Turns any error into an ApiError with a message fit to show: expected
 * errors carry their own, a lost database is a 503, a value PostgreSQL
 * refused is a 400, and anything else is logged and becomes a plain 500.
 */
export function toApiError(
  error: unknown,
  {
    log = (e) => console.error(describeError(e)),
    onUnavailable = () => {},
  }: ErrorHandlerOptions = {},
): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    return new ApiError(error.status, error.message || 'Request refused.');
  }
  if (isDatabaseUnavailable(error)) {
    onUnavailable();
    return databaseUnavailable();
  }
  if (isWithdrawnLead(error)) return withdrawnLead();
  // The schemas should have refused it; a value PostgreSQL cannot take is
  // still the request's fault, never a 500.
  if (isBadValue(error)) {
    log(error);
    return new ApiError(400, BAD_VALUE);
  }
  log(error);
  return new ApiError(500, UNEXPECTED);
}

/** The options from the app's dependencies. */
export const errorOptions = (deps: AppDeps): ErrorHandlerOptions => ({
  ...(deps.logError ? { log: deps.logError } : {}),
  ...(deps.database ? { onUnavailable: deps.database.reportUnavailable } : {}),
});

/** The app's handler: every error answers as JSON without internals. */
export function errorHandler(options: ErrorHandlerOptions = {}): ErrorHandler {
  return (error: Error, c: Context) => {
    const answer = toApiError(error, options);
    for (const [name, value] of Object.entries(answer.details.headers ?? {})) c.header(name, value);
    return c.json(answer.body(), answer.status);
  };
}
