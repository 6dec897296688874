/**
 * The product as `npm start` runs it (scripts/start.mjs): the supervisor, the
 * API under it and the API's embedded PostgreSQL, each a real process on
 * loopback, with its data in a temporary folder. For the tests that kill or
 * stop them (supervisor.test.ts, fast-shutdown.test.ts) and the fault probes
 * (api/bench/fault-probes.ts); docs/decisions/037-supervised-api-and-signed-console-updates.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { REPO_ROOT } from '../src/db/connect';
import { alive, lockPid, processesIn } from '../src/db/embedded-folder';
import { freePort, tempDir } from './global-setup';
import { enquiry, postJson } from './helpers';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface SupervisedApi {
  url: string;
  /** The folder of the embedded PostgreSQL's data. */
  dataDir: string;
  supervisor: ChildProcess;
  /** The API process the supervisor runs now, if one runs. */
  apiPid: () => number | undefined;
  /** The embedded PostgreSQL's postmaster, from its lock file. */
  postmasterPid: () => number | undefined;
  /** Everything the three processes printed. */
  output: () => string;
  /** Stored rows with these submission ids: [distinct ids found, rows]. */
  stored: (submissionIds: string[]) => Promise<{ ids: number; rows: number }>;
  /** SIGTERM to the supervisor; answers its exit code, then removes the folder. */
  stop: () => Promise<number | null>;
}

/** Calls `check` until it is true, at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

export async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

const childrenOf = (pid: number) => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((each) => each > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
};

/** `npm start` in a temporary folder: a one-page site, the outbox and the database in it. */
export async function startSupervisedApi(env: Record<string, string> = {}): Promise<SupervisedApi> {
  const root = tempDir('skltcoa-supervised-');
  const dataDir = join(root, 'postgres');
  const siteDir = join(root, 'site');
  mkdirSync(siteDir);
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  const port = await freePort();
  const pgPort = await freePort();
  const { DATABASE_URL: _unused, SMTP_URL: _none, ...inherited } = process.env;
  const supervisor = spawn(process.execPath, [join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SITE_DIR: siteDir,
      OUTBOX_DIR: join(root, 'outbox'),
      LOG_REQUESTS: 'false',
      ENQUIRY_RATE_LIMIT: '0',
      ENQUIRY_CONTACT_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;

  const superuserUrl = () => {
    const { password } = JSON.parse(readFileSync(`${dataDir}.credentials.json`, 'utf8')) as {
      password: string;
    };
    return `postgres://skltcoa:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/skltcoa`;
  };

  const api: SupervisedApi = {
    url,
    dataDir,
    supervisor,
    apiPid: () => (supervisor.pid ? childrenOf(supervisor.pid)[0] : undefined),
    postmasterPid: () => lockPid(dataDir),
    output: () => output,
    stored: async (submissionIds) => {
      const sql = postgres(superuserUrl(), { max: 1, onnotice: () => {} });
      const deadline = Date.now() + 30_000;
      try {
        // The server may be starting again (a stop, or an API that died with it).
        for (;;) {
          try {
            const [row] = await sql<{ ids: number; rows: number }[]>`
              select count(distinct submission_id)::int as ids, count(*)::int as rows
              from admission_leads where submission_id = any(${submissionIds}::uuid[])`;
            return row!;
          } catch (error) {
            if (Date.now() > deadline) throw error;
            await sleep(200);
          }
        }
      } finally {
        await sql.end({ timeout: 1 });
      }
    },
    stop: async () => {
      const exited = once(supervisor, 'exit');
      if (supervisor.exitCode === null && supervisor.signalCode === null) {
        supervisor.kill('SIGTERM');
        const [code] = (await Promise.race([exited, sleep(45_000).then(() => [null])])) as [
          number | null,
        ];
        await until(() => (processesIn(dataDir) ?? []).length === 0, 15_000);
        rmSync(root, { recursive: true, force: true });
        return code;
      }
      rmSync(root, { recursive: true, force: true });
      return supervisor.exitCode;
    },
  };

  // The first start makes the cluster (initdb) and migrates it.
  if (!(await until(() => healthy(url), 90_000))) {
    await api.stop();
    throw new Error(`npm start did not become healthy:\n${output}`);
  }
  return api;
}

/** An adult's enquiry from a family of its own, so that no per-contact limit is reached. */
export function freshEnquiry(n: number): Record<string, string> {
  const id = (Date.now() % 1_000_000) * 1000 + (n % 1000);
  return enquiry({
    email: `probe.${id}@example.com`,
    phone: `9${String(id).padStart(9, '0').slice(-9)}`,
  });
}

export interface LoadResult {
  sent: number;
  /** submission_ids answered 201. */
  accepted: string[];
  /** Answered 503 while the database was down. */
  unavailable: number;
  /** Any other answer, or no answer (connection refused: the API was gone). */
  other: number;
  /** From the fault to the first 201 after a refusal, in ms; undefined if never. */
  recoveredMs: number | undefined;
}

/**
 * Sends enquiries from `workers` loops; after `faultAfterMs`, calls `fault`,
 * then goes on until enquiries are accepted again (or `maxMs` has passed)
 * and for `tailMs` more.
 */
export async function loadThrough(
  url: string,
  fault: () => void,
  { workers = 16, faultAfterMs = 500, maxMs = 30_000, tailMs = 300 } = {},
): Promise<LoadResult> {
  const result: LoadResult = {
    sent: 0,
    accepted: [],
    unavailable: 0,
    other: 0,
    recoveredMs: undefined,
  };
  let faultAt: number | undefined;
  let refusedSinceFault = false;
  let stopAt = Date.now() + maxMs;
  await Promise.all([
    (async () => {
      await sleep(faultAfterMs);
      faultAt = performance.now();
      fault();
    })(),
    ...Array.from({ length: workers }, async () => {
      while (Date.now() < stopAt) {
        // A fault that refused nothing within 5 s has been weathered.
        if (faultAt !== undefined && !refusedSinceFault && performance.now() - faultAt > 5000)
          break;
        const body = freshEnquiry(result.sent++);
        // 0: no answer at all (the API was gone).
        let status = 0;
        try {
          const response = await postJson(url, '/api/enquiries', body);
          await response.body?.cancel();
          status = response.status;
        } catch {
          // counted below as no answer
        }
        if (status === 201) {
          result.accepted.push(body.submission_id!);
          if (faultAt !== undefined && refusedSinceFault && result.recoveredMs === undefined) {
            result.recoveredMs = Math.round(performance.now() - faultAt);
            stopAt = Math.min(stopAt, Date.now() + tailMs);
          }
        } else {
          if (status === 503) result.unavailable += 1;
          else result.other += 1;
          if (faultAt !== undefined) refusedSinceFault = true;
          await sleep(20);
        }
      }
    }),
  ]);
  return result;
}

/** SIGINT to the postmaster: PostgreSQL's fast shutdown, as `pg_ctl stop -m fast` sends. */
export function fastShutdown(api: SupervisedApi): number {
  const pid = api.postmasterPid();
  if (!pid || !alive(pid)) throw new Error('no PostgreSQL server to stop');
  process.kill(pid, 'SIGINT');
  return pid;
}
