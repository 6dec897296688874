import { Hono } from 'hono';
import {
  callsCsvFileName,
  callsCsvPieces,
  CallsExportQuerySchema,
  CallsQuerySchema,
} from '@skltcoa/shared';
import { audit, auditedFilters, requestClient } from '../audit/audit';
import { errorOptions, toApiError } from '../http/error-handler';
import { acceptsGzip, gzipFast } from '../http/fast-gzip';
import { pullBody } from '../http/pull-body';
import { validate } from '../http/validate';
import {
  clientOf,
  requireExport,
  requireStaff,
  type StaffEnv,
} from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';
import { exportCalls, listCalls } from './calls-repo';
import { mumbaiToday } from '../leads/leads-routes';

/**
 * The day's calling (docs/decisions/053-the-days-calling.md): every call and
 * note in a range, for any member of staff (it is their own work), audited
 * as a listing of leads is; its export goes by the export permission and its
 * audit, as the leads' does (ADRs 026 and 035).
 */
export function activitiesRoutes(deps: AppDeps) {
  const { sql } = deps;
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }))
    .get('/', async (c) => {
      const query = validate(CallsQuerySchema, c.req.query(), 'Please correct the query.');
      const page = await listCalls(sql, query);
      // The filters and the count, never what a note says.
      await audit(sql, {
        actor: c.get('staff').email,
        action: 'calls_listed',
        rows: page.entries.length,
        detail: { ...auditedFilters(query), client: clientOf(c) },
      });
      return c.json(page);
    })
    .get(
      '/export',
      requireExport(deps, { query: CallsExportQuerySchema, export: 'calls' }),
      async (c) => {
        const query = validate(CallsExportQuerySchema, c.req.query(), 'Please correct the query.');
        const staff = c.get('staff');
        const client = clientOf(c);
        const from = requestClient(c);
        let rows = 0;
        let complete = false;
        // Counted as the batches go by, and recorded when the file ends or is cut off.
        async function* counted() {
          try {
            for await (const batch of exportCalls(sql, query)) {
              rows += batch.length;
              yield batch;
            }
            complete = true;
          } finally {
            await audit(sql, {
              actor: staff.email,
              action: 'calls_exported',
              rows,
              detail: { ...auditedFilters(query), complete, client },
              client: from,
            }).catch((error: unknown) => deps.logError?.(error));
          }
        }
        const pieces = callsCsvPieces(counted());
        // Read before answering, so that a failing database gets its usual error answer.
        const first = await pieces.next();
        async function* all() {
          if (!first.done) yield first.value;
          yield* pieces;
        }
        const body = pullBody(all(), (error) => toApiError(error, errorOptions(deps)));
        const headers = {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${callsCsvFileName(mumbaiToday())}"`,
          Vary: 'Accept-Encoding',
        };
        return acceptsGzip(c.req.header('Accept-Encoding'))
          ? c.body(gzipFast(body), 200, { ...headers, 'Content-Encoding': 'gzip' })
          : c.body(body, 200, headers);
      },
    );
}
