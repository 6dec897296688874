import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Sql } from '../../db/client';
import { ApiError } from '../api-error';
import { clientIp } from './client-ip';

/**
 * Windows of 10 minutes, each starting at its counter's first hit (ADR 003,
 * docs/decisions/045-rate-windows-start-at-the-first-hit.md).
 */
export const WINDOW_SECONDS = 600;

/** One counter: a bucket (what is counted) and a client (whose: an address or a hash). */
export interface RateKey {
  bucket: string;
  client: string;
}

export interface Hit extends RateKey {
  hits: number;
  windowStart: Date;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * The key for a person's email or phone number. Only a SHA-256 of it is
 * stored, so the rate_limits table holds no personal data (ADR 010).
 */
export function hashedClient(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Adds one to each counter in the current window, in PostgreSQL so that
 * every instance behind a load balancer shares one count (ADR 003), and
 * returns the new counts.
 */
export async function countHits(
  sql: Sql,
  keys: readonly RateKey[],
  windowSeconds = WINDOW_SECONDS,
): Promise<Hit[]> {
  if (keys.length === 0) return [];
  // Milliseconds, as a Date holds them, so that uncountHits finds the window again.
  const rows = await sql<
    { bucket: string; client: string; hits: number; window_start: Date; retry_after: number }[]
  >`
    insert into rate_limits as r (bucket, client, window_start, hits)
    select bucket, client, date_trunc('milliseconds', now()), 1
    from unnest(${keys.map((k) => k.bucket)}::text[], ${keys.map((k) => k.client)}::text[]) as k(bucket, client)
    on conflict (bucket, client) do update set
      hits = case when r.window_start > now() - make_interval(secs => ${windowSeconds}) then r.hits + 1 else 1 end,
      window_start = case when r.window_start > now() - make_interval(secs => ${windowSeconds}) then r.window_start else excluded.window_start end
    returning bucket, client, hits, window_start,
      ceil(extract(epoch from window_start) + ${windowSeconds} - extract(epoch from now()))::int as retry_after`;
  if (Math.random() < 0.01) {
    await sql`delete from rate_limits where window_start < now() - interval '1 day'`;
  }
  return rows.map((row) => ({
    bucket: row.bucket,
    client: row.client,
    hits: row.hits,
    windowStart: row.window_start,
    retryAfter: Math.max(1, row.retry_after),
  }));
}

/** Takes back hits counted by `countHits`: attempts that turned out not to count. */
export async function uncountHits(sql: Sql, hits: readonly Hit[]): Promise<void> {
  if (hits.length === 0) return;
  await sql`
    update rate_limits r set hits = greatest(r.hits - 1, 0)
    from unnest(
      ${hits.map((h) => h.bucket)}::text[], ${hits.map((h) => h.client)}::text[],
      ${hits.map((h) => h.windowStart.toISOString())}::timestamptz[]
    ) as k(bucket, client, window_start)
    where r.bucket = k.bucket and r.client = k.client and r.window_start = k.window_start`;
}

/** Forgets every window of one counter. */
export async function resetCount(sql: Sql, { bucket, client }: RateKey): Promise<void> {
  await sql`delete from rate_limits where bucket = ${bucket} and client = ${client}`;
}

/** A 429 whose Retry-After says when the window that refused it ends. */
export function tooManyRequests(
  message: string,
  retryAfter: number,
  details: { backTo?: string } = {},
): ApiError {
  return new ApiError(429, message, {
    ...details,
    headers: { 'Retry-After': String(Math.max(1, retryAfter)) },
  });
}

export interface RateLimitOptions {
  sql: Sql;
  bucket: string;
  /** Requests allowed per window and client address; 0 turns the limit off. */
  limit: number;
  windowSeconds?: number;
  trustProxyHops?: number;
  message?: string;
}

/**
 * The one count per client address of every anonymous request that can make
 * the college send an email: the enquiry, withdrawal and rights forms
 * together, so that one address cannot spend each form's allowance in turn
 * (docs/decisions/041-mail-an-anonymous-request-can-cause.md).
 */
export const ANONYMOUS_BUCKET = 'anonymous';

/** Counts this request against its client address; a 429 past the limit. */
export async function limitAddress(
  c: Context,
  {
    sql,
    bucket,
    limit,
    windowSeconds = WINDOW_SECONDS,
    trustProxyHops = 0,
    message = 'Too many requests. Please wait a few minutes and try again.',
    backTo,
  }: RateLimitOptions & { backTo?: string },
): Promise<void> {
  if (limit <= 0) return;
  const [hit] = await countHits(
    sql,
    [{ bucket, client: clientIp(c, trustProxyHops) }],
    windowSeconds,
  );
  if (hit!.hits > limit) throw tooManyRequests(message, hit!.retryAfter, { backTo });
}

/** Windowed limit per client address, for every request to the route. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware(async (c, next) => {
    await limitAddress(c, options);
    await next();
  });
}
