import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadPage } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { enquiry, postJson, signIn, startTestApp, type TestServer } from '../../test/helpers';

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
      notes: '',
      created_at: '2025-06-05T10:00:00.000000Z',
    });
  });

  it.each([
    [{ program: 'Diploma in Architecture' }, ['Kabir Mehta']],
    [{ form_type: 'Brochure Enquiry' }, ['Anaya Iyer']],
    [{ q: 'SAMPLE.ORG' }, ['Anaya Iyer']],
    [{ q: 'kab' }, ['Kabir Mehta']],
    [{ q: '98200 33333' }, ['Anaya Iyer']],
    [{ q: '09820011111' }, ['Riya Shah']],
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
    await fetch(`${server.url}/api/leads/${kabir!.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'contacted' }),
    });
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

  it('sets status and note, and moves updated_at', async () => {
    const id = await riya();
    const response = await patch(id, {
      status: 'interested',
      note: 'Call back after 6 pm; father decides.',
    });
    expect(response.status).toBe(200);
    const lead = (await response.json()) as Lead;
    expect(lead).toMatchObject({
      id,
      status: 'interested',
      notes: 'Call back after 6 pm; father decides.',
    });
    expect(Date.parse(lead.updated_at)).toBeGreaterThan(Date.parse(lead.created_at));
    const onlyStatus = (await (await patch(id, { status: 'applied' })).json()) as Lead;
    expect(onlyStatus).toMatchObject({
      status: 'applied',
      notes: 'Call back after 6 pm; father decides.',
    });
  });

  it.each([
    [{}, 'body', 'Send a status, a note, or both.'],
    [
      { status: 'lost' },
      'status',
      'Status must be one of: new, contacted, interested, applied, enrolled, not-interested.',
    ],
    [{ note: 'x'.repeat(2001) }, 'note', 'Note must be at most 2000 characters.'],
    [{ note: 42 }, 'note', 'Note must be text.'],
  ])('answers 400 to %j and changes nothing', async (body, field, message) => {
    const id = await riya();
    const [before] =
      await sql`select status, notes, updated_at from admission_leads where id = ${id}`;
    const response = await patch(id, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(answer.fields[field]).toBe(message);
    const [after] =
      await sql`select status, notes, updated_at from admission_leads where id = ${id}`;
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown or malformed id, and 401 without a session', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'new' })).status).toBe(
      404,
    );
    expect((await patch('not-a-uuid', { status: 'new' })).status).toBe(404);
    expect((await patch(await riya(), { status: 'new' }, {})).status).toBe(401);
  });
});
