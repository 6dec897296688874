import { Hono, type Context } from 'hono';
import { RecordedWithdrawalSchema } from '@skltcoa/shared';
import { ApiError } from '../http/api-error';
import { readJson, validate } from '../http/validate';
import { bodyLimit } from '../http/middleware/body-limit';
import { requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import { recordWithdrawal } from '../privacy/privacy-repo';
import type { AppDeps } from '../http/deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const leadId = (c: Context) => {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new ApiError(404, 'There is no such lead.');
  return id.toLowerCase();
};

/**
 * `POST /api/leads/:id/withdrawal`: a withdrawal a family made to staff by
 * phone, in person or by letter, recorded by any member of staff
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export function leadWithdrawalRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>().post(
    '/:id/withdrawal',
    requireStaff({ sql }),
    bodyLimit({ maxBytes: 1024, message: 'The request is too large.' }),
    async (c) => {
      const id = leadId(c);
      const body = validate(
        RecordedWithdrawalSchema,
        await readJson(c),
        'Please correct the fields below.',
      );
      return c.json(await recordWithdrawal(sql, id, body, c.get('staff').email));
    },
  );
}
