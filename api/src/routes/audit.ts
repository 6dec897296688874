import { Hono } from 'hono';
import { AuditQuerySchema } from '@skltcoa/shared';
import { listAudit } from '../lib/audit';
import { validate } from '../lib/validate';
import { requireAdmin, requireStaff, type StaffEnv } from '../middleware/require-staff';
import type { AppDeps } from './deps';

/** `GET /api/audit`: the audit trail, newest first, for admins only (issue 15 §2). */
export function auditRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>().use(requireStaff({ sql }), requireAdmin).get('/', async (c) => {
    const query = validate(AuditQuerySchema, c.req.query(), 'Please correct the query.');
    c.header('Cache-Control', 'no-store');
    return c.json(await listAudit(sql, query));
  });
}
