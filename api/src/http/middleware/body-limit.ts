import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../api-error';

/**
 * At most `maxBytes` of request body, or a 413 with `message`.
 *
 * A declared Content-Length is checked from the header alone: Node's parser
 * never reads past it. That leaves the body to @hono/node-server's direct read,
 * whereas hono's own bodyLimit touches `c.req.raw.body` and so builds a
 * web-standard Request and stream for every POST (a fifth of the API's CPU
 * under load). A chunked body has no length to trust and is counted as it
 * streams, by hono's middleware.
 */
export function bodyLimit({
  maxBytes = 16 * 1024,
  message = 'The request is too large.',
}: { maxBytes?: number; message?: string } = {}) {
  const tooLarge = (): never => {
    throw new ApiError(413, message);
  };
  const counted = streamingBodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) {
      return counted(c, next);
    }
    if (Number(declared) > maxBytes) tooLarge();
    await next();
  });
}
