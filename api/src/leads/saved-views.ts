import {
  SAVED_VIEWS_MAX,
  type NewSavedView,
  type SavedView,
  type SavedViewChange,
} from '@skltcoa/shared';
import type { StaffIdentity } from '../auth/sessions';
import type { Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { iso } from './lead-columns';

/*
 * Saved views. A member of staff sees their own views and the
 * ones admins shared; only the owner changes a view, and an admin may also
 * delete a shared one. Someone else's private view is, to anyone else, a
 * view that does not exist: 404, never 403.
 */

export const NO_SUCH_VIEW = 'No view has that id.';
const NAME_TAKEN = 'You already have a view with that name. Please choose another.';
const ONLY_ADMINS_SHARE = 'Only an admin can share a view with everyone.';
const NOT_YOURS = 'Only its owner can change this view.';
const TOO_MANY = `You can keep at most ${SAVED_VIEWS_MAX} views. Please delete one first.`;

/** A view's columns as SavedViewSchema reads them, for the viewer `$1`. */
const columns = (sql: Sql, viewer: StaffIdentity) => sql`
  v.id, v.name, v.shared, v.filters, v.grid, owner.email as owner,
  (v.owner_id = ${viewer.userId}) as mine,
  ${sql.unsafe(iso('v.created_at'))} as created_at, ${sql.unsafe(iso('v.updated_at'))} as updated_at`;

/** A unique violation on the owner and name: the name is taken. */
function nameTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint_name?: unknown } | null;
  return e?.code === '23505' && e.constraint_name === 'saved_views_owner_name_idx';
}

async function orNameTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (nameTaken(error)) throw new ApiError(409, NAME_TAKEN, { fields: { name: NAME_TAKEN } });
    throw error;
  }
}

/** Mine first, then those shared with everyone, each by name. */
export function listViews(sql: Sql, viewer: StaffIdentity): Promise<SavedView[]> {
  return sql<SavedView[]>`
    select ${columns(sql, viewer)}
    from saved_views v join staff_users owner on owner.id = v.owner_id
    where v.owner_id = ${viewer.userId} or v.shared
    order by (v.owner_id = ${viewer.userId}) desc, lower(v.name), v.id`;
}

/** A view the viewer may see, or undefined. */
export async function findView(
  sql: Sql,
  viewer: StaffIdentity,
  id: string,
): Promise<SavedView | undefined> {
  const [view] = await sql<SavedView[]>`
    select ${columns(sql, viewer)}
    from saved_views v join staff_users owner on owner.id = v.owner_id
    where v.id = ${id} and (v.owner_id = ${viewer.userId} or v.shared)`;
  return view;
}

async function mustFindView(sql: Sql, viewer: StaffIdentity, id: string): Promise<SavedView> {
  const view = await findView(sql, viewer, id);
  if (!view) throw new ApiError(404, NO_SUCH_VIEW);
  return view;
}

export async function createView(
  sql: Sql,
  viewer: StaffIdentity,
  view: NewSavedView,
): Promise<SavedView> {
  if (view.shared && viewer.role !== 'admin') throw new ApiError(403, ONLY_ADMINS_SHARE);
  const [row] = await orNameTaken(
    sql<{ id: string }[]>`
      insert into saved_views (owner_id, name, shared, filters, grid)
      select ${viewer.userId}, ${view.name}, ${view.shared ?? false},
        ${sql.json(view.filters as never)}, ${sql.json(view.grid as never)}
      where (select count(*) from saved_views where owner_id = ${viewer.userId}) < ${SAVED_VIEWS_MAX}
      returning id`,
  );
  if (!row) throw new ApiError(409, TOO_MANY);
  return mustFindView(sql, viewer, row.id);
}

export async function updateView(
  sql: Sql,
  viewer: StaffIdentity,
  id: string,
  change: SavedViewChange,
): Promise<SavedView> {
  const view = await mustFindView(sql, viewer, id);
  if (!view.mine) throw new ApiError(403, NOT_YOURS);
  if (change.shared && viewer.role !== 'admin') throw new ApiError(403, ONLY_ADMINS_SHARE);
  const set: Record<string, unknown> = {};
  if (change.name !== undefined) set.name = change.name;
  if (change.shared !== undefined) set.shared = change.shared;
  if (change.filters !== undefined) set.filters = sql.json(change.filters as never);
  if (change.grid !== undefined) set.grid = sql.json(change.grid as never);
  const [row] = await orNameTaken(
    sql<{ id: string }[]>`
      update saved_views set ${sql(set)}, updated_at = now()
      where id = ${id} and owner_id = ${viewer.userId}
      returning id`,
  );
  if (!row) throw new ApiError(404, NO_SUCH_VIEW);
  return mustFindView(sql, viewer, id);
}

/** The owner deletes their view; an admin may delete a view shared with everyone. */
export async function deleteView(sql: Sql, viewer: StaffIdentity, id: string): Promise<void> {
  const view = await mustFindView(sql, viewer, id);
  if (!view.mine && viewer.role !== 'admin') {
    throw new ApiError(403, 'Only its owner or an admin can delete this view.');
  }
  const deleted = await sql`
    delete from saved_views
    where id = ${id} and (owner_id = ${viewer.userId} or (shared and ${viewer.role === 'admin'}))`;
  if (deleted.count === 0) throw new ApiError(404, NO_SUCH_VIEW);
}

/** The view applied last, if the viewer may still see it (it may since have been unshared). */
export async function getLastView(sql: Sql, viewer: StaffIdentity): Promise<SavedView | null> {
  const [view] = await sql<SavedView[]>`
    select ${columns(sql, viewer)}
    from staff_users me
      join saved_views v on v.id = me.last_view_id
      join staff_users owner on owner.id = v.owner_id
    where me.id = ${viewer.userId} and (v.owner_id = ${viewer.userId} or v.shared)`;
  return view ?? null;
}

/** Remembers the view applied last, or forgets it with null. */
export async function setLastView(
  sql: Sql,
  viewer: StaffIdentity,
  id: string | null,
): Promise<SavedView | null> {
  if (id === null) {
    await sql`update staff_users set last_view_id = null where id = ${viewer.userId}`;
    return null;
  }
  // Checked and set in one statement: only a view the viewer may see is remembered.
  const updated = await sql`
    update staff_users set last_view_id = ${id}
    where id = ${viewer.userId}
      and exists (select 1 from saved_views v
        where v.id = ${id} and (v.owner_id = ${viewer.userId} or v.shared))`.catch(
    (error: unknown) => {
      // Deleted between the check and the write: gone all the same.
      if ((error as { code?: unknown } | null)?.code === '23503') return { count: 0 };
      throw error;
    },
  );
  if (updated.count === 0) throw new ApiError(404, NO_SUCH_VIEW);
  return mustFindView(sql, viewer, id);
}
