import type { Context, ErrorHandler } from 'hono';
import type { AppDeps } from '../routes/deps';
import { errorHandler, errorOptions, toApiError } from './error-handler';
import { messagePage } from './html';

export const isFormPost = (c: Context) =>
  (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * A browser posting a form without JavaScript reads a refusal as a page
 * with the messages and a way back to the form (ADR 004); scripts get the
 * app's JSON. `titles` names each status's page.
 */
export function formErrors(deps: AppDeps, titles: Record<number, string>): ErrorHandler {
  const options = errorOptions(deps);
  const json = errorHandler(options);
  return (error, c) => {
    if (!isFormPost(c)) return json(error, c);
    const answer = toApiError(error, options);
    for (const [name, value] of Object.entries(answer.details.headers ?? {})) c.header(name, value);
    c.status(answer.status);
    return c.html(
      messagePage({
        title: titles[answer.status] ?? 'Something went wrong',
        message: answer.message,
        items: Object.values(answer.details.fields ?? {}),
        backTo: answer.details.backTo ?? '/home',
      }),
    );
  };
}
