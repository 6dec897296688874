import { Hono } from 'hono';
import { EmailSchema, StaffChangeSchema, type StaffMember } from '@skltcoa/shared';
import { z } from 'zod';
import { listStaff, setStaffExport, setStaffImport, setStaffRole } from './staff-users';
import { audit } from '../audit/audit';
import { readJson, validate } from '../http/validate';
import { requireAdmin, requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';

/**
 * Staff as the console sees them: every member of staff reads the list (to
 * assign a lead), only admins change a role or the permission to export
 * (docs/decisions/026-export-permission.md). Accounts and passwords are made
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
      const change = validate(
        StaffChangeSchema,
        await readJson(c),
        'Please correct the role or the export permission.',
      );
      let member: StaffMember | undefined;
      if (change.role !== undefined) member = await setStaffRole(sql, email, change.role);
      if (change.can_export !== undefined) {
        member = await setStaffExport(sql, email, change.can_export);
      }
      if (change.can_import !== undefined) {
        member = await setStaffImport(sql, email, change.can_import);
      }
      // A grant or revoke of the export is a change of what someone may do, as a role is.
      await audit(sql, {
        actor: c.get('staff').email,
        action: 'role_changed',
        detail: { staff: email.toLowerCase(), ...change },
      });
      return c.json(member);
    });
}
