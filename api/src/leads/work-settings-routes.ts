import { Hono } from 'hono';
import { WorkSettingsSchema, type WorkSettings } from '@skltcoa/shared';
import { audit, requestClient } from '../audit/audit';
import type { Sql } from '../db/client';
import type { AppDeps } from '../http/deps';
import { readJson, validate } from '../http/validate';
import { requireAdmin, requireStaff, type StaffEnv } from '../http/middleware/require-staff';

/** The college's working settings, one row (migration 026). */
export async function workSettings(sql: Sql): Promise<WorkSettings> {
  const [row] = await sql<{ first_call_target_hours: string }[]>`
    select first_call_target_hours::text from work_settings`;
  return { first_call_target_hours: Number(row!.first_call_target_hours) };
}

/**
 * `GET`/`PATCH /api/work-settings`: how the college works, as every console
 * needs it (the first call's target in working hours, docs/decisions/052-the-counsellors-day.md).
 * Every member of staff reads it; admins change it, on the audit trail.
 */
export function workSettingsRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }))
    .get('/', async (c) => c.json(await workSettings(sql)))
    .patch('/', requireAdmin, async (c) => {
      const settings = validate(
        WorkSettingsSchema,
        await readJson(c),
        'Please correct the working settings.',
      );
      const staff = c.get('staff');
      await sql`
        update work_settings
        set first_call_target_hours = ${settings.first_call_target_hours},
          updated_at = now(), updated_by = ${staff.email}`;
      await audit(sql, {
        actor: staff.email,
        action: 'work_settings_changed',
        detail: { first_call_target_hours: settings.first_call_target_hours },
        client: requestClient(c),
      });
      return c.json(await workSettings(sql));
    });
}
