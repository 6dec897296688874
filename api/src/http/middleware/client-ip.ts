import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';

/**
 * The caller's address. X-Forwarded-For is believed only for the number of
 * proxies we run (TRUST_PROXY): each appends the address it saw, so the
 * trustworthy entry is that many places from the right; anything further left
 * was written by the client and can be forged.
 */
export function clientIp(c: Context, trustProxyHops = 0): string {
  let direct = 'unknown';
  try {
    direct = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in-process has no socket.
  }
  if (trustProxyHops <= 0) return direct;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxyHops] ?? forwarded[0] ?? direct;
}

/** Where rememberTrustProxy keeps TRUST_PROXY on each request. */
const TRUST_PROXY_HOPS = 'trustProxyHops';

/**
 * Keeps TRUST_PROXY on every request (app.ts), so that code with only the
 * request's context finds the client's address as the rate limits do
 * (requestClient, audit/audit.ts).
 */
export function rememberTrustProxy(trustProxyHops: number) {
  return createMiddleware(async (c, next) => {
    c.set(TRUST_PROXY_HOPS, trustProxyHops);
    await next();
  });
}

/** The client's address by the TRUST_PROXY that rememberTrustProxy kept; none trusted without it. */
export function requestIp(c: Context): string {
  return clientIp(c, (c.get(TRUST_PROXY_HOPS) as number | undefined) ?? 0);
}
