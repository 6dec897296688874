import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseCsv,
  type Activity,
  type Lead,
  type LeadFamily,
  type LeadMerged,
  type LeadPage,
} from '@skltcoa/shared';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { enquiry, postJson, signIn, startTestApp, type TestServer } from '../../test/helpers';
import { familyProblems } from '../../test/family-data';

/*
 * Merging duplicates (docs/decisions/016-families.md): an admin merges
 * enquiries of one family into one lead. Nothing is deleted or moved: each
 * merged lead keeps its row and timeline, leaves the listing and its totals,
 * and can no longer be changed; the merge is on the timelines.
 */
let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let admin: Record<string, string>;
let counsellor: Record<string, string>;
const ADMIN = { email: 'principal@example.edu.in', password: 'an admin passphrase here' };

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  counsellor = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, ADMIN)}` };
});
afterAll(async () => {
  await close();
});

let families = 0;
/** A family of `count` enquiries sharing a phone, each with a note; oldest first. */
async function family(count = 3): Promise<string[]> {
  families += 1;
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await postJson(
      server.url,
      '/api/enquiries',
      enquiry({
        name: i === 1 ? 'आरव मेहता' : `Parent ${families}`,
        phone: `97${String(families).padStart(8, '0')}`,
        email: `merge${families}.${i}@example.com`,
        form_type: i === 0 ? 'Admission Enquiry' : 'Brochure Enquiry',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const note = await postJson(
      server.url,
      `/api/leads/${id}/activities`,
      { kind: 'note', body: `Note on enquiry ${i}.` },
      counsellor,
    );
    expect(note.status).toBe(201);
    ids.push(id);
  }
  return ids;
}

const merge = (id: string, body: unknown, headers = admin) =>
  postJson(server.url, `/api/leads/${id}/merge`, body, headers);

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: admin });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const counts = async () => {
  const [row] = await sql<{ leads: number; activities: number }[]>`
    select (select count(*)::int from admission_leads) as leads,
      (select count(*)::int from lead_activities) as activities`;
  return row!;
};

describe('POST /api/leads/:id/merge', () => {
  it('lets an admin merge duplicates into one lead, deleting nothing', async () => {
    const [target, b, c] = await family();
    const before = await counts();
    const activitiesBefore = await sql<{ id: string; lead_id: string; body: string }[]>`
      select id::text, lead_id, body from lead_activities where lead_id = any(${[target!, b!, c!]}::uuid[])`;
    const listed = await get<LeadPage>('/api/leads?limit=1');

    const response = await merge(target!, { from: [b, c], version: 1 });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as LeadMerged;
    expect(answer.lead).toMatchObject({
      id: target,
      version: 2,
      merged_into: null,
      // What is left of the family to work: the two merged into it are on record, not counted.
      family_size: 1,
    });
    expect(answer.merged.map((lead) => [lead.id, lead.merged_into, lead.version])).toEqual([
      [b, target, 2],
      [c, target, 2],
    ]);

    // Every row and every earlier entry is still there, on its own lead.
    const after = await counts();
    expect(after.leads).toBe(before.leads);
    // One entry on the target per merged lead, and one on each merged lead.
    expect(after.activities).toBe(before.activities + 4);
    const activitiesAfter = await sql<{ id: string; lead_id: string; body: string }[]>`
      select id::text, lead_id, body from lead_activities
      where id = any(${activitiesBefore.map((a) => a.id)}::bigint[])`;
    expect(activitiesAfter).toEqual(expect.arrayContaining(activitiesBefore));
    expect(activitiesAfter).toHaveLength(activitiesBefore.length);

    // The merge is recorded on both sides, naming the lead ids.
    const timeline = await get<Activity[]>(`/api/leads/${target}/activities`);
    const merges = timeline.filter((entry) => entry.kind === 'merge');
    expect(merges.map((m) => [m.lead_id, m.from_value, m.to_value, m.author])).toEqual([
      [target, b, target, ADMIN.email],
      [target, c, target, ADMIN.email],
      [b, b, target, ADMIN.email],
      [c, c, target, ADMIN.email],
    ]);
    expect(merges[0]!.body).toMatch(/^Merged into this lead: आरव मेहता's Brochure Enquiry of /);
    // The target's timeline shows the merged leads' notes, each still on its own lead.
    expect(
      timeline.filter((entry) => entry.kind === 'note').map((n) => [n.lead_id, n.body]),
    ).toEqual([
      [target, 'Note on enquiry 0.'],
      [b, 'Note on enquiry 1.'],
      [c, 'Note on enquiry 2.'],
    ]);

    // Merged leads leave the listing and its total; the family still shows all three, and
    // counts the one left to work.
    const listedAfter = await get<LeadPage>('/api/leads?limit=1000');
    expect(listedAfter.total).toBe(listed.total - 2);
    expect(listedAfter.leads.map((lead) => lead.id)).not.toContain(b);
    const searched = await get<LeadPage>(`/api/leads?q=${encodeURIComponent('आरव मेहता')}`);
    expect(searched.leads.map((lead) => lead.id)).not.toContain(b);
    const whole = await get<LeadFamily>(`/api/leads/${b}/family`);
    expect(whole.leads.map((lead) => [lead.id, lead.merged_into, lead.family_size])).toEqual([
      [target, null, 1],
      [b, target, 1],
      [c, target, 1],
    ]);
    expect(whole.activities.filter((a) => a.kind === 'merge')).toHaveLength(4);
    // The spreadsheet counts the family as the list does.
    const exported = await fetch(`${server.url}/api/leads/export`, { headers: admin });
    expect(exported.status).toBe(200);
    const sheet = parseCsv((await exported.text()).replace(/^\uFEFF/, ''));
    expect(sheet.find((row) => row['Lead ID'] === target)?.['Family size']).toBe('1');
    const [kept] = await sql<{ counted: number }[]>`
      select coalesce(sum(n), 0)::int as counted from lead_counts`;
    const [rows] = await sql<{ unmerged: number }[]>`
      select count(*)::int as unmerged from admission_leads where merged_into is null`;
    expect(kept!.counted).toBe(rows!.unmerged);
    expect(await familyProblems(sql)).toEqual([]);
  });

  it('keeps a merged lead as it was: a change or an entry is refused with 409', async () => {
    const [target, duplicate] = await family(2);
    expect((await merge(target!, { from: [duplicate], version: 1 })).status).toBe(200);
    const patch = await fetch(`${server.url}/api/leads/${duplicate}`, {
      method: 'PATCH',
      headers: { ...counsellor, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 2, status: 'contacted' }),
    });
    expect(patch.status).toBe(409);
    const refused = (await patch.json()) as { error: string; lead: Lead };
    expect(refused.error).toContain('merged into');
    expect(refused.error).toContain(target);
    expect(refused.lead).toMatchObject({ id: duplicate, merged_into: target, status: 'new' });
    const note = await postJson(
      server.url,
      `/api/leads/${duplicate}/activities`,
      { kind: 'note', body: 'Too late.' },
      counsellor,
    );
    expect(note.status).toBe(409);
    const bulk = await postJson(
      server.url,
      '/api/leads/bulk',
      { leads: [{ id: duplicate, version: 2 }], change: { status: 'contacted' } },
      counsellor,
    );
    expect(((await bulk.json()) as { results: { status: number }[] }).results[0]!.status).toBe(409);
  });

  it('refuses to merge a lead twice, or into a merged lead', async () => {
    const [target, duplicate, third] = await family();
    expect((await merge(target!, { from: [duplicate], version: 1 })).status).toBe(200);
    const again = await merge(target!, { from: [duplicate], version: 2 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toContain('already merged');
    expect((await merge(third!, { from: [duplicate], version: 1 })).status).toBe(409);
    expect((await merge(duplicate!, { from: [third], version: 2 })).status).toBe(409);
  });

  it('carries leads merged earlier along when their lead is merged in turn', async () => {
    const [first, second, third] = await family();
    expect((await merge(second!, { from: [third], version: 1 })).status).toBe(200);
    const response = await merge(first!, { from: [second], version: 1 });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as LeadMerged;
    expect(answer.merged.map((lead) => [lead.id, lead.merged_into])).toEqual([
      [second, first],
      [third, first],
    ]);
    const timeline = await get<Activity[]>(`/api/leads/${first}/activities`);
    expect(timeline.filter((a) => a.kind === 'note').map((a) => a.lead_id)).toEqual([
      first,
      second,
      third,
    ]);
  });

  it('answers 409 with the lead as it is when the target changed since the admin saw it', async () => {
    const [target, duplicate] = await family(2);
    const patch = await fetch(`${server.url}/api/leads/${target}`, {
      method: 'PATCH',
      headers: { ...counsellor, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, status: 'contacted' }),
    });
    expect(patch.status).toBe(200);
    const stale = await merge(target!, { from: [duplicate], version: 1 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { lead: Lead }).lead).toMatchObject({
      id: target,
      version: 2,
      status: 'contacted',
    });
    const [row] = await sql<{ merged_into: string | null }[]>`
      select merged_into from admission_leads where id = ${duplicate!}`;
    expect(row!.merged_into).toBeNull();
  });

  it('lets only admins merge: a counsellor gets 403, nobody signed in 401', async () => {
    const [target, duplicate] = await family(2);
    expect((await merge(target!, { from: [duplicate], version: 1 }, counsellor)).status).toBe(403);
    expect((await merge(target!, { from: [duplicate], version: 1 }, {})).status).toBe(401);
    const [row] = await sql<{ version: number }[]>`
      select version from admission_leads where id = ${target!}`;
    expect(row!.version).toBe(1);
  });

  it('answers 404 for an unknown lead, on either side', async () => {
    const [target, duplicate] = await family(2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await merge(unknown, { from: [duplicate], version: 1 })).status).toBe(404);
    expect((await merge('not-a-lead', { from: [duplicate], version: 1 })).status).toBe(404);
    const missing = await merge(target!, { from: [duplicate, unknown], version: 1 });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toContain(unknown);
  });

  it('answers 400, changing nothing, for a merge it cannot make', async () => {
    const [target, duplicate] = await family(2);
    const [stranger] = await family(1);
    const cases: [unknown, string][] = [
      [{ version: 1 }, 'from'],
      [{ from: [], version: 1 }, 'from'],
      [{ from: ['not-a-uuid'], version: 1 }, 'from.0'],
      [{ from: [duplicate, duplicate], version: 1 }, 'from'],
      [{ from: [duplicate] }, 'version'],
      [{ from: [duplicate], version: '1' }, 'version'],
      [{ from: [duplicate], version: 1, into: target }, 'body'],
      [{ from: [target], version: 1 }, 'from'],
      [{ from: [stranger], version: 1 }, 'from'],
      [['not', 'an', 'object'], 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await merge(target!, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { fields?: Record<string, string> };
      expect(Object.keys(answer.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await merge(target!, '{"from": [')).status).toBe(400);
    const [row] = await sql<{ version: number }[]>`
      select version from admission_leads where id = ${target!}`;
    expect(row!.version).toBe(1);
  });
});
