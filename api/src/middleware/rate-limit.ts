import { createMiddleware } from 'hono/factory';
import type { Sql } from '../db/client';
import { ApiError } from '../lib/api-error';
import { clientIp } from './client-ip';

export interface RateLimitOptions {
  sql: Sql;
  bucket: string;
  /** Requests allowed per window and client; 0 turns the limit off. */
  limit: number;
  windowSeconds?: number;
  trustProxyHops?: number;
  message?: string;
}

/**
 * Fixed-window limit per client address, counted in PostgreSQL so that every
 * instance behind a load balancer shares one count.
 */
export function rateLimit({
  sql,
  bucket,
  limit,
  windowSeconds = 600,
  trustProxyHops = 0,
  message = 'Too many requests. Please wait a few minutes and try again.',
}: RateLimitOptions) {
  return createMiddleware(async (c, next) => {
    if (limit <= 0) return next();
    const client = clientIp(c, trustProxyHops);
    const [row] = await sql<{ hits: number; retry_after: number }[]>`
      insert into rate_limits (bucket, client, window_start, hits)
      values (${bucket}, ${client}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      on conflict (bucket, client, window_start) do update set hits = rate_limits.hits + 1
      returning hits, ceil(extract(epoch from window_start) + ${windowSeconds} - extract(epoch from now()))::int as retry_after`;
    if (Math.random() < 0.01) {
      await sql`delete from rate_limits where window_start < now() - interval '1 day'`;
    }
    if (row!.hits > limit) {
      throw new ApiError(429, message, {
        headers: { 'Retry-After': String(Math.max(1, row!.retry_after)) },
      });
    }
    await next();
  });
}
