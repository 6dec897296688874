import { Hono } from 'hono';
import {
  auditCsvFileName,
  auditCsvPieces,
  AuditExportQuerySchema,
  AuditQuerySchema,
} from '@skltcoa/shared';
import { audit, auditedFilters, exportAudit, listAudit, requestClient } from './audit';
import { errorOptions, toApiError } from '../http/error-handler';
import { pullBody } from '../http/pull-body';
import { validate } from '../http/validate';
import { requireAdmin, requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';

/** `GET /api/audit`: the audit trail, newest first, for admins only. */
export function auditRoutes(deps: AppDeps) {
  const { sql } = deps;
  return (
    new Hono<StaffEnv>()
      .use(requireStaff({ sql }), requireAdmin)
      .get('/', async (c) => {
        const query = validate(AuditQuerySchema, c.req.query(), 'Please correct the query.');
        return c.json(await listAudit(sql, query));
      })
      // The whole query as CSV, streamed; exporting the trail is itself on the trail.
      .get('/export', async (c) => {
        const query = validate(AuditExportQuerySchema, c.req.query(), 'Please correct the query.');
        const actor = c.get('staff').email;
        const client = requestClient(c);
        let rows = 0;
        let complete = false;
        async function* counted() {
          try {
            for await (const batch of exportAudit(sql, query)) {
              rows += batch.length;
              yield batch;
            }
            complete = true;
          } finally {
            await audit(sql, {
              actor,
              action: 'audit_exported',
              rows,
              detail: { ...auditedFilters(query), complete },
              client,
            }).catch((error: unknown) => deps.logError?.(error));
          }
        }
        const pieces = auditCsvPieces(counted());
        // Read before answering, so that a failing database gets its usual error answer.
        const first = await pieces.next();
        async function* all() {
          if (!first.done) yield first.value;
          yield* pieces;
        }
        return c.body(
          pullBody(all(), (error) => toApiError(error, errorOptions(deps))),
          200,
          {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${auditCsvFileName()}"`,
          },
        );
      })
  );
}
