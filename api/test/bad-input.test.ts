import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStaffUser } from '../src/auth/staff-users';
import type { Sql } from '../src/db/client';
import { encodeCursor } from '../src/leads/leads-repo';
import {
  ACTIVITY_STATUSES,
  LEAD_READ_STATUSES,
  LEADS_STATUSES,
  MERGE_STATUSES,
  STAFF_EMAILS,
  STAFF_ROLE_STATUSES,
  UPDATE_STATUSES,
  activityCase,
  leadIdCase,
  leadMergeCase,
  leadQueryCase,
  leadUpdateCase,
  pathSegment,
  staffRoleCase,
} from './fuzz/inputs';
import { familyProblems } from './family-data';
import { enquiry, postJson, signIn, STAFF, startTestApp, type TestServer } from './helpers';

/*
 * A bad value gets a 400 that names the field and nothing is stored; it never
 * reaches PostgreSQL as a 500 (docs/product-decisions.md §4).
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let auth: Record<string, string>;
let leadId: string;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  const response = await postJson(server.url, '/api/enquiries', enquiry());
  leadId = ((await response.json()) as { id: string }).id;
});
afterAll(async () => {
  await close();
});

const leadCount = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from admission_leads`)[0]!.n;

const postForm = (fields: Record<string, string>) =>
  fetch(`${server.url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe('free text with control or invisible characters', () => {
  const refused: [field: string, value: string][] = [
    ['utm_source', 'x\u0000y'],
    ['utm_campaign', 'spring\u0007'],
    ['utm_medium', 'a\u202Eb'],
    ['name', 'Asha\u0000 Rao'],
    ['name', 'Asha \u202Eoa R'],
    ['name', 'Asha\u2028Rao'],
    ['name', '\u200BAsha Rao'],
    ['name', 'Asha\u2066Rao'],
    ['email', 'asha\u0000@example.com'],
  ];

  for (const [field, value] of refused) {
    it(`refuses ${JSON.stringify(value)} in ${field} as JSON and as a form post, storing nothing`, async () => {
      const before = await leadCount();
      const json = await postJson(server.url, '/api/enquiries', enquiry({ [field]: value }));
      expect(json.status).toBe(400);
      const body = (await json.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual([field]);
      const form = await postForm(enquiry({ [field]: value }));
      expect(form.status).toBe(400);
      expect(form.headers.get('content-type')).toMatch(/text\/html/);
      expect(await form.text()).toContain(body.fields[field]);
      expect(await leadCount()).toBe(before);
    });
  }

  it('keeps joiners inside Devanagari names, where they shape the letters', async () => {
    // क्‍ष with a zero-width joiner, as some keyboards type half forms.
    const name = 'लक्ष्‍मी देशमुख';
    const response = await postJson(server.url, '/api/enquiries', enquiry({ name }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await sql<{ name: string }[]>`select name from admission_leads where id = ${id}`;
    expect(row!.name).toBe(name);
  });

  it('refuses a null byte in a note, and keeps line breaks and tabs in one', async () => {
    const note = (body: string) =>
      postJson(server.url, `/api/leads/${leadId}/activities`, { kind: 'note', body }, auth);
    const bad = await note('call back\u0000');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('body');
    const good = await note('Called.\nCall back Sat 11 am.\tMother answered.');
    expect(good.status).toBe(201);
    const [row] = await sql<{ body: string }[]>`
      select body from lead_activities where lead_id = ${leadId} order by id desc limit 1`;
    expect(row!.body).toBe('Called.\nCall back Sat 11 am.\tMother answered.');
  });
});

describe('lead queries', () => {
  const list = (query: string) => fetch(`${server.url}/api/leads?${query}`, { headers: auth });
  const cursorAt = (createdAt: string) =>
    encodeCursor({ created_at: createdAt, id: '6f1c2c54-55a8-4b1e-9a39-0c1d2f3a4b5c' }, 10);

  const bad: [what: string, query: string, field: string][] = [
    ['a null byte in the search', 'q=%00', 'q'],
    ['a bidi override in the search', 'q=%E2%80%AE', 'q'],
    ['year zero', 'from=0000-01-01', 'from'],
    ['a day that does not exist', 'to=2025-02-30', 'to'],
    ['month 13 in a cursor', `cursor=${cursorAt('2025-13-01T00:00:00.000000Z')}`, 'cursor'],
    ['minute 60 in a cursor', `cursor=${cursorAt('2025-06-01T10:60:00.000000Z')}`, 'cursor'],
    ['second 60 in a cursor', `cursor=${cursorAt('2025-06-01T10:00:60.000000Z')}`, 'cursor'],
    ['year zero in a cursor', `cursor=${cursorAt('0000-06-01T10:00:00.000000Z')}`, 'cursor'],
    ['a repeated filter', 'program=a&program=b', 'program'],
  ];
  for (const [what, query, field] of bad) {
    it(`answers 400 naming ${field} for ${what}`, async () => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: object }).fields).toHaveProperty(field);
    });
  }
});

describe('submission ids', () => {
  it('refuses the all-zeros uuid', async () => {
    const response = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({ submission_id: '00000000-0000-0000-0000-000000000000' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toHaveProperty('submission_id');
  });

  it('answers a retry with the first id, and a reuse with other details with 409', async () => {
    const first = enquiry({ name: 'Kabir Mehta', phone: '9820055555' });
    const a = await postJson(server.url, '/api/enquiries', first);
    const retry = await postJson(server.url, '/api/enquiries', { ...first, name: ' Kabir Mehta ' });
    expect(a.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await a.json());

    const before = await leadCount();
    const reuse = await postJson(server.url, '/api/enquiries', { ...first, phone: '9820066666' });
    expect(reuse.status).toBe(409);
    expect(((await reuse.json()) as { error: string }).error).toMatch(/already/i);
    expect(await leadCount()).toBe(before);
  });

  it('answers 409 to the second of two different enquiries with one id in one batch', async () => {
    const id = crypto.randomUUID();
    const [a, b] = await Promise.all([
      postJson(server.url, '/api/enquiries', enquiry({ submission_id: id, phone: '9820077777' })),
      postJson(server.url, '/api/enquiries', enquiry({ submission_id: id, phone: '9820088888' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});

/*
 * The follow-up routes, with generated input (api/test/fuzz/inputs.ts):
 * whatever the body, the path or the query, an answer is never a 5xx, and
 * nothing stored breaks the timeline's rules.
 */
describe('generated input to the follow-up routes', () => {
  const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
  const numRuns = Number(process.env.FUZZ_RUNS ?? 120);
  const ADMIN = { email: 'principal.admin@example.edu.in', password: 'the principal passphrase' };
  let admin: Record<string, string>;
  const ids: string[] = [];

  beforeAll(async () => {
    await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
    admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
    for (const email of STAFF_EMAILS) await addStaffUser(sql, email, ADMIN.password);
    for (let i = 0; i < 3; i += 1) {
      const response = await postJson(
        server.url,
        '/api/enquiries',
        enquiry({ phone: `970000000${i}`, email: `fuzzed${i}@example.com` }),
      );
      ids.push(((await response.json()) as { id: string }).id);
    }
  });

  /** The statuses each test saw: the generated input must reach past validation too. */
  const seen = new Set<number>();
  beforeEach(() => seen.clear());
  const expectOneOf = async (statuses: Set<number>, response: Response, what: string) => {
    const text = await response.text();
    expect(statuses, `${what} → ${response.status}: ${text.slice(0, 300)}`).toContain(
      response.status,
    );
    seen.add(response.status);
  };

  it('never answers a PATCH of a lead with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ids), leadUpdateCase, async (id, update) => {
        const response = await fetch(`${server.url}/api/leads/${id}`, {
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(update),
        });
        await expectOneOf(UPDATE_STATUSES, response, JSON.stringify(update));
      }),
      { seed, numRuns },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 409]));
  });

  it('never answers a new note or call with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(leadIdCase(ids), fc.boolean(), activityCase, async (id, raw, activity) => {
        const response = await fetch(`${server.url}/api/leads/${pathSegment(id, raw)}/activities`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(activity),
        });
        await expectOneOf(ACTIVITY_STATUSES, response, `${id} ${JSON.stringify(activity)}`);
      }),
      { seed, numRuns },
    );
  });

  it('never answers a read of a lead or its timeline with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        leadIdCase(ids),
        fc.boolean(),
        fc.constantFrom('', '/activities', '/family'),
        async (id, raw, tail) => {
          const response = await fetch(`${server.url}/api/leads/${pathSegment(id, raw)}${tail}`, {
            headers: auth,
          });
          await expectOneOf(LEAD_READ_STATUSES, response, `${id}${tail}`);
        },
      ),
      { seed, numRuns },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 404]));
  });

  it('never answers a merge with 5xx, and keeps every lead and family', async () => {
    const [before] = await sql<
      { leads: number }[]
    >`select count(*)::int as leads from admission_leads`;
    // A family of three, so that some generated merges go through.
    const family: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await postJson(
        server.url,
        '/api/enquiries',
        enquiry({ phone: '9700000099', email: `merged${i}@example.com` }),
      );
      family.push(((await response.json()) as { id: string }).id);
    }
    await fc.assert(
      fc.asyncProperty(
        leadIdCase([...ids, ...family]),
        leadMergeCase([...ids, ...family]),
        async (id, body) => {
          const response = await fetch(`${server.url}/api/leads/${pathSegment(id, false)}/merge`, {
            method: 'POST',
            headers: { ...admin, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          await expectOneOf(MERGE_STATUSES, response, `${id} ${JSON.stringify(body)}`);
        },
      ),
      { seed, numRuns },
    );
    expect([...seen]).toEqual(expect.arrayContaining([400, 404]));
    const [after] = await sql<
      { leads: number }[]
    >`select count(*)::int as leads from admission_leads`;
    expect(after!.leads).toBe(before!.leads + 3);
    expect(await familyProblems(sql)).toEqual([]);
  });

  it('never answers a role change with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(staffRoleCase, fc.boolean(), async ({ email, body }, raw) => {
        const response = await fetch(`${server.url}/api/staff/${pathSegment(email, raw)}`, {
          method: 'PATCH',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        await expectOneOf(STAFF_ROLE_STATUSES, response, `${email} ${JSON.stringify(body)}`);
      }),
      { seed, numRuns },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 404]));
    // The admin who made every change is one still.
    expect(await (await fetch(`${server.url}/api/auth/me`, { headers: admin })).json()).toEqual({
      email: ADMIN.email,
      role: 'admin',
      can_export: true,
      can_import: true,
      mfa_enabled: false,
      mfa_enrolment_required: false,
    });
  });

  it('never answers a listing by assignee or due date with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(leadQueryCase, async (query) => {
        const response = await fetch(`${server.url}/api/leads?${new URLSearchParams(query)}`, {
          headers: auth,
        });
        await expectOneOf(LEADS_STATUSES, response, JSON.stringify(query));
      }),
      { seed, numRuns },
    );
  });

  it('leaves a timeline that keeps its rules', async () => {
    const staff = new Set([STAFF.email, ...STAFF_EMAILS, ADMIN.email].map((e) => e.toLowerCase()));
    const authors = await sql<{ author: string }[]>`select distinct author from lead_activities`;
    for (const { author } of authors) expect(staff).toContain(author.toLowerCase());
    // Every new version of a lead put at least one change on its timeline.
    const leads = await sql<{ version: number; changes: number }[]>`
      select l.version, (select count(*)::int from lead_activities a
        where a.lead_id = l.id and a.kind in ('status', 'assignment', 'follow_up')) as changes
      from admission_leads l where l.id = any(${ids}::uuid[])`;
    for (const lead of leads) expect(lead.version - 1).toBeLessThanOrEqual(lead.changes);
    expect(leads.some((lead) => lead.version > 1)).toBe(true);
  });
});
