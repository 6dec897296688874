import { Hono } from 'hono';
import { LastViewRequestSchema, NewSavedViewSchema, SavedViewChangeSchema } from '@skltcoa/shared';
import { ApiError } from '../http/api-error';
import {
  createView,
  deleteView,
  getLastView,
  listViews,
  NO_SUCH_VIEW,
  setLastView,
  updateView,
} from './saved-views';
import { readJson, validate } from '../http/validate';
import { bodyLimit } from '../http/middleware/body-limit';
import { requireStaff, type StaffEnv } from '../http/middleware/require-staff';
import type { AppDeps } from '../http/deps';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The view id of the path, or 404: an id that cannot exist names no view. */
function viewId(id: string): string {
  if (!UUID.test(id)) throw new ApiError(404, NO_SUCH_VIEW);
  return id.toLowerCase();
}

/** A view's columns are at most 32 KB of JSON; the body has room for that and its filters. */
const viewBody = bodyLimit({
  maxBytes: 64 * 1024,
  message: 'The view is too large. Please show fewer columns and try again.',
});

/**
 * Saved views: each member of staff's named filters, sort and
 * columns, and the one applied last. `/last` comes before `/:id`.
 */
export function viewsRoutes({ sql }: AppDeps) {
  return new Hono<StaffEnv>()
    .use(requireStaff({ sql }))
    .get('/', async (c) => c.json(await listViews(sql, c.get('staff'))))
    .post('/', viewBody, async (c) => {
      const view = validate(NewSavedViewSchema, await readJson(c), 'Please correct the view.');
      return c.json(await createView(sql, c.get('staff'), view), 201);
    })
    .get('/last', async (c) => c.json({ view: await getLastView(sql, c.get('staff')) }))
    .put('/last', async (c) => {
      const { id } = validate(LastViewRequestSchema, await readJson(c), 'Please name the view.');
      return c.json({ view: await setLastView(sql, c.get('staff'), id) });
    })
    .put('/:id', viewBody, async (c) => {
      const id = viewId(c.req.param('id'));
      const change = validate(SavedViewChangeSchema, await readJson(c), 'Please correct the view.');
      return c.json(await updateView(sql, c.get('staff'), id, change));
    })
    .delete('/:id', async (c) => {
      await deleteView(sql, c.get('staff'), viewId(c.req.param('id')));
      return c.body(null, 204);
    });
}
