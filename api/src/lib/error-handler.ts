import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db/client';
import { ApiError } from './api-error';
import { messagePage } from './html';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a few minutes.';
const UNEXPECTED = 'Something went wrong on our side. Please try again.';

const TITLES: Record<number, string> = {
  400: 'Please check your enquiry',
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
