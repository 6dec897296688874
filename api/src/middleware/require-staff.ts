import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { findSession, type StaffIdentity } from '../auth/sessions';
import type { Sql } from '../db/client';
import { ApiError } from '../lib/api-error';

export const SESSION_COOKIE = 'skltcoa_staff';

export type StaffEnv = { Variables: { staff: StaffIdentity } };

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** Lets a request through only with a live session, from the bearer token or the cookie. */
export function requireStaff({
  sql,
  cookieName = SESSION_COOKIE,
}: {
  sql: Sql;
  cookieName?: string;
}) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization')) ?? getCookie(c, cookieName);
    const staff = token && token.length <= 200 ? await findSession(sql, token) : undefined;
    if (!staff) {
      throw new ApiError(401, 'Your session has ended or you are not signed in. Please sign in.');
    }
    c.set('staff', staff);
    await next();
  });
}

/** The refusal of an export without the permission (docs/decisions/026-export-permission.md). */
export const EXPORT_NOT_PERMITTED =
  'You do not have permission to export leads. Please ask an admin to grant it.';

/** After requireStaff: lets only staff an admin allowed to export through; others get 403. */
export const requireExport = createMiddleware<StaffEnv>(async (c, next) => {
  if (!c.get('staff').canExport) throw new ApiError(403, EXPORT_NOT_PERMITTED);
  await next();
});

/** After requireStaff: lets only admins through; a counsellor gets 403. */
export const requireAdmin = createMiddleware<StaffEnv>(async (c, next) => {
  if (c.get('staff').role !== 'admin') {
    throw new ApiError(403, 'Only an admin can do this. Please ask an admin.');
  }
  await next();
});
