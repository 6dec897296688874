import { Hono } from 'hono';
import { dashboardRange, DashboardQuerySchema } from '@skltcoa/shared';
import { getDashboard } from './dashboard';
import { validate } from '../http/validate';
import { requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';

/**
 * The dashboard (docs/decisions/017-dashboard.md): enquiries
 * per week by source and programme, the funnel per source, and calls and
 * follow-ups per counsellor, for days in Mumbai (`from`, `to`; by default
 * this week and the eleven before it). For any member of staff.
 */
export function dashboardRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>().use(requireStaff({ sql })).get('/', async (c) => {
    const query = validate(DashboardQuerySchema, c.req.query(), 'Please correct the dates.');
    return c.json(await getDashboard(sql, dashboardRange(query)));
  });
}
