import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adultConsent,
  DashboardSchema,
  FAMILY_STATUS_ORDER,
  familyStatusRank,
  funnelBySource,
  furthestStatus,
  LEAD_STATUSES,
  leadSource,
  OTHER_SOURCE,
  type Dashboard,
  type Enquiry,
} from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import { inTransaction, type Sql } from '../db/client';
import { migrate } from '../db/migrate';
import { saveEnquiries } from '../leads/leads-repo';
import { eraseLeads } from '../privacy/privacy-repo';
import { foldDashboardCounts } from './dashboard-fold';
import {
  createTestDatabase,
  enquiry,
  postJson,
  signIn,
  startTestApp,
  type TestServer,
} from '../../test/helpers';

/*
 * The dashboard's families (docs/decisions/049-dashboard-counts-families.md),
 * against plain SQL over the leads: each family whose first enquiry falls in
 * the range counts once, by its first and last touch, at its furthest
 * status; through repeat enquiries, families uniting, status changes,
 * merges, erasures, deletions, moved dates and the fold. Each test has
 * its own days, years ago, so that the others' leads are not in its ranges.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let asha: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  asha = {
    authorization: `Bearer ${await signIn(sql, server.url, {
      email: 'asha@example.edu.in',
      password: 'a long passphrase for asha',
    })}`,
  };
  const principal = { email: 'principal@example.edu.in', password: 'an admin passphrase here' };
  await addStaffUser(sql, principal.email, principal.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, principal)}` };
});
afterAll(async () => {
  await close();
});

async function dashboard(from: string, to: string): Promise<Dashboard> {
  const response = await fetch(`${server.url}/api/dashboard?from=${from}&to=${to}`, {
    headers: asha,
  });
  expect(response.status).toBe(200);
  return DashboardSchema.parse(await response.json());
}

let made = 0;
/** A new lead through the API, from its own phone and email unless told, moved to `at`. */
async function newLead(at: string, fields: Record<string, string> = {}): Promise<string> {
  made += 1;
  const response = await postJson(
    server.url,
    '/api/enquiries',
    enquiry({
      email: `fam${made}@example.com`,
      phone: `8${String(made).padStart(9, '0')}`,
      ...fields,
    }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await sql`update admission_leads set created_at = ${at}::timestamptz where id = ${id}`;
  return id;
}

const setStatus = (ids: string[], status: string) =>
  sql`update admission_leads set status = ${status} where id = any(${ids}::uuid[])`;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
type Row = { source: string; status: string; n: number };
const byKey = (rows: readonly Row[]) =>
  [...rows].sort((a, b) => compare(a.source, b.source) || compare(a.status, b.status));

/**
 * What plain SQL and the shared rules say: each family's unmerged leads in
 * order; those whose first falls in the range, by its source and by the
 * source of the latest up to the range's end, at the furthest status.
 */
async function expected(from: string, to: string, sources: readonly string[]) {
  const leads = await sql<
    {
      family_id: string;
      status: string;
      utm_source: string | null;
      source_page: string | null;
      day: string;
    }[]
  >`
    select family_id::text, status, utm_source, source_page,
      to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
    from admission_leads where merged_into is null
    order by created_at, id`;
  const byFamily = new Map<string, (typeof leads)[number][]>();
  for (const lead of leads) {
    byFamily.set(lead.family_id, [...(byFamily.get(lead.family_id) ?? []), lead]);
  }
  const named = new Set(sources.filter((source) => source !== OTHER_SOURCE));
  const shown = (lead: (typeof leads)[number]) => {
    const source = leadSource(lead.utm_source, lead.source_page);
    return named.has(source) ? source : OTHER_SOURCE;
  };
  const first = new Map<string, Row>();
  const last = new Map<string, Row>();
  const add = (into: Map<string, Row>, source: string, status: string) => {
    const key = `${source}\n${status}`;
    const row = into.get(key) ?? { source, status, n: 0 };
    row.n += 1;
    into.set(key, row);
  };
  for (const family of byFamily.values()) {
    const earliest = family[0]!;
    if (earliest.day < from || earliest.day > to) continue;
    const status = furthestStatus(family.map((lead) => lead.status))!;
    const latest = family.filter((lead) => lead.day <= to).at(-1)!;
    add(first, shown(earliest), status);
    add(last, shown(latest), status);
  }
  return { first_touch: byKey([...first.values()]), last_touch: byKey([...last.values()]) };
}

/**
 * The kept facts equal the families worked out again from the leads, and
 * each kept count (shards added up) equals the facts grouped by its period.
 */
async function expectKeptFamiliesMatch(on: Sql = sql) {
  const [facts, fresh] = await Promise.all([
    on`
      select family_id::text, first_day::text, last_day::text, first_source, last_source, status
      from lead_family_facts order by family_id`,
    on`
      select family_id::text, min(day)::text as first_day, max(day)::text as last_day,
        (array_agg(source order by created_at, id))[1] as first_source,
        (array_agg(source order by created_at desc, id desc))[1] as last_source,
        array_agg(status) as statuses
      from (
        select family_id, created_at, id, status, (created_at at time zone 'Asia/Kolkata')::date as day,
          lead_source(utm_source, source_page) as source
        from admission_leads where merged_into is null
      ) leads
      group by family_id order by family_id`,
  ]);
  expect([...facts]).toEqual(
    fresh.map(({ statuses, ...row }) => ({
      ...row,
      status: furthestStatus(statuses as string[]),
    })),
  );
  for (const [table, period] of [
    ['lead_family_counts', 'first_day'],
    ['lead_family_week_counts', 'lead_week(first_day)'],
    ['lead_family_block_counts', 'lead_block(first_day)'],
  ] as const) {
    const mismatches = await on.unsafe(`
      with kept as (
        select ${table === 'lead_family_counts' ? 'day' : table === 'lead_family_week_counts' ? 'week' : 'block'} as period,
          first_source, last_source, status, sum(n)::int as n
        from ${table} group by 1, 2, 3, 4 having sum(n) <> 0
      ),
      counted as (
        select ${period} as period, first_source, last_source, status, count(*)::int as n
        from lead_family_facts group by 1, 2, 3, 4
      )
      select period::text, first_source, last_source, status, kept.n as kept, counted.n as counted
      from kept full join counted using (period, first_source, last_source, status)
      where kept.n is distinct from counted.n`);
    expect([...mismatches], table).toEqual([]);
  }
}

/** The API's families for a range equal plain SQL's, and the kept tables the leads. */
async function expectFamiliesMatch(from: string, to: string): Promise<Dashboard> {
  const answer = await dashboard(from, to);
  const want = await expected(from, to, answer.sources);
  expect(answer.families).toBeDefined();
  expect(byKey(answer.families!.first_touch)).toEqual(want.first_touch);
  expect(byKey(answer.families!.last_touch)).toEqual(want.last_touch);
  await expectKeptFamiliesMatch();
  return answer;
}

const total = (rows: readonly Row[], source?: string) =>
  rows.filter((row) => !source || row.source === source).reduce((sum, row) => sum + row.n, 0);
const mine = (rows: readonly Row[], sources: readonly string[]) =>
  byKey(rows.filter((row) => sources.includes(row.source)));

const person = (i: number, phone: string, email: string, utm_source: string): Enquiry => ({
  ...adultConsent(),
  name: `Batch family ${i}`,
  email,
  phone,
  program: 'Bachelor of Architecture',
  form_type: 'Brochure Enquiry',
  submission_id: randomUUID(),
  utm_source,
});

describe('migration 024 on a database with leads', () => {
  it('fills the families’ facts and counts from the leads already stored', async () => {
    const old = await createTestDatabase({ migrate: false });
    const dir = mkdtempSync(join(tmpdir(), 'skltcoa-migrations-'));
    try {
      const migrations = join(import.meta.dirname, '../../migrations');
      for (const file of readdirSync(migrations).filter((name) => name < '024')) {
        cpSync(join(migrations, file), join(dir, file));
      }
      await migrate(old.sql, dir);
      await saveEnquiries(
        old.sql,
        Array.from({ length: 30 }, (_, i) =>
          person(
            i,
            `+9198220${String(i % 12).padStart(5, '0')}`,
            `old${i % 17}@example.com`,
            `old-${i % 4}`,
          ),
        ),
      );
      await old.sql`update admission_leads set
        created_at = created_at - ((row_number % 7) * 11) * interval '1 day',
        status = (array['new','contacted','not-interested','enrolled'])[1 + row_number % 4]
        from (select id as lead, row_number() over (order by id) from admission_leads) numbered
        where id = numbered.lead`;
      await migrate(old.sql);
      await expectKeptFamiliesMatch(old.sql);
      const [counted] = await old.sql<{ families: number; kept: number; shards: number[] }[]>`
        select (select count(distinct family_id) from admission_leads)::int as families,
          (select sum(n) from lead_family_block_counts)::int as kept,
          (select array_agg(distinct shard) from lead_family_counts)::int[] as shards`;
      expect(counted).toEqual({ families: counted!.kept, kept: counted!.kept, shards: [0] });
      expect(counted!.families).toBeLessThan(30);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await old.drop();
    }
  });
});

describe('the furthest status of a family', () => {
  it('orders statuses in PostgreSQL as the shared rule does, not interested before interested', async () => {
    expect(FAMILY_STATUS_ORDER).toEqual([
      'new',
      'contacted',
      'not-interested',
      'interested',
      'applied',
      'enrolled',
    ]);
    for (const status of [...LEAD_STATUSES, 'waitlisted', '']) {
      const [row] = await sql<{ rank: number }[]>`select lead_status_rank(${status}) as rank`;
      expect(row!.rank, status).toBe(familyStatusRank(status));
    }
    expect(furthestStatus(['enrolled', 'not-interested', 'enrolled'])).toBe('enrolled');
    expect(furthestStatus(['contacted', 'not-interested'])).toBe('not-interested');
    expect(furthestStatus(['not-interested', 'interested'])).toBe('interested');
    expect(furthestStatus([])).toBeUndefined();
  });
});

describe('GET /api/dashboard, families', () => {
  it('counts a family with three enquiries through three sources once, first and last touch', async () => {
    const phone = '9822000001';
    await newLead('2021-01-05T10:00:00+05:30', { phone, utm_source: 'fam3-google' });
    await newLead('2021-01-06T10:00:00+05:30', { phone, utm_source: 'fam3-facebook' });
    await newLead('2021-01-07T10:00:00+05:30', { phone, utm_source: 'fam3-fair' });
    const answer = await expectFamiliesMatch('2021-01-04', '2021-01-10');
    // Three enquiries, one family.
    expect(total(answer.funnel)).toBe(3);
    expect(answer.families!.first_touch).toEqual([{ source: 'fam3-google', status: 'new', n: 1 }]);
    expect(answer.families!.last_touch).toEqual([{ source: 'fam3-fair', status: 'new', n: 1 }]);
    // Conversion by first touch: one family enquired, from the first source.
    const [google] = funnelBySource(answer.families!.first_touch, ['fam3-google']);
    expect(google!.stages.new).toBe(1);
  });

  it('counts a family whose two enquiries are enrolled as one enrolment, at its furthest status', async () => {
    const email = 'two.enrolments@example.com';
    const ids = [
      await newLead('2021-02-01T10:00:00+05:30', { email, utm_source: 'fam-enrol' }),
      await newLead('2021-02-02T10:00:00+05:30', { email, utm_source: 'fam-enrol' }),
      await newLead('2021-02-03T10:00:00+05:30', { email: email.toUpperCase() }),
    ];
    await setStatus(ids.slice(0, 2), 'enrolled');
    await setStatus(ids.slice(2), 'not-interested');
    const answer = await expectFamiliesMatch('2021-02-01', '2021-02-07');
    expect(answer.funnel.filter((row) => row.status === 'enrolled')).toEqual([
      { source: 'fam-enrol', status: 'enrolled', n: 2 },
    ]);
    expect(answer.families!.first_touch).toEqual([
      { source: 'fam-enrol', status: 'enrolled', n: 1 },
    ]);
    expect(answer.families!.last_touch).toEqual([
      { source: '/admission', status: 'enrolled', n: 1 },
    ]);
    // The enrolled enquiry withdrawn from the funnel: the family is at the next furthest.
    await setStatus(ids.slice(0, 2), 'contacted');
    const after = await expectFamiliesMatch('2021-02-01', '2021-02-07');
    expect(after.families!.first_touch).toEqual([
      { source: 'fam-enrol', status: 'not-interested', n: 1 },
    ]);
  });

  it('counts two families that a new enquiry unites as one from then on', async () => {
    const a = await newLead('2021-03-01T10:00:00+05:30', {
      phone: '9822000101',
      email: 'unite.a@example.com',
      utm_source: 'unite-a',
    });
    await newLead('2021-03-02T10:00:00+05:30', {
      phone: '9822000102',
      email: 'unite.b@example.com',
      utm_source: 'unite-b',
    });
    await setStatus([a], 'applied');
    const before = await expectFamiliesMatch('2021-03-01', '2021-03-07');
    expect(total(before.families!.first_touch)).toBe(2);
    // The phone of one, the email of the other.
    await newLead('2021-03-03T10:00:00+05:30', {
      phone: '9822000101',
      email: 'unite.b@example.com',
      utm_source: 'unite-bridge',
    });
    const after = await expectFamiliesMatch('2021-03-01', '2021-03-07');
    expect(total(after.funnel)).toBe(3);
    expect(after.families!.first_touch).toEqual([{ source: 'unite-a', status: 'applied', n: 1 }]);
    expect(after.families!.last_touch).toEqual([
      { source: 'unite-bridge', status: 'applied', n: 1 },
    ]);
    const [families] = await sql<{ n: number }[]>`
      select count(*)::int as n from lead_family_facts where first_source like 'unite-%'`;
    expect(families!.n).toBe(1);
  });

  it('unites families bridged inside one group commit', async () => {
    const at = '2021-04-06T10:00:00+05:30';
    const saved = await saveEnquiries(sql, [
      person(1, '+919822000201', 'batch.a@example.com', 'batch-a'),
      person(2, '+919822000202', 'batch.b@example.com', 'batch-b'),
      person(3, '+919822000201', 'batch.b@example.com', 'batch-bridge'),
      person(4, '+919822000203', 'batch.c@example.com', 'batch-c'),
    ]);
    await sql`update admission_leads set created_at = ${at}::timestamptz
      where id = any(${saved.map((lead) => lead.id)}::uuid[])`;
    const answer = await expectFamiliesMatch('2021-04-05', '2021-04-11');
    expect(total(answer.funnel)).toBe(4);
    expect(total(answer.families!.first_touch)).toBe(2);
  });

  it('keeps an erased lead’s family, and forgets a deleted one', async () => {
    const phone = '9822000301';
    const ids = [
      await newLead('2021-05-03T10:00:00+05:30', { phone, utm_source: 'erase-first' }),
      await newLead('2021-05-04T10:00:00+05:30', { phone, utm_source: 'erase-second' }),
    ];
    const alone = await newLead('2021-05-05T10:00:00+05:30', { utm_source: 'erase-alone' });
    await setStatus([ids[1]!], 'interested');
    await inTransaction(sql, (tx) =>
      eraseLeads(
        tx,
        [
          { id: ids[0]!, email: null },
          { id: alone, email: null },
        ],
        new Date(),
      ),
    );
    // An erased enquiry is still an enquiry, with its source and status, in its family.
    const answer = await expectFamiliesMatch('2021-05-03', '2021-05-09');
    const sources = ['erase-first', 'erase-second', 'erase-alone'];
    expect(mine(answer.families!.first_touch, sources)).toEqual([
      { source: 'erase-alone', status: 'new', n: 1 },
      { source: 'erase-first', status: 'interested', n: 1 },
    ]);
    // A lead deleted by hand: its family goes on without it, or goes.
    await sql`delete from admission_leads where id = any(${[ids[0]!, alone]}::uuid[])`;
    const after = await expectFamiliesMatch('2021-05-03', '2021-05-09');
    expect(mine(after.families!.first_touch, sources)).toEqual([
      { source: 'erase-second', status: 'interested', n: 1 },
    ]);
  });

  it('leaves a merged duplicate out of its family, as the enquiry counts leave it out', async () => {
    const phone = '9822000401';
    const ids = [
      await newLead('2021-06-07T10:00:00+05:30', { phone, utm_source: 'merge-first' }),
      await newLead('2021-06-08T10:00:00+05:30', { phone, utm_source: 'merge-second' }),
      await newLead('2021-06-09T10:00:00+05:30', { phone, utm_source: 'merge-third' }),
    ];
    await setStatus([ids[0]!], 'enrolled');
    const before = await expectFamiliesMatch('2021-06-07', '2021-06-13');
    expect(before.families!.first_touch).toEqual([
      { source: 'merge-first', status: 'enrolled', n: 1 },
    ]);
    const [target] = await sql<{ version: number }[]>`
      select version from admission_leads where id = ${ids[1]!}`;
    const response = await postJson(
      server.url,
      `/api/leads/${ids[1]}/merge`,
      { from: [ids[0], ids[2]], version: target!.version },
      admin,
    );
    expect(response.status).toBe(200);
    const after = await expectFamiliesMatch('2021-06-07', '2021-06-13');
    expect(total(after.funnel)).toBe(1);
    expect(after.families!.first_touch).toEqual([{ source: 'merge-second', status: 'new', n: 1 }]);
    expect(after.families!.last_touch).toEqual([{ source: 'merge-second', status: 'new', n: 1 }]);
  });

  it('counts a family in the range of its first enquiry, with its last touch up to the range’s end', async () => {
    const email = 'later.again@example.com';
    await newLead('2021-07-05T10:00:00+05:30', { email, utm_source: 'span-first' });
    await newLead('2021-07-21T23:59:00+05:30', { email, utm_source: 'span-second' });
    await newLead('2021-08-30T00:00:00+05:30', { email, utm_source: 'span-third' });
    const cases: [string, string, number, string | null][] = [
      ['2021-07-01', '2021-07-10', 1, 'span-first'], // ends before the second enquiry
      ['2021-07-01', '2021-07-21', 1, 'span-second'], // ends the day of the second
      ['2021-07-01', '2021-08-29', 1, 'span-second'], // a day before the third
      ['2021-06-01', '2021-09-30', 1, 'span-third'], // whole blocks and weeks
      ['2021-07-06', '2021-09-30', 0, null], // first enquiry before the range
    ];
    for (const [from, to, families, last] of cases) {
      const answer = await expectFamiliesMatch(from, to);
      const sources = ['span-first', 'span-second', 'span-third'];
      expect(total(mine(answer.families!.first_touch, sources)), `${from}..${to}`).toBe(families);
      if (last) {
        expect(mine(answer.families!.last_touch, sources)).toEqual([
          { source: last, status: 'new', n: 1 },
        ]);
      }
    }
    // A moved first enquiry moves the family.
    await sql`update admission_leads set created_at = '2021-07-22T10:00:00+05:30'
      where utm_source = 'span-first'`;
    await expectFamiliesMatch('2021-07-01', '2021-07-21');
    await expectFamiliesMatch('2021-07-19', '2021-07-25');
  });

  it('answers the same after the hourly fold of old shards', async () => {
    await newLead('2021-09-06T10:00:00+05:30', { utm_source: 'fold-a' });
    const before = await dashboard('2020-01-01', '2021-12-31');
    // The API's pool wrote the counts in the shards of its sessions (ADR 005).
    await foldDashboardCounts(sql);
    const [spread] = await sql<{ n: number }[]>`
      select count(*)::int as n from lead_family_counts where shard <> 0 and day < '2022-01-01'`;
    expect(spread!.n).toBe(0);
    const after = await expectFamiliesMatch('2020-01-01', '2021-12-31');
    expect(after.families).toEqual(before.families);
  });
});
