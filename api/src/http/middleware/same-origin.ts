import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../api-error';

export const CROSS_ORIGIN_REFUSED =
  'This request came from another website and was refused. Open the admissions pages directly and try again.';
export const JSON_REQUIRED = 'Send the request body as JSON (application/json).';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SameOriginOptions {
  /** Origins besides our own that may change state (CORS_ORIGINS). */
  allowedOrigins: readonly string[];
  /** As for X-Forwarded-For (TRUST_PROXY): only then are X-Forwarded-Host and -Proto believed. */
  trustProxyHops?: number;
  /**
   * Also takes a file upload (multipart/form-data), which a page elsewhere
   * could post as a plain form: only with a header such a form cannot send,
   * the console's bearer token or UPLOAD_HEADER, which a page elsewhere may
   * send only after a CORS preflight that names it (refused: it is not in
   * the allowed headers).
   */
  uploads?: boolean;
}

/** What a staff page sends with a file upload, to show it is no plain form from elsewhere. */
export const UPLOAD_HEADER = 'x-skltcoa-upload';
export const UPLOAD_REFUSED = `Send the file with the console, or with the ${UPLOAD_HEADER} header.`;

function forwarded(c: Context, name: string, hops: number): string | undefined {
  const list = (c.req.header(name) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return list[list.length - hops] ?? list[0];
}

function originOf(scheme: string, host: string): string | undefined {
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Our own origin as the browser sees it: the Host the request came with, or,
 * behind a trusted proxy that terminates TLS or renames the host, what the
 * proxy says it was (docs/deployment.md).
 */
function ownOrigins(c: Context, hops: number): string[] {
  const url = new URL(c.req.url);
  const origins = [url.origin];
  if (hops > 0) {
    const scheme = forwarded(c, 'x-forwarded-proto', hops) ?? url.protocol.slice(0, -1);
    const host = forwarded(c, 'x-forwarded-host', hops) ?? url.host;
    const behindProxy = originOf(scheme.toLowerCase(), host);
    if (behindProxy) origins.push(behindProxy);
  }
  return origins;
}

/**
 * Refuses state-changing staff requests that a page elsewhere could make with
 * a signed-in browser's cookie:
 *
 * - an `Origin` other than our own or a configured one (CORS_ORIGINS), or
 *   `Origin: null`, answers 403;
 * - `Sec-Fetch-Site: cross-site` or `same-site` (another port or subdomain)
 *   answers 403 unless its Origin is allowed;
 * - a body that is not `application/json` answers 415. A page elsewhere can
 *   send JSON only after a CORS preflight, which fails for origins not in
 *   CORS_ORIGINS, so this holds even in browsers that send neither header.
 *
 * Staff clients therefore send JSON with every such request, `{}` when there
 * is nothing to say (sign-out). The console's main process sends no Origin.
 * The public enquiry form is not under this rule: it must post as a plain
 * form (ADR 004).
 */
export function sameOrigin({
  allowedOrigins,
  trustProxyHops = 0,
  uploads = false,
}: SameOriginOptions) {
  return createMiddleware(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const allowed = (value: string) =>
      allowedOrigins.includes(value) || ownOrigins(c, trustProxyHops).includes(value);
    if (origin !== undefined ? !allowed(origin) : site === 'cross-site' || site === 'same-site') {
      throw new ApiError(403, CROSS_ORIGIN_REFUSED);
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (uploads && type === 'multipart/form-data') {
      if (!/^Bearer\s/i.test(c.req.header('authorization') ?? '') && !c.req.header(UPLOAD_HEADER)) {
        throw new ApiError(403, UPLOAD_REFUSED);
      }
      return next();
    }
    if (type !== 'application/json') throw new ApiError(415, JSON_REQUIRED);
    await next();
  });
}
