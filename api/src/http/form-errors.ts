import type { Context, ErrorHandler } from 'hono';
import { sitePathOr, type FieldErrors } from '@skltcoa/shared';
import type { AppDeps } from './deps';
import { errorHandler, errorOptions, toApiError } from './error-handler';
import { htmlPage, messagePage } from './html';

/**
 * A page for a refusal that names fields: the form again, with what was sent
 * (enquiries/enquiry-page.ts), in the language the form was posted from.
 */
export type RetryPage = (page: {
  message: string;
  errors: FieldErrors;
  posted: URLSearchParams;
  backTo: string;
}) => { title: string; lang: string; body: string };

export const isFormPost = (c: Context) =>
  (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * A refusal's page in the language a form was posted from (enquiries/enquiry-page.ts): its
 * title, the message translated, and the words around the link back.
 */
export type RefusalWords = (
  posted: URLSearchParams,
  status: number,
) => {
  lang: string;
  title: string;
  translate: (message: string) => string;
  back: { before: string; link: string; after: string };
  backTo: (path: string) => string;
};

/**
 * A browser posting a form without JavaScript reads a refusal as a page
 * with the messages and a way back to the form (ADR 004); scripts get the
 * app's JSON. `titles` names each status's page.
 */
export function formErrors(
  deps: AppDeps,
  titles: Record<number, string>,
  retry?: RetryPage,
  refusal?: RefusalWords,
): ErrorHandler {
  const options = errorOptions(deps);
  const json = errorHandler(options);
  return async (error, c) => {
    if (!isFormPost(c)) return json(error, c);
    const answer = toApiError(error, options);
    for (const [name, value] of Object.entries(answer.details.headers ?? {})) c.header(name, value);
    c.status(answer.status);
    const { fields, backTo = '/home' } = answer.details;
    if (retry && fields) {
      // Hono keeps the body it has read, so the answers come back as they were sent.
      const posted = new URLSearchParams(await c.req.text().catch(() => ''));
      return c.html(htmlPage(retry({ message: answer.message, errors: fields, posted, backTo })));
    }
    // A body too large is not read again just to find its language.
    if (refusal && answer.status !== 413) {
      const posted = new URLSearchParams(await c.req.text().catch(() => ''));
      const words = refusal(posted, answer.status);
      return c.html(
        messagePage({
          title: words.title,
          message: words.translate(answer.message),
          items: Object.values(answer.details.fields ?? {}).map(words.translate),
          // A limit hit before the form was read names no page: the form's own is the way back.
          backTo: words.backTo(answer.details.backTo ?? sitePathOr(posted.get('source_page'))),
          lang: words.lang,
          back: words.back,
        }),
      );
    }
    return c.html(
      messagePage({
        title: titles[answer.status] ?? 'Something went wrong',
        message: answer.message,
        items: Object.values(answer.details.fields ?? {}),
        backTo,
      }),
    );
  };
}
