import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '../db/client';
import { parseEnv } from '../env';
import {
  createTestDatabase,
  enquiry,
  postJson,
  startServer,
  type TestServer,
} from '../../test/helpers';

/*
 * Families behind one address (a college's Wi-Fi, a
 * carrier NAT) must each be able to send an enquiry. The address limit is
 * loose; the tight limit is per phone number and per email (ADR 010).
 */

let sql: Sql;
let drop: () => Promise<void>;
let server: TestServer;

beforeAll(async () => {
  ({ sql, drop } = await createTestDatabase());
  // Production's defaults.
  server = await startServer(sql, parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false' }));
});
afterAll(async () => {
  await server.close();
  await drop();
});
beforeEach(async () => {
  await sql`delete from rate_limits`;
});

let family = 0;
/** A different family each time: its own phone and email. */
const familyEnquiry = (overrides: Record<string, string> = {}) => {
  family += 1;
  return enquiry({
    name: `Family ${family}`,
    email: `family${family}@example.com`,
    phone: `9${String(800_000_000 + family).padStart(9, '0')}`,
    ...overrides,
  });
};
const send = (body: Record<string, string>) => postJson(server.url, '/api/enquiries', body);

describe('enquiries from one shared address', () => {
  it('lets 20 families behind one address each send an enquiry', async () => {
    const result: number[] = [];
    for (let i = 0; i < 20; i += 1) result.push((await send(familyEnquiry())).status);
    expect(result).toEqual(Array<number>(20).fill(201));
  });

  it('answers the 6th enquiry for one phone in the window with 429, Retry-After and a clear message', async () => {
    // The same phone written in the ways people type it.
    const phones = ['98111 22333', '+91 98111-22333', '098111 22333', '9811122333', '919811122333'];
    for (const phone of phones) expect((await send(familyEnquiry({ phone }))).status).toBe(201);
    const refused = await send(familyEnquiry({ phone: '(98111) 22333' }));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'We have already received several enquiries with this phone number or email in the last few minutes. Our admissions team will contact you; please wait a few minutes before sending another.',
    );
    // Another family at the same address is not affected.
    expect((await send(familyEnquiry())).status).toBe(201);
  });

  it('limits one email (case-folded) the same way, and tells a form post in HTML', async () => {
    for (const email of ['Meera@Example.com', 'meera@example.com', 'MEERA@EXAMPLE.COM']) {
      expect((await send(familyEnquiry({ email }))).status).toBe(201);
    }
    for (let i = 0; i < 2; i += 1) {
      expect((await send(familyEnquiry({ email: 'meera@example.com' }))).status).toBe(201);
    }
    const form = await fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(familyEnquiry({ email: 'Meera@example.com' })),
      redirect: 'manual',
    });
    expect(form.status).toBe(429);
    expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(form.headers.get('content-type')).toMatch(/text\/html/);
    expect(await form.text()).toContain('already received several enquiries');
  });

  it('does not count a refused (invalid) enquiry against the phone', async () => {
    const phone = '97000 11222';
    for (let i = 0; i < 6; i += 1) {
      expect((await send(familyEnquiry({ phone, name: '' }))).status).toBe(400);
    }
    expect((await send(familyEnquiry({ phone }))).status).toBe(201);
  });

  it('keeps no raw email or phone in the rate_limits table, only hashes', async () => {
    await send(familyEnquiry({ email: 'Riya.Shah@Example.com', phone: '99887 66554' }));
    const rows = await sql<
      { bucket: string; client: string }[]
    >`select bucket, client from rate_limits`;
    const digest = (value: string) => createHash('sha256').update(value).digest('hex');
    const clients = rows.map((row) => row.client);
    expect(rows.map((row) => row.bucket).sort()).toEqual([
      'anonymous',
      'enquiry-email',
      'enquiry-phone',
      'mail-to',
    ]);
    for (const client of clients) {
      expect(client).not.toMatch(/@|riya|shah|9988766554|99887/i);
    }
    // The acknowledgement's recipient, counted by hash (ADR 041); the contact limits hash the
    // contact with the client's address, so a stranger's count is never the family's.
    expect(rows.find((row) => row.bucket === 'mail-to')!.client).toBe(
      digest('riya.shah@example.com'),
    );
    expect(clients).not.toContain(digest('+919988766554'));
    for (const row of rows.filter((r) => r.bucket !== 'anonymous')) {
      expect(row.client).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
