import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from './password';
import type { Sql } from '../db/client';
import { parseEnv } from '../env';
import { createTestDatabase, postJson, startServer, type TestServer } from '../../test/helpers';

/*
 * Staff behind one address (campus Wi-Fi, carrier NAT)
 * must not lock each other out. Failed sign-ins are limited per account and,
 * far more loosely, per address; a success never counts (ADR 010).
 */

let sql: Sql;
let drop: () => Promise<void>;
const servers: TestServer[] = [];

const A = { email: 'asha.counsellor@example.edu.in', password: 'account A passphrase' };
const B = { email: 'bala.counsellor@example.edu.in', password: 'account B passphrase' };

beforeAll(async () => {
  ({ sql, drop } = await createTestDatabase());
  // A small scrypt cost for these accounts only, so that dozens of attempts stay quick.
  for (const staff of [A, B]) {
    const hash = await hashPassword(staff.password, { N: 2 ** 10, r: 8, p: 1 });
    await sql`insert into staff_users (email, password_hash) values (${staff.email}, ${hash})`;
  }
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await drop();
});
beforeEach(async () => {
  await sql`delete from rate_limits`;
});

/** The app with production's defaults, except for the variables given. */
async function serve(env: Record<string, string> = {}): Promise<string> {
  const server = await startServer(
    sql,
    parseEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false', ...env }),
  );
  servers.push(server);
  return server.url;
}

const login = (base: string, email: string, password: string) =>
  postJson(base, '/api/auth/login', { email, password });

async function statuses(base: string, attempts: [email: string, password: string][]) {
  const result: number[] = [];
  for (const [email, password] of attempts)
    result.push((await login(base, email, password)).status);
  return result;
}

describe('failed sign-ins on a shared network', () => {
  it('11 wrong passwords for account A do not stop account B at the same address', async () => {
    const base = await serve();
    // The account is the email, case-folded.
    const wrong = Array.from({ length: 11 }, (_, i): [string, string] => [
      i % 2 ? A.email.toUpperCase() : A.email,
      `wrong guess ${i}`,
    ]);
    expect(await statuses(base, wrong)).toEqual([...Array<number>(10).fill(401), 429]);

    expect((await login(base, B.email, B.password)).status).toBe(200);
    expect((await login(base, B.email, 'B mistypes once')).status).toBe(401);
    expect((await login(base, B.email, B.password)).status).toBe(200);

    const refused = await login(base, A.email, A.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /Too many failed sign-ins for this account/,
    );
  });

  it('never counts a success, and a success clears the account’s failures', async () => {
    const base = await serve({ LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURES_PER_ADDRESS: '10' });
    const successes = await statuses(
      base,
      Array.from({ length: 20 }, (): [string, string] => [A.email, A.password]),
    );
    expect(successes).toEqual(Array<number>(20).fill(200));

    expect(
      await statuses(base, [
        [A.email, 'wrong 1'],
        [A.email, 'wrong 2'],
        [A.email, A.password],
        [A.email, 'wrong 3'],
        [A.email, 'wrong 4'],
        [A.email, 'wrong 5'],
        [A.email, 'wrong 6'],
      ]),
    ).toEqual([401, 401, 200, 401, 401, 401, 429]);
  });

  it('limits unknown emails per account too, case-folded', async () => {
    const base = await serve({ LOGIN_FAILURES_PER_ACCOUNT: '2' });
    expect(
      await statuses(base, [
        ['Ghost@Example.edu.in', 'guess 1'],
        ['ghost@example.edu.in', 'guess 2'],
        ['GHOST@EXAMPLE.EDU.IN', 'guess 3'],
      ]),
    ).toEqual([401, 401, 429]);
  });

  it('stops an address spraying junk emails, but only far above the per-account limit', async () => {
    const base = await serve({ LOGIN_FAILURES_PER_ACCOUNT: '1', LOGIN_FAILURES_PER_ADDRESS: '5' });
    const spray = Array.from({ length: 7 }, (_, i): [string, string] => [
      `junk${i}@example.org`,
      'guess',
    ]);
    const result = await statuses(base, spray);
    expect(result).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await login(base, 'junk99@example.org', 'guess');
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /Too many failed sign-ins from your network/,
    );
    // A staff member on that address is limited too: that is what the address limit is for.
    expect((await login(base, B.email, B.password)).status).toBe(429);
  });

  it('ships defaults where the address limit is far above the account limit', () => {
    const config = parseEnv({});
    expect(config.loginFailuresPerAccount).toBe(10);
    expect(config.loginFailuresPerAddress).toBeGreaterThanOrEqual(
      10 * config.loginFailuresPerAccount,
    );
  });

  it('keeps no email in the rate_limits table', async () => {
    const base = await serve({ LOGIN_FAILURES_PER_ACCOUNT: '2' });
    await statuses(base, [
      [A.email, 'wrong'],
      ['Someone.Else@Example.org', 'guess'],
    ]);
    const rows = await sql<
      { bucket: string; client: string }[]
    >`select bucket, client from rate_limits`;
    expect(rows.map((row) => row.bucket).sort()).toEqual([
      'login-account',
      'login-account',
      'login-address',
    ]);
    for (const row of rows) {
      expect(row.client).not.toMatch(/@|example/i);
      if (row.bucket === 'login-account') expect(row.client).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
