import { Hono } from 'hono';
import { LeadQuerySchema, LeadUpdateSchema } from '@skltcoa/shared';
import { ApiError } from '../lib/api-error';
import { listLeads, updateLead } from '../lib/leads-repo';
import { readJson, validate } from '../lib/validate';
import { requireStaff, type StaffEnv } from '../middleware/require-staff';
import type { AppDeps } from './deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function leadsRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }))
    .use(async (c, next) => {
      await next();
      // Personal data: never kept by a browser or proxy cache.
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => {
      const query = validate(LeadQuerySchema, c.req.query(), 'Please correct the query.');
      return c.json(await listLeads(sql, query));
    })
    .patch('/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw new ApiError(404, 'No lead has that id.');
      const update = validate(LeadUpdateSchema, await readJson(c), 'Please correct the update.');
      const lead = await updateLead(sql, id, update);
      if (!lead) throw new ApiError(404, 'No lead has that id.');
      return c.json(lead);
    });
}
