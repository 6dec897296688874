import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { createSql } from '../src/db/client';
import { REPO_ROOT } from '../src/db/connect';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { ensureServingRole, SERVING_ROLE } from '../src/db/roles';
import { freePort, tempDir } from '../test/global-setup';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export function machine(): string {
  return `${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** A migrated database on a throwaway embedded PostgreSQL, deleted on stop. */
export async function throwawayDatabase(): Promise<EmbeddedDatabase> {
  const dir = tempDir('skltcoa-bench-');
  const database = await startEmbeddedPostgres({
    dir: join(dir, 'data'),
    port: await freePort(),
    persistent: false,
  });
  const sql = createSql(database.url);
  await migrate(sql);
  await sql.end();
  return database;
}

/**
 * DATABASE_URL and MIGRATION_DATABASE_URL for an API on the database of
 * `ownerUrl`: the owner migrates, and the API serves as a role that owns
 * nothing, made here (docs/decisions/036-a-serving-role-that-owns-nothing.md).
 */
async function databaseEnv(ownerUrl: string): Promise<Record<string, string>> {
  const password = randomBytes(18).toString('base64url');
  const owner = createSql(ownerUrl, { max: 1 });
  try {
    await ensureServingRole(owner, SERVING_ROLE, password);
  } finally {
    await owner.end();
  }
  const serving = new URL(ownerUrl);
  serving.username = SERVING_ROLE;
  serving.password = password;
  return { DATABASE_URL: serving.href, MIGRATION_DATABASE_URL: ownerUrl };
}

/** The API as production runs it, in its own process so the load generator does not share its event loop. */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api/src/main.ts')], {
    env: {
      ...process.env,
      ...(await databaseEnv(databaseUrl)),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ENQUIRY_RATE_LIMIT: '0',
      ENQUIRY_CONTACT_RATE_LIMIT: '0',
      LOG_REQUESTS: 'false',
      SITE_DIR: '/nonexistent',
      // Production refuses to start without them (ADR 038, docs/deployment.md); a bench's own, never a real one.
      SITE_URL: 'https://www.skltcoa.example',
      MFA_SECRET_KEY: randomBytes(32).toString('base64'),
      MAILS_PER_RECIPIENT_PER_DAY: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return { url, process: child };
}

/** Resolves once the product at `origin` answers its health check (15 s at most). */
export async function waitForHealth(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin} did not become healthy`);
}
