import { spawnSync } from 'node:child_process';
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
  ({ sql, server, close, url } = await startTestApp());
});
afterAll(async () => {
  await close();
});

function staff(args: string[], password?: string) {
  const env: Record<string, string> = { ...process.env, DATABASE_URL: url } as Record<
    string,
    string
  >;
  if (password === undefined) delete env.STAFF_PASSWORD;
  else env.STAFF_PASSWORD = password;
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env,
    encoding: 'utf8',
    input: '',
  });
}

describe('npm run staff', () => {
  it('adds an account that can sign in, then removes it', async () => {
    const added = staff(['add', 'principal@example.edu.in'], 'a long enough passphrase');
    expect(added.stderr).toBe('');
    expect(added.stdout.trim()).toBe('Added principal@example.edu.in.');
    const login = await postJson(server.url, '/api/auth/login', {
      email: 'principal@example.edu.in',
      password: 'a long enough passphrase',
    });
    expect(login.status).toBe(200);

    const removed = staff(['remove', 'principal@example.edu.in']);
    expect(removed.status).toBe(0);
    expect(removed.stdout.trim()).toBe(
      'Removed principal@example.edu.in and ended their sessions.',
    );
    expect(await sql`select 1 from staff_sessions`).toHaveLength(0);
  });

  it('refuses a short password, a bad email, no password without a terminal, and unknown commands', () => {
    const short = staff(['add', 'a@example.edu.in'], 'short');
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    const badEmail = staff(['add', 'not-an-email'], 'a long enough passphrase');
    expect(badEmail.status).toBe(2);
    expect(badEmail.stderr).toMatch(/valid email/);
    const noPassword = staff(['add', 'a@example.edu.in']);
    expect(noPassword.status).toBe(1);
    expect(noPassword.stderr).toMatch(/Set STAFF_PASSWORD/);
    const unknown = staff(['promote', 'a@example.edu.in']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Usage/);
  });

  it('says so when removing an account that does not exist', () => {
    const result = staff(['remove', 'ghost@example.edu.in']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/No staff account/);
  });
});
