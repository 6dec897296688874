import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_BOM, parseCsv, type CallsPage } from '@skltcoa/shared';
import { addStaffUser, setStaffExport } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { inTransaction } from '../db/client';
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
 * GET /api/activities and its export (docs/decisions/053-the-days-calling.md):
 * every call and note of a range of Mumbai days, newest first, paged by a
 * cursor, over real HTTP and PostgreSQL.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let counsellor: Record<string, string>;
let colleague: Record<string, string>;
const COLLEAGUE = { email: 'Meera.Joshi@example.edu.in', password: 'another long passphrase' };
const leads: Record<string, string> = {};

/** A lead through the public form, as families send them. */
async function newLead(name: string, phone: string, email: string) {
  const response = await postJson(server.url, '/api/enquiries', enquiry({ name, phone, email }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An entry at a given time: the timeline is append-only, so tests write the time they need. */
async function logged(
  lead: string,
  kind: 'call' | 'note',
  author: string,
  at: string,
  outcome: string | null,
  body: string | null,
) {
  await sql`
    insert into lead_activities (lead_id, kind, author, created_at, outcome, body)
    values (${lead}, ${kind}, ${author}, ${at}, ${outcome}, ${body})`;
}

async function list(query: Record<string, string>, headers = counsellor) {
  return fetch(`${server.url}/api/activities?${new URLSearchParams(query)}`, { headers });
}

async function page(query: Record<string, string>, headers = counsellor): Promise<CallsPage> {
  const response = await list(query, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as CallsPage;
}

const NOTE = "Asked about fees, hostel, and =cmd|' /C calc'!A0\nWill visit on Saturday";

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  counsellor = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  colleague = { authorization: `Bearer ${await signIn(sql, server.url, COLLEAGUE)}` };
  leads.asha = await newLead('Asha Rao', '98765 43210', 'asha@example.com');
  leads.devanagari = await newLead('अनन्या देशपांडे', '98200 11122', 'ananya@example.com');
  leads.ravi = await newLead('Ravi Kulkarni', '99300 44455', 'ravi@example.com');
  leads.gone = await newLead('Withdrawn Family', '97000 12345', 'gone@example.com');
  // 28 November 2026 in Mumbai runs from 27 Nov 18:30 to 28 Nov 18:30 UTC.
  await logged(leads.asha, 'call', STAFF.email, '2026-11-28T04:00:00Z', 'connected', 'Will apply');
  await logged(leads.asha, 'call', STAFF.email, '2026-11-28T05:00:00Z', 'no-answer', null);
  await logged(
    leads.devanagari,
    'call',
    STAFF.email,
    '2026-11-28T06:00:00Z',
    'call-back-later',
    NOTE,
  );
  await logged(leads.ravi, 'call', COLLEAGUE.email, '2026-11-28T07:00:00Z', 'busy', null);
  await logged(
    leads.ravi,
    'note',
    COLLEAGUE.email,
    '2026-11-28T08:00:00Z',
    null,
    'Father phoned back',
  );
  await logged(
    leads.gone,
    'call',
    STAFF.email,
    '2026-11-28T09:00:00Z',
    'switched-off',
    'Try later',
  );
  // 27 November in Mumbai, late evening: 18:29 UTC on the 27th is 23:59 IST.
  await logged(leads.asha, 'call', STAFF.email, '2026-11-27T18:29:00Z', 'wrong-number', null);
  // 29 November in Mumbai, just after midnight.
  await logged(leads.asha, 'note', STAFF.email, '2026-11-28T18:30:00Z', null, 'Next day');
  // Status changes are not calls or notes.
  await sql`
    insert into lead_activities (lead_id, kind, author, created_at, from_value, to_value)
    values (${leads.asha}, 'status', ${STAFF.email}, '2026-11-28T04:00:01Z', 'new', 'contacted')`;
  // The family withdrew: processing stops, their data is erased.
  await inTransaction(sql, (tx) =>
    eraseLeads(tx, [{ id: leads.gone!, email: 'gone@example.com' }], new Date()),
  );
}, 60_000);
afterAll(async () => {
  await close();
});

const DAY = { from: '2026-11-28', to: '2026-11-28' };

describe('GET /api/activities', () => {
  it('lists the day’s calls and notes newest first, with lead, counsellor and totals', async () => {
    const { entries, totals, nextCursor } = await page(DAY);
    expect(entries.map((entry) => [entry.kind, entry.outcome, entry.author])).toEqual([
      ['call', 'switched-off', STAFF.email],
      ['note', null, COLLEAGUE.email],
      ['call', 'busy', COLLEAGUE.email],
      ['call', 'call-back-later', STAFF.email],
      ['call', 'no-answer', STAFF.email],
      ['call', 'connected', STAFF.email],
    ]);
    expect(nextCursor).toBeNull();
    expect(totals).toEqual({ calls: 5, reached: 2, not_reached: 3, notes: 1 });
    const devanagari = entries.find((entry) => entry.lead_id === leads.devanagari)!;
    expect(devanagari).toMatchObject({
      lead_name: 'अनन्या देशपांडे',
      lead_phone: '+919820011122',
      withdrawn: false,
      body: NOTE,
      created_at: '2026-11-28T06:00:00.000000Z',
    });
    // A withdrawn family's call stays on the record, flagged, its words and name erased.
    const gone = entries.find((entry) => entry.lead_id === leads.gone)!;
    expect(gone).toMatchObject({ withdrawn: true, lead_name: '', body: null });
  });

  it('reads days in Mumbai: the evening before and the night after are other days', async () => {
    const before = await page({ from: '2026-11-27', to: '2026-11-27' });
    expect(before.entries.map((entry) => entry.outcome)).toEqual(['wrong-number']);
    const after = await page({ from: '2026-11-29' });
    expect(after.entries.map((entry) => entry.body)).toEqual(['Next day']);
  });

  it('filters by kind, counsellor (any case) and outcome, one or a set', async () => {
    expect((await page({ ...DAY, kind: 'note' })).entries).toHaveLength(1);
    const theirs = await page({ ...DAY, author: COLLEAGUE.email.toLowerCase() });
    expect(theirs.entries.map((entry) => entry.author)).toEqual([COLLEAGUE.email, COLLEAGUE.email]);
    expect(theirs.totals).toEqual({ calls: 1, reached: 0, not_reached: 1, notes: 1 });
    const busy = await page({ ...DAY, outcome: 'busy' });
    expect(busy.entries.map((entry) => entry.lead_id)).toEqual([leads.ravi]);
    const reached = await page({ ...DAY, outcome: 'reached' });
    expect(reached.entries.map((entry) => entry.outcome)).toEqual(['call-back-later', 'connected']);
    const notReached = await page({ ...DAY, outcome: 'not-reached', kind: 'call' });
    expect(notReached.entries.map((entry) => entry.outcome)).toEqual([
      'switched-off',
      'busy',
      'no-answer',
    ]);
  });

  it('pages by its cursor without losing or repeating an entry; totals on the first page', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: CallsPage = await page({ ...DAY, limit: '2', ...(cursor ? { cursor } : {}) });
      expect(next.totals === null).toBe(pages > 0);
      seen.push(...next.entries.map((entry) => entry.id));
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual((await page(DAY)).entries.map((entry) => entry.id));
  });

  it.each([
    [{ from: '28-11-2026' }, 'from'],
    [{ from: '2026-11-29', to: '2026-11-28' }, 'from'],
    [{ kind: 'status' }, 'kind'],
    [{ outcome: 'maybe' }, 'outcome'],
    [{ kind: 'note', outcome: 'busy' }, 'outcome'],
    [{ author: 'not an email' }, 'author'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '501' }, 'limit'],
    [{ cursor: 'bm90IGEgY3Vyc29y' }, 'cursor'],
    [{ cursor: 'a b' }, 'cursor'],
    [{ q: 'Asha' }, 'q'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain(field);
  });

  it('is for staff only', async () => {
    expect((await list(DAY, {})).status).toBe(401);
  });

  it('audits each listing with its filters and rows, never a note', async () => {
    await page({ ...DAY, author: COLLEAGUE.email }, colleague);
    const [event] = await sql<{ actor: string; rows: number; detail: Record<string, unknown> }[]>`
      select actor, rows, detail from audit_events where action = 'calls_listed'
      order by id desc limit 1`;
    expect(event).toEqual({
      actor: COLLEAGUE.email,
      rows: 2,
      detail: {
        from: '2026-11-28',
        to: '2026-11-28',
        author: COLLEAGUE.email,
        limit: '200',
        client: 'console',
      },
    });
    const said = await sql`select 1 from audit_events where detail::text like '%Father%'`;
    expect(said).toHaveLength(0);
  });
});

describe('GET /api/activities/export', () => {
  async function exportOf(query: Record<string, string>, headers = counsellor) {
    return fetch(`${server.url}/api/activities/export?${new URLSearchParams(query)}`, {
      headers,
    });
  }

  it('is refused without the export permission, and the refusal audited', async () => {
    await setStaffExport(sql, STAFF.email, false);
    const response = await exportOf({ ...DAY, outcome: 'reached' });
    expect(response.status).toBe(403);
    const [event] = await sql<{ actor: string; detail: Record<string, unknown> }[]>`
      select actor, detail from audit_events where action = 'export_refused'
      order by id desc limit 1`;
    expect(event).toEqual({
      actor: STAFF.email,
      detail: {
        export: 'calls',
        from: '2026-11-28',
        to: '2026-11-28',
        outcome: 'reached',
        client: 'console',
      },
    });
  });

  it('streams the filtered entries as CSV that spreadsheets read safely', async () => {
    await setStaffExport(sql, STAFF.email, true);
    const response = await exportOf(DAY);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="calls_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.split('\r\n')[0]).toBe(
      `${CSV_BOM}"When (IST)","Counsellor","Kind","Outcome","Reached","Note","Lead","Phone","Lead ID"`,
    );
    const rows = parseCsv(text);
    // The withdrawn family is left out, as from the leads' export.
    expect(rows.map((row) => row.Outcome)).toEqual([
      '',
      'Busy',
      'Call back later',
      'No answer',
      'Connected',
    ]);
    const devanagari = rows.find((row) => row['Lead ID'] === leads.devanagari)!;
    expect(devanagari).toEqual({
      'When (IST)': '2026-11-28 11:30',
      Counsellor: STAFF.email,
      Kind: 'Call',
      Outcome: 'Call back later',
      Reached: 'Yes',
      // Commas and a line break kept inside its quotes.
      Note: NOTE,
      Lead: 'अनन्या देशपांडे',
      Phone: '98200 11122',
      'Lead ID': leads.devanagari,
    });
    // A cell that starts a formula is written as text.
    await logged(leads.ravi!, 'note', STAFF.email, '2026-11-28T10:00:00Z', null, '=HYPERLINK("x")');
    const again = parseCsv(await (await exportOf({ ...DAY, kind: 'note' })).text());
    expect(again.map((row) => row.Note)).toEqual(['\'=HYPERLINK("x")', 'Father phoned back']);
    expect(text).toContain("\"Asked about fees, hostel, and =cmd|' /C calc'!A0\nWill visit");
  });

  it('audits the export with its filters and rows', async () => {
    await (await exportOf({ ...DAY, author: STAFF.email })).text();
    const [event] = await sql<{ rows: number; detail: Record<string, unknown> }[]>`
      select rows, detail from audit_events where action = 'calls_exported'
      order by id desc limit 1`;
    // The three calls of the day and the note added above; the withdrawn family's call left out.
    expect(event).toEqual({
      rows: 4,
      detail: {
        from: '2026-11-28',
        to: '2026-11-28',
        author: STAFF.email,
        complete: true,
        client: 'console',
      },
    });
  });

  it('refuses paging and bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      [{ cursor: 'abc' }, 'cursor'],
      [{ limit: '10' }, 'limit'],
      [{ to: '2026-02-30' }, 'to'],
    ] as const) {
      const response = await exportOf(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toContain(field);
    }
  });
});

describe('a merged duplicate', () => {
  it('shows its calls under the lead it joined', async () => {
    const admin = { email: 'head@example.edu.in', password: 'the head of admissions' };
    await addStaffUser(sql, admin.email, admin.password, 'admin');
    const headers = { authorization: `Bearer ${await signIn(sql, server.url, admin)}` };
    const dup = await newLead('Asha R', '98765 43210', 'asha.r@example.com');
    await logged(dup, 'call', STAFF.email, '2026-11-30T05:00:00Z', 'connected', 'Duplicate');
    const [keep] = await sql<{ version: number }[]>`
      select version from admission_leads where id = ${leads.asha!}`;
    const merged = await postJson(
      server.url,
      `/api/leads/${leads.asha}/merge`,
      { from: [dup], version: keep!.version },
      headers,
    );
    expect(merged.status, await merged.clone().text()).toBe(200);
    const { entries } = await page({ from: '2026-11-30' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ lead_id: leads.asha, lead_name: 'Asha Rao' });
  });
});
