import { Hono } from 'hono';
import {
  BulkLeadPatchSchema,
  csvFileName,
  istToday,
  LeadExportQuerySchema,
  leadsCsvPieces,
  LeadMergeSchema,
  LeadPatchSchema,
  LeadQuerySchema,
  NewActivitySchema,
} from '@skltcoa/shared';
import { ApiError } from '../lib/api-error';
import {
  addActivity,
  bulkPatchLeads,
  getLead,
  listActivities,
  patchLead,
} from '../lib/lead-timeline';
import { getFamily, mergeLeads } from '../lib/lead-families';
import { errorOptions, toApiError } from '../lib/error-handler';
import { exportLeads, listLeads } from '../lib/leads-repo';
import { pullBody } from '../lib/pull-body';
import { readJson, validate } from '../lib/validate';
import { requireAdmin, requireStaff, type StaffEnv } from '../middleware/require-staff';
import type { AppDeps } from './deps';
import { leadEventsRoutes } from './lead-events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead id of the path, or 404: an id that cannot exist names no lead. */
function leadId(id: string): string {
  if (!UUID.test(id)) throw new ApiError(404, 'No lead has that id.');
  return id.toLowerCase();
}

/** Today's date in Mumbai as a local Date, so that the file is named for the day staff see. */
function mumbaiToday(): Date {
  const [year, month, day] = istToday().split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The staff routes of leads; `/events` comes before `/:id`, which would take it for a lead's id. */
export function leadsRoutes(deps: AppDeps) {
  const { sql } = deps;
  return (
    new Hono<StaffEnv>()
      .use(requireStaff({ sql }))
      .use(async (c, next) => {
        await next();
        // Personal data: never kept by a browser or proxy cache.
        c.header('Cache-Control', 'no-store');
      })
      .route('/events', leadEventsRoutes(deps))
      .get('/', async (c) => {
        const query = validate(LeadQuerySchema, c.req.query(), 'Please correct the query.');
        return c.json(await listLeads(sql, query, c.get('staff')));
      })
      // Every matching lead as CSV, streamed (issue 13 §6): the same file leadsToCsv writes.
      .get('/export', async (c) => {
        const query = validate(LeadExportQuerySchema, c.req.query(), 'Please correct the query.');
        const pieces = leadsCsvPieces(exportLeads(sql, query, c.get('staff')));
        // The first batch is read before answering, so that a database that
        // fails at once gets its usual error answer rather than a cut-off file.
        const first = await pieces.next();
        async function* all() {
          if (!first.done) yield first.value;
          yield* pieces;
        }
        const options = errorOptions(deps);
        return c.body(
          pullBody(all(), (error) => toApiError(error, options)),
          200,
          {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${csvFileName(mumbaiToday())}"`,
          },
        );
      })
      .post('/bulk', async (c) => {
        const bulk = validate(BulkLeadPatchSchema, await readJson(c), 'Please correct the change.');
        return c.json(await bulkPatchLeads(sql, c.get('staff').email, bulk));
      })
      .get('/:id', async (c) => {
        const lead = await getLead(sql, leadId(c.req.param('id')));
        if (!lead) throw new ApiError(404, 'No lead has that id.');
        return c.json(lead);
      })
      .get('/:id/activities', async (c) =>
        c.json(await listActivities(sql, leadId(c.req.param('id')))),
      )
      .post('/:id/activities', async (c) => {
        const id = leadId(c.req.param('id'));
        const activity = validate(
          NewActivitySchema,
          await readJson(c),
          'Please correct the entry.',
        );
        return c.json(await addActivity(sql, id, c.get('staff').email, activity), 201);
      })
      .patch('/:id', async (c) => {
        const id = leadId(c.req.param('id'));
        const patch = validate(LeadPatchSchema, await readJson(c), 'Please correct the update.');
        return c.json(await patchLead(sql, id, c.get('staff').email, patch));
      })
      // Families and merging duplicates (docs/decisions/016-families.md).
      .get('/:id/family', async (c) => c.json(await getFamily(sql, leadId(c.req.param('id')))))
      .post('/:id/merge', requireAdmin, async (c) => {
        const id = leadId(c.req.param('id'));
        const merge = validate(LeadMergeSchema, await readJson(c), 'Please correct the merge.');
        return c.json(await mergeLeads(sql, id, c.get('staff').email, merge));
      })
  );
}
