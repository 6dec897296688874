import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { ensureServingRole } from '../src/db/roles';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * The serving role the test app answers as (docs/decisions/036-a-serving-role-that-owns-nothing.md):
 * not the embedded deployment's name, so that a TEST_DATABASE_URL server's own is left alone.
 */
export const TEST_SERVING_ROLE = 'skltcoa_test_api';

/**
 * The serving role's URL for a database whose admin URL is `adminUrl`. Its
 * password is worked out from the admin's, so that every project's setup
 * and every file agree on it without passing it around, and it is no
 * better known than the admin's.
 */
export function testServingUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.password = createHash('sha256')
    .update(`${TEST_SERVING_ROLE} ${url.username}:${url.password}@${url.host}`)
    .digest('base64url');
  url.username = TEST_SERVING_ROLE;
  return url.href;
}

/** Makes TEST_SERVING_ROLE on the server of `adminUrl`; each database grants it (helpers.ts). */
export async function makeTestServingRole(adminUrl: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const { password } = new URL(testServingUrl(adminUrl));
    await ensureServingRole(admin, TEST_SERVING_ROLE, decodeURIComponent(password));
  } finally {
    await admin.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A directory the unprivileged postgres user can enter (mkdtemp makes 0700 ones). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * A throwaway embedded PostgreSQL server; `stop` also removes its files. The
 * run's one server, and the own server of a file that needs its transaction
 * horizon to itself (createTestDatabase in helpers.ts).
 */
export async function startThrowawayServer(
  prefix = 'skltcoa-test-pg-',
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = tempDir(prefix);
  try {
    const db = await startEmbeddedPostgres({
      dir: join(dir, 'data'),
      port: await freePort(),
      database: 'postgres',
    });
    return {
      url: db.url,
      stop: async () => {
        await db.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One real PostgreSQL for the whole run: TEST_DATABASE_URL (an admin URL of a
 * server you run) or a throwaway embedded server. Each test file then makes
 * its own database on it, so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    await makeTestServingRole(process.env.TEST_DATABASE_URL);
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startThrowawayServer();
  try {
    await makeTestServingRole(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('pgAdminUrl', server.url);
  return server.stop;
}
