import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  istToday,
  LEAD_VIEWS,
  leadQueryParams,
  type LeadPage,
  type LeadViewCounts,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { eraseLeads } from '../privacy/privacy-repo';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startTestApp,
  type TestServer,
} from '../../test/helpers';

/*
 * The built-in views (shared/src/lead-views.ts): "Waiting for a first call"
 * lists open leads nobody has called, the longest waiting first; Due today
 * and Overdue list by the time of the call; and GET /api/leads/view-counts
 * counts each view as the listing totals it, under the same filters
 * (docs/decisions/052-the-counsellors-day.md).
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let asha: Record<string, string>;
const MEERA = { email: 'meera@example.edu.in', password: 'another long passphrase' };
let meera: Record<string, string>;

/** Midnight today in Mumbai, plus `hours`. */
const today = (hours: number) =>
  new Date(Date.parse(`${istToday()}T00:00:00+05:30`) + hours * 3_600_000).toISOString();

interface Seed {
  key: string;
  program?: string;
  /** Hours before now that the enquiry arrived. */
  age: number;
  status?: string;
  followUp?: number;
  mine?: boolean;
  called?: boolean;
  noted?: boolean;
  channel?: string;
  merged?: boolean;
  withdrawn?: boolean;
}

const SEEDS: Seed[] = [
  { key: 'waiting-oldest', age: 50 },
  { key: 'waiting-mine', age: 30, mine: true, noted: true },
  { key: 'waiting-newest', age: 1, program: 'Diploma in Architecture' },
  { key: 'waiting-contacted', age: 20, status: 'contacted', channel: 'phone' },
  { key: 'called', age: 40, called: true, followUp: 2 },
  { key: 'called-mine', age: 35, called: true, mine: true, followUp: 1, status: 'interested' },
  { key: 'due-late', age: 45, followUp: 3, status: 'applied', called: true },
  { key: 'overdue-1', age: 60, followUp: -1, called: true, program: 'Diploma in Architecture' },
  { key: 'overdue-2', age: 70, followUp: -25, mine: true, called: true },
  { key: 'closed-uncalled', age: 80, status: 'not-interested' },
  { key: 'enrolled-uncalled', age: 90, status: 'enrolled', channel: 'phone' },
  { key: 'merged-uncalled', age: 65, merged: true },
  { key: 'withdrawn-uncalled', age: 75, withdrawn: true },
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  asha = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  meera = { authorization: `Bearer ${await signIn(sql, server.url, MEERA)}` };
  for (const [index, seed] of SEEDS.entries()) {
    const response = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({
        name: `Count ${seed.key}`,
        email: `${seed.key}@example.com`,
        phone: `7${String(index + 1).padStart(9, '0')}`,
        ...(seed.program ? { program: seed.program } : {}),
      }),
    );
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    ids[seed.key] = id;
    await sql`
      update admission_leads set
        created_at = now() - make_interval(hours => ${seed.age}),
        status = ${seed.status ?? 'new'},
        channel = ${seed.channel ?? 'website'},
        next_follow_up_at = ${seed.followUp === undefined ? null : today(seed.followUp)},
        assignee_id = case when ${seed.mine ?? false}
          then (select id from staff_users where email = ${STAFF.email}) end
      where id = ${id}`;
    if (seed.called) {
      const call = await postJson(
        server.url,
        `/api/leads/${id}/activities`,
        { kind: 'call', outcome: 'no-answer' },
        meera,
      );
      expect(call.status).toBe(201);
    }
    if (seed.noted) {
      const note = await postJson(
        server.url,
        `/api/leads/${id}/activities`,
        { kind: 'note', body: 'Brochure sent.' },
        asha,
      );
      expect(note.status).toBe(201);
    }
  }
  for (const seed of SEEDS.filter((s) => s.merged)) {
    await sql`update admission_leads set merged_into = ${ids.called!}, merged_at = now()
      where id = ${ids[seed.key]!}`;
  }
  for (const seed of SEEDS.filter((s) => s.withdrawn)) {
    await sql.begin((tx) =>
      eraseLeads(
        tx as never,
        [{ id: ids[seed.key]!, email: `${seed.key}@example.com` }],
        new Date(),
      ),
    );
  }
});
afterAll(async () => {
  await close();
});

async function list(query: Record<string, string | undefined>): Promise<LeadPage> {
  const response = await fetch(`${server.url}/api/leads?${leadQueryParams(query as never)}`, {
    headers: asha,
  });
  expect(response.status, JSON.stringify(query)).toBe(200);
  return (await response.json()) as LeadPage;
}
const keys = (page: LeadPage) =>
  page.leads.map((lead) => Object.keys(ids).find((key) => ids[key] === lead.id) ?? lead.name);

async function counts(query: Record<string, string> = {}, headers = asha) {
  const response = await fetch(
    `${server.url}/api/leads/view-counts?${new URLSearchParams(query)}`,
    {
      headers,
    },
  );
  return response;
}

describe('the first-call filter and the views’ orders', () => {
  it('lists open leads nobody has called, not merged nor withdrawn, the longest waiting first', async () => {
    const page = await list({ first_call: 'waiting', sort: 'received', dir: 'asc' });
    expect(keys(page)).toEqual([
      'waiting-oldest',
      'waiting-mine',
      'waiting-contacted',
      'waiting-newest',
    ]);
    expect(page.total).toBe(4);
    expect(page.leads.every((lead) => lead.first_contact_at === null)).toBe(true);
    // With the other filters, as any view.
    expect(keys(await list({ first_call: 'waiting', assignee: 'me' }))).toEqual(['waiting-mine']);
    expect(keys(await list({ first_call: 'waiting', program: 'Diploma in Architecture' }))).toEqual(
      ['waiting-newest'],
    );
  });

  it('answers 400 naming first_call to a value it does not know', async () => {
    const response = await fetch(`${server.url}/api/leads?first_call=soon`, { headers: asha });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([
      'first_call',
    ]);
  });

  it('lists Due today and Overdue by the time of the call, earliest first', async () => {
    const due = LEAD_VIEWS.find((view) => view.id === 'due-today')!;
    const overdue = LEAD_VIEWS.find((view) => view.id === 'overdue')!;
    expect(keys(await list({ ...due.filters, sort: due.sort, dir: due.dir }))).toEqual([
      'called-mine',
      'called',
      'due-late',
    ]);
    expect(keys(await list({ ...overdue.filters, sort: overdue.sort, dir: overdue.dir }))).toEqual([
      'overdue-2',
      'overdue-1',
    ]);
  });
});

describe('GET /api/leads/view-counts', () => {
  const FILTERS: Record<string, string>[] = [
    {},
    { program: 'Diploma in Architecture' },
    { channel: 'phone' },
    { q: 'count' },
    { q: 'waiting' },
    { form_type: 'Admission Enquiry', program: 'Bachelor of Architecture' },
    { from: istToday(), to: istToday() },
  ];

  it('counts every built-in view as the listing totals it, under each set of filters', async () => {
    for (const filters of FILTERS) {
      const response = await counts(filters);
      expect(response.status, JSON.stringify(filters)).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = (await response.json()) as LeadViewCounts;
      expect(Object.keys(answer.counts)).toEqual(LEAD_VIEWS.map((view) => view.id));
      for (const view of LEAD_VIEWS) {
        const { total } = await list({ ...filters, ...view.filters, limit: '1' });
        expect(answer.counts[view.id], `${view.id} under ${JSON.stringify(filters)}`).toBe(total);
      }
    }
    // Not all zero: the seeds reach every view.
    const all = ((await (await counts()).json()) as LeadViewCounts).counts;
    expect(all).toMatchObject({ 'first-call': 4, 'due-today': 3, overdue: 2, mine: 3 });
  });

  it("counts 'My leads' as whoever asks", async () => {
    const mine = ((await (await counts({}, meera)).json()) as LeadViewCounts).counts;
    expect(mine.mine).toBe(0);
  });

  it('answers 400 naming the field to a field a view sets, or a bad filter', async () => {
    for (const [field, value] of [
      ['due', 'today'],
      ['status', 'new'],
      ['assignee', 'me'],
      ['first_call', 'waiting'],
      ['program', 'Medicine'],
      ['from', 'yesterday'],
    ] as const) {
      const response = await counts({ [field]: value });
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(answer.fields)).toEqual([field]);
    }
  });

  it('needs a signed-in member of staff', async () => {
    expect((await counts({}, {})).status).toBe(401);
  });

  it('is audited only with a search, and then without its text', async () => {
    const before = await sql<
      { id: string }[]
    >`select id from audit_events where action = 'leads_listed'`;
    expect((await counts({ program: 'Diploma in Architecture' })).status).toBe(200);
    expect((await counts({ q: 'Count waiting-mine' })).status).toBe(200);
    const added = await sql<{ actor: string; detail: Record<string, unknown> }[]>`
      select actor, detail from audit_events
      where action = 'leads_listed' and id <> all(${before.map((row) => row.id)}::bigint[])`;
    expect(added).toEqual([
      {
        actor: STAFF.email,
        detail: { searched: true, counts: true, client: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(added)).not.toContain('waiting-mine');
  });
});
