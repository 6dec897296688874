import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
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
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startThrowawayServer();
  project.provide('pgAdminUrl', server.url);
  return server.stop;
}
