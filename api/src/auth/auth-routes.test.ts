import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from './sessions';
import { addStaffUser } from './staff-users';
import type { Sql } from '../db/client';
import {
  postJson,
  STAFF,
  startServer,
  startTestApp,
  testConfig,
  type TestServer,
} from '../../test/helpers';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp());
  await addStaffUser(sql, STAFF.email, STAFF.password);
});
afterAll(async () => {
  await close();
});

const login = (body: unknown, base = server.url) => postJson(base, '/api/auth/login', body);
/** The admissions console asks for the bearer token; web pages get only the cookie. */
const consoleLogin = (body: unknown = STAFF) =>
  postJson(server.url, '/api/auth/login', body, { 'x-client': 'console' });
const consoleToken = async () => ((await (await consoleLogin()).json()) as { token: string }).token;
const leads = (headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/leads`, { headers });

describe('POST /api/auth/login', () => {
  it('gives a web page a 12-hour strict HttpOnly cookie and no token in the body', async () => {
    const response = await login({ email: 'Counsellor@Example.edu.in', password: STAFF.password });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token?: string; expiresAt: string };
    expect(Object.keys(body)).toEqual(['expiresAt', 'mfa_enabled', 'mfa_enrolment_required']);
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^skltcoa_staff=[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('stores only a hash of the token and of the password', async () => {
    const token = await consoleToken();
    const stored = await sql`select token_hash from staff_sessions`;
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.some((row) => row.token_hash === hashToken(token))).toBe(true);
    const [user] = await sql`select password_hash from staff_users`;
    expect(user!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(user!.password_hash).not.toContain(STAFF.password);
  });

  it('gives the bearer token only to the console, which asks for it', async () => {
    const response = await consoleLogin({
      email: 'Counsellor@Example.edu.in',
      password: STAFF.password,
    });
    expect(response.status).toBe(200);
    const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect((await leads({ authorization: `Bearer ${token}` })).status).toBe(200);
    // Any other client name is a web login.
    const other = await postJson(server.url, '/api/auth/login', STAFF, { 'x-client': 'web' });
    expect(await other.json()).not.toHaveProperty('token');
  });

  it('marks the cookie Secure in production', async () => {
    const production = await startServer(
      sql,
      testConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.college.example' }),
    );
    try {
      const response = await login(STAFF, production.url);
      expect(response.headers.get('set-cookie')).toMatch(/Secure/);
    } finally {
      await production.close();
    }
  });

  it('answers a wrong password and an unknown email alike, in the same time', async () => {
    const time = async (body: unknown) => {
      const started = performance.now();
      const response = await login(body);
      return {
        ms: performance.now() - started,
        status: response.status,
        body: await response.json(),
      };
    };
    const wrongPassword = [];
    const unknownEmail = [];
    for (let i = 0; i < 3; i += 1) {
      wrongPassword.push(await time({ email: STAFF.email, password: 'not the password' }));
      unknownEmail.push(
        await time({ email: 'nobody@example.edu.in', password: 'not the password' }),
      );
    }
    for (const attempt of [...wrongPassword, ...unknownEmail]) {
      expect(attempt.status).toBe(401);
      expect(attempt.body).toEqual({ error: 'The email or password is incorrect.' });
    }
    const median = (list: { ms: number }[]) => list.map((a) => a.ms).sort((a, b) => a - b)[1]!;
    const ratio = median(unknownEmail) / median(wrongPassword);
    // Both pay one scrypt derivation; without the dummy hash the ratio would be near 0.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('answers 400 with field messages when email or password is missing', async () => {
    const response = await login({ email: 'not-an-email' });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields.email).toMatch(/valid email/);
    expect(fields.password).toBe('Please enter your password.');
  });

  it('rate-limits failed sign-ins per client address', async () => {
    const limited = await startServer(sql, testConfig({ LOGIN_FAILURES_PER_ADDRESS: '2' }));
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await login({ email: STAFF.email, password: 'guess' }, limited.url)).status);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
      await sql`delete from rate_limits`;
    }
  });
});

describe('staff routes accept only a live session', () => {
  const unauthorised = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Your session has ended or you are not signed in. Please sign in.',
    });
  };

  it('refuses a request with no token', async () => {
    await unauthorised(await leads());
  });

  it('refuses a made-up token, bearer or cookie', async () => {
    await unauthorised(await leads({ authorization: 'Bearer made-up-token' }));
    await unauthorised(await leads({ cookie: 'skltcoa_staff=made-up-token' }));
  });

  it('accepts the bearer token and the cookie of a real session', async () => {
    const token = await consoleToken();
    expect((await leads({ authorization: `Bearer ${token}` })).status).toBe(200);
    const cookie = (await login(STAFF)).headers.get('set-cookie')!.split(';')[0]!;
    expect((await leads({ cookie })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await consoleToken();
    await sql`update staff_sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`;
    await unauthorised(await leads({ authorization: `Bearer ${token}` }));
  });

  it('refuses a token after logout, and logout clears the cookie', async () => {
    const token = await consoleToken();
    const auth = { authorization: `Bearer ${token}` };
    const logout = await postJson(server.url, '/api/auth/logout', {}, auth);
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/skltcoa_staff=;.*Max-Age=0/);
    await unauthorised(await leads(auth));
    await unauthorised(await postJson(server.url, '/api/auth/logout', {}, auth));
  });

  it('refuses the sessions of a removed or re-passworded account', async () => {
    const token = await consoleToken();
    await addStaffUser(sql, STAFF.email, 'a brand new passphrase');
    await unauthorised(await leads({ authorization: `Bearer ${token}` }));
    expect((await login(STAFF)).status).toBe(401);
    await addStaffUser(sql, STAFF.email, STAFF.password);
  });

  it('tells a signed-in client who it is', async () => {
    const token = await consoleToken();
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toEqual({
      email: STAFF.email,
      role: 'counsellor',
      can_export: false,
      can_import: false,
      mfa_enabled: false,
      mfa_enrolment_required: false,
    });
  });
});
