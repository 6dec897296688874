import { Hono } from 'hono';
import { SecuritySettingsSchema, type SecuritySettings } from '@skltcoa/shared';
import { mfaRequired } from './mfa';
import { audit, requestClient } from '../audit/audit';
import { readJson, validate } from '../http/validate';
import { requireAdmin, requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';

/**
 * `GET`/`PATCH /api/security-settings`: the college's security settings, for
 * admins. `mfa_required` makes every member of staff set up a second factor
 * before anything else (docs/decisions/038-staff-second-factor-and-sessions.md);
 * it holds from each session's next request.
 */
export function securitySettingsRoutes({ sql }: AppDeps) {
  const current = async (): Promise<SecuritySettings> => ({ mfa_required: await mfaRequired(sql) });
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }), requireAdmin)
    .get('/', async (c) => c.json(await current()))
    .patch('/', async (c) => {
      const settings = validate(
        SecuritySettingsSchema,
        await readJson(c),
        'Please correct the security settings.',
      );
      const staff = c.get('staff');
      await sql`
        update security_settings
        set mfa_required = ${settings.mfa_required}, updated_at = now(), updated_by = ${staff.email}`;
      await audit(sql, {
        actor: staff.email,
        action: 'security_settings_changed',
        detail: { mfa_required: settings.mfa_required },
        client: requestClient(c),
      });
      return c.json(await current());
    });
}
