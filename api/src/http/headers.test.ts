import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser } from '../auth/staff-users';
import type { Sql } from '../db/client';
import { signIn, startTestApp, type TestServer } from '../../test/helpers';

/*
 * A page with a one-time token in its address never leaks it as a referrer,
 * and nothing a staff route answers is kept by a cache (docs/deployment.md).
 */

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let staff: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  staff = { authorization: `Bearer ${await signIn(sql, server.url)}` };
  const adminUser = { email: 'admin.headers@example.edu.in', password: 'a long admin passphrase' };
  await addStaffUser(sql, adminUser.email, adminUser.password, 'admin');
  admin = { authorization: `Bearer ${await signIn(sql, server.url, adminUser)}` };
});
afterAll(async () => close());

const token = 'A'.repeat(43);

describe('pages behind emailed links', () => {
  it.each([
    `/privacy/withdraw/confirm?token=${token}`,
    `/privacy/guardian?token=${token}`,
    `/privacy/request/confirm?token=${token}`,
  ])('%s answers Referrer-Policy: no-referrer and no-store', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('every other answer keeps the site-wide policy', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('staff answers', () => {
  it.each([
    ['/api/auth/me', 'staff'],
    ['/api/staff', 'staff'],
    ['/api/views', 'staff'],
    ['/api/dashboard', 'staff'],
    ['/api/leads', 'staff'],
    ['/api/audit', 'admin'],
    ['/api/rights-requests', 'admin'],
  ] as const)('%s answers Cache-Control: no-store', async (path, who) => {
    const response = await fetch(`${server.url}${path}`, {
      headers: who === 'admin' ? admin : staff,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a refusal of a staff route is not cached either', async () => {
    const response = await fetch(`${server.url}/api/staff`);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
