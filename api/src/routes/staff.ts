import { Hono } from 'hono';
import { EmailSchema, StaffRoleSchema } from '@skltcoa/shared';
import { z } from 'zod';
import { listStaff, setStaffRole } from '../auth/staff-users';
import { audit } from '../lib/audit';
import { readJson, validate } from '../lib/validate';
import { requireAdmin, requireStaff, type StaffEnv } from '../middleware/require-staff';
import type { AppDeps } from './deps';

const RoleChangeSchema = z.object({ role: StaffRoleSchema }).strict();

/**
 * Staff as the console sees them: every member of staff reads the list (to
 * assign a lead), only admins change a role. Accounts and passwords are made
 * on the server only (docs/product-decisions.md §2).
 */
export function staffRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }))
    .get('/', async (c) => c.json(await listStaff(sql)))
    .patch('/:email', requireAdmin, async (c) => {
      const email = validate(
        z.object({ email: EmailSchema }),
        { email: c.req.param('email') },
        'Please correct the address.',
      ).email;
      const { role } = validate(RoleChangeSchema, await readJson(c), 'Please correct the role.');
      const member = await setStaffRole(sql, email, role);
      await audit(sql, {
        actor: c.get('staff').email,
        action: 'role_changed',
        detail: { staff: email.toLowerCase(), role },
      });
      return c.json(member);
    });
}
