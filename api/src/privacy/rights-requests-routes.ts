import { Hono, type Context } from 'hono';
import {
  RecordedRightsRequestSchema,
  RightsActionSchema,
  RightsCorrectionSchema,
  RightsGrievanceAnswerSchema,
  RightsQueueQuerySchema,
} from '@skltcoa/shared';
import { ApiError } from '../http/api-error';
import { readJson, validate } from '../http/validate';
import { bodyLimit } from '../http/middleware/body-limit';
import { requireAdmin, requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import {
  answerAccess,
  answerCorrection,
  answerErasure,
  answerGrievance,
  answerNomination,
  listRightsRequests,
  recordRightsRequest,
} from './rights-repo';
import type { AppDeps } from '../http/deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request id of the path, or 404: an id that cannot exist names no request. */
function requestId(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new ApiError(404, 'There is no such request.');
  return id.toLowerCase();
}

const MESSAGE = 'Please correct the fields below.';

/**
 * `/api/rights-requests` (ADR 025): the admins' queue of
 * confirmed rights requests, and one action per kind. Counsellors get 403.
 */
export function rightsRequestsRoutes({ sql, config }: AppDeps) {
  const staffOf = (c: Context<StaffEnv>) => ({
    siteUrl: config.siteUrl,
    staff: c.get('staff').email,
  });
  return (
    new Hono<StaffEnv>()
      .use(requireStaff({ sql }), requireAdmin)
      .use('/:id/*', bodyLimit({ maxBytes: 8 * 1024, message: 'The request is too large.' }))
      .get('/', async (c) => {
        const query = validate(RightsQueueQuerySchema, c.req.query(), 'Please correct the query.');
        return c.json(await listRightsRequests(sql, query));
      })
      // A request the person made by phone, in person or by letter (ADR 040).
      .post(
        '/',
        bodyLimit({ maxBytes: 8 * 1024, message: 'The request is too large.' }),
        async (c) => {
          const body = validate(RecordedRightsRequestSchema, await readJson(c), MESSAGE);
          const { id, dueAt } = await recordRightsRequest(sql, body, c.get('staff').email, {
            siteUrl: config.siteUrl,
          });
          return c.json({ id, due_at: dueAt.toISOString() }, 201);
        },
      )
      .post('/:id/access', async (c) => {
        const body = validate(RightsActionSchema, await readJson(c), MESSAGE);
        await answerAccess(sql, requestId(c), body, staffOf(c));
        return c.json({ status: 'answered' });
      })
      .post('/:id/correction', async (c) => {
        const body = validate(RightsCorrectionSchema, await readJson(c), MESSAGE);
        await answerCorrection(sql, requestId(c), body, staffOf(c));
        return c.json({ status: 'answered' });
      })
      .post('/:id/erasure', async (c) => {
        const body = validate(RightsActionSchema, await readJson(c), MESSAGE);
        const { erased } = await answerErasure(sql, requestId(c), body, staffOf(c));
        return c.json({ status: 'answered', erased });
      })
      .post('/:id/nomination', async (c) => {
        const body = validate(RightsActionSchema, await readJson(c), MESSAGE);
        await answerNomination(sql, requestId(c), body, staffOf(c));
        return c.json({ status: 'answered' });
      })
      .post('/:id/answer', async (c) => {
        const body = validate(RightsGrievanceAnswerSchema, await readJson(c), MESSAGE);
        await answerGrievance(sql, requestId(c), body, staffOf(c));
        return c.json({ status: 'answered' });
      })
  );
}
