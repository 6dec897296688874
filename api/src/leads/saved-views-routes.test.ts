import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_MAX, type LastView, type SavedView } from '@skltcoa/shared';
import { addStaffUser, removeStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { signIn, STAFF, startTestApp, type TestServer } from '../../test/helpers';

/*
 * Saved views over real HTTP and PostgreSQL: each member of
 * staff keeps their own, admins share theirs with everyone, nobody reads or
 * changes someone else's private view, and the view applied last comes back.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
type Headers = Record<string, string>;
const ADMIN = { email: 'principal@example.edu.in', password: 'the principal passphrase' };
const ADMIN_TWO = { email: 'registrar@example.edu.in', password: 'the registrar passphrase' };
const MEERA = { email: 'meera@example.edu.in', password: 'another long passphrase' };
const LEAVER = { email: 'leaver@example.edu.in', password: 'a leaving passphrase' };
let admin: Headers;
let adminTwo: Headers;
let asha: Headers;
let meera: Headers;

async function signInAs(staff: { email: string; password: string }, role: 'admin' | 'counsellor') {
  await addStaffUser(sql, staff.email, staff.password, role);
  return { authorization: `Bearer ${await signIn(sql, server.url, staff)}` };
}

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  admin = await signInAs(ADMIN, 'admin');
  adminTwo = await signInAs(ADMIN_TWO, 'admin');
  asha = await signInAs(STAFF, 'counsellor');
  meera = await signInAs(MEERA, 'counsellor');
});
afterAll(async () => {
  await close();
});

const GRID = [
  { colId: 'name', width: 165, hide: false, pinned: 'left', sort: null, sortIndex: null },
  { colId: 'status', width: 104, hide: false, pinned: null, sort: 'asc', sortIndex: 0 },
];

function call(method: string, path: string, headers: Headers, body?: unknown) {
  return fetch(`${server.url}/api/views${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

let made = 0;
async function createView(headers: Headers, extra: Record<string, unknown> = {}) {
  made += 1;
  const response = await call('POST', '', headers, {
    name: `View ${made}`,
    filters: { status: 'new', due: 'today' },
    grid: GRID,
    ...extra,
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as SavedView;
}

const list = async (headers: Headers) =>
  (await (await call('GET', '', headers)).json()) as SavedView[];
const last = async (headers: Headers) =>
  ((await (await call('GET', '/last', headers)).json()) as LastView).view;

describe('a private view', () => {
  it('is saved with its filters and columns, and listed for its owner only', async () => {
    const response = await call('POST', '', asha, {
      name: '  Today’s B.Arch calls ',
      filters: { program: 'Bachelor of Architecture', due: 'today', assignee: 'me', q: ' rao ' },
      grid: GRID,
    });
    expect(response.status).toBe(201);
    const view = (await response.json()) as SavedView;
    expect(view).toMatchObject({
      name: 'Today’s B.Arch calls',
      shared: false,
      mine: true,
      owner: STAFF.email,
      filters: { program: 'Bachelor of Architecture', due: 'today', assignee: 'me', q: 'rao' },
      grid: GRID,
    });
    expect(view.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect((await list(asha)).map((v) => v.id)).toContain(view.id);
    expect((await list(meera)).map((v) => v.id)).not.toContain(view.id);
    expect((await list(admin)).map((v) => v.id)).not.toContain(view.id);
  });

  it('cannot be changed, deleted or remembered by anyone else, admins included', async () => {
    const view = await createView(asha);
    for (const headers of [meera, admin]) {
      const rename = await call('PUT', `/${view.id}`, headers, { name: 'Mine now' });
      expect(rename.status).toBe(404);
      expect(await rename.json()).toEqual({ error: 'No view has that id.' });
      expect((await call('DELETE', `/${view.id}`, headers, {})).status).toBe(404);
      expect((await call('PUT', '/last', headers, { id: view.id })).status).toBe(404);
    }
    const [row] = await sql`select name from saved_views where id = ${view.id}`;
    expect(row!.name).toBe(view.name);
  });

  it('is renamed, changed and deleted by its owner', async () => {
    const view = await createView(asha);
    const renamed = await call('PUT', `/${view.id}`, asha, {
      name: 'Overdue, mine',
      filters: { due: 'overdue', assignee: 'me' },
    });
    expect(renamed.status).toBe(200);
    const changed = (await renamed.json()) as SavedView;
    expect(changed).toMatchObject({
      id: view.id,
      name: 'Overdue, mine',
      filters: { due: 'overdue', assignee: 'me' },
      grid: GRID,
    });
    expect(changed.updated_at > view.updated_at).toBe(true);
    const removed = await call('DELETE', `/${view.id}`, asha, {});
    expect(removed.status).toBe(204);
    expect((await list(asha)).map((v) => v.id)).not.toContain(view.id);
    expect((await call('DELETE', `/${view.id}`, asha, {})).status).toBe(404);
  });

  it('has a name of its own per owner, whatever its case: a clash is 409', async () => {
    const first = await createView(asha, { name: 'Hostel families' });
    const clash = await call('POST', '', asha, { name: 'HOSTEL families', filters: {}, grid: [] });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ fields: { name: expect.stringMatching(/name/) } });
    // Someone else may use the same name.
    await createView(meera, { name: 'Hostel families' });
    const other = await createView(asha, { name: 'Scholarship families' });
    const rename = await call('PUT', `/${other.id}`, asha, { name: 'hostel FAMILIES' });
    expect(rename.status).toBe(409);
    // Renaming a view to its own name in another case is no clash.
    expect((await call('PUT', `/${first.id}`, asha, { name: 'Hostel Families' })).status).toBe(200);
  });
});

describe('sharing', () => {
  it('is for admins: a counsellor is refused with 403', async () => {
    const shared = await call('POST', '', meera, {
      name: 'For everyone',
      filters: {},
      grid: [],
      shared: true,
    });
    expect(shared.status).toBe(403);
    expect(await shared.json()).toEqual({ error: 'Only an admin can share a view with everyone.' });
    const own = await createView(meera);
    expect((await call('PUT', `/${own.id}`, meera, { shared: true })).status).toBe(403);
    expect((await call('PUT', `/${own.id}`, meera, { shared: false })).status).toBe(200);
    const [row] = await sql`select shared from saved_views where id = ${own.id}`;
    expect(row!.shared).toBe(false);
  });

  it('shows an admin’s view to everyone, who may use it but not change or delete it', async () => {
    const view = await createView(admin, { name: 'New this week', shared: true });
    expect(view).toMatchObject({ shared: true, mine: true, owner: ADMIN.email });
    for (const headers of [asha, meera, adminTwo]) {
      const seen = (await list(headers)).find((v) => v.id === view.id);
      expect(seen).toMatchObject({ name: 'New this week', shared: true, mine: false });
      expect(seen!.owner).toBe(ADMIN.email);
    }
    const rename = await call('PUT', `/${view.id}`, meera, { name: 'Hijacked' });
    expect(rename.status).toBe(403);
    const remove = await call('DELETE', `/${view.id}`, meera, {});
    expect(remove.status).toBe(403);
    expect(await remove.json()).toEqual({
      error: 'Only its owner or an admin can delete this view.',
    });
    // Another admin may not change it, but may delete it.
    expect((await call('PUT', `/${view.id}`, adminTwo, { name: 'Mine' })).status).toBe(403);
    expect((await call('DELETE', `/${view.id}`, adminTwo, {})).status).toBe(204);
    expect((await list(meera)).map((v) => v.id)).not.toContain(view.id);
  });

  it('lists my views first, then the shared ones, each by name', async () => {
    const mine = await createView(meera, { name: 'aaa first of mine' });
    const shared = await createView(admin, { name: 'AAA shared', shared: true });
    const views = await list(meera);
    const mineAt = views.findIndex((v) => v.id === mine.id);
    const sharedAt = views.findIndex((v) => v.id === shared.id);
    expect(mineAt).toBeGreaterThanOrEqual(0);
    expect(sharedAt).toBeGreaterThan(mineAt);
    expect(views.slice(0, sharedAt).every((v) => v.mine)).toBe(true);
  });
});

describe('the last view', () => {
  it('is remembered per member of staff and comes back', async () => {
    const fresh = await signInAs(
      { email: 'fresh@example.edu.in', password: 'a fresh passphrase' },
      'counsellor',
    );
    expect(await last(fresh)).toBeNull();
    const view = await createView(fresh, { filters: { status: 'interested' } });
    const set = await call('PUT', '/last', fresh, { id: view.id });
    expect(set.status).toBe(200);
    expect(((await set.json()) as LastView).view).toMatchObject({ id: view.id });
    expect(await last(fresh)).toMatchObject({
      id: view.id,
      filters: { status: 'interested' },
      grid: GRID,
    });
    // Someone else's last view is their own.
    expect((await last(meera))?.id).not.toBe(view.id);

    expect(
      ((await (await call('PUT', '/last', fresh, { id: null })).json()) as LastView).view,
    ).toBe(null);
    expect(await last(fresh)).toBeNull();
  });

  it('may be a shared view, and is forgotten when that view is unshared or deleted', async () => {
    const view = await createView(admin, { shared: true });
    expect((await call('PUT', '/last', asha, { id: view.id })).status).toBe(200);
    expect(await last(asha)).toMatchObject({ id: view.id, mine: false });
    await call('PUT', `/${view.id}`, admin, { shared: false });
    expect(await last(asha)).toBeNull();
    await call('PUT', `/${view.id}`, admin, { shared: true });
    expect(await last(asha)).toMatchObject({ id: view.id });
    await call('DELETE', `/${view.id}`, admin, {});
    expect(await last(asha)).toBeNull();
  });

  it('is not a view that does not exist', async () => {
    expect((await call('PUT', '/last', asha, { id: randomUUID() })).status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 with the field at fault, and stores nothing', async () => {
    const before = (await sql`select count(*)::int as n from saved_views`)[0]!.n as number;
    const valid = { name: 'Fine', filters: {}, grid: GRID };
    const wideColumn = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`k${i}`, 'x'.repeat(100)]),
    );
    const cases: [unknown, string][] = [
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, name: 'x'.repeat(81) }, 'name'],
      [{ ...valid, name: 'Line\nbreak' }, 'name'],
      [{ ...valid, name: 42 }, 'name'],
      [{ filters: {}, grid: [] }, 'name'],
      [{ ...valid, filters: 'status=new' }, 'filters'],
      [{ ...valid, filters: { limit: 5 } }, 'filters'],
      [{ ...valid, filters: { cursor: 'abc' } }, 'filters'],
      [{ ...valid, filters: { status: 'lost' } }, 'filters.status'],
      [{ ...valid, filters: { program: 'MBA' } }, 'filters.program'],
      [{ ...valid, filters: { assignee: 'ME' } }, 'filters.assignee'],
      [{ ...valid, filters: { from: '2026-02-01', to: '2026-01-01' } }, 'filters.from'],
      [{ ...valid, filters: { q: 'x'.repeat(1000) } }, 'filters.q'],
      [{ name: 'No filters', grid: [] }, 'filters'],
      [{ ...valid, grid: { colId: 'name' } }, 'grid'],
      [{ ...valid, grid: [{ width: 10 }] }, 'grid.0.colId'],
      [{ ...valid, grid: [{ colId: 'name', nested: { deep: true } }] }, 'grid.0.nested'],
      [{ ...valid, grid: [{ colId: 'name', hidden: 'a\u0000b' }] }, 'grid.0.hidden'],
      [{ ...valid, grid: Array.from({ length: 51 }, (_, i) => ({ colId: `c${i}` })) }, 'grid'],
      [
        {
          ...valid,
          grid: Array.from({ length: 50 }, (_, i) => ({ colId: `c${i}`, ...wideColumn })),
        },
        'grid',
      ],
      [{ ...valid, shared: 'yes' }, 'shared'],
      [{ ...valid, owner: MEERA.email }, 'body'],
      [[valid], 'body'],
      [null, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '', asha, body);
      const answer = (await response.json()) as { fields?: Record<string, string> };
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.fields, JSON.stringify(body).slice(0, 80)).toHaveProperty(field);
    }
    const view = await createView(asha);
    for (const [body, field] of [
      [{}, 'body'],
      [{ name: '' }, 'name'],
      [{ mine: true }, 'body'],
      [{ grid: 'wide' }, 'grid'],
    ] as const) {
      const response = await call('PUT', `/${view.id}`, asha, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: object }).fields).toHaveProperty(field);
    }
    for (const [body, field] of [
      [{ id: 'first' }, 'id'],
      [{}, 'id'],
      [{ id: view.id, extra: 1 }, 'body'],
    ] as const) {
      const response = await call('PUT', '/last', asha, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: object }).fields).toHaveProperty(field);
    }
    const after = (await sql`select count(*)::int as n from saved_views`)[0]!.n as number;
    expect(after).toBe(before + 1);
  });

  it('refuses bad JSON, other content types, huge bodies and ids that name no view', async () => {
    const view = await createView(asha);
    expect((await call('POST', '', asha, '{"name": ')).status).toBe(400);
    expect((await call('PUT', `/${view.id}`, asha, 'not json')).status).toBe(400);
    expect((await call('PUT', '/last', asha, '')).status).toBe(400);
    const plain = await fetch(`${server.url}/api/views`, {
      method: 'POST',
      headers: { ...asha, 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Plain', filters: {}, grid: [] }),
    });
    expect(plain.status).toBe(415);
    const huge = await call('POST', '', asha, {
      name: 'Huge',
      filters: {},
      grid: [{ colId: 'name', note: 'x'.repeat(70_000) }],
    });
    expect(huge.status).toBe(413);
    for (const id of ['not-a-uuid', randomUUID(), `${view.id}x`]) {
      expect((await call('PUT', `/${id}`, asha, { name: 'X' })).status).toBe(404);
      expect((await call('DELETE', `/${id}`, asha, {})).status).toBe(404);
    }
    // The id is case-blind, like every uuid.
    expect((await call('PUT', `/${view.id.toUpperCase()}`, asha, { name: 'Upper' })).status).toBe(
      200,
    );
  });

  it('keeps at most SAVED_VIEWS_MAX views per member of staff', async () => {
    const hoarder = await signInAs(
      { email: 'hoarder@example.edu.in', password: 'a hoarding passphrase' },
      'counsellor',
    );
    await sql`
      insert into saved_views (owner_id, name)
      select id, 'Bulk ' || n from staff_users, generate_series(1, ${SAVED_VIEWS_MAX}) n
      where email = 'hoarder@example.edu.in'`;
    const response = await call('POST', '', hoarder, { name: 'One more', filters: {}, grid: [] });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/at most 100 views/);
  });

  it('is for signed-in staff only', async () => {
    expect((await call('GET', '', {})).status).toBe(401);
    expect((await call('POST', '', {}, { name: 'X', filters: {}, grid: [] })).status).toBe(401);
    expect((await call('GET', '/last', {})).status).toBe(401);
  });

  it('refuses a write from another website', async () => {
    const response = await call(
      'POST',
      '',
      { ...asha, origin: 'https://evil.example' },
      { name: 'Evil', filters: {}, grid: [] },
    );
    expect(response.status).toBe(403);
  });
});

describe('any body at all', () => {
  const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
  const numRuns = Number(process.env.FUZZ_RUNS ?? 120);
  /** Text that a person, a bug or an attacker might send, PostgreSQL's NUL included. */
  const text = fc.oneof(
    fc.string({ maxLength: 90 }),
    fc.string({ unit: 'grapheme', maxLength: 90 }),
    fc.constantFrom('', ' ', 'a\u0000b', 'x'.repeat(81), 'me', 'none', '2026-02-30', 'ME'),
  );
  const value = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
  const FILTER_KEYS = ['program', 'form_type', 'status', 'from', 'to', 'assignee', 'due', 'q'];
  const filters = fc.oneof(
    fc.dictionary(fc.constantFrom(...FILTER_KEYS), value, { maxKeys: 4 }),
    fc.dictionary(text, value, { maxKeys: 3 }),
    value,
  );
  const column = fc.oneof(
    fc.dictionary(fc.constantFrom('colId', 'width', 'sort', 'hide', 'pinned'), value),
    fc.record({ colId: text }, { requiredKeys: [] }),
    fc.anything({ maxDepth: 2 }),
  );
  const body = fc.oneof(
    fc.record(
      {
        name: fc.oneof(text, value),
        filters,
        grid: fc.oneof(fc.array(column, { maxLength: 55 }), value),
        shared: fc.oneof(fc.boolean(), value),
      },
      { requiredKeys: [] },
    ),
    fc.anything({ maxDepth: 3 }),
  );

  it('never answers a view with 5xx, and stores only what the schemas take', async () => {
    const target = await createView(asha, { name: 'Fuzz target' });
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, create) => {
        const response = create
          ? await call('POST', '', asha, payload)
          : await call('PUT', `/${target.id}`, asha, payload);
        seen.add(response.status);
        // 403: asha is a counsellor, who may not share.
        const allowed = create ? [201, 400, 403, 409] : [200, 400, 403, 409];
        expect(allowed, `${response.status} for ${JSON.stringify(payload)}`).toContain(
          response.status,
        );
        if (response.status >= 400) {
          const answer = (await response.json()) as { error: string };
          expect(answer.error).toEqual(expect.any(String));
        }
      }),
      { seed, numRuns },
    );
    expect([...seen]).toEqual(expect.arrayContaining([400]));
    // Whatever was stored reads back through the console's own schema.
    const { SavedViewSchema } = await import('@skltcoa/shared');
    for (const view of await list(asha)) expect(SavedViewSchema.safeParse(view).success).toBe(true);
  });
});

describe('a member of staff who leaves', () => {
  it('takes their views with them, and nobody is left remembering one', async () => {
    const leaver = await signInAs(LEAVER, 'admin');
    const view = await createView(leaver, { shared: true });
    expect((await call('PUT', '/last', meera, { id: view.id })).status).toBe(200);
    expect(await removeStaffUser(sql, LEAVER.email)).toBe(true);
    expect((await list(meera)).map((v) => v.id)).not.toContain(view.id);
    expect(await last(meera)).toBeNull();
  });
});
