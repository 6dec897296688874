import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MfaCodeSchema, type StaffRole } from '@skltcoa/shared';
import { hashPassword } from './password';
import { hashToken, liveSessions } from './sessions';
import type { Sql } from '../db/client';
import type { LogLine } from '../http/middleware/request-logger';
import { postJson, startServer, startTestApp, testConfig, tracesOf } from '../../test/helpers';
import type { TestServer } from '../../test/helpers';

/** Whether a session still holds, as the streams' watch asks. */
const sessionIsLive = async (sql: Sql, tokenHash: string) =>
  (await liveSessions(sql, [tokenHash])).has(tokenHash);

/*
 * Staff accounts to OWASP ASVS 5.0 level 2
 * (docs/decisions/038-staff-second-factor-and-sessions.md): a second factor
 * by TOTP with one-time recovery codes, the admins' setting that requires it,
 * sessions that end when idle and that their owner can list and end, and the
 * client's address and user agent on the audit trail. Real PostgreSQL, real
 * HTTP; codes are made here with the same library the API checks them with.
 */

const KEY = randomBytes(32).toString('base64');
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) SKLT-test/1.0';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
const logLines: LogLine[] = [];

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp(
    { MFA_SECRET_KEY: KEY, LOG_REQUESTS: 'true' },
    { writeLog: (line) => logLines.push(line) },
  ));
});
afterAll(async () => {
  await close();
});

let made = 0;
/** An account with a cheap scrypt cost, so that the many sign-ins here stay quick. */
async function account(role: StaffRole = 'counsellor') {
  made += 1;
  const staff = { email: `staff${made}.mfa@example.edu.in`, password: `passphrase number ${made}` };
  const hash = await hashPassword(staff.password, { N: 2 ** 10, r: 8, p: 1 });
  await sql`insert into staff_users (email, password_hash, role) values (${staff.email}, ${hash}, ${role})`;
  return staff;
}

const login = (body: unknown, headers: Record<string, string> = {}, base = server.url) =>
  postJson(base, '/api/auth/login', body, {
    'x-client': 'console',
    'user-agent': AGENT,
    ...headers,
  });

async function token(staff: { email: string; password: string; code?: string }) {
  const response = await login(staff);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    token: string;
    expiresAt: string;
    mfa_enabled: boolean;
    mfa_enrolment_required: boolean;
  };
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}`, 'user-agent': AGENT });
const get = (path: string, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, { headers });
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  postJson(server.url, path, body, headers);

interface Enrolment {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
  recovery_codes: string[];
  totp: TOTP;
}

/** Sets up and confirms a second factor with a code made from the secret the API gave. */
async function enrol(auth: Record<string, string>): Promise<Enrolment> {
  const setup = await post('/api/auth/mfa/setup', {}, auth);
  expect(setup.status).toBe(200);
  const body = (await setup.json()) as Omit<Enrolment, 'recovery_codes' | 'totp'>;
  const totp = new TOTP({ secret: Secret.fromBase32(body.secret) });
  const confirm = await post('/api/auth/mfa/confirm', { code: totp.generate() }, auth);
  expect(confirm.status).toBe(200);
  const { recovery_codes } = (await confirm.json()) as { recovery_codes: string[] };
  return { ...body, recovery_codes, totp };
}

/** A code of the next time step: the current one was just used by the confirmation. */
const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

/** Six digits that are none of the codes the API would take now. */
function wrongCode(totp: TOTP): string {
  const near = new Set(
    [-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: Date.now() + d })),
  );
  let code = '000000';
  for (let n = 0; near.has(code); n += 1) code = String(123456 + n).padStart(6, '0');
  return code;
}

async function auditOf(actor: string) {
  return sql<
    {
      action: string;
      detail: Record<string, unknown>;
      rows: number | null;
      client_ip: string | null;
      user_agent: string | null;
    }[]
  >`select action, detail, rows, client_ip, user_agent from audit_events
    where lower(actor) = lower(${actor}) order by id`;
}

/** Lets a test use the current time step again, as if 30 seconds had passed. */
const forgetUsedStep = (email: string) =>
  sql`update staff_users set mfa_last_step = null where email = ${email}`;

describe('setting up a second factor', () => {
  it('answers the secret, its otpauth:// URL and a QR code, and keeps the secret only encrypted', async () => {
    const staff = await account();
    const auth = bearer((await token(staff)).token);
    const setup = await post('/api/auth/mfa/setup', {}, auth);
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    const body = (await setup.json()) as { secret: string; otpauth_url: string; qr_svg: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/SKLT Admissions:${staff.email}`);
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(url.searchParams.get('issuer')).toBe('SKLT Admissions');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(body.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body.qr_svg).toMatch(/<\/svg>\s*$/);

    // Neither the secret nor any part of the URL is stored as such.
    expect(await tracesOf(sql, body.secret)).toEqual([]);
    const [row] =
      await sql`select mfa_secret, mfa_enabled_at from staff_users where email = ${staff.email}`;
    expect(row!.mfa_secret).toMatch(/^v1\./);
    expect(row!.mfa_enabled_at).toBeNull();

    // Not yet in force: the password alone still signs in.
    expect((await token(staff)).mfa_enabled).toBe(false);
  });

  it('turns on with a right code and answers ten recovery codes, stored only hashed', async () => {
    const staff = await account();
    const auth = bearer((await token(staff)).token);
    const setup = (await (await post('/api/auth/mfa/setup', {}, auth)).json()) as {
      secret: string;
    };
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });

    const wrong = await post('/api/auth/mfa/confirm', { code: wrongCode(totp) }, auth);
    expect(wrong.status).toBe(400);
    const refused = (await wrong.json()) as { error: string; fields: Record<string, string> };
    expect(refused.fields.code).toMatch(/not right/);
    const missing = await post('/api/auth/mfa/confirm', {}, auth);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: Record<string, string> }).fields.code).toBe(
      'Please enter the code from your authenticator app.',
    );

    const confirm = await post('/api/auth/mfa/confirm', { code: totp.generate() }, auth);
    expect(confirm.status).toBe(200);
    const { recovery_codes } = (await confirm.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);
    const stored = await sql`
      select code_hash from staff_recovery_codes r join staff_users u on u.id = r.user_id
      where u.email = ${staff.email}`;
    expect(stored).toHaveLength(10);
    for (const code of recovery_codes) expect(await tracesOf(sql, code)).toEqual([]);

    const me = (await (await get('/api/auth/me', auth)).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ mfa_enabled: true, mfa_enrolment_required: false });
    // A second setup would silently replace the authenticator: refused.
    expect((await post('/api/auth/mfa/setup', {}, auth)).status).toBe(409);
    expect((await post('/api/auth/mfa/confirm', { code: nextCode(totp) }, auth)).status).toBe(409);
    expect((await auditOf(staff.email)).map((event) => event.action)).toContain('mfa_enabled');
  });

  it('refuses a confirmation before any setup', async () => {
    const staff = await account();
    const auth = bearer((await token(staff)).token);
    const response = await post('/api/auth/mfa/confirm', { code: '123456' }, auth);
    expect(response.status).toBe(409);
  });

  it('never writes the secret or a code to the log', async () => {
    const staff = await account();
    const auth = bearer((await token(staff)).token);
    const enrolment = await enrol(auth);
    await login({ ...staff, code: nextCode(enrolment.totp) });
    const logged = JSON.stringify(logLines);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(enrolment.secret);
    for (const code of enrolment.recovery_codes) expect(logged).not.toContain(code);
  });
});

describe('signing in with a second factor', () => {
  let staff: { email: string; password: string };
  let enrolment: Enrolment;

  beforeAll(async () => {
    staff = await account();
    enrolment = await enrol(bearer((await token(staff)).token));
  });

  it('asks for the code after the right password, and sets no cookie', async () => {
    const response = await login(staff);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      mfa_required: true,
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    // A wrong password still says only that.
    const wrongPassword = await login({ ...staff, password: 'not the passphrase', code: '123456' });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ error: 'The email or password is incorrect.' });
  });

  it('signs in with a code made from the secret, and refuses a wrong one', async () => {
    await forgetUsedStep(staff.email);
    const wrong = await login({ ...staff, code: wrongCode(enrolment.totp) });
    expect(wrong.status).toBe(401);
    const refused = (await wrong.json()) as { error: string; mfa_required: boolean };
    expect(refused.mfa_required).toBe(true);
    expect(refused.error).toMatch(/The code is not right/);

    // As an app shows it, with a space in the middle.
    const code = enrolment.totp.generate();
    const session = await token({ ...staff, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(session).toMatchObject({ mfa_enabled: true, mfa_enrolment_required: false });
    expect((await get('/api/leads', bearer(session.token))).status).toBe(200);

    const events = await auditOf(staff.email);
    const failed = events.filter((event) => event.action === 'sign_in_failed').at(-1)!;
    expect(failed.detail).toEqual({ client: 'console', factor: 'code' });
    expect(events.filter((event) => event.action === 'sign_in').at(-1)!.detail).toEqual({
      client: 'console',
      factor: 'totp',
    });
  });

  it('refuses a code used once already, and an older one, within their window (RFC 6238 §5.2)', async () => {
    await forgetUsedStep(staff.email);
    const earlier = enrolment.totp.generate({ timestamp: Date.now() - 30_000 });
    const code = enrolment.totp.generate();
    expect((await login({ ...staff, code })).status).toBe(200);
    for (const replayed of [code, earlier]) {
      const again = await login({ ...staff, code: replayed });
      expect(again.status).toBe(401);
      expect(await again.json()).toEqual({
        error:
          'That code was used already. Wait for the next code in your authenticator app, then enter it.',
        mfa_required: true,
      });
    }
    // Two sign-ins with one code at the same moment: one gets in.
    const next = nextCode(enrolment.totp);
    const both = await Promise.all([
      login({ ...staff, code: next }),
      login({ ...staff, code: next }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 401]);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const [first, second] = enrolment.recovery_codes as [string, string];
    const session = await token({ ...staff, code: first });
    expect(session.mfa_enabled).toBe(true);
    const again = await login({ ...staff, code: first });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { mfa_required: boolean }).mfa_required).toBe(true);
    // Upper case and without its dashes: the same code.
    expect((await login({ ...staff, code: second.replaceAll('-', '').toUpperCase() })).status).toBe(
      200,
    );
    const signIns = (await auditOf(staff.email)).filter(
      (event) => event.action === 'sign_in' && event.detail.factor === 'recovery_code',
    );
    expect(signIns.map((event) => event.detail.recovery_codes_left)).toEqual([9, 8]);
  });

  it('counts wrong codes as failed sign-ins, toward the account limit', async () => {
    const limited = await startServer(
      sql,
      testConfig({ MFA_SECRET_KEY: KEY, LOGIN_FAILURES_PER_ACCOUNT: '3' }),
    );
    try {
      // The right password without a code is a step, not a failure.
      for (let i = 0; i < 4; i += 1) expect((await login(staff, {}, limited.url)).status).toBe(401);
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await login(
          { ...staff, code: wrongCode(enrolment.totp) },
          {},
          limited.url,
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
      await sql`delete from rate_limits`;
    }
  });

  it('turns off with a code, after which the password alone signs in', async () => {
    const other = await account();
    const auth = bearer((await token(other)).token);
    const { totp } = await enrol(auth);
    const wrong = await post('/api/auth/mfa/disable', { code: wrongCode(totp) }, auth);
    expect(wrong.status).toBe(400);
    const off = await post('/api/auth/mfa/disable', { code: nextCode(totp) }, auth);
    expect(off.status).toBe(204);
    expect((await token(other)).mfa_enabled).toBe(false);
    expect(
      await sql`
      select 1 from staff_recovery_codes r join staff_users u on u.id = r.user_id
      where u.email = ${other.email}`,
    ).toHaveLength(0);
    expect((await post('/api/auth/mfa/disable', { code: '123456' }, auth)).status).toBe(409);
    expect((await auditOf(other.email)).map((event) => event.action)).toContain('mfa_disabled');
  });
});

describe('an admin requiring a second factor', () => {
  it('lets staff without one sign in only to set it up, then lets them work', async () => {
    const admin = await account('admin');
    const counsellor = await account();
    const adminAuth = bearer((await token(admin)).token);
    await enrol(adminAuth);
    const settings = (body: unknown, auth = adminAuth) =>
      fetch(`${server.url}/api/security-settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify(body),
      });
    try {
      expect(await (await get('/api/security-settings', adminAuth)).json()).toEqual({
        mfa_required: false,
      });
      const counsellorAuth = bearer((await token(counsellor)).token);
      expect((await get('/api/security-settings', counsellorAuth)).status).toBe(403);
      expect((await settings({ mfa_required: true }, counsellorAuth)).status).toBe(403);
      const bad = await settings({ mfa_required: 'yes' });
      expect(bad.status).toBe(400);
      expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual([
        'mfa_required',
      ]);
      // A state-changing staff request: JSON only, as every other (same-origin.ts).
      const form = await fetch(`${server.url}/api/security-settings`, {
        method: 'PATCH',
        headers: { 'content-type': 'text/plain', ...adminAuth },
        body: '{"mfa_required":true}',
      });
      expect(form.status).toBe(415);
      const on = await settings({ mfa_required: true });
      expect(on.status).toBe(200);
      expect(await on.json()).toEqual({ mfa_required: true });
      expect((await auditOf(admin.email)).at(-1)).toMatchObject({
        action: 'security_settings_changed',
        detail: { mfa_required: true },
        client_ip: '127.0.0.1',
        user_agent: AGENT,
      });

      // A session opened before the change is held to it from its next request.
      const blocked = await get('/api/leads', counsellorAuth);
      expect(blocked.status).toBe(403);
      expect(await blocked.json()).toEqual({
        error:
          'An admin requires two-step sign-in. Please set it up with an authenticator app before you go on.',
        mfa_enrolment_required: true,
      });
      // Signing in works, and says what is needed.
      const session = await token(counsellor);
      expect(session).toMatchObject({ mfa_enabled: false, mfa_enrolment_required: true });
      const auth = bearer(session.token);
      for (const path of ['/api/leads', '/api/staff', '/api/views', '/api/dashboard']) {
        expect((await get(path, auth)).status).toBe(403);
      }
      expect(await (await get('/api/auth/me', auth)).json()).toMatchObject({
        mfa_enabled: false,
        mfa_enrolment_required: true,
      });
      expect((await get('/api/auth/sessions', auth)).status).toBe(200);

      const { totp } = await enrol(auth);
      expect((await get('/api/leads', auth)).status).toBe(200);
      expect(await (await get('/api/auth/me', auth)).json()).toMatchObject({
        mfa_enabled: true,
        mfa_enrolment_required: false,
      });
      // Not to be turned off while required.
      const off = await post('/api/auth/mfa/disable', { code: nextCode(totp) }, auth);
      expect(off.status).toBe(403);
      // The admin, enrolled, was never held.
      expect((await get('/api/leads', adminAuth)).status).toBe(200);
      expect(await (await settings({ mfa_required: false })).json()).toEqual({
        mfa_required: false,
      });
    } finally {
      await sql`update security_settings set mfa_required = false`;
    }
  });
});

describe('sessions', () => {
  it('end after SESSION_IDLE_MINUTES without a request, and a request keeps them going', async () => {
    const staff = await account();
    const idle = await startServer(
      sql,
      testConfig({ MFA_SECRET_KEY: KEY, SESSION_IDLE_MINUTES: '5' }),
    );
    try {
      const response = await login(staff, {}, idle.url);
      const { token: value } = (await response.json()) as { token: string };
      const tokenHash = hashToken(value);
      const [row] =
        await sql`select idle_timeout::text as idle from staff_sessions where token_hash = ${tokenHash}`;
      expect(row!.idle).toBe('00:05:00');
      const me = () => fetch(`${idle.url}/api/auth/me`, { headers: bearer(value) });
      const lastSeen = async () =>
        (
          await sql<
            { at: Date }[]
          >`select last_seen_at as at from staff_sessions where token_hash = ${tokenHash}`
        )[0]!.at;

      // Used 4 minutes ago: still live, and marked seen now.
      await sql`update staff_sessions set last_seen_at = now() - interval '4 minutes' where token_hash = ${tokenHash}`;
      expect((await me()).status).toBe(200);
      expect(Date.now() - (await lastSeen()).getTime()).toBeLessThan(5_000);

      // Used 20 seconds ago: not written again (at most once a minute, or a quarter of the idle time).
      await sql`update staff_sessions set last_seen_at = now() - interval '20 seconds' where token_hash = ${tokenHash}`;
      const before = await lastSeen();
      expect((await me()).status).toBe(200);
      expect((await lastSeen()).getTime()).toBe(before.getTime());

      // A stream's check neither revives nor touches it.
      await sql`update staff_sessions set last_seen_at = now() - interval '6 minutes' where token_hash = ${tokenHash}`;
      const idleSince = await lastSeen();
      expect(await sessionIsLive(sql, tokenHash)).toBe(false);
      expect((await me()).status).toBe(401);
      expect((await lastSeen()).getTime()).toBe(idleSince.getTime());
    } finally {
      await idle.close();
    }
  });

  it('end after 30 idle minutes by default, whatever their lifetime', async () => {
    const staff = await account();
    const { token: value, expiresAt } = await token(staff);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(11 * 3_600_000);
    const tokenHash = hashToken(value);
    expect(await sessionIsLive(sql, tokenHash)).toBe(true);
    await sql`update staff_sessions set last_seen_at = now() - interval '29 minutes' where token_hash = ${tokenHash}`;
    expect(await sessionIsLive(sql, tokenHash)).toBe(true);
    await sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where token_hash = ${tokenHash}`;
    expect(await sessionIsLive(sql, tokenHash)).toBe(false);
    expect((await get('/api/auth/me', bearer(value))).status).toBe(401);
  });

  it('are listed to their owner alone, and all end at once', async () => {
    const staff = await account();
    const someoneElse = await account();
    const consoleSession = await token(staff);
    const web = await postJson(server.url, '/api/auth/login', staff, {
      'user-agent': 'Firefox/140',
    });
    const cookie = web.headers.get('set-cookie')!.split(';')[0]!;
    const idle = await token(staff);
    await sql`update staff_sessions set last_seen_at = now() - interval '1 hour' where token_hash = ${hashToken(idle.token)}`;
    const others = await token(someoneElse);

    const listed = await get('/api/auth/sessions', bearer(consoleSession.token));
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const { sessions } = (await listed.json()) as {
      sessions: {
        id: string;
        created_at: string;
        last_seen_at: string;
        expires_at: string;
        client: string;
        user_agent: string | null;
        current: boolean;
      }[];
    };
    // The idle one is over; the colleague's is not theirs to see.
    expect(sessions).toHaveLength(2);
    const byClient = Object.fromEntries(sessions.map((session) => [session.client, session]));
    expect(byClient.console).toMatchObject({ user_agent: AGENT, current: true });
    expect(byClient.web).toMatchObject({ user_agent: 'Firefox/140', current: false });
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(session.expires_at)).toBeGreaterThan(Date.parse(session.created_at));
      expect(Date.parse(session.last_seen_at)).toBeGreaterThanOrEqual(
        Date.parse(session.created_at),
      );
      // Never the hash a token is found by.
      expect(JSON.stringify(session)).not.toContain(hashToken(consoleSession.token));
    }
    const fromWeb = (await (await get('/api/auth/sessions', { cookie })).json()) as {
      sessions: { client: string; current: boolean }[];
    };
    expect(fromWeb.sessions.find((session) => session.current)!.client).toBe('web');

    const ended = await post('/api/auth/sessions/end-all', {}, bearer(consoleSession.token));
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual({ ended: 2 });
    expect(ended.headers.get('set-cookie')).toMatch(/skltcoa_staff=;.*Max-Age=0/);
    expect((await get('/api/auth/me', bearer(consoleSession.token))).status).toBe(401);
    expect((await get('/api/auth/me', { cookie })).status).toBe(401);
    expect((await get('/api/auth/me', bearer(others.token))).status).toBe(200);
    expect((await auditOf(staff.email)).at(-1)).toMatchObject({
      action: 'sessions_ended',
      rows: 2,
      client_ip: '127.0.0.1',
      user_agent: AGENT,
    });
  });
});

describe('the audit trail says where sign-ins and exports came from', () => {
  it('keeps the client address and user agent of sign-ins, sign-outs and exports', async () => {
    const admin = await account('admin');
    const failed = await login({ ...admin, password: 'not the passphrase' });
    expect(failed.status).toBe(401);
    const session = await token(admin);
    const auth = bearer(session.token);
    // Read to the end: an export is audited as its file ends.
    for (const path of ['/api/leads/export', '/api/audit/export']) {
      const response = await get(path, auth);
      expect(response.status).toBe(200);
      await response.text();
    }
    // An over-long agent is cut; the address is the socket's without TRUST_PROXY.
    const long = {
      ...auth,
      'user-agent': `Agent ${'x'.repeat(400)}`,
      'x-forwarded-for': '203.0.113.9',
    };
    expect((await post('/api/auth/logout', {}, long)).status).toBe(204);

    const events = await auditOf(admin.email);
    const byAction = Object.fromEntries(events.map((event) => [event.action, event]));
    for (const action of ['sign_in_failed', 'sign_in', 'leads_exported', 'audit_exported']) {
      expect(byAction[action], action).toMatchObject({ client_ip: '127.0.0.1', user_agent: AGENT });
    }
    expect(byAction.sign_out!.client_ip).toBe('127.0.0.1');
    expect(byAction.sign_out!.user_agent).toBe(`Agent ${'x'.repeat(250)}`);

    // Admins read them with the trail, and in its CSV.
    const readBy = bearer((await token(admin)).token);
    const page = (await (
      await get(`/api/audit?actor=${admin.email}&action=sign_in`, readBy)
    ).json()) as {
      events: { client_ip: string; user_agent: string }[];
    };
    expect(page.events[0]).toMatchObject({ client_ip: '127.0.0.1', user_agent: AGENT });
    const csv = await (
      await get(`/api/audit/export?actor=${admin.email}&action=sign_in`, readBy)
    ).text();
    expect(csv.split('\r\n')[0]).toBe(
      '"Id","At (UTC)","Staff","Action","Lead id","Rows","Detail","Client address","User agent"',
    );
    expect(csv).toContain(`"127.0.0.1","${AGENT}"`);
  });

  it('takes the address from X-Forwarded-For only behind TRUST_PROXY', async () => {
    const staff = await account();
    const proxied = await startServer(sql, testConfig({ MFA_SECRET_KEY: KEY, TRUST_PROXY: '1' }));
    try {
      const response = await login(
        staff,
        { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
        proxied.url,
      );
      expect(response.status).toBe(200);
    } finally {
      await proxied.close();
    }
    expect((await auditOf(staff.email)).at(-1)).toMatchObject({
      action: 'sign_in',
      client_ip: '203.0.113.7',
    });
  });
});

describe('the code schema', () => {
  it('trims a code and refuses an empty or over-long one', () => {
    expect(MfaCodeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(MfaCodeSchema.safeParse({ code: '  ' }).success).toBe(false);
    expect(MfaCodeSchema.safeParse({ code: 'x'.repeat(65) }).success).toBe(false);
  });
});
