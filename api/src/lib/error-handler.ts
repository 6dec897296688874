import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isBadValue, isDatabaseUnavailable } from '../db/client';
import { ApiError } from './api-error';
import { messagePage } from './html';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few minutes.';
const BAD_VALUE = 'A value in the request could not be used. Please check it and try again.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

const TITLES: Record<number, string> = {
  400: 'Please check your enquiry',
  409: 'This form was already sent',
  413: 'Your enquiry is too large',
  415: 'Your enquiry could not be read',
  429: 'Please wait a moment',
  503: 'We could not save your enquiry just now',
};

/** A browser posting a form without JavaScript gets HTML it can read; everyone else JSON. */
function wantsHtml(c: Context): boolean {
  return (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
}

/**
 * Turns any error into an answer without internals: expected errors carry
 * their own message, a lost database is a 503, and anything else is logged
 * here and answered with a plain 500.
 */
export function errorHandler(log: (error: unknown) => void = (error) => console.error(error)) {
  return (error: Error, c: Context) => {
    let status: number;
    let message: string;
    let details: ApiError['details'] = {};
    if (error instanceof ApiError) {
      ({ status, message, details } = error);
    } else if (error instanceof HTTPException) {
      status = error.status;
      message = error.message || 'Request refused.';
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      message = UNAVAILABLE;
    } else if (isBadValue(error)) {
      // The schemas should have refused it; a value PostgreSQL cannot take is
      // still the request's fault, never a 500.
      log(error);
      status = 400;
      message = BAD_VALUE;
    } else {
      log(error);
      status = 500;
      message = UNEXPECTED;
    }
    for (const [name, value] of Object.entries(details.headers ?? {})) c.header(name, value);
    c.status(status as 400);
    if (wantsHtml(c) && c.req.path.startsWith('/api/enquiries')) {
      return c.html(
        messagePage({
          title: TITLES[status] ?? 'Something went wrong',
          message,
          items: Object.values(details.fields ?? {}),
          backTo: details.backTo ?? '/home',
        }),
      );
    }
    return c.json(details.fields ? { error: message, fields: details.fields } : { error: message });
  };
}
