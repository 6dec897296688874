import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/client';
import {
  ENQUIRY_STATUSES,
  LEADS_STATUSES,
  UPDATE_STATUSES,
  enquiryCase,
  enquiryRequest,
  leadQueryCase,
  leadUpdateCase,
} from './fuzz/inputs';
import { setStaffExport } from '../src/auth/staff-users';
import { enquiry, postJson, signIn, STAFF, startTestApp, type TestServer } from './helpers';

/*
 * Generated input against the real server and database. `npm test`
 * runs this seeded, bounded subset; `npm run fuzz` runs 100,000 inputs
 * (api/test/fuzz/run.ts). FUZZ_SEED and FUZZ_RUNS change the subset.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const numRuns = Number(process.env.FUZZ_RUNS ?? 250);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let auth: Record<string, string>;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  auth = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  // An admin's grant (docs/decisions/026-export-permission.md).
  await setStaffExport(sql, STAFF.email, true);
});
afterAll(async () => {
  await close();
});

describe('generated input', () => {
  it('never answers an enquiry with 5xx, and stores every accepted one exactly once', async () => {
    const accepted = new Map<string, string | undefined>();
    const held = new Set<string>();
    await fc.assert(
      fc.asyncProperty(enquiryCase, async (input) => {
        const response = await fetch(`${server.url}/api/enquiries`, enquiryRequest(input));
        const text = await response.text();
        expect(ENQUIRY_STATUSES, `${response.status}: ${text}`).toContain(response.status);
        // Read only once accepted: a refused id may be an object with no string form.
        const key = () => String(input.body.submission_id).trim().toLowerCase();
        // Under 18: held for the guardian, not a lead (ADR 021).
        if (response.status === 202 || response.headers.get('location') === '/thank-you/guardian') {
          if (UUID.test(key())) held.add(key());
          return;
        }
        if (response.status === 201 || response.status === 303) {
          // A form post without an id gets one from the server, which the client never sees.
          if (!UUID.test(key())) return;
          accepted.set(
            key(),
            response.status === 201 ? (JSON.parse(text) as { id: string }).id : undefined,
          );
        }
      }),
      { seed, numRuns },
    );
    expect(accepted.size).toBeGreaterThan(numRuns / 10);
    const rows = await sql<{ submission_id: string; id: string; n: number }[]>`
      select submission_id::text, min(id::text) as id, count(*)::int as n from admission_leads
      where submission_id = any(${[...accepted.keys()]}::uuid[]) group by submission_id`;
    expect(rows).toHaveLength(accepted.size);
    for (const row of rows) {
      expect(row.n).toBe(1);
      const id = accepted.get(row.submission_id);
      if (id) expect(row.id).toBe(id);
    }
    expect(held.size).toBeGreaterThan(0);
    const pending = await sql`
      select 1 from pending_enquiries where submission_id = any(${[...held]}::uuid[])`;
    expect(pending).toHaveLength(held.size);
  });

  it('never answers a leads listing with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(leadQueryCase, async (query) => {
        const response = await fetch(`${server.url}/api/leads?${new URLSearchParams(query)}`, {
          headers: auth,
        });
        const text = await response.text();
        expect(LEADS_STATUSES, `${response.status}: ${text}`).toContain(response.status);
      }),
      { seed, numRuns },
    );
  });

  it('never answers an export with 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(leadQueryCase, async (query) => {
        const response = await fetch(
          `${server.url}/api/leads/export?${new URLSearchParams(query)}`,
          { headers: auth },
        );
        const text = await response.text();
        expect(LEADS_STATUSES, `${response.status}: ${text}`).toContain(response.status);
      }),
      { seed, numRuns: Math.ceil(numRuns / 4) },
    );
  });

  it('never answers a lead update with 5xx', async () => {
    const created = await postJson(server.url, '/api/enquiries', enquiry());
    const { id } = (await created.json()) as { id: string };
    await fc.assert(
      fc.asyncProperty(leadUpdateCase, async (update) => {
        const response = await fetch(`${server.url}/api/leads/${id}`, {
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(update),
        });
        const text = await response.text();
        expect(UPDATE_STATUSES, `${response.status}: ${text}`).toContain(response.status);
      }),
      { seed, numRuns: Math.ceil(numRuns / 2) },
    );
  });
});
