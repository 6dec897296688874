import { Hono } from 'hono';
import {
  BulkLeadPatchSchema,
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
import { listLeads } from '../lib/leads-repo';
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
