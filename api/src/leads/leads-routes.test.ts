import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadPage } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startTestApp,
  type TestServer,
} from '../../test/helpers';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let auth: Record<string, string>;

/** Leads with known creation times (IST dates matter for the date filters). */
const SEED = [
  {
    name: 'Riya Shah',
    email: 'riya@example.com',
    phone: '9820011111',
    program: 'Bachelor of Architecture',
    form_type: 'Admission Enquiry',
    at: '2025-06-01T18:29:00Z',
  },
  {
    name: 'Kabir Mehta',
    email: 'kabir@example.com',
    phone: '9820022222',
    program: 'Diploma in Architecture',
    form_type: 'DArch Enquiry',
    at: '2025-06-01T18:31:00Z',
  },
  {
    name: 'Anaya Iyer',
    email: 'anaya@sample.org',
    phone: '9820033333',
    program: 'Bachelor of Architecture',
    form_type: 'Brochure Enquiry',
    at: '2025-06-03T10:00:00Z',
  },
  {
    name: 'Vihaan 100%_Joshi',
    email: 'vihaan@example.com',
    phone: '7000044444',
    program: 'Bachelor of Architecture',
    form_type: 'BArch Enquiry',
    at: '2025-06-05T10:00:00Z',
  },
] as const;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  for (const lead of SEED) {
    const { at, ...fields } = lead;
    const response = await postJson(server.url, '/api/enquiries', enquiry(fields));
    const { id } = (await response.json()) as { id: string };
    await sql`update admission_leads set created_at = ${at}, updated_at = ${at} where id = ${id}`;
  }
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
});
afterAll(async () => {
  await close();
});

async function list(query: Record<string, string> = {}): Promise<LeadPage> {
  const response = await fetch(`${server.url}/api/leads?${new URLSearchParams(query)}`, {
    headers: auth,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LeadPage;
}
const names = (page: LeadPage) => page.leads.map((lead) => lead.name);

describe('GET /api/leads', () => {
  it('lists newest first with the total, and is never cached', async () => {
    const response = await fetch(`${server.url}/api/leads`, { headers: auth });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = (await response.json()) as LeadPage;
    expect(names(page)).toEqual(['Vihaan 100%_Joshi', 'Anaya Iyer', 'Kabir Mehta', 'Riya Shah']);
    expect(page.total).toBe(4);
    expect(page.nextCursor).toBeNull();
    expect(page.leads[0]).toMatchObject({
      phone: '+917000044444',
      status: 'new',
      version: 1,
      assignee: null,
      next_follow_up_at: null,
      last_activity: null,
      created_at: '2025-06-05T10:00:00.000000Z',
    });
    expect(page.leads[0]).not.toHaveProperty('notes');
  });

  it.each([
    [{ program: 'Diploma in Architecture' }, ['Kabir Mehta']],
    [{ form_type: 'Brochure Enquiry' }, ['Anaya Iyer']],
    [{ q: 'SAMPLE.ORG' }, ['Anaya Iyer']],
    [{ q: 'kab' }, ['Kabir Mehta']],
    [{ q: '98200 33333' }, ['Anaya Iyer']],
    // A phone typed any way finds its lead.
    [{ q: '09820011111' }, ['Riya Shah']],
    [{ q: '+91-98200-11111' }, ['Riya Shah']],
    [{ q: '98200 11111' }, ['Riya Shah']],
    [{ q: '+91 98200 11111' }, ['Riya Shah']],
    [{ q: '9820011111' }, ['Riya Shah']],
    [{ q: '+919820011111' }, ['Riya Shah']],
    [{ q: '(+91) 98200.11111' }, ['Riya Shah']],
    [{ q: '98200' }, ['Anaya Iyer', 'Kabir Mehta', 'Riya Shah']],
    [{ q: '100%_' }, ['Vihaan 100%_Joshi']],
    [{ q: '%' }, ['Vihaan 100%_Joshi']],
    [{ q: 'nobody' }, []],
    // 18:29Z on 1 June is 23:59 IST on 1 June; 18:31Z is already 2 June in Mumbai.
    [{ from: '2025-06-01', to: '2025-06-01' }, ['Riya Shah']],
    [{ from: '2025-06-02', to: '2025-06-03' }, ['Anaya Iyer', 'Kabir Mehta']],
    [{ from: '2025-06-04' }, ['Vihaan 100%_Joshi']],
    [{ program: 'Bachelor of Architecture', to: '2025-06-03' }, ['Anaya Iyer', 'Riya Shah']],
  ])('filters by %j', async (query, expected) => {
    const page = await list(query);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('filters by status', async () => {
    const [kabir] = await sql<
      { id: string }[]
    >`select id from admission_leads where name = 'Kabir Mehta'`;
    const response = await fetch(`${server.url}/api/leads/${kabir!.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, status: 'contacted' }),
    });
    expect(response.status).toBe(200);
    expect(names(await list({ status: 'contacted' }))).toEqual(['Kabir Mehta']);
    expect((await list({ status: 'new' })).total).toBe(3);
  });

  it('pages with a keyset cursor, without gaps or repeats, even on equal timestamps', async () => {
    await sql`update admission_leads set created_at = '2025-06-03T10:00:00Z' where name = 'Vihaan 100%_Joshi'`;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: LeadPage = await list(cursor ? { limit: '1', cursor } : { limit: '1' });
      expect(page.total).toBe(4);
      seen.push(...names(page));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(4);
    await sql`update admission_leads set created_at = '2025-06-05T10:00:00Z' where name = 'Vihaan 100%_Joshi'`;
  });

  it.each([
    [{ limit: '1001' }, 'limit', 'Limit must be at most 1000.'],
    [{ limit: '0' }, 'limit', 'Limit must be at least 1.'],
    [{ limit: 'ten' }, 'limit', 'Limit must be a number.'],
    [{ cursor: 'garbage' }, 'cursor', 'Cursor is not valid.'],
    [
      { program: 'MBA' },
      'program',
      'Please choose a programme: Bachelor of Architecture or Diploma in Architecture.',
    ],
    [
      { status: 'lost' },
      'status',
      'Status must be one of: new, contacted, interested, applied, enrolled, not-interested.',
    ],
    [{ from: '01-06-2025' }, 'from', 'Dates must be written as YYYY-MM-DD.'],
    [
      { from: '2025-06-05', to: '2025-06-01' },
      'from',
      'The "from" date must not be after the "to" date.',
    ],
  ])('answers 400 to %j naming the field', async (query, field, message) => {
    const response = await fetch(`${server.url}/api/leads?${new URLSearchParams(query)}`, {
      headers: auth,
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields[field]).toBe(message);
  });
});

describe('PATCH /api/leads/:id', () => {
  const patch = (id: string, body: unknown, headers = auth) =>
    fetch(`${server.url}/api/leads/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const riya = async () =>
    (await sql<{ id: string }[]>`select id from admission_leads where name = 'Riya Shah'`)[0]!.id;
  const versionOf = async (id: string) =>
    (await sql<{ version: number }[]>`select version from admission_leads where id = ${id}`)[0]!
      .version;

  it('sets status, assignee and next follow-up, moving version and updated_at each time', async () => {
    const id = await riya();
    const response = await patch(id, { version: 1, status: 'interested' });
    expect(response.status).toBe(200);
    const lead = (await response.json()) as Lead;
    expect(lead).toMatchObject({ id, status: 'interested', version: 2, assignee: null });
    expect(Date.parse(lead.updated_at)).toBeGreaterThan(Date.parse(lead.created_at));

    // The assignee is found whatever the case of the email, and answered as stored.
    const assigned = (await (
      await patch(id, { version: 2, assignee: STAFF.email.toUpperCase() })
    ).json()) as Lead;
    expect(assigned).toMatchObject({ status: 'interested', version: 3, assignee: STAFF.email });

    // A Mumbai time comes back as the same instant in UTC.
    const due = (await (
      await patch(id, { version: 3, next_follow_up_at: '2026-11-28T11:00:00+05:30' })
    ).json()) as Lead;
    expect(due).toMatchObject({
      status: 'interested',
      assignee: STAFF.email,
      version: 4,
      next_follow_up_at: '2026-11-28T05:30:00.000000Z',
    });
    expect(Date.parse(due.updated_at)).toBeGreaterThan(Date.parse(assigned.updated_at));

    // null clears both; several changes in one PATCH are one new version.
    const cleared = (await (
      await patch(id, { version: 4, status: 'applied', assignee: null, next_follow_up_at: null })
    ).json()) as Lead;
    expect(cleared).toMatchObject({
      status: 'applied',
      assignee: null,
      next_follow_up_at: null,
      version: 5,
    });
    expect(cleared.last_activity).toMatchObject({ kind: 'follow_up', author: STAFF.email });
    const [row] = await sql`select status, version, assignee_id, next_follow_up_at
      from admission_leads where id = ${id}`;
    expect(row).toEqual({
      status: 'applied',
      version: 5,
      assignee_id: null,
      next_follow_up_at: null,
    });
  });

  const CURRENT = -1;
  it.each([
    [{}, 'version', 'Send the version of the lead this change is based on.'],
    [{ status: 'new' }, 'version', 'Send the version of the lead this change is based on.'],
    [
      { version: '1', status: 'new' },
      'version',
      'Send the version of the lead this change is based on.',
    ],
    [{ version: 1.5, status: 'new' }, 'version', 'Version must be a whole number.'],
    [{ version: 0, status: 'new' }, 'version', 'Version must be a whole number.'],
    [{ version: CURRENT }, 'body', 'Send a status, an assignee or a next follow-up to change.'],
    [
      { version: CURRENT, status: 'lost' },
      'status',
      'Status must be one of: new, contacted, interested, applied, enrolled, not-interested.',
    ],
    // Notes are timeline entries now (POST /api/leads/:id/activities).
    [{ version: CURRENT, note: 'Call back after 6 pm.' }, 'body', 'Unrecognized key: "note"'],
    [
      { version: CURRENT, assignee: 'someone' },
      'assignee',
      'Please enter a valid email address, like name@example.com.',
    ],
    [
      { version: CURRENT, assignee: 'nobody@example.edu.in' },
      'assignee',
      'No member of staff has that email.',
    ],
    [
      { version: CURRENT, next_follow_up_at: '2026-11-28T11:00' },
      'next_follow_up_at',
      'The next follow-up must be a date and time with its zone, like 2026-11-28T11:00:00+05:30.',
    ],
    [
      { version: CURRENT, next_follow_up_at: '1999-12-31T23:00:00Z' },
      'next_follow_up_at',
      'The next follow-up must be between 2000 and 2999.',
    ],
  ])('answers 400 to %j and changes nothing', async (body, field, message) => {
    const id = await riya();
    const version = await versionOf(id);
    const state = () => sql`
      select status, version, assignee_id, next_follow_up_at, updated_at,
        (select count(*)::int from lead_activities where lead_id = ${id}) as activities
      from admission_leads where id = ${id}`;
    const [before] = await state();
    const sent = (body as { version?: unknown }).version === CURRENT ? { ...body, version } : body;
    const response = await patch(id, sent);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(answer.fields[field]).toBe(message);
    const [after] = await state();
    expect(after).toEqual(before);
  });

  it('answers 400 to a body that is not JSON or not an object', async () => {
    const id = await riya();
    const notJson = await patch(id, '{"version": 1,');
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: string }).error).toBe(
      'The request body is not valid JSON.',
    );
    for (const body of ['[]', 'null', '"status"', '7']) {
      const response = await patch(id, body);
      expect(response.status).toBe(400);
    }
  });

  it('answers 404 for an unknown or malformed id, and 401 without a session', async () => {
    const body = { version: 1, status: 'new' };
    expect((await patch('00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect((await patch('not-a-uuid', body)).status).toBe(404);
    expect((await patch(await riya(), body, {})).status).toBe(401);
  });
});

/*
 * The follow-up filters: whose lead it is, and when the next call is due, in
 * days of Mumbai. Their times are set in SQL relative to the database's
 * now(), at the exact edges of today in Asia/Kolkata, so that a filter that
 * cut days at UTC midnight, or in the server's zone, puts one of them on the
 * wrong side.
 */
describe('GET /api/leads by assignee and follow-up', () => {
  const MEERA = { email: 'meera@example.edu.in', password: 'another long passphrase' };
  let meera: Record<string, string>;
  const ids: Record<string, string> = {};

  /** A: today's first instant; B: its last; C: yesterday's last; D: tomorrow's first; E: none; F: a month ago. */
  const FOLLOW_UPS: Record<string, string | null> = {
    A: '0',
    B: `1 day - 1 microsecond`,
    C: `-1 microsecond`,
    D: '1 day',
    E: null,
    F: '-30 days',
  };

  const istToday = async () =>
    (
      await sql<{ day: string }[]>`select ((now() at time zone 'Asia/Kolkata')::date)::text as day`
    )[0]!.day;

  /** Sets every follow-up against today's start in Mumbai; answers the Mumbai date it used. */
  async function setFollowUps(): Promise<string> {
    const day = await istToday();
    for (const [key, offset] of Object.entries(FOLLOW_UPS)) {
      await sql`update admission_leads set next_follow_up_at =
        case when ${offset}::text is null then null
        else (${day}::date)::timestamp at time zone 'Asia/Kolkata' + ${offset ?? '0'}::interval end
        where id = ${ids[key]!}`;
    }
    return day;
  }
  beforeAll(async () => {
    meera = { authorization: `Bearer ${await signIn(sql, server.url, MEERA)}` };
    const staffId = async (email: string) =>
      (await sql<{ id: string }[]>`select id from staff_users where email = ${email}`)[0]!.id;
    const assignees: Record<string, string | null> = {
      A: await staffId(STAFF.email),
      B: await staffId(MEERA.email),
      C: await staffId(STAFF.email),
      D: null,
      E: await staffId(STAFF.email),
      F: null,
    };
    let minute = 0;
    for (const key of Object.keys(FOLLOW_UPS)) {
      const response = await postJson(
        server.url,
        '/api/enquiries',
        enquiry({
          name: `Follow ${key}`,
          email: `follow-${key.toLowerCase()}@example.net`,
          phone: `96000000${10 + minute}`,
        }),
      );
      const { id } = (await response.json()) as { id: string };
      ids[key] = id;
      minute += 1;
      await sql`update admission_leads set
        created_at = ${`2026-01-01T10:0${minute}:00Z`},
        assignee_id = ${assignees[key]!},
        status = ${key === 'A' || key === 'C' ? 'contacted' : 'new'}
        where id = ${id}`;
    }
  });

  /** Every page of a listing, two at a time: the names, and the total each page gave. */
  async function all(query: Record<string, string>, headers = auth) {
    const seen: string[] = [];
    const totals = new Set<number>();
    let cursor: string | null = null;
    do {
      const params: Record<string, string> = {
        ...query,
        limit: '2',
        ...(cursor ? { cursor } : {}),
      };
      const response = await fetch(`${server.url}/api/leads?${new URLSearchParams(params)}`, {
        headers,
      });
      expect(response.status).toBe(200);
      const page = (await response.json()) as LeadPage;
      seen.push(...names(page));
      totals.add(page.total);
      cursor = page.nextCursor;
    } while (cursor);
    return { names: seen, totals: [...totals] };
  }

  const SEEDED = ['Vihaan 100%_Joshi', 'Anaya Iyer', 'Kabir Mehta', 'Riya Shah'];
  const F = (...keys: string[]) => keys.map((key) => `Follow ${key}`);

  it.each<[Record<string, string>, string[]]>([
    [{ assignee: 'me' }, F('E', 'C', 'A')],
    [{ assignee: 'meera@example.edu.in' }, F('B')],
    [{ assignee: 'MEERA@example.EDU.in' }, F('B')],
    [{ assignee: 'nobody@example.edu.in' }, []],
    [{ assignee: 'none' }, [...F('F', 'D'), ...SEEDED]],
    [{ due: 'today' }, F('B', 'A')],
    [{ due: 'overdue' }, F('F', 'C')],
    [{ due: 'none' }, [...F('E'), ...SEEDED]],
    [{ assignee: 'me', due: 'today' }, F('A')],
    [{ assignee: 'me', due: 'overdue', status: 'contacted' }, F('C')],
    [{ due: 'overdue', status: 'new' }, F('F')],
    [{ due: 'today', status: 'contacted', program: 'Bachelor of Architecture' }, F('A')],
    [{ assignee: 'none', q: 'follow' }, F('F', 'D')],
    [{ due: 'today', q: 'follow-b@' }, F('B')],
    [{ assignee: 'me', q: '96000 00012' }, F('C')],
    [{ assignee: 'none', due: 'none', q: 'riya' }, ['Riya Shah']],
    [{ assignee: 'me', from: '2026-01-01', to: '2026-01-01', due: 'overdue' }, F('C')],
    [{ assignee: 'me', to: '2025-12-31' }, []],
  ])('lists %j, paged, with a total equal to the rows', async (query, expected) => {
    // The edges are today's in Mumbai; should midnight pass meanwhile, set them again.
    for (let attempt = 0; ; attempt += 1) {
      const day = await setFollowUps();
      const listed = await all(query);
      if ((await istToday()) !== day && attempt < 1) continue;
      expect(listed.names).toEqual(expected);
      expect(listed.totals).toEqual([expected.length]);
      break;
    }
  });

  it('reads `me` as whoever asks', async () => {
    expect((await all({ assignee: 'me' }, meera)).names).toEqual(F('B'));
  });

  it.each([
    [{ assignee: 'someone' }, 'assignee', 'Assignee must be a staff email, me or none.'],
    [{ assignee: 'ME' }, 'assignee', 'Assignee must be a staff email, me or none.'],
    [{ due: 'tomorrow' }, 'due', 'Due must be one of: today, overdue, none.'],
    [{ due: 'TODAY' }, 'due', 'Due must be one of: today, overdue, none.'],
  ])('answers 400 to %j naming the field', async (query, field, message) => {
    const response = await fetch(`${server.url}/api/leads?${new URLSearchParams(query)}`, {
      headers: auth,
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields[field]).toBe(message);
  });
});
