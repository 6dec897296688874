import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { z } from 'zod';
import { createMiddleware } from 'hono/factory';
import { LeadExportQuerySchema } from '@skltcoa/shared';
import { findSession, type StaffIdentity } from '../../auth/sessions';
import type { Sql } from '../../db/client';
import { ApiError } from '../api-error';
import { audit, auditedFilters, requestClient } from '../../audit/audit';

export const SESSION_COOKIE = 'skltcoa_staff';

export type StaffEnv = { Variables: { staff: StaffIdentity } };

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** The refusal of a member of staff who must set up a second factor before anything else (ADR 038). */
export const MFA_ENROLMENT_REQUIRED =
  'An admin requires two-step sign-in. Please set it up with an authenticator app before you go on.';

/**
 * Lets a request through only with a live session, from the bearer token or
 * the cookie. While an admin requires a second factor that the account has
 * not set up, only routes that allow it (`allowUnenrolled`: the account's
 * own sign-in, second factor and sessions) answer; others say 403 with
 * `mfa_enrolment_required` (docs/decisions/038-staff-second-factor-and-sessions.md).
 */
export function requireStaff({
  sql,
  cookieName = SESSION_COOKIE,
  allowUnenrolled = false,
}: {
  sql: Sql;
  cookieName?: string;
  allowUnenrolled?: boolean;
}) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization')) ?? getCookie(c, cookieName);
    const staff = token && token.length <= 200 ? await findSession(sql, token) : undefined;
    if (!staff) {
      throw new ApiError(401, 'Your session has ended or you are not signed in. Please sign in.');
    }
    if (staff.mfaEnrolmentRequired && !allowUnenrolled) {
      throw new ApiError(403, MFA_ENROLMENT_REQUIRED, { extra: { mfa_enrolment_required: true } });
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
export function requireExport(
  {
    sql,
    logError,
  }: {
    sql: Sql;
    logError?: (error: unknown) => void;
  },
  /**
   * Another export than the leads' (the day's calls): its query's schema,
   * and its name, kept in the refusal's detail.
   */
  other?: { query: z.ZodType<object>; export: string },
) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const staff = c.get('staff');
    if (!staff.canExport) {
      // Only what the export's schema reads is kept, as for an export made: any
      // other parameter could hold a family's details.
      const asked = (other?.query ?? LeadExportQuerySchema).safeParse(c.req.query());
      await audit(sql, {
        actor: staff.email,
        action: 'export_refused',
        detail: {
          ...(other ? { export: other.export } : {}),
          ...(asked.success ? auditedFilters(asked.data) : {}),
          client: clientOf(c),
        },
        client: requestClient(c),
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
