import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_OUTCOMES,
  DashboardSchema,
  NOT_REACHED_OUTCOMES,
  REACHED_OUTCOMES,
  workingMillisBetween,
  type Dashboard,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startTestApp,
  type TestServer,
} from '../../test/helpers';
import { medianOfCounts } from './dashboard-calling';

/*
 * The dashboard's part of the day's calling (docs/decisions/053-the-days-calling.md),
 * from a week of seeded calls and follow-ups whose answers are worked out
 * by hand below: calls reached and not per counsellor, follow-ups kept on
 * time per owner, and the median working time to a first call per
 * counsellor and per week (office hours Monday to Saturday, 09:30 to 17:30
 * in Mumbai).
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let auth: Record<string, string>;
const OTHER = { email: 'Meera.Joshi@example.edu.in', password: 'another long passphrase' };
const HOUR = 3_600_000;
const lead: Record<'l1' | 'l2' | 'l3' | 'l4', string> = { l1: '', l2: '', l3: '', l4: '' };

async function newLead(name: string, phone: string, receivedAt: string, owner: string) {
  const response = await postJson(server.url, '/api/enquiries', enquiry({ name, phone }));
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await sql`
    update admission_leads set created_at = ${receivedAt},
      assignee_id = (select id from staff_users where email = ${owner})
    where id = ${id}`;
  return id;
}

/** Entries in the order given, so that their ids follow it, at the times given. */
async function entry(
  leadId: string,
  kind: 'call' | 'note' | 'follow_up',
  author: string,
  at: string,
  value: string | null = null,
) {
  await sql`
    insert into lead_activities (lead_id, kind, author, created_at, outcome, body, to_value)
    values (${leadId}, ${kind}, ${author}, ${at},
      ${kind === 'call' ? value : null}, ${kind === 'note' ? 'a note' : null},
      ${kind === 'follow_up' ? value : null})`;
}

const A = STAFF.email;
const B = OTHER.email;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  await signIn(sql, server.url, OTHER);
  // The week of Monday 2 November 2026. 04:00Z is 09:30 in Mumbai, when the office opens.
  lead.l1 = await newLead('Asha Rao', '98765 43210', '2026-11-02T04:00:00Z', A);
  lead.l2 = await newLead('Ravi Kulkarni', '98765 43211', '2026-11-02T11:00:00Z', A);
  lead.l3 = await newLead('Neha Patil', '98765 43212', '2026-11-07T11:30:00Z', A);
  lead.l4 = await newLead('Om Shinde', '98765 43213', '2026-11-02T04:00:00Z', B);

  // L1: a follow-up due Tuesday 11:30, called half an hour late (within the hour's grace): kept.
  await entry(lead.l1, 'follow_up', A, '2026-11-02T05:00:00Z', '2026-11-03T06:00:00.000000Z');
  await entry(lead.l1, 'call', A, '2026-11-03T06:30:00Z', 'connected');
  await entry(lead.l1, 'note', A, '2026-11-03T06:31:00Z');
  // Then one due Sunday 23:59 in Mumbai (still the range's last day), never called: missed.
  await entry(lead.l1, 'follow_up', A, '2026-11-03T06:31:00Z', '2026-11-08T18:29:00.000000Z');

  // L2: due Wednesday 11:30, called two hours late: missed.
  await entry(lead.l2, 'follow_up', A, '2026-11-02T12:00:00Z', '2026-11-04T06:00:00.000000Z');
  await entry(lead.l2, 'call', A, '2026-11-04T08:00:00Z', 'no-answer');
  // A call on Monday 9 November in Mumbai is not the range's.
  await entry(lead.l2, 'call', A, '2026-11-08T18:30:00Z', 'connected');

  // L3: called at once (Saturday 17:15), then a follow-up moved before it was due, with no
  // call between: not counted.
  await entry(lead.l3, 'call', A, '2026-11-07T11:45:00Z', 'call-back-later');
  await entry(lead.l3, 'follow_up', A, '2026-11-07T11:46:00Z', '2026-11-08T06:00:00.000000Z');
  await entry(lead.l3, 'follow_up', A, '2026-11-07T11:50:00Z', '2026-11-20T06:00:00.000000Z');

  // L4 (B's): due Friday 11:30, called a day early with the next follow-up set by the call: kept.
  await entry(lead.l4, 'follow_up', B, '2026-11-02T05:00:00Z', '2026-11-06T06:00:00.000000Z');
  await entry(lead.l4, 'call', B, '2026-11-05T04:00:00Z', 'busy');
  await entry(lead.l4, 'follow_up', B, '2026-11-05T04:00:00Z', '2026-11-20T06:00:00.000000Z');
  await entry(lead.l4, 'call', B, '2026-11-07T05:00:00Z', 'wrong-number');
}, 60_000);
afterAll(async () => {
  await close();
});

async function dashboard(query: string): Promise<Dashboard> {
  const response = await fetch(`${server.url}/api/dashboard?${query}`, { headers: auth });
  expect(response.status).toBe(200);
  return DashboardSchema.parse(await response.json());
}

describe('the dashboard’s calling', () => {
  it('counts each counsellor’s calls reached and not, and follow-ups kept on time', async () => {
    const { counsellors } = await dashboard('from=2026-11-02&to=2026-11-08');
    const row = (email: string) => counsellors.find((c) => c.email === email)!;
    expect(row(A)).toMatchObject({
      calls: 3,
      reached: 2,
      not_reached: 1,
      follow_ups_due: 3,
      follow_ups_kept: 1,
    });
    expect(row(B)).toMatchObject({
      calls: 2,
      reached: 0,
      not_reached: 2,
      follow_ups_due: 1,
      follow_ups_kept: 1,
    });
  });

  it('counts a follow-up for the lead’s owner now', async () => {
    const range = 'from=2026-11-02&to=2026-11-08';
    const owner = (email: string) => sql`
      update admission_leads set assignee_id = (select id from staff_users where email = ${email})
      where id = ${lead.l4}`;
    await owner(A);
    const moved = (await dashboard(range)).counsellors;
    expect(moved.find((c) => c.email === A)).toMatchObject({
      follow_ups_due: 4,
      follow_ups_kept: 2,
    });
    expect(moved.find((c) => c.email === B)).toMatchObject({
      follow_ups_due: 0,
      follow_ups_kept: 0,
    });
    await owner(B);
    expect((await dashboard(range)).counsellors.find((c) => c.email === B)).toMatchObject({
      follow_ups_due: 1,
      follow_ups_kept: 1,
    });
  });

  it('gives the median working time to a first call per counsellor and per week', async () => {
    const answer = await dashboard('from=2026-11-02&to=2026-11-08');
    const row = (email: string) => answer.counsellors.find((c) => c.email === email)!;
    // A: L1 Monday 09:30 to Tuesday 12:00 is 8 + 2.5 hours; L2 Monday 16:30 to Wednesday
    // 13:30 is 1 + 8 + 4; L3 Saturday 17:00 to 17:15 a quarter of an hour.
    expect(row(A)).toMatchObject({ first_calls: 3, first_call_median_ms: 10.5 * HOUR });
    // B: L4 Monday 09:30 to Thursday 09:30, three working days.
    expect(row(B)).toMatchObject({ first_calls: 1, first_call_median_ms: 24 * HOUR });
    expect(answer.first_call_weeks).toEqual([
      { week: '2026-11-02', first_calls: 4, median_ms: ((10.5 + 13) / 2) * HOUR },
    ]);
  });

  it('counts only what falls in the range', async () => {
    const answer = await dashboard('from=2026-11-09&to=2026-11-15');
    const row = answer.counsellors.find((c) => c.email === A)!;
    expect(row).toMatchObject({
      calls: 1,
      reached: 1,
      not_reached: 0,
      follow_ups_due: 0,
      first_calls: 0,
      first_call_median_ms: null,
    });
    expect(answer.first_call_weeks).toEqual([]);
  });

  it('works out working time in PostgreSQL exactly as office-hours.ts does', async () => {
    // Pairs of instants from a few minutes to a few weeks apart, around the clock, seeded.
    let seed = 20261128;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pairs = Array.from({ length: 400 }, () => {
      const from = Date.UTC(2026, 0, 1) + Math.floor(next() * 330 * 86_400) * 1000;
      const gap = Math.floor(next() * (next() < 0.5 ? 86_400 : 30 * 86_400)) * 1000;
      return [new Date(from).toISOString(), new Date(from + gap).toISOString()] as const;
    });
    const rows = await sql<{ ms: number }[]>`
      select lead_working_ms(b) - lead_working_ms(a) as ms
      from unnest(${pairs.map(([a]) => a)}::timestamptz[], ${pairs.map(([, b]) => b)}::timestamptz[])
        with ordinality as t(a, b, i)
      order by i`;
    expect(rows.map((row) => row.ms)).toEqual(
      pairs.map(([a, b]) => workingMillisBetween(new Date(a), new Date(b))),
    );
  });

  it('keeps counts of calls reached by exactly REACHED_OUTCOMES', async () => {
    const author = 'outcomes@example.edu.in';
    for (const outcome of CALL_OUTCOMES) {
      await entry(lead.l1, 'call', author, '2025-01-06T06:00:00Z', outcome);
    }
    const [kept] = await sql<{ n: number }[]>`
      select coalesce(sum(n), 0)::int as n from lead_call_reached_counts where author = ${author}`;
    expect(kept!.n).toBe(REACHED_OUTCOMES.length);
    expect(CALL_OUTCOMES.filter((outcome) => !REACHED_OUTCOMES.includes(outcome as never))).toEqual(
      NOT_REACHED_OUTCOMES,
    );
  });

  it('records a call and the follow-up it sets in one statement in their order', async () => {
    const id = lead.l2;
    await entry(id, 'follow_up', A, '2026-12-01T05:00:00Z', '2026-12-02T06:00:00.000000Z');
    // As the API writes a call with its next follow-up: one insert, the call first.
    await sql`
      insert into lead_activities (lead_id, kind, author, created_at, outcome, to_value)
      values (${id}, 'call', ${A}, '2026-12-02T06:10:00Z', 'no-answer', null),
        (${id}, 'follow_up', ${A}, '2026-12-02T06:10:01Z', null, '2026-12-02T09:10:00.000000Z')`;
    const kept = await sql<{ due_at: Date; next_at: Date | null; answered_at: Date | null }[]>`
      select due_at, next_at, answered_at from lead_follow_ups
      where lead_id = ${id} and due_at >= '2026-12-01' order by id`;
    expect(
      kept.map((row) => [
        row.next_at?.toISOString() ?? null,
        row.answered_at?.toISOString() ?? null,
      ]),
    ).toEqual([
      ['2026-12-02T06:10:01.000Z', '2026-12-02T06:10:00.000Z'],
      [null, null],
    ]);
  });

  it('takes the middle of counted values, or the mean of the middle two', () => {
    expect(medianOfCounts([])).toBeNull();
    expect(
      medianOfCounts([
        [3, 1],
        [1, 1],
        [2, 1],
      ]),
    ).toBe(2);
    expect(
      medianOfCounts([
        [4, 1],
        [1, 1],
        [3, 1],
        [2, 1],
      ]),
    ).toBe(2.5);
    expect(
      medianOfCounts([
        [10, 3],
        [20, 1],
      ]),
    ).toBe(10);
    expect(
      medianOfCounts([
        [10, 2],
        [20, 2],
      ]),
    ).toBe(15);
  });
});
