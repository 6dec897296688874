import {
  existsSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';

/*
 * Who holds an embedded PostgreSQL's data folder, for startEmbeddedPostgres
 * (embedded.ts). An API ended with SIGKILL leaves its server running with no
 * parent; the API that `npm start` starts in its place must then supervise
 * a server of its own, and a lock file left by a server that is gone must
 * not stop the next one from starting (docs/decisions/037-supervised-api-and-signed-console-updates.md).
 */

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The postmaster's PID from the folder's lock file, if there is one. */
export function lockPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** True while a process runs (or is a zombie, which the callers allow for). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PIDs of the processes working in the folder: a postmaster changes into its
 * data folder and its backends inherit that, so this finds a server's
 * backends too, after its postmaster has died. Linux only (/proc); elsewhere
 * undefined: not known.
 */
export function processesIn(dataDir: string): number[] | undefined {
  if (!existsSync('/proc/self/cwd')) return undefined;
  let folder: string;
  try {
    // /proc shows a process's folder with symbolic links resolved.
    folder = realpathSync(dataDir);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === folder) found.push(Number(entry));
    } catch {
      // Gone meanwhile, a zombie, or not ours to read.
    }
  }
  return found;
}

function readable(link: string): boolean {
  try {
    readlinkSync(link);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes a lock file that no server stands behind. PostgreSQL refuses to
 * start while the PID in it runs, and after a restart of the machine or a
 * container that PID may belong to anything else. It is removed only when no
 * process works in the folder: PostgreSQL's own check for backends still
 * attached to the old shared memory reads the lock file, so while any
 * process is there, the file is left for PostgreSQL to judge.
 */
export function removeStaleLock(dataDir: string, log: (message: string) => void): void {
  const pid = lockPid(dataDir);
  if (pid === undefined || processesIn(dataDir)?.length !== 0) return;
  // A running PID whose folder cannot be read (another user's) is not known to be elsewhere.
  if (alive(pid) && !readable(`/proc/${pid}/cwd`)) return;
  rmSync(`${dataDir}/postmaster.pid`, { force: true });
  log(`Removed a stale postmaster.pid (PID ${pid}, no server in ${dataDir}).`);
}

/** Waits, at most `ms`, until the server whose PID is `pid` has left the folder. */
async function gone(dataDir: string, pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    // PostgreSQL removes its lock file last; a zombie still answers kill(pid, 0).
    if (lockPid(dataDir) !== pid || !alive(pid) || processesIn(dataDir)?.includes(pid) === false)
      return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/**
 * Stops a server that this process did not start: a fast shutdown (SIGINT),
 * as `pg_ctl stop -m fast` does, and an immediate one (SIGQUIT) if that takes
 * more than 30 s. What was committed is kept either way (the write-ahead log).
 */
export async function stopServer(dataDir: string, pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch (error) {
      // Gone already is what was wanted.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  signal('SIGINT');
  if (await gone(dataDir, pid, 30_000)) return;
  signal('SIGQUIT');
  if (await gone(dataDir, pid, 10_000)) return;
  throw new Error(`The PostgreSQL server (PID ${pid}) in ${dataDir} does not stop.`);
}

/**
 * Waits while a server in the folder is starting or stopping (PID in the lock
 * file, not answering yet), as after an API that ended with an exception,
 * whose exit hook began a fast shutdown of its server. Answers the PID of a
 * server that answers, or undefined once none holds the folder.
 */
export async function settledServer(
  dataDir: string,
  answers: () => Promise<boolean>,
  log: (message: string) => void,
  ms = 60_000,
): Promise<number | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    removeStaleLock(dataDir, log);
    const pid = lockPid(dataDir);
    if (pid === undefined) return undefined;
    if (await answers()) return pid;
    // Nothing works in the folder (where that cannot be known, the PID is
    // gone): PostgreSQL judges the lock file itself as it starts.
    const working = processesIn(dataDir);
    if (working ? working.length === 0 : !alive(pid)) return undefined;
    if (Date.now() > deadline) {
      throw new Error(
        `The PostgreSQL server (PID ${pid}) in ${dataDir} neither answers nor stops.`,
      );
    }
    await sleep(250);
  }
}

/* The process that started the folder's server, kept beside the folder. */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

/** Notes this process as the one that started the folder's server and stops it. */
export function claimOwner(dataDir: string): void {
  writeFileSync(ownerFile(dataDir), String(process.pid));
}

/** Forgets the owner, if it is this process. */
export function releaseOwner(dataDir: string): void {
  try {
    if (readFileSync(ownerFile(dataDir), 'utf8') === String(process.pid))
      rmSync(ownerFile(dataDir));
  } catch {
    // Nothing noted.
  }
}

/**
 * True while the process that started the folder's server runs: the API,
 * while staff run `npm run staff` or a backup beside it. A server whose owner
 * is gone (or was never noted, as before ADR 037) is an orphan.
 */
export function ownerAlive(dataDir: string): boolean {
  try {
    const pid = Number(readFileSync(ownerFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && alive(pid);
  } catch {
    return false;
  }
}
