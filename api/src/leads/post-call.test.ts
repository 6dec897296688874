import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseCsv,
  type Activity,
  type BulkLeadResults,
  type Lead,
  type LoggedActivity,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { addStaffUser } from '../auth/staff-users';
import {
  enquiry,
  postJson,
  signIn,
  STAFF,
  startTestApp,
  type TestServer,
} from '../../test/helpers';

/*
 * The post-call form as one change (docs/decisions/052-the-counsellors-day.md):
 * a call, its new status and its next follow-up in one transaction and one
 * version step, each on the timeline in that order; closed statuses clear
 * the follow-up, by every route; and each lead's first contact, which the
 * first call sets, over real HTTP and PostgreSQL.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let asha: Record<string, string>;
let meera: Record<string, string>;
let admin: Record<string, string>;
const MEERA = { email: 'meera@example.edu.in', password: 'another long passphrase' };
const ADMIN = { email: 'head@example.edu.in', password: 'the admissions head passphrase' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  asha = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  meera = { authorization: `Bearer ${await signIn(sql, server.url, MEERA)}` };
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
});
afterAll(async () => {
  await close();
});

let leads = 0;
async function newLead(overrides: Record<string, string> = {}): Promise<string> {
  leads += 1;
  const response = await postJson(
    server.url,
    '/api/enquiries',
    enquiry({
      name: `Caller ${leads}`,
      email: `caller${leads}@example.com`,
      phone: `8${String(leads).padStart(9, '0')}`,
      ...overrides,
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const log = (id: string, body: unknown, headers = asha) =>
  postJson(
    server.url,
    `/api/leads/${id}/activities`,
    typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  );
const patch = (id: string, body: unknown, headers = asha) =>
  fetch(`${server.url}/api/leads/${id}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
async function getLead(id: string): Promise<Lead> {
  const response = await fetch(`${server.url}/api/leads/${id}`, { headers: asha });
  expect(response.status).toBe(200);
  return (await response.json()) as Lead;
}
async function timeline(id: string): Promise<Activity[]> {
  const response = await fetch(`${server.url}/api/leads/${id}/activities`, { headers: asha });
  expect(response.status).toBe(200);
  return (await response.json()) as Activity[];
}
const changes = (entries: readonly Activity[]) =>
  entries.map((entry) => [entry.kind, entry.outcome, entry.from_value, entry.to_value]);

const IN_TWO_DAYS = '2026-12-02T11:00:00+05:30';
const IN_TWO_DAYS_UTC = '2026-12-02T05:30:00.000000Z';

/** A 400 that names `field`, and a lead left exactly as it was. */
async function refused(id: string, body: unknown, field: string, message?: string) {
  const before = await getLead(id);
  const entries = await timeline(id);
  const response = await log(id, body);
  expect(response.status, JSON.stringify(body)).toBe(400);
  const answer = (await response.json()) as { fields: Record<string, string> };
  expect(Object.keys(answer.fields), JSON.stringify(answer)).toContain(field);
  if (message) expect(answer.fields[field]).toBe(message);
  expect(await getLead(id)).toEqual(before);
  expect(await timeline(id)).toEqual(entries);
}

describe('a call with its status and next follow-up, as one change', () => {
  it('takes one version step, and records the status, the follow-up and the call in that order', async () => {
    const id = await newLead();
    const response = await log(id, {
      kind: 'call',
      outcome: 'connected',
      body: 'Father will visit on Saturday.',
      status: 'interested',
      next_follow_up_at: IN_TWO_DAYS,
      version: 1,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as LoggedActivity;
    expect(answer.lead).toMatchObject({
      version: 2,
      status: 'interested',
      next_follow_up_at: IN_TWO_DAYS_UTC,
    });
    // The call is the entry, and every entry written comes with it, in order.
    expect(answer.activity).toMatchObject({ kind: 'call', outcome: 'connected' });
    expect(changes(answer.activities!)).toEqual([
      ['status', null, 'new', 'interested'],
      ['follow_up', null, null, IN_TWO_DAYS_UTC],
      ['call', 'connected', null, null],
    ]);
    expect(answer.activities!.at(-1)).toEqual(answer.activity);
    expect(await timeline(id)).toEqual(answer.activities);
    expect(answer.activities!.every((entry) => entry.author === STAFF.email)).toBe(true);
    // The newest entry is the call; the lead as the answer gives it is the stored one.
    expect(await getLead(id)).toEqual(answer.lead);
    // One audit entry for the call, naming what it changed.
    const [audited] = await sql<{ detail: unknown }[]>`
      select detail from audit_events where action = 'activity_added' and lead_id = ${id}`;
    expect(audited!.detail).toEqual({ kind: 'call', fields: ['status', 'next_follow_up_at'] });
  });

  it('keeps the call and its note as the last activity, not the changes saved with it', async () => {
    const id = await newLead();
    const response = await log(id, {
      kind: 'call',
      outcome: 'no-answer',
      body: 'Rang twice; try after college hours.',
      status: 'contacted',
      next_follow_up_at: IN_TWO_DAYS,
      version: 1,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as LoggedActivity;
    const call = {
      kind: 'call',
      outcome: 'no-answer',
      body: 'Rang twice; try after college hours.',
    };
    // As the answer, the lead and the listing give it, and as the lead's row keeps it for the
    // export and the sort (migration 008's columns).
    expect(answer.lead.last_activity).toMatchObject(call);
    expect((await getLead(id)).last_activity).toMatchObject(call);
    const listing = await fetch(`${server.url}/api/leads?q=${encodeURIComponent('Caller')}`, {
      headers: asha,
    });
    const { leads: rows } = (await listing.json()) as { leads: Lead[] };
    expect(rows.find((row) => row.id === id)?.last_activity).toMatchObject(call);
    const [kept] = await sql<{ kind: string; body: string }[]>`
      select last_activity_kind as kind, last_activity_body as body
      from admission_leads where id = ${id}`;
    expect(kept).toEqual({ kind: 'call', body: call.body });
    // A later change of its own (a new follow-up alone) is newer, and shows.
    const moved = await patch(id, { next_follow_up_at: '2026-12-03T11:00:00+05:30', version: 2 });
    expect(moved.status).toBe(200);
    expect((await getLead(id)).last_activity).toMatchObject({ kind: 'follow_up' });
  });

  it("is refused with 409 and the lead as it is only when a colleague moved it on, and never for one's own saves", async () => {
    const id = await newLead();
    // The counsellor's own save, then the next based on the answer's version: no conflict.
    const first = await log(id, {
      kind: 'call',
      outcome: 'no-answer',
      status: 'contacted',
      next_follow_up_at: '2026-12-01T14:00:00+05:30',
      version: 1,
    });
    expect(first.status).toBe(201);
    const { lead } = (await first.json()) as LoggedActivity;
    const second = await log(id, {
      kind: 'call',
      outcome: 'connected',
      status: 'interested',
      next_follow_up_at: IN_TWO_DAYS,
      version: lead.version,
    });
    expect(second.status).toBe(201);
    const now = ((await second.json()) as LoggedActivity).lead;
    expect(now.version).toBe(3);

    // A colleague's change moves it to version 4; a save based on 3 is refused, writing nothing.
    expect((await patch(id, { version: 3, assignee: MEERA.email }, meera)).status).toBe(200);
    const entries = await timeline(id);
    const stale = await log(id, {
      kind: 'call',
      outcome: 'busy',
      body: 'Line busy.',
      status: 'interested',
      next_follow_up_at: '2026-12-01T15:00:00+05:30',
      version: 3,
    });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as { error: string; lead: Lead };
    expect(conflict.error).toBe('A colleague changed this lead while you were working on it.');
    expect(conflict.lead).toEqual(await getLead(id));
    expect(conflict.lead).toMatchObject({ version: 4, assignee: MEERA.email });
    expect(await timeline(id)).toEqual(entries);
  });

  it('lets exactly one of two counsellors saving on the same version win', async () => {
    const id = await newLead();
    const save = (headers: Record<string, string>, outcome: string) =>
      log(
        id,
        { kind: 'call', outcome, status: 'contacted', next_follow_up_at: IN_TWO_DAYS, version: 1 },
        headers,
      );
    const statuses = (await Promise.all([save(asha, 'busy'), save(meera, 'no-answer')])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect((await timeline(id)).filter((entry) => entry.kind === 'call')).toHaveLength(1);
    expect((await getLead(id)).version).toBe(2);
  });

  it('clears the follow-up of a lead it closes, on the timeline after the status', async () => {
    const id = await newLead();
    expect((await patch(id, { version: 1, next_follow_up_at: IN_TWO_DAYS })).status).toBe(200);
    const response = await log(id, {
      kind: 'call',
      outcome: 'connected',
      body: 'Took admission elsewhere.',
      status: 'not-interested',
      version: 2,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as LoggedActivity;
    expect(answer.lead).toMatchObject({
      version: 3,
      status: 'not-interested',
      next_follow_up_at: null,
    });
    expect(changes(answer.activities!)).toEqual([
      ['status', null, 'new', 'not-interested'],
      ['follow_up', null, IN_TWO_DAYS_UTC, null],
      ['call', 'connected', null, null],
    ]);
  });

  it('needs a next call for a lead it leaves open: given, or already set', async () => {
    const id = await newLead();
    await refused(
      id,
      { kind: 'call', outcome: 'connected', status: 'interested', version: 1 },
      'next_follow_up_at',
      'Please choose when to call next.',
    );
    await refused(
      id,
      {
        kind: 'call',
        outcome: 'connected',
        status: 'interested',
        next_follow_up_at: null,
        version: 1,
      },
      'next_follow_up_at',
      'Please choose when to call next.',
    );
    // With one already set, the status alone will do: no follow-up entry.
    expect((await patch(id, { version: 1, next_follow_up_at: IN_TWO_DAYS })).status).toBe(200);
    const response = await log(id, {
      kind: 'call',
      outcome: 'connected',
      status: 'interested',
      version: 2,
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as LoggedActivity;
    expect(changes(answer.activities!)).toEqual([
      ['status', null, 'new', 'interested'],
      ['call', 'connected', null, null],
    ]);
    expect(answer.lead).toMatchObject({ version: 3, next_follow_up_at: IN_TWO_DAYS_UTC });
  });

  it('answers 400 naming the field to what it cannot take, and stores nothing', async () => {
    const id = await newLead();
    const call = { kind: 'call', outcome: 'connected' };
    await refused(
      id,
      { ...call, status: 'enrolled', next_follow_up_at: IN_TWO_DAYS, version: 1 },
      'next_follow_up_at',
    );
    await refused(id, { ...call, status: 'interested', next_follow_up_at: IN_TWO_DAYS }, 'version');
    await refused(id, { ...call, next_follow_up_at: null }, 'version');
    await refused(id, { ...call, status: 'bogus', version: 1 }, 'status');
    await refused(id, { ...call, status: 7, version: 1 }, 'status');
    await refused(id, { ...call, status: 'enrolled', version: 'one' }, 'version');
    await refused(id, { ...call, status: 'enrolled', version: 0 }, 'version');
    await refused(id, { ...call, status: 'enrolled', version: 1.5 }, 'version');
    await refused(id, { kind: 'note', body: 'Called.', status: 'contacted', version: 1 }, 'status');
    await refused(
      id,
      { ...call, outcome: 'call-back-later', status: 'interested', version: 1 },
      'next_follow_up_at',
    );
  });

  it('keeps older consoles working: a call alone, or a call back later with its date and no version', async () => {
    const id = await newLead();
    const alone = await log(id, { kind: 'call', outcome: 'no-answer' });
    expect(alone.status).toBe(201);
    expect(((await alone.json()) as LoggedActivity).lead.version).toBe(1);
    const later = await log(id, {
      kind: 'call',
      outcome: 'call-back-later',
      next_follow_up_at: IN_TWO_DAYS,
    });
    expect(later.status).toBe(201);
    const answer = (await later.json()) as LoggedActivity;
    expect(answer.lead).toMatchObject({ version: 2, next_follow_up_at: IN_TWO_DAYS_UTC });
    expect(changes(await timeline(id))).toEqual([
      ['call', 'no-answer', null, null],
      ['follow_up', null, null, IN_TWO_DAYS_UTC],
      ['call', 'call-back-later', null, null],
    ]);
  });
});

describe('a closed lead keeps no follow-up, by every route', () => {
  it('PATCH to enrolled clears the follow-up, on the timeline', async () => {
    const id = await newLead();
    expect((await patch(id, { version: 1, next_follow_up_at: IN_TWO_DAYS })).status).toBe(200);
    const response = await patch(id, { version: 2, status: 'enrolled' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      version: 3,
      status: 'enrolled',
      next_follow_up_at: null,
    });
    expect(changes((await timeline(id)).slice(-2))).toEqual([
      ['status', null, 'new', 'enrolled'],
      ['follow_up', null, IN_TWO_DAYS_UTC, null],
    ]);
  });

  it('PATCH refuses a follow-up sent with a closing status, naming it', async () => {
    const id = await newLead();
    const response = await patch(id, {
      version: 1,
      status: 'not-interested',
      next_follow_up_at: IN_TWO_DAYS,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toEqual(['next_follow_up_at']);
    expect((await getLead(id)).version).toBe(1);
  });

  it('the bulk change to not interested clears each lead’s follow-up', async () => {
    const ids = [await newLead(), await newLead()];
    for (const id of ids) {
      expect((await patch(id, { version: 1, next_follow_up_at: IN_TWO_DAYS })).status).toBe(200);
    }
    const response = await postJson(
      server.url,
      '/api/leads/bulk',
      { leads: ids.map((id) => ({ id, version: 2 })), change: { status: 'not-interested' } },
      asha,
    );
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as BulkLeadResults;
    expect(results.map((result) => result.ok && result.lead.next_follow_up_at)).toEqual([
      null,
      null,
    ]);
    for (const id of ids) {
      expect(changes((await timeline(id)).slice(-2))).toEqual([
        ['status', null, 'new', 'not-interested'],
        ['follow_up', null, IN_TWO_DAYS_UTC, null],
      ]);
    }
    const refusedBulk = await postJson(
      server.url,
      '/api/leads/bulk',
      {
        leads: ids.map((id) => ({ id, version: 3 })),
        change: { status: 'enrolled', next_follow_up_at: IN_TWO_DAYS },
      },
      asha,
    );
    expect(refusedBulk.status).toBe(400);
    expect(
      Object.keys(((await refusedBulk.json()) as { fields: Record<string, string> }).fields),
    ).toEqual(['change.next_follow_up_at']);
  });
});

describe("a lead's first contact", () => {
  it('is set once, by the first call whatever its outcome, and never by a note', async () => {
    const id = await newLead();
    expect(await getLead(id)).toMatchObject({ first_contact_at: null, first_contact_by: null });
    expect((await log(id, { kind: 'note', body: 'Sent the brochure.' })).status).toBe(201);
    expect(await getLead(id)).toMatchObject({ first_contact_at: null, first_contact_by: null });

    const first = await log(id, { kind: 'call', outcome: 'switched-off' }, meera);
    const call = ((await first.json()) as LoggedActivity).activity;
    const lead = await getLead(id);
    expect(lead).toMatchObject({
      first_contact_at: call.created_at,
      first_contact_by: MEERA.email,
    });
    // The ISO form of every API time.
    expect(lead.first_contact_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // A note or a call is no change of the lead's version.
    expect(lead.version).toBe(1);

    expect((await log(id, { kind: 'call', outcome: 'connected' })).status).toBe(201);
    expect(await getLead(id)).toMatchObject({
      first_contact_at: call.created_at,
      first_contact_by: MEERA.email,
    });
  });

  it("counts a merged duplicate's earlier call for the lead it joins", async () => {
    const phone = '9333344444';
    const target = await newLead({ phone, email: 'family.target@example.com' });
    const duplicate = await newLead({ phone, email: 'family.duplicate@example.com' });
    const called = await log(duplicate, { kind: 'call', outcome: 'busy' }, meera);
    const call = ((await called.json()) as LoggedActivity).activity;
    expect(await getLead(target)).toMatchObject({ first_contact_at: null });

    const merged = await postJson(
      server.url,
      `/api/leads/${target}/merge`,
      { from: [duplicate], version: 1 },
      admin,
    );
    expect(merged.status).toBe(200);
    expect(await getLead(target)).toMatchObject({
      first_contact_at: call.created_at,
      first_contact_by: MEERA.email,
    });
    // A later call on the lead itself leaves the earlier first contact.
    expect((await log(target, { kind: 'call', outcome: 'connected' })).status).toBe(201);
    expect((await getLead(target)).first_contact_at).toBe(call.created_at);
  });

  it('is in the export, in Mumbai time, with who called', async () => {
    await sql`update staff_users set can_export = true where email = ${STAFF.email}`;
    const id = await newLead({ name: 'Exported Caller' });
    await sql`
      insert into lead_activities (lead_id, kind, author, outcome, created_at)
      values (${id}, 'call', ${STAFF.email}, 'connected', '2026-11-27T05:00:00Z')`;
    const response = await fetch(`${server.url}/api/leads/export?q=Exported%20Caller`, {
      headers: asha,
    });
    expect(response.status).toBe(200);
    const [row] = parseCsv(await response.text());
    expect(row).toMatchObject({
      Name: 'Exported Caller',
      'First called (IST)': '2026-11-27 10:30',
      'First called by': STAFF.email,
    });
  });
});
