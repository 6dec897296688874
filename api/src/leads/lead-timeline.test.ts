import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, Lead, LeadPage, LoggedActivity } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startTestApp,
  type TestServer,
} from '../../test/helpers';

/*
 * The follow-up workflow over real HTTP and PostgreSQL: a PATCH applies only
 * to the version it was based on (the loser of a race learns what the winner
 * did), every change is on the lead's timeline with its author, and staff
 * log notes and calls there.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
/** Two counsellors, each with their own session. */
let asha: Record<string, string>;
let meera: Record<string, string>;
const MEERA = { email: 'meera@example.edu.in', password: 'another long passphrase' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  asha = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  meera = { authorization: `Bearer ${await signIn(sql, server.url, MEERA)}` };
});
afterAll(async () => {
  await close();
});

let leads = 0;
/** A new lead of its own, at version 1 with an empty timeline. */
async function newLead(): Promise<string> {
  leads += 1;
  const response = await postJson(
    server.url,
    '/api/enquiries',
    enquiry({
      name: `Lead ${leads}`,
      email: `lead${leads}@example.com`,
      phone: `9${String(leads).padStart(9, '0')}`,
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const patch = (id: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${server.url}/api/leads/${id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const log = (id: string, body: unknown, headers = asha) =>
  postJson(
    server.url,
    `/api/leads/${id}/activities`,
    typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  );
const getLead = async (id: string) => {
  const response = await fetch(`${server.url}/api/leads/${id}`, { headers: asha });
  expect(response.status).toBe(200);
  return (await response.json()) as Lead;
};
const timeline = async (id: string) => {
  const response = await fetch(`${server.url}/api/leads/${id}/activities`, { headers: asha });
  expect(response.status).toBe(200);
  return (await response.json()) as Activity[];
};
/** What a stored lead holds that a PATCH may change. */
const stored = async (id: string) =>
  (
    await sql`select status, version, updated_at, next_follow_up_at,
      (select email from staff_users where staff_users.id = assignee_id) as assignee
      from admission_leads where id = ${id}`
  )[0];
const activityRows = (id: string) =>
  sql`select kind, author, body, outcome, from_value, to_value from lead_activities
      where lead_id = ${id} order by id`;

describe('a PATCH based on a version that is no longer current', () => {
  it('is refused with 409 and the lead as the colleague left it, writing nothing', async () => {
    const id = await newLead();
    // Both counsellors open the lead at version 1.
    expect((await getLead(id)).version).toBe(1);
    const first = await patch(id, { version: 1, status: 'contacted' }, asha);
    expect(first.status).toBe(200);
    const winner = (await first.json()) as Lead;
    expect(winner).toMatchObject({ status: 'contacted', version: 2 });

    const second = await patch(
      id,
      {
        version: 1,
        status: 'interested',
        assignee: MEERA.email,
        next_follow_up_at: '2026-12-01T10:00:00+05:30',
      },
      meera,
    );
    expect(second.status).toBe(409);
    const answer = (await second.json()) as { error: string; lead: Lead };
    expect(answer.error).toBe('A colleague changed this lead while you were working on it.');
    expect(answer.lead).toEqual(winner);
    expect(answer.lead).toEqual(await getLead(id));

    expect(await stored(id)).toMatchObject({
      status: 'contacted',
      version: 2,
      assignee: null,
      next_follow_up_at: null,
    });
    expect(await activityRows(id)).toEqual([
      {
        kind: 'status',
        author: STAFF.email,
        body: null,
        outcome: null,
        from_value: 'new',
        to_value: 'contacted',
      },
    ]);

    // Based on version 2, Meera's change goes through.
    const retry = await patch(id, { version: 2, status: 'not-interested' }, meera);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Lead).version).toBe(3);
  });

  it('lets exactly one of two concurrent PATCHes win, every time', async () => {
    for (let round = 0; round < 8; round += 1) {
      const id = await newLead();
      const [a, b] = await Promise.all([
        patch(id, { version: 1, status: 'contacted' }, asha),
        patch(id, { version: 1, status: 'interested' }, meera),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      const winner = (await won.json()) as Lead;
      const loser = (await lost.json()) as { lead: Lead };
      expect(winner.version).toBe(2);
      // The loser sees the winner's change.
      expect(loser.lead).toMatchObject({ status: winner.status, version: 2 });
      expect(await stored(id)).toMatchObject({ status: winner.status, version: 2 });
      const winnerEmail = won === a ? STAFF.email : MEERA.email;
      expect(await activityRows(id)).toEqual([
        expect.objectContaining({
          kind: 'status',
          author: winnerEmail,
          from_value: 'new',
          to_value: winner.status,
        }),
      ]);
    }
  });

  it('is refused even when it would change nothing', async () => {
    const id = await newLead();
    expect((await patch(id, { version: 1, status: 'contacted' }, asha)).status).toBe(200);
    const stale = await patch(id, { version: 1, status: 'contacted' }, meera);
    expect(stale.status).toBe(409);
    expect(await activityRows(id)).toHaveLength(1);
  });
});

describe('the timeline of PATCH changes', () => {
  it('records each change with its author, from and to, in order', async () => {
    const id = await newLead();
    const first = await patch(
      id,
      {
        version: 1,
        status: 'interested',
        assignee: STAFF.email,
        next_follow_up_at: '2026-11-28T11:00:00+05:30',
      },
      asha,
    );
    expect(first.status).toBe(200);
    const second = await patch(
      id,
      { version: 2, assignee: MEERA.email, next_follow_up_at: null },
      meera,
    );
    expect(second.status).toBe(200);
    const third = await patch(
      id,
      { version: 3, assignee: null, next_follow_up_at: '2026-11-29T09:15:00Z' },
      meera,
    );
    expect(((await third.json()) as Lead).version).toBe(4);

    const entries = await timeline(id);
    expect(
      entries.map(({ kind, author, from_value, to_value }) => ({
        kind,
        author,
        from_value,
        to_value,
      })),
    ).toEqual([
      { kind: 'status', author: STAFF.email, from_value: 'new', to_value: 'interested' },
      { kind: 'assignment', author: STAFF.email, from_value: null, to_value: STAFF.email },
      {
        kind: 'follow_up',
        author: STAFF.email,
        from_value: null,
        to_value: '2026-11-28T05:30:00.000000Z',
      },
      { kind: 'assignment', author: MEERA.email, from_value: STAFF.email, to_value: MEERA.email },
      {
        kind: 'follow_up',
        author: MEERA.email,
        from_value: '2026-11-28T05:30:00.000000Z',
        to_value: null,
      },
      { kind: 'assignment', author: MEERA.email, from_value: MEERA.email, to_value: null },
      {
        kind: 'follow_up',
        author: MEERA.email,
        from_value: null,
        to_value: '2026-11-29T09:15:00.000000Z',
      },
    ]);
    // Oldest first, by id and by time; every entry names its lead.
    const ids = entries.map((entry) => BigInt(entry.id));
    expect(ids).toEqual([...ids].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const times = entries.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort());
    expect(new Set(entries.map((entry) => entry.lead_id))).toEqual(new Set([id]));
    expect((await getLead(id)).last_activity).toEqual(entries.at(-1));
  });

  it('records nothing and keeps the version when a PATCH changes nothing', async () => {
    const id = await newLead();
    const set = await patch(
      id,
      {
        version: 1,
        status: 'contacted',
        assignee: MEERA.email,
        next_follow_up_at: '2026-11-28T11:00:00+05:30',
      },
      asha,
    );
    expect(set.status).toBe(200);
    const before = await stored(id);
    const entries = await activityRows(id);
    expect(entries).toHaveLength(3);

    // The same values, the email in another case and the time in another zone.
    const same = await patch(
      id,
      {
        version: 2,
        status: 'contacted',
        assignee: MEERA.email.toUpperCase(),
        next_follow_up_at: '2026-11-28T05:30:00Z',
      },
      meera,
    );
    expect(same.status).toBe(200);
    expect(((await same.json()) as Lead).version).toBe(2);
    expect(await stored(id)).toEqual(before);
    expect(await activityRows(id)).toEqual(entries);

    // Clearing what is already clear is no change either.
    const other = await newLead();
    const clear = await patch(other, { version: 1, assignee: null, next_follow_up_at: null }, asha);
    expect(((await clear.json()) as Lead).version).toBe(1);
    expect(await activityRows(other)).toEqual([]);
  });
});

describe('POST /api/leads/:id/activities', () => {
  it('logs a multi-line Devanagari note, trimmed, without changing the version', async () => {
    const id = await newLead();
    const text = 'पालकांशी बोललो.\nशनिवारी सकाळी ११ वाजता परत फोन करा.\n\tआई निर्णय घेतील.';
    const response = await log(id, { kind: 'note', body: `  ${text}\n ` });
    expect(response.status).toBe(201);
    const { activity, lead } = (await response.json()) as LoggedActivity;
    expect(activity).toMatchObject({
      lead_id: id,
      kind: 'note',
      author: STAFF.email,
      body: text,
      outcome: null,
      from_value: null,
      to_value: null,
    });
    expect(lead).toMatchObject({ id, version: 1, last_activity: activity });
    expect(await timeline(id)).toEqual([activity]);
  });

  it('logs a call with its outcome, and a call back later with its date', async () => {
    const id = await newLead();
    const noAnswer = await log(id, { kind: 'call', outcome: 'no-answer' }, meera);
    expect(noAnswer.status).toBe(201);
    const missed = (await noAnswer.json()) as LoggedActivity;
    expect(missed.activity).toMatchObject({
      kind: 'call',
      outcome: 'no-answer',
      body: null,
      author: MEERA.email,
    });
    expect(missed.lead).toMatchObject({ version: 1, next_follow_up_at: null });

    const later = await log(id, {
      kind: 'call',
      outcome: 'call-back-later',
      body: 'Father travelling; call on Saturday.',
      next_follow_up_at: '2026-11-28T11:00:00+05:30',
    });
    expect(later.status).toBe(201);
    const { activity, lead } = (await later.json()) as LoggedActivity;
    expect(activity).toMatchObject({
      kind: 'call',
      outcome: 'call-back-later',
      body: 'Father travelling; call on Saturday.',
      author: STAFF.email,
    });
    // The follow-up moves the lead to a new version; the call, written after it, is the newest
    // entry, so the lead's last activity is what was said (ADR 052).
    expect(lead).toMatchObject({ version: 2, next_follow_up_at: '2026-11-28T05:30:00.000000Z' });
    expect(lead.last_activity).toMatchObject({
      kind: 'call',
      outcome: 'call-back-later',
      body: 'Father travelling; call on Saturday.',
      author: STAFF.email,
    });

    const entries = await timeline(id);
    expect(entries.map((entry) => [entry.kind, entry.outcome])).toEqual([
      ['call', 'no-answer'],
      ['follow_up', null],
      ['call', 'call-back-later'],
    ]);
    expect(entries[2]).toEqual(activity);
    expect(entries[1]).toMatchObject({ from_value: null, to_value: '2026-11-28T05:30:00.000000Z' });
    expect(Number(entries[2]!.id)).toBeGreaterThan(Number(entries[1]!.id));
    expect((await getLead(id)).last_activity).toEqual(entries[2]);

    // The listing carries each lead's newest entry too.
    const page = (await (
      await fetch(`${server.url}/api/leads?q=${encodeURIComponent(lead.email)}`, { headers: asha })
    ).json()) as LeadPage;
    expect(page.leads.map((row) => row.last_activity)).toEqual([entries[2]]);

    // A connected call may set the next follow-up too; the same time again records no change.
    const again = await log(id, {
      kind: 'call',
      outcome: 'connected',
      next_follow_up_at: '2026-11-28T05:30:00Z',
    });
    expect(((await again.json()) as LoggedActivity).lead.version).toBe(2);
    expect((await timeline(id)).map((entry) => entry.kind)).toEqual([
      'call',
      'follow_up',
      'call',
      'call',
    ]);
  });

  const NOT_KEPT = 'cannot contain control characters, line breaks or invisible formatting';
  it.each<[string, unknown, string, string | RegExp]>([
    [
      'call back later without a date',
      { kind: 'call', outcome: 'call-back-later' },
      'next_follow_up_at',
      'Please choose when to call back.',
    ],
    ['a call without an outcome', { kind: 'call' }, 'outcome', 'Please choose how the call went.'],
    [
      'an unknown outcome',
      { kind: 'call', outcome: 'maybe' },
      'outcome',
      'Outcome must be one of: connected, no-answer, busy, switched-off, wrong-number, call-back-later.',
    ],
    [
      'a kind the API records itself',
      { kind: 'status', body: 'x' },
      'kind',
      'Kind must be note or call.',
    ],
    ['no kind', { body: 'Hello' }, 'kind', 'Kind must be note or call.'],
    ['an empty note', { kind: 'note', body: ' \n ' }, 'body', 'Please write the note.'],
    ['a note without a body', { kind: 'note' }, 'body', 'Please write the note.'],
    [
      'a note of 2001 characters',
      { kind: 'note', body: 'क'.repeat(2001) },
      'body',
      'Note must be at most 2000 characters.',
    ],
    ['a note that is not text', { kind: 'note', body: 42 }, 'body', 'Note must be text.'],
    ['a null byte', { kind: 'note', body: 'call back\u0000' }, 'body', new RegExp(NOT_KEPT)],
    ['a bell', { kind: 'call', outcome: 'busy', body: 'a\u0007' }, 'body', new RegExp(NOT_KEPT)],
    ['a bidi override', { kind: 'note', body: 'a\u202Eb' }, 'body', new RegExp(NOT_KEPT)],
    [
      'a note with an outcome',
      { kind: 'note', body: 'x', outcome: 'busy' },
      'outcome',
      'Only a call has an outcome.',
    ],
    [
      'a note with a follow-up',
      { kind: 'note', body: 'x', next_follow_up_at: '2026-11-28T11:00:00+05:30' },
      'next_follow_up_at',
      'Set the next follow-up on the lead, or log a call with it.',
    ],
    [
      'a follow-up without its zone',
      { kind: 'call', outcome: 'call-back-later', next_follow_up_at: '2026-11-28T11:00' },
      'next_follow_up_at',
      'The next follow-up must be a date and time with its zone, like 2026-11-28T11:00:00+05:30.',
    ],
    // The author is whoever is signed in: nobody writes as `system` or as a colleague.
    [
      'an author',
      { kind: 'note', body: 'x', author: 'system' },
      'body',
      'Unrecognized key: "author"',
    ],
    [
      'a created_at',
      { kind: 'note', body: 'x', created_at: '2020-01-01T00:00:00Z' },
      'body',
      'Unrecognized key: "created_at"',
    ],
    ['an array', [{ kind: 'note', body: 'x' }], 'body', /expected object/i],
  ])(
    'answers 400 to %s, naming the field, and stores nothing',
    async (_what, body, field, message) => {
      const id = await newLead();
      const response = await log(id, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe('Please correct the entry.');
      if (typeof message === 'string') expect(answer.fields[field]).toBe(message);
      else expect(answer.fields[field]).toMatch(message);
      expect(await activityRows(id)).toEqual([]);
      expect(await stored(id)).toMatchObject({ version: 1, next_follow_up_at: null });
    },
  );

  it('takes a note of exactly 2000 characters', async () => {
    const id = await newLead();
    const response = await log(id, { kind: 'note', body: 'क'.repeat(2000) });
    expect(response.status).toBe(201);
  });

  it('answers 400 to a body that is not JSON, and 415 to one that is not sent as JSON', async () => {
    const id = await newLead();
    const broken = await log(id, '{"kind": "note", "body": ');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toBe(
      'The request body is not valid JSON.',
    );
    const text = await fetch(`${server.url}/api/leads/${id}/activities`, {
      method: 'POST',
      headers: { ...asha, 'content-type': 'text/plain' },
      body: JSON.stringify({ kind: 'note', body: 'x' }),
    });
    expect(text.status).toBe(415);
    expect(await activityRows(id)).toEqual([]);
  });

  it('answers 404 for a lead that does not exist, or an id that cannot be one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const posted = await log(id, { kind: 'note', body: 'Hello' });
      expect(posted.status).toBe(404);
      expect(await posted.json()).toEqual({ error: 'No lead has that id.' });
      const listed = await fetch(`${server.url}/api/leads/${id}/activities`, { headers: asha });
      expect(listed.status).toBe(404);
      const read = await fetch(`${server.url}/api/leads/${id}`, { headers: asha });
      expect(read.status).toBe(404);
    }
    expect(
      (await sql`select 1 from lead_activities where author = ${STAFF.email} and body = 'Hello'`)
        .length,
    ).toBe(0);
  });

  it('finds a lead whose id is written in capitals', async () => {
    const id = await newLead();
    const response = await log(id.toUpperCase(), { kind: 'note', body: 'Capitals.' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as LoggedActivity).activity.lead_id).toBe(id);
  });
});
