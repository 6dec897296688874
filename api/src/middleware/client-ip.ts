import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

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
