import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  adultConsent,
  DASHBOARD_TOP_SOURCES,
  DashboardSchema,
  istToday,
  leadSource,
  mondayOf,
  OTHER_SOURCE,
  type Dashboard,
  type Enquiry,
  type LeadPage,
} from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { blockOf, wholeWeeks } from './dashboard';
import { saveEnquiries } from '../leads/leads-repo';
import { enquiry, postJson, signIn, startTestApp, type TestServer } from '../../test/helpers';
import { keptCountMismatches } from '../../test/kept-counts';

/*
 * GET /api/dashboard (docs/decisions/017-dashboard.md): what
 * it answers from the kept counts must be what plain SQL over the rows says,
 * through inserts, group commits, status changes, merges and deletes; weeks
 * are Mumbai's, Monday to Sunday; follow-ups are counted as the listing's
 * `due` filter counts them.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let asha: Record<string, string>;
let meera: Record<string, string>;
let admin: Record<string, string>;
const ASHA = { email: 'Asha.Counsellor@example.edu.in', password: 'a long passphrase for asha' };
const MEERA = { email: 'meera@example.edu.in', password: 'another long passphrase' };
const ADMIN = { email: 'principal@example.edu.in', password: 'an admin passphrase here' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  asha = { authorization: `Bearer ${await signIn(sql, server.url, ASHA)}` };
  meera = { authorization: `Bearer ${await signIn(sql, server.url, MEERA)}` };
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
});
afterAll(async () => {
  await close();
});

const get = (path: string, headers: Record<string, string> = asha) =>
  fetch(`${server.url}${path}`, { headers });

async function dashboard(query = '', headers = asha): Promise<Dashboard> {
  const response = await get(`/api/dashboard${query}`, headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return DashboardSchema.parse(await response.json());
}

let made = 0;
/** A new lead through the API, from its own phone and email unless told. */
async function newLead(fields: Record<string, string> = {}): Promise<string> {
  made += 1;
  const response = await postJson(
    server.url,
    '/api/enquiries',
    enquiry({
      email: `dash${made}@example.com`,
      phone: `9${String(made).padStart(9, '0')}`,
      ...fields,
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Moves leads to a time, as an old enquiry would have it. */
async function stamp(ids: string[], at: string) {
  await sql`update admission_leads set created_at = ${at}::timestamptz where id = any(${ids}::uuid[])`;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What plain SQL says for a range: the leads grouped by their fields, the
 * source worked out by the shared rule, the busiest sources named.
 */
async function expected({ from, to }: { from: string; to: string }) {
  const groups = await sql<
    {
      utm_source: string | null;
      source_page: string | null;
      day: string;
      program: string;
      status: string;
      n: number;
    }[]
  >`
    select utm_source, source_page, to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
      program, status, count(*)::int as n
    from admission_leads
    where merged_into is null
      and (created_at at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date
    group by 1, 2, 3, 4, 5`;
  const totals = new Map<string, number>();
  for (const group of groups) {
    const source = leadSource(group.utm_source, group.source_page);
    totals.set(source, (totals.get(source) ?? 0) + group.n);
  }
  const ranked = [...totals].sort(([a, m], [b, n]) => n - m || compare(a, b)).map(([s]) => s);
  const named = new Set(ranked.slice(0, DASHBOARD_TOP_SOURCES));
  const shown = (source: string) => (named.has(source) ? source : OTHER_SOURCE);
  const sources = [...named, ...(ranked.length > named.size ? [OTHER_SOURCE] : [])];
  const add = (into: Map<string, number>, key: string, n: number) =>
    into.set(key, (into.get(key) ?? 0) + n);
  const weeks = new Map<string, number>();
  const funnel = new Map<string, number>();
  for (const group of groups) {
    const source = shown(leadSource(group.utm_source, group.source_page));
    add(weeks, JSON.stringify([mondayOf(group.day), source, group.program]), group.n);
    add(funnel, JSON.stringify([source, group.status]), group.n);
  }
  return {
    sources,
    weeks: [...weeks].map(([key, n]) => {
      const [week, source, program] = JSON.parse(key) as string[];
      return { week: week!, source: source!, program: program!, n };
    }),
    funnel: [...funnel].map(([key, n]) => {
      const [source, status] = JSON.parse(key) as string[];
      return { source: source!, status: status!, n };
    }),
  };
}

const byKey = <T extends object>(rows: T[]) =>
  [...rows].sort((a, b) => compare(JSON.stringify(a), JSON.stringify(b)));

/** The dashboard's enquiries for a range equal plain SQL's, and the listing's total. */
async function expectEnquiriesMatch(range: { from: string; to: string }) {
  const answer = await dashboard(`?from=${range.from}&to=${range.to}`);
  const want = await expected(range);
  expect(answer.sources).toEqual(want.sources);
  expect(byKey(answer.weeks)).toEqual(byKey(want.weeks));
  expect(byKey(answer.funnel)).toEqual(byKey(want.funnel));
  const listed = await get(`/api/leads?from=${range.from}&to=${range.to}&limit=1`);
  const { total } = (await listed.json()) as LeadPage;
  expect(answer.weeks.reduce((sum, row) => sum + row.n, 0)).toBe(total);
  return answer;
}

/** The whole kept table, shards added up, equals a GROUP BY over the rows. */
async function expectKeptCountsMatch() {
  const [kept, rows] = await Promise.all([
    sql`
      select day::text, source, program, status, sum(n)::int as n from lead_source_counts
      group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`,
    sql`
      select (created_at at time zone 'Asia/Kolkata')::date::text as day,
        lead_source(utm_source, source_page) as source, program, status, count(*)::int as n
      from admission_leads where merged_into is null
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  ]);
  expect([...kept]).toEqual([...rows]);
  const weeks = await sql`
    select week::text, source, program, status, sum(n)::int as n from lead_source_week_counts
    group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`;
  const byWeek = new Map<string, number>();
  for (const row of rows) {
    const key = [mondayOf(row.day as string), row.source, row.program, row.status].join('\n');
    byWeek.set(key, (byWeek.get(key) ?? 0) + (row.n as number));
  }
  expect(
    weeks.map((row) => [[row.week, row.source, row.program, row.status].join('\n'), row.n]),
  ).toEqual([...byWeek].sort(([a], [b]) => compare(a, b)));
  const [keptDue, rowsDue] = await Promise.all([
    sql`
      select day::text, assignee_id, sum(n)::int as n from lead_follow_up_counts
      group by 1, 2 having sum(n) <> 0 order by 1, 2`,
    sql`
      select (next_follow_up_at at time zone 'Asia/Kolkata')::date::text as day, assignee_id,
        count(*)::int as n
      from admission_leads where merged_into is null and next_follow_up_at is not null
      group by 1, 2 order by 1, 2`,
  ]);
  expect([...keptDue]).toEqual([...rowsDue]);
  // And migration 014's coarser counts, per block, per week and programme.
  expect(await keptCountMismatches(sql)).toEqual([]);
}

const today = () => istToday();

describe('wholeWeeks', () => {
  it('splits a range into whole weeks and the days at either end', () => {
    // 2025-03-03 and 2025-03-10 are Mondays.
    expect(wholeWeeks({ from: '2025-03-03', to: '2025-03-16' })).toMatchObject({
      wholeFrom: '2025-03-03',
      wholeTo: '2025-03-17',
      headEnd: '2025-03-03',
      tailStart: '2025-03-17',
    });
    expect(wholeWeeks({ from: '2025-03-04', to: '2025-03-20' })).toMatchObject({
      wholeFrom: '2025-03-10',
      wholeTo: '2025-03-17',
      headEnd: '2025-03-10',
      tailStart: '2025-03-17',
    });
    // No whole week: every day from the day counts, no week from the week counts.
    expect(wholeWeeks({ from: '2025-03-05', to: '2025-03-12' })).toMatchObject({
      wholeFrom: '2025-03-10',
      wholeTo: '2025-03-10',
      headEnd: '2025-03-13',
      tailStart: '2025-03-13',
    });
  });

  it('splits the whole weeks into whole four-week blocks and the weeks around them', () => {
    // Blocks start every 28 days from Monday 1900-01-01: 2025-03-10 and 2025-04-07 are two.
    expect(blockOf('2025-03-10')).toBe('2025-03-10');
    expect(blockOf('2025-04-06')).toBe('2025-03-10');
    expect(blockOf('2025-04-07')).toBe('2025-04-07');
    expect(blockOf('1900-01-01')).toBe('1900-01-01');
    expect(wholeWeeks({ from: '2025-02-19', to: '2025-05-07' })).toMatchObject({
      headEnd: '2025-02-24',
      wholeFrom: '2025-02-24',
      blockFrom: '2025-03-10',
      blockTo: '2025-05-05',
      wholeTo: '2025-05-05',
      tailStart: '2025-05-05',
    });
    // Whole weeks but no whole block: weeks only.
    expect(wholeWeeks({ from: '2025-03-17', to: '2025-04-13' })).toMatchObject({
      wholeFrom: '2025-03-17',
      wholeTo: '2025-04-14',
      blockFrom: '2025-04-14',
      blockTo: '2025-04-14',
    });
    // Exactly one block.
    expect(wholeWeeks({ from: '2025-03-10', to: '2025-04-06' })).toMatchObject({
      wholeFrom: '2025-03-10',
      blockFrom: '2025-03-10',
      blockTo: '2025-04-07',
      wholeTo: '2025-04-07',
    });
    // No whole week: no block either.
    expect(wholeWeeks({ from: '2025-03-05', to: '2025-03-12' })).toMatchObject({
      blockFrom: '2025-03-10',
      blockTo: '2025-03-10',
    });
  });

  it('puts every day of a range in exactly one part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 730 }),
        (start, length) => {
          const from = addDays('2020-01-01', start);
          const to = addDays(from, length);
          const parts = wholeWeeks({ from, to });
          for (let day = from; day <= to; day = addDays(day, 1)) {
            const inHead = day < parts.headEnd;
            const inTail = day >= parts.tailStart;
            const inBlocks = day >= parts.blockFrom && day < parts.blockTo;
            const inWeeks = day >= parts.wholeFrom && day < parts.wholeTo && !inBlocks;
            expect([inHead, inTail, inBlocks, inWeeks].filter(Boolean)).toHaveLength(1);
          }
          if (parts.blockFrom < parts.blockTo) {
            expect(blockOf(parts.blockFrom)).toBe(parts.blockFrom);
            expect(blockOf(parts.blockTo)).toBe(parts.blockTo);
          }
          expect(mondayOf(parts.wholeFrom)).toBe(parts.wholeFrom);
          expect(mondayOf(parts.wholeTo)).toBe(parts.wholeTo);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/dashboard', () => {
  it('is for staff only', async () => {
    const response = await fetch(`${server.url}/api/dashboard`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Your session has ended or you are not signed in. Please sign in.',
    });
    const forged = await get('/api/dashboard', { authorization: 'Bearer not-a-session' });
    expect(forged.status).toBe(401);
  });

  it('answers 400 naming the field for bad dates and ranges', async () => {
    const cases: [string, Record<string, string>][] = [
      [
        '?from=2026-03-02&to=2026-03-01',
        { from: 'The "from" date must not be after the "to" date.' },
      ],
      [
        '?from=2023-01-01&to=2026-01-01',
        { from: 'The dashboard covers at most two years: please choose a later "from" date.' },
      ],
      ['?from=2020-01-01', { from: expect.stringContaining('at most two years') as string }],
      ['?to=2026-13-01', { to: 'Dates must be written as YYYY-MM-DD.' }],
      ['?from=yesterday', { from: 'Dates must be written as YYYY-MM-DD.' }],
      ['?from=0099-01-01&to=2026-01-02', { from: 'Dates must be between 1900 and 2999.' }],
      ['?from=2999-12-01', { from: 'The "from" date must not be after today.' }],
    ];
    for (const [query, fields] of cases) {
      const response = await get(`/api/dashboard${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: 'Please correct the dates.', fields });
    }
  });

  it('answers 200 or 400, never a 5xx, whatever the dates', async () => {
    const digits = (n: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    const date = fc.oneof(
      fc.tuple(digits(4), digits(2), digits(2)).map(([y, m, d]) => `${y}-${m}-${d}`),
      fc
        .date({ min: new Date('1890-01-01'), max: new Date('3010-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '',
        ' ',
        '2026-02-29',
        '2024-02-29',
        '0000-00-00',
        '2026-1-1',
        '2026-01-01T00:00',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.option(date, { nil: undefined }),
        fc.option(date, { nil: undefined }),
        async (from, to) => {
          const params = new URLSearchParams();
          if (from !== undefined) params.set('from', from);
          if (to !== undefined) params.set('to', to);
          const response = await get(`/api/dashboard?${params}`);
          expect([200, 400]).toContain(response.status);
          const body = (await response.json()) as { fields?: Record<string, string> };
          if (response.status === 400)
            expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 150, seed: 20261124 },
    );
  });

  it('covers this week and the eleven before it unless told, in Mumbai', async () => {
    const answer = await dashboard();
    expect(answer.to).toBe(today());
    expect(answer.from).toBe(addDays(mondayOf(today()), -77));
    expect(Date.parse(answer.generated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await dashboard(`?to=2026-01-04`)).from).toBe('2025-10-13');
  });

  it('counts new enquiries by source and programme as plain SQL does', async () => {
    await newLead({ utm_source: 'Google' });
    await newLead({ utm_source: 'google', program: 'Diploma in Architecture' });
    await newLead({ source_page: '/courses/barch/admission' });
    await newLead({ source_page: '/' });
    await newLead({ utm_source: 'Instagram', source_page: '/about/brochure' });
    // Leads stored by hand, without a source page.
    await sql`
      insert into admission_leads (name, email, phone, program, form_type, submission_id)
      values ('Walk In', 'walkin@example.com', '+919811111111', 'Bachelor of Architecture',
        'Admission Enquiry', ${randomUUID()})`;
    await expectKeptCountsMatch();
    const answer = await expectEnquiriesMatch({ from: addDays(today(), -7), to: today() });
    expect(answer.sources).toEqual(
      expect.arrayContaining(['google', '/courses', '/', 'instagram', '(none)']),
    );
    const week = mondayOf(today());
    expect(answer.weeks).toContainEqual({
      week,
      source: 'google',
      program: 'Bachelor of Architecture',
      n: 1,
    });
    expect(answer.weeks).toContainEqual({
      week,
      source: 'google',
      program: 'Diploma in Architecture',
      n: 1,
    });
  });

  it('keeps a group commit of many enquiries sharing one created_at', async () => {
    const batch: Enquiry[] = Array.from({ length: 250 }, (_, i) => ({
      ...adultConsent(),
      name: `Batch ${i}`,
      email: `batch${i}@example.com`,
      phone: `+9187${String(i).padStart(8, '0')}`,
      program: i % 3 === 0 ? 'Diploma in Architecture' : 'Bachelor of Architecture',
      form_type: 'Brochure Enquiry',
      submission_id: randomUUID(),
      source_page: i % 2 ? '/admission' : undefined,
      utm_source: i % 5 === 0 ? `Campaign${i % 4}` : undefined,
    }));
    const saved = await saveEnquiries(sql, batch);
    const [shared] = await sql<{ stamps: number }[]>`
      select count(distinct created_at)::int as stamps from admission_leads
      where id = any(${saved.map((s) => s.id)}::uuid[])`;
    expect(shared!.stamps).toBe(1);
    // And the API's own group commit, from many enquiries at once.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        newLead({ utm_source: i % 2 ? 'Facebook' : 'YouTube', program: 'Diploma in Architecture' }),
      ),
    );
    await expectKeptCountsMatch();
    await expectEnquiriesMatch({ from: addDays(today(), -1), to: today() });
  });

  it('moves a lead between statuses when its status changes, and the funnel with it', async () => {
    const id = await newLead({ utm_source: 'funnel-test' });
    // A day of its own, where no other source crowds it into (other).
    await stamp([id], '2023-05-10T12:00:00+05:30');
    const range = { from: '2023-05-10', to: '2023-05-10' };
    const funnelOf = async () =>
      (await dashboard(`?from=${range.from}&to=${range.to}`)).funnel.filter(
        (row) => row.source === 'funnel-test',
      );
    expect(await funnelOf()).toEqual([{ source: 'funnel-test', status: 'new', n: 1 }]);
    let version = 1;
    for (const status of ['contacted', 'applied', 'enrolled']) {
      const response = await fetch(`${server.url}/api/leads/${id}`, {
        method: 'PATCH',
        headers: { ...meera, 'content-type': 'application/json' },
        body: JSON.stringify({ version, status }),
      });
      expect(response.status).toBe(200);
      version = ((await response.json()) as { version: number }).version;
      expect(await funnelOf()).toEqual([{ source: 'funnel-test', status, n: 1 }]);
    }
    // A change that is not counted (the owner) writes no count, and moves none.
    const response = await fetch(`${server.url}/api/leads/${id}`, {
      method: 'PATCH',
      headers: { ...meera, 'content-type': 'application/json' },
      body: JSON.stringify({ version, assignee: MEERA.email }),
    });
    expect(response.status).toBe(200);
    await expectKeptCountsMatch();
    await expectEnquiriesMatch(range);
  });

  it('leaves merged duplicates out, as the listing does (ADR 016)', async () => {
    const phone = '9833300000';
    const ids = [
      await newLead({ phone, email: 'family.a@example.com', utm_source: 'merge-test' }),
      await newLead({ phone, email: 'family.b@example.com', utm_source: 'merge-test' }),
      await newLead({ phone, email: 'family.c@example.com', source_page: '/contact' }),
    ];
    const range = { from: today(), to: today() };
    const before = await expectEnquiriesMatch(range);
    const response = await postJson(
      server.url,
      `/api/leads/${ids[0]}/merge`,
      { from: [ids[1], ids[2]], version: 1 },
      admin,
    );
    expect(response.status).toBe(200);
    const after = await expectEnquiriesMatch(range);
    const total = (answer: Dashboard) => answer.weeks.reduce((sum, row) => sum + row.n, 0);
    expect(total(after)).toBe(total(before) - 2);
    await expectKeptCountsMatch();
  });

  it('puts Sunday 23:59 and Monday 00:00 in Mumbai in different weeks, and follows a moved lead', async () => {
    const sunday = await newLead({ utm_source: 'boundary' });
    const monday = await newLead({ utm_source: 'boundary' });
    await stamp([sunday], '2025-03-09T23:59:59.999+05:30');
    await stamp([monday], '2025-03-10T00:00:00+05:30');
    const weeksOf = async (query: string) =>
      (await dashboard(query)).weeks.filter((row) => row.source === 'boundary');
    expect(await weeksOf('?from=2025-03-03&to=2025-03-16')).toEqual([
      { week: '2025-03-03', source: 'boundary', program: 'Bachelor of Architecture', n: 1 },
      { week: '2025-03-10', source: 'boundary', program: 'Bachelor of Architecture', n: 1 },
    ]);
    // `from` and `to` are whole days in Mumbai: Sunday 23:59 IST is 18:29 UTC that day.
    expect(await weeksOf('?from=2025-03-10&to=2025-03-16')).toEqual([
      { week: '2025-03-10', source: 'boundary', program: 'Bachelor of Architecture', n: 1 },
    ]);
    expect(await weeksOf('?from=2025-03-03&to=2025-03-09')).toEqual([
      { week: '2025-03-03', source: 'boundary', program: 'Bachelor of Architecture', n: 1 },
    ]);
    await stamp([sunday], '2025-03-10T00:00:00.001+05:30');
    expect(await weeksOf('?from=2025-03-03&to=2025-03-16')).toEqual([
      { week: '2025-03-10', source: 'boundary', program: 'Bachelor of Architecture', n: 2 },
    ]);
    await expectKeptCountsMatch();
    // Leads on other days around them, for ranges that start and end inside a week.
    const around = [];
    for (const day of ['2025-02-26', '2025-03-04', '2025-03-12', '2025-03-18', '2025-03-23']) {
      const id = await newLead({ utm_source: 'boundary', program: 'Diploma in Architecture' });
      await stamp([id], `${day}T12:00:00+05:30`);
      around.push(id);
    }
    for (const [from, to] of [
      ['2025-03-03', '2025-03-16'], // two whole weeks
      ['2025-03-05', '2025-03-12'], // Wednesday to Wednesday: days only
      ['2025-03-04', '2025-03-20'], // a partial week, a whole one, a partial one
      ['2025-02-24', '2025-03-23'], // four whole weeks
      ['2025-03-09', '2025-03-10'], // Sunday and Monday
      ['2025-02-27', '2025-03-02'], // within one week
    ]) {
      await expectEnquiriesMatch({ from: from!, to: to! });
    }
    await expectKeptCountsMatch();
  });

  it('names the busiest sources of the range and puts the rest together', async () => {
    const sources = Array.from({ length: DASHBOARD_TOP_SOURCES + 3 }, (_, i) => `src-${i}`);
    const ids: string[] = [];
    for (const [i, source] of sources.entries()) {
      // src-0 has the most enquiries; the last three share the fewest.
      const n = Math.max(DASHBOARD_TOP_SOURCES + 1 - i, 1);
      for (let k = 0; k < n; k += 1) ids.push(await newLead({ utm_source: source }));
    }
    await stamp(ids, '2024-06-12T10:00:00+05:30');
    const answer = await expectEnquiriesMatch({ from: '2024-06-10', to: '2024-06-16' });
    expect(answer.sources).toEqual([...sources.slice(0, DASHBOARD_TOP_SOURCES), OTHER_SOURCE]);
    expect(answer.funnel).toContainEqual({ source: OTHER_SOURCE, status: 'new', n: 3 });
  });

  it('reads long ranges from four-week blocks, the weeks around them and the days at the ends as plain SQL does', async () => {
    // A year of its own (2022), fourteen sources so that some are (other), runs of
    // leads sharing one created_at, every status, and a source that changes case.
    const ids = await sql<{ id: string }[]>`
      insert into admission_leads (name, email, phone, program, form_type, submission_id, status,
        utm_source, source_page, created_at)
      select 'दीर्घ ' || i, 'long' || i || '@example.com', '+9197' || lpad(i::text, 8, '0'),
        case when i % 3 = 0 then 'Diploma in Architecture' else 'Bachelor of Architecture' end,
        'Admission Enquiry', gen_random_uuid(),
        (array['new','contacted','interested','applied','enrolled','not-interested'])[1 + i % 6],
        case when i % 4 = 0 then null when i % 7 = 0 then 'Long-' || (i % 14) else 'long-' || (i % 14) end,
        case when i % 8 = 0 then '/courses/barch' end,
        timestamptz '2022-01-01T09:00:00+05:30' + ((i / 5) * 17 % 330) * interval '1 day'
      from generate_series(1, 700) as i
      returning id`;
    const ranges = [
      ['2022-01-01', '2022-12-31'], // the year: blocks, weeks and days at both ends
      ['2022-01-17', '2022-02-13'], // one whole block (28k days after 1900-01-01)
      ['2022-01-05', '2022-03-16'], // days, a week, blocks, weeks, days
      ['2022-01-31', '2022-02-27'], // four whole weeks across two blocks: weeks only
      ['2022-06-15', '2022-06-15'], // one day
      ['2021-12-01', '2023-11-30'], // nearly the longest range
    ];
    for (const [from, to] of ranges) await expectEnquiriesMatch({ from: from!, to: to! });
    await expectKeptCountsMatch();
    // Moves across a block's edge, a status change and a merge keep every count right.
    const moved = ids.slice(0, 40).map((row) => row.id);
    await stamp(moved, '2022-02-13T23:59:59+05:30');
    await stamp(moved.slice(0, 20), '2022-02-14T00:00:00+05:30');
    await sql`update admission_leads set status = 'enrolled' where id = any(${moved}::uuid[])`;
    await sql`
      update admission_leads set merged_into = ${ids[100]!.id}, merged_at = now()
      where id = ${ids[101]!.id}`;
    for (const [from, to] of ranges) await expectEnquiriesMatch({ from: from!, to: to! });
    await expectKeptCountsMatch();
  });

  it('forgets a deleted lead', async () => {
    const id = await newLead({ utm_source: 'deleted' });
    await sql`delete from admission_leads where id = ${id}`;
    await expectKeptCountsMatch();
    const answer = await dashboard(`?from=${today()}&to=${today()}`);
    expect(answer.sources).not.toContain('deleted');
  });

  it('counts the calls each member of staff logged in the range, notes left out', async () => {
    const lead = await newLead({ utm_source: 'calls' });
    const log = (headers: Record<string, string>, body: object) =>
      postJson(server.url, `/api/leads/${lead}/activities`, body, headers);
    for (const outcome of ['connected', 'no-answer', 'busy']) {
      expect((await log(asha, { kind: 'call', outcome })).status).toBe(201);
    }
    expect((await log(asha, { kind: 'note', body: 'Not a call.' })).status).toBe(201);
    expect((await log(admin, { kind: 'call', outcome: 'connected' })).status).toBe(201);
    const answer = await dashboard(`?from=${today()}&to=${today()}`);
    const plain = await sql<{ author: string; n: number }[]>`
      select lower(author) as author, count(*)::int as n from lead_activities
      where kind = 'call' and (created_at at time zone 'Asia/Kolkata')::date = ${today()}::date
      group by 1`;
    for (const { author, n } of plain) {
      expect(answer.counsellors.find((row) => row.email?.toLowerCase() === author)?.calls).toBe(n);
    }
    // Staff as they spell their own email; every counsellor listed, an admin only with work.
    expect(answer.counsellors.map((row) => row.email)).toEqual(
      expect.arrayContaining([ASHA.email, MEERA.email, ADMIN.email]),
    );
    expect(answer.counsellors.find((row) => row.email === ASHA.email)?.calls).toBe(3);
    // A range that ends yesterday has none of today's calls.
    const before = await dashboard(`?from=${addDays(today(), -7)}&to=${addDays(today(), -1)}`);
    expect(before.counsellors.find((row) => row.email === ASHA.email)?.calls).toBe(0);
    expect(before.counsellors.map((row) => row.email)).not.toContain(ADMIN.email);
  });

  it('counts follow-ups due today and overdue around midnight in Mumbai, as the listing does', async () => {
    const at = (day: string, time: string) => `${day}T${time}+05:30`;
    const plan: [string | null, string | null][] = [
      [MEERA.email, at(today(), '00:00:00')], // due today, however early
      [MEERA.email, at(today(), '23:59:00')], // due today
      [MEERA.email, at(addDays(today(), -1), '23:59:59')], // overdue
      [MEERA.email, at(addDays(today(), -40), '11:00:00')], // overdue
      [MEERA.email, at(addDays(today(), 1), '00:00:00')], // tomorrow: neither
      [MEERA.email, null], // no follow-up
      [null, at(addDays(today(), -2), '10:00:00')], // nobody's, overdue
      [null, at(addDays(today(), -2), '16:00:00')], // nobody's, the same day: one kept row
    ];
    for (const [assignee, next] of plan) {
      const id = await newLead({ utm_source: 'follow-ups' });
      const change: Record<string, unknown> = { version: 1 };
      if (assignee) change.assignee = assignee;
      if (next) change.next_follow_up_at = next;
      const response = await fetch(`${server.url}/api/leads/${id}`, {
        method: 'PATCH',
        headers: { ...asha, 'content-type': 'application/json' },
        body: JSON.stringify(change),
      });
      expect(response.status).toBe(200);
    }
    // A merged duplicate's follow-up is not counted: the lead it joined is worked instead.
    const phone = '9844400000';
    const target = await newLead({ phone, email: 'due.a@example.com' });
    const duplicate = await newLead({ phone, email: 'due.b@example.com' });
    await fetch(`${server.url}/api/leads/${duplicate}`, {
      method: 'PATCH',
      headers: { ...asha, 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 1,
        assignee: MEERA.email,
        next_follow_up_at: at(today(), '12:00:00'),
      }),
    });
    await postJson(
      server.url,
      `/api/leads/${target}/merge`,
      { from: [duplicate], version: 1 },
      admin,
    );

    const answer = await dashboard();
    const meeraRow = answer.counsellors.find((row) => row.email === MEERA.email)!;
    const listed = async (query: string) =>
      ((await (await get(`/api/leads?${query}&limit=1`)).json()) as LeadPage).total;
    const email = encodeURIComponent(MEERA.email);
    expect(meeraRow.due_today).toBe(await listed(`assignee=${email}&due=today`));
    expect(meeraRow.overdue).toBe(await listed(`assignee=${email}&due=overdue`));
    expect(meeraRow).toMatchObject({ due_today: 2, overdue: 2 });
    // The day's calling's figures are dashboard-calling.test.ts's (docs/decisions/053-the-days-calling.md).
    expect(answer.counsellors.at(-1)).toMatchObject({
      email: null,
      calls: 0,
      due_today: 0,
      overdue: 2,
    });
    // Follow-ups are as they stand now, whatever the range.
    const past = await dashboard('?from=2024-01-01&to=2024-01-31');
    expect(past.counsellors.find((row) => row.email === MEERA.email)).toMatchObject({
      calls: 0,
      due_today: 2,
      overdue: 2,
    });
    await expectKeptCountsMatch();
  });

  it('adds to one kept row for nobody’s follow-ups of one day, statement after statement', async () => {
    const ids = [await newLead({ utm_source: 'nobody' }), await newLead({ utm_source: 'nobody' })];
    const day = addDays(today(), -30);
    // One session, so one shard: the second statement meets the first one's row.
    await sql.begin(async (tx) => {
      for (const id of ids) {
        await tx`update admission_leads set next_follow_up_at = ${`${day}T09:00:00+05:30`}
          where id = ${id}`;
      }
    });
    const kept = await sql<{ rows: number; n: number }[]>`
      select count(*)::int as rows, sum(n)::int as n from lead_follow_up_counts
      where day = ${day}::date and assignee_id is null`;
    expect(kept[0]).toEqual({ rows: 1, n: 2 });
    await expectKeptCountsMatch();
  });

  it('moves the follow-ups of a colleague who leaves to nobody', async () => {
    const leaver = { email: 'leaver@example.edu.in', password: 'a passphrase for leaving' };
    await addStaffUser(sql, leaver.email, leaver.password);
    const id = await newLead({ utm_source: 'leaver' });
    const response = await fetch(`${server.url}/api/leads/${id}`, {
      method: 'PATCH',
      headers: { ...asha, 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 1,
        assignee: leaver.email,
        next_follow_up_at: `${addDays(today(), -3)}T10:00:00+05:30`,
      }),
    });
    expect(response.status).toBe(200);
    const before = await dashboard();
    expect(before.counsellors.find((row) => row.email === leaver.email)).toMatchObject({
      overdue: 1,
    });
    const nobody = before.counsellors.find((row) => row.email === null)!;
    await sql`delete from staff_users where email = ${leaver.email}`;
    const after = await dashboard();
    expect(after.counsellors.map((row) => row.email)).not.toContain(leaver.email);
    expect(after.counsellors.find((row) => row.email === null)).toMatchObject({
      overdue: nobody.overdue + 1,
    });
    await expectKeptCountsMatch();
  });

  it('works out sources in PostgreSQL exactly as the shared rule does', async () => {
    const text = fc.string({
      unit: fc.constantFrom(
        ' ',
        'a',
        'Z',
        'é',
        'É',
        'İ',
        'ß',
        '/',
        '?',
        '#',
        '-',
        '_',
        '.',
        '\t',
        '字',
      ),
      maxLength: 12,
    });
    const cases = fc.sample(
      fc.tuple(
        fc.option(text, { nil: null }),
        fc.option(
          text.map((path) => (path.startsWith('/') ? path : `/${path}`)),
          { nil: null },
        ),
      ),
      { numRuns: 500, seed: 20261124 },
    );
    cases.push([null, null], ['', '/'], ['  ', 'x/y'], [' Google ', null]);
    const rows = await sql<{ source: string }[]>`
      select lead_source(u, p) as source
      from unnest(${cases.map((c) => c[0])}::text[], ${cases.map((c) => c[1])}::text[])
        with ordinality as t(u, p, i)
      order by i`;
    expect(rows.map((row) => row.source)).toEqual(cases.map(([u, p]) => leadSource(u, p)));
  });
});
