import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { LeadExportQuerySchema } from '@skltcoa/shared';
import { findSession, type StaffIdentity } from '../auth/sessions';
import type { Sql } from '../db/client';
import { ApiError } from '../lib/api-error';
import { audit, auditedFilters } from '../lib/audit';

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

/** Which client asked: the console sends a bearer token, a browser page its cookie. */
export const clientOf = (c: Context) =>
  /^Bearer\s/i.test(c.req.header('authorization') ?? '') ? 'console' : 'web';

/**
 * After requireStaff: lets only staff an admin allowed to export through.
 * Others get 403, and the attempt goes on the audit trail: who, from which
 * client, and the filters asked for without the search's text.
 */
export function requireExport({
  sql,
  logError,
}: {
  sql: Sql;
  logError?: (error: unknown) => void;
}) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const staff = c.get('staff');
    if (!staff.canExport) {
      // Only what the export's schema reads is kept, as for an export made: any
      // other parameter could hold a family's details.
      const asked = LeadExportQuerySchema.safeParse(c.req.query());
      await audit(sql, {
        actor: staff.email,
        action: 'export_refused',
        detail: { ...(asked.success ? auditedFilters(asked.data) : {}), client: clientOf(c) },
      }).catch((error: unknown) => logError?.(error));
      throw new ApiError(403, EXPORT_NOT_PERMITTED);
    }
    await next();
  });
}

/** After requireStaff: lets only admins through; a counsellor gets 403. */
export const requireAdmin = createMiddleware<StaffEnv>(async (c, next) => {
  if (c.get('staff').role !== 'admin') {
    throw new ApiError(403, 'Only an admin can do this. Please ask an admin.');
  }
  await next();
});
