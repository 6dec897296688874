import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_LEADS_MAX, type BulkLeadResults, type Lead } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { enquiry, postJson, signIn, startTestApp, type TestServer } from '../../test/helpers';

/*
 * One change for many leads (POST /api/leads/bulk): each lead is changed on
 * its own, with its own version check and timeline entry, and the answer
 * says lead by lead what happened.
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
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

let count = 0;
async function newLead(): Promise<string> {
  count += 1;
  const response = await postJson(
    server.url,
    '/api/enquiries',
    enquiry({
      name: count % 2 ? `अनया ${count}` : `Rohan ${count}`,
      email: `bulk${count}@example.com`,
      phone: `8${String(count).padStart(9, '0')}`,
    }),
  );
  return ((await response.json()) as { id: string }).id;
}

const bulk = (body: unknown, headers = asha) =>
  fetch(`${server.url}/api/leads/bulk`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/leads/bulk', () => {
  it('assigns every lead it names, each with its own timeline entry by its author', async () => {
    const ids = [await newLead(), await newLead(), await newLead()];
    const response = await bulk({
      leads: ids.map((id) => ({ id, version: 1 })),
      change: { assignee: MEERA.email, next_follow_up_at: '2026-12-01T11:00:00+05:30' },
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as BulkLeadResults;
    expect(results.map((result) => [result.id, result.ok])).toEqual(ids.map((id) => [id, true]));
    for (const result of results) {
      expect(result.ok && result.lead).toMatchObject({
        assignee: MEERA.email,
        version: 2,
        next_follow_up_at: '2026-12-01T05:30:00.000000Z',
      });
    }
    const entries = await sql<{ lead_id: string; kind: string; author: string }[]>`
      select lead_id, kind, author from lead_activities where lead_id = any(${ids}::uuid[])
      order by id`;
    expect(entries).toHaveLength(6);
    for (const id of ids) {
      expect(entries.filter((entry) => entry.lead_id === id).map((entry) => entry.kind)).toEqual([
        'assignment',
        'follow_up',
      ]);
    }
    expect(new Set(entries.map((entry) => entry.author))).toEqual(
      new Set(['counsellor@example.edu.in']),
    );
  });

  it('refuses only the lead a colleague changed first, with that lead as it is now', async () => {
    const ids = [await newLead(), await newLead(), await newLead()];
    const colleague = await fetch(`${server.url}/api/leads/${ids[1]}`, {
      method: 'PATCH',
      headers: { ...meera, 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, status: 'interested' }),
    });
    expect(colleague.status).toBe(200);
    const missing = randomUUID();

    const response = await bulk({
      leads: [...ids, missing].map((id) => ({ id, version: 1 })),
      change: { status: 'contacted' },
    });
    const { results } = (await response.json()) as BulkLeadResults;
    expect(results.map((result) => [result.ok, result.ok ? 200 : result.status])).toEqual([
      [true, 200],
      [false, 409],
      [true, 200],
      [false, 404],
    ]);
    const refused = results[1] as { lead: Lead; error: string };
    expect(refused.lead).toMatchObject({ id: ids[1], status: 'interested', version: 2 });
    expect(refused.error).toMatch(/colleague/);
    const statuses = await sql<{ id: string; status: string }[]>`
      select id, status from admission_leads where id = any(${ids}::uuid[])`;
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [ids[0]!]: 'contacted',
      [ids[1]!]: 'interested',
      [ids[2]!]: 'contacted',
    });
  });

  it('answers 400 with the field for a bad change, and changes nothing', async () => {
    const id = await newLead();
    const one = [{ id, version: 1 }];
    const cases: [unknown, string][] = [
      [{ leads: [], change: { status: 'contacted' } }, 'leads'],
      [{ leads: one, change: {} }, 'change'],
      [{ leads: one, change: { status: 'lost' } }, 'change.status'],
      [{ leads: one, change: { assignee: 'nobody@example.edu.in' } }, 'change.assignee'],
      [{ leads: [{ id: 'x', version: 1 }], change: { status: 'new' } }, 'leads.0.id'],
      [{ leads: [{ id }], change: { status: 'new' } }, 'leads.0.version'],
      [
        { leads: [...one, { id: id.toUpperCase(), version: 1 }], change: { status: 'new' } },
        'leads',
      ],
      [
        {
          leads: Array.from({ length: BULK_LEADS_MAX + 1 }, () => ({
            id: randomUUID(),
            version: 1,
          })),
          change: { status: 'new' },
        },
        'leads',
      ],
      [{ leads: one, change: { status: 'new' }, extra: true }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await bulk(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
        field,
      );
    }
    expect((await bulk('{not json')).status).toBe(400);
    const [lead] = await sql`select version from admission_leads where id = ${id}`;
    expect(lead!.version).toBe(1);
  });

  it('is for signed-in staff only', async () => {
    const response = await bulk({ leads: [], change: {} }, {});
    expect(response.status).toBe(401);
  });
});
