import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/client';
import { postJson, startTestApp, type TestServer } from './helpers';

const CLI = fileURLToPath(new URL('../src/cli/staff.ts', import.meta.url));
let close: () => Promise<void>;
let url: string;
let sql: Sql;
let server: TestServer;

beforeAll(async () => {
  // The CLI connects as the app does (ADR 036): DATABASE_URL is the serving role's.
  ({ sql, server, close, appUrl: url } = await startTestApp());
});
afterAll(async () => {
  await close();
});

const roles = async () =>
  Object.fromEntries(
    (await sql<{ email: string; role: string }[]>`select email, role from staff_users`).map(
      ({ email, role }) => [email, role],
    ),
  );

/**
 * Runs the CLI. Asynchronously: spawnSync would block this process, whose
 * server then misses its database heartbeat and answers 503 for a moment.
 */
function staff(
  args: string[],
  password?: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: Record<string, string> = { ...process.env, DATABASE_URL: url } as Record<
    string,
    string
  >;
  if (password === undefined) delete env.STAFF_PASSWORD;
  else env.STAFF_PASSWORD = password;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end();
  });
}

describe('npm run staff', () => {
  it('adds an account that can sign in, then removes it', async () => {
    const added = await staff(['add', 'principal@example.edu.in'], 'a long enough passphrase');
    expect(added.stderr).toBe('');
    expect(added.stdout.trim()).toBe('Added principal@example.edu.in as counsellor.');
    const login = await postJson(server.url, '/api/auth/login', {
      email: 'principal@example.edu.in',
      password: 'a long enough passphrase',
    });
    expect(login.status).toBe(200);

    const removed = await staff(['remove', 'principal@example.edu.in']);
    expect(removed.status).toBe(0);
    expect(removed.stdout.trim()).toBe(
      'Removed principal@example.edu.in and ended their sessions.',
    );
    expect(await sql`select 1 from staff_sessions`).toHaveLength(0);
  });

  it('refuses a short password, a bad email, no password without a terminal, and unknown commands', async () => {
    const short = await staff(['add', 'a@example.edu.in'], 'short');
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    const badEmail = await staff(['add', 'not-an-email'], 'a long enough passphrase');
    expect(badEmail.status).toBe(2);
    expect(badEmail.stderr).toMatch(/valid email/);
    const noPassword = await staff(['add', 'a@example.edu.in']);
    expect(noPassword.status).toBe(1);
    expect(noPassword.stderr).toMatch(/Set STAFF_PASSWORD/);
    const unknown = await staff(['promote', 'a@example.edu.in']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Usage/);
  });

  it('refuses one of the most common passwords, whatever its case, and adds nobody', async () => {
    for (const password of ['password1234', 'Qwertyuiop123']) {
      const result = await staff(['add', 'common@example.edu.in'], password);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'This password is one of the most common passwords, which attackers try first. Please choose another: a few unrelated words make a strong one.',
      );
    }
    expect(await roles()).not.toHaveProperty(['common@example.edu.in']);
  });

  it('makes an admin with --role admin, a counsellor with --role=counsellor or by default', async () => {
    const admin = await staff(
      ['add', 'head@example.edu.in', '--role', 'admin'],
      'a long enough passphrase',
    );
    expect(admin.stderr).toBe('');
    expect(admin.status).toBe(0);
    expect(admin.stdout.trim()).toBe('Added head@example.edu.in as admin.');
    const counsellor = await staff(
      ['--role=counsellor', 'add', 'asha@example.edu.in'],
      'a long enough passphrase',
    );
    expect(counsellor.status).toBe(0);
    expect(counsellor.stdout.trim()).toBe('Added asha@example.edu.in as counsellor.');
    const plain = await staff(['add', 'kabir@example.edu.in'], 'a long enough passphrase');
    expect(plain.status).toBe(0);
    expect(await roles()).toEqual({
      'asha@example.edu.in': 'counsellor',
      'head@example.edu.in': 'admin',
      'kabir@example.edu.in': 'counsellor',
    });

    // The admin's own session says so.
    const login = await postJson(
      server.url,
      '/api/auth/login',
      { email: 'head@example.edu.in', password: 'a long enough passphrase' },
      { 'x-client': 'console' },
    );
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await me.json()).toEqual({
      email: 'head@example.edu.in',
      role: 'admin',
      can_export: true,
      can_import: true,
      mfa_enabled: false,
      mfa_enrolment_required: false,
    });
  });

  it('keeps the role of an account added again without --role, and changes it with one', async () => {
    const again = await staff(['add', 'head@example.edu.in'], 'a new long passphrase');
    expect(again.status).toBe(0);
    expect(again.stdout.trim()).toBe(
      'Changed the password of head@example.edu.in; their sessions were ended.',
    );
    expect((await roles())['head@example.edu.in']).toBe('admin');
    expect(
      await sql`select 1 from staff_sessions s join staff_users u on u.id = s.user_id
      where u.email = 'head@example.edu.in'`,
    ).toHaveLength(0);

    const promoted = await staff(
      ['add', 'KABIR@example.edu.in', '--role', 'admin'],
      'a new long passphrase',
    );
    expect(promoted.status).toBe(0);
    expect(promoted.stdout.trim()).toBe(
      'Changed the password of KABIR@example.edu.in and made them admin; their sessions were ended.',
    );
    expect((await roles())['kabir@example.edu.in']).toBe('admin');
  });

  it.each([
    [['add', 'x@example.edu.in', '--role', 'owner']],
    [['add', 'x@example.edu.in', '--role=Admin']],
    [['add', 'x@example.edu.in', '--role']],
    [['add', 'x@example.edu.in', '--role=']],
  ])('refuses %j with exit code 2, naming the roles, and adds nobody', async (args) => {
    const result = await staff(args, 'a long enough passphrase');
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('Role must be one of: admin, counsellor.');
    expect(result.stdout).toBe('');
    expect(await roles()).not.toHaveProperty('x@example.edu.in');
  });

  it('refuses a role on remove', async () => {
    const result = await staff(['remove', 'asha@example.edu.in', '--role', 'admin']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Usage/);
    expect(await roles()).toHaveProperty(['asha@example.edu.in']);
  });

  it('says so when removing an account that does not exist', async () => {
    const result = await staff(['remove', 'ghost@example.edu.in']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/No staff account/);
  });

  it('turns off the second factor of someone who lost it, ending their sessions', async () => {
    await staff(['add', 'lost.phone@example.edu.in'], 'a long enough passphrase');
    await sql`
      update staff_users set mfa_secret = 'v1.a.b.c', mfa_enabled_at = now(), mfa_last_step = 1
      where email = 'lost.phone@example.edu.in'`;
    const before = await postJson(server.url, '/api/auth/login', {
      email: 'lost.phone@example.edu.in',
      password: 'a long enough passphrase',
    });
    expect(await before.json()).toMatchObject({ mfa_required: true });

    const reset = await staff(['reset-mfa', 'Lost.Phone@example.edu.in']);
    expect(reset.stderr).toBe('');
    expect(reset.status).toBe(0);
    expect(reset.stdout.trim()).toMatch(
      /^Turned off two-step sign-in for Lost.Phone@example.edu.in/,
    );
    const after = await postJson(server.url, '/api/auth/login', {
      email: 'lost.phone@example.edu.in',
      password: 'a long enough passphrase',
    });
    expect(after.status).toBe(200);
    const [audited] = await sql`
      select action, detail from audit_events
      where actor = 'lost.phone@example.edu.in' and action = 'mfa_disabled'`;
    expect(audited).toEqual({
      action: 'mfa_disabled',
      detail: { by: 'npm run staff -- reset-mfa' },
    });
    expect((await staff(['reset-mfa', 'ghost@example.edu.in'])).status).toBe(1);
  });
});
