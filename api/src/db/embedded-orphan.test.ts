import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, tempDir } from '../../test/global-setup';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { alive, lockPid } from './embedded-folder';

/*
 * The embedded server after its API died: left running by an API killed
 * with SIGKILL, or its lock file left behind with a PID that now belongs to
 * another process. The next API must end up with a server of its own, which
 * it supervises (docs/decisions/037-supervised-api-and-signed-console-updates.md).
 */
const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

let root: string;
let dir: string;
let port: number;
const children: ChildProcess[] = [];
let database: EmbeddedDatabase | undefined;

beforeAll(async () => {
  root = tempDir('skltcoa-orphan-');
  dir = join(root, 'data');
  port = await freePort();
});
afterAll(async () => {
  await database?.stop();
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
  return check();
};

/** Rows in the table the first "API" made, once the server answers (a restarted one recovers first). */
async function count(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const deadline = Date.now() + 15_000;
  try {
    for (;;) {
      try {
        const [row] = await sql<{ n: number }[]>`select count(*)::int as n from kept`;
        return row!.n;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
}

it('stops a server whose API was killed, and starts one of its own that it supervises', async () => {
  // An "API": starts the server, commits a row, and is then killed with SIGKILL.
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(EMBEDDED)});
    const { default: postgres } = await import('postgres');
    const db = await startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, port: ${port} });
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    await sql\`create table kept (n int)\`;
    await sql\`insert into kept values (1)\`;
    console.log('ready ' + db.pid());
    setInterval(() => {}, 1000);`;
  const api = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(api);
  let output = '';
  api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  expect(await until(() => output.includes('ready'), 45_000)).toBe(true);
  const orphan = Number(/ready (\d+)/.exec(output)![1]);

  api.kill('SIGKILL');
  await once(api, 'exit');
  // PostgreSQL does not notice its parent's death: it goes on serving, supervised by nobody.
  expect(alive(orphan)).toBe(true);
  expect(lockPid(dir)).toBe(orphan);

  database = await startEmbeddedPostgres({ dir, port });
  const pid = database.pid?.();
  expect(pid).toBeGreaterThan(0);
  expect(pid).not.toBe(orphan);
  expect(await until(() => !alive(orphan))).toBe(true);
  expect(await count(database.url)).toBe(1);

  // Supervised: killed, it is started again.
  process.kill(pid!, 'SIGKILL');
  expect(await until(() => (database!.pid?.() ?? pid) !== pid)).toBe(true);
  expect(await count(database.url)).toBe(1);
});

it('reuses the server while the process that started it runs', async () => {
  const beside = await startEmbeddedPostgres({ dir, port });
  // As `npm run staff` beside the API: no server of its own, and nothing stopped after.
  expect(beside.pid).toBeUndefined();
  await beside.stop();
  expect(await count(database!.url)).toBe(1);
});

it('starts over a lock file whose PID now belongs to another process', async () => {
  const lock = readFileSync(join(dir, 'postmaster.pid'), 'utf8');
  await database!.stop();
  database = undefined;
  // After a reboot or a container's restart, the old PID may be any process's:
  // here one of the user PostgreSQL runs as (the folder's owner), which it may signal.
  const { uid, gid } = statSync(dir);
  const other = spawn('sleep', ['60'], { stdio: 'ignore', uid, gid });
  children.push(other);
  writeFileSync(join(dir, 'postmaster.pid'), lock.replace(/^\d+/, String(other.pid)));

  database = await startEmbeddedPostgres({ dir, port });
  expect(database.pid?.()).toBeGreaterThan(0);
  expect(await count(database.url)).toBe(1);
  expect(alive(other.pid!)).toBe(true);
});
