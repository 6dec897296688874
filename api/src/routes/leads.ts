import { Hono } from 'hono';
import { LeadQuerySchema, LeadUpdateSchema, fieldErrors } from '@skltcoa/shared';
import { ApiError } from '../lib/api-error';
import { listLeads, updateLead } from '../lib/leads-repo';
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
      const parsed = LeadQuerySchema.safeParse(c.req.query());
      if (!parsed.success) {
        throw new ApiError(400, 'Please correct the query.', { fields: fieldErrors(parsed.error) });
      }
      return c.json(await listLeads(sql, parsed.data));
    })
    .patch('/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw new ApiError(404, 'No lead has that id.');
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new ApiError(400, 'The request body is not valid JSON.');
      }
      const parsed = LeadUpdateSchema.safeParse(body);
      if (!parsed.success) {
        throw new ApiError(400, 'Please correct the update.', {
          fields: fieldErrors(parsed.error),
        });
      }
      const lead = await updateLead(sql, id, parsed.data);
      if (!lead) throw new ApiError(404, 'No lead has that id.');
      return c.json(lead);
    });
}
