import { createMiddleware } from 'hono/factory';

export type LogLine = Record<string, string | number>;

/**
 * One line per request: method, path, status and duration. The query string
 * is left out on purpose: staff searches carry names and phone numbers.
 */
export function requestLogger({
  write = (line: LogLine) => console.log(JSON.stringify(line)),
} = {}) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    write({
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
}
