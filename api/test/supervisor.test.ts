import { afterAll, describe, expect, it } from 'vitest';
import { EX_CONFIG, supervise } from '../../scripts/supervise.mjs';
import { alive, processesIn } from '../src/db/embedded-folder';
import { postJson } from './helpers';
import {
  freshEnquiry,
  healthy,
  startSupervisedApi,
  until,
  type SupervisedApi,
} from './supervised-api';

/*
 * `npm start` keeps the API up: killed, it is started again, with an
 * embedded PostgreSQL that it supervises in turn
 * (docs/decisions/037-supervised-api-and-signed-console-updates.md).
 */
describe('npm start', () => {
  let api: SupervisedApi | undefined;
  afterAll(async () => {
    await api?.stop();
  });

  it('starts the API again after SIGKILL, keeping what it had accepted, and stops cleanly', async () => {
    api = await startSupervisedApi();
    const kept = freshEnquiry(1);
    expect((await postJson(api.url, '/api/enquiries', kept)).status).toBe(201);

    const first = api.apiPid()!;
    const firstServer = api.postmasterPid()!;
    process.kill(first, 'SIGKILL');
    expect(await until(() => !alive(first), 5000)).toBe(true);
    // The supervisor waits a second, and the new API takes over the server the old one left.
    expect(await until(() => healthy(api!.url), 60_000), api.output()).toBe(true);
    const second = api.apiPid()!;
    expect(second).not.toBe(first);
    expect(api.output()).toMatch(/was killed by SIGKILL after \d+ s; starting it again in 1 s/);
    expect(await api.stored([kept.submission_id!])).toEqual({ ids: 1, rows: 1 });
    expect((await postJson(api.url, '/api/enquiries', freshEnquiry(2))).status).toBe(201);

    // The new API supervises its database too: killed, the server is started again.
    const server = api.postmasterPid()!;
    expect(server).not.toBe(firstServer);
    process.kill(server, 'SIGKILL');
    expect(
      await until(async () => api!.postmasterPid() !== server && (await healthy(api!.url)), 30_000),
    ).toBe(true);
    expect(api.apiPid()).toBe(second);
    expect(await api.stored([kept.submission_id!])).toEqual({ ids: 1, rows: 1 });

    // SIGTERM reaches the API through the supervisor, which exits 0; nothing is left running.
    const { dataDir } = api;
    const code = await api.stop();
    api = undefined;
    expect(code).toBe(0);
    expect(alive(second)).toBe(false);
    expect(processesIn(dataDir)).toEqual([]);
  }, 240_000);
});

describe('the supervisor', () => {
  const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });
  const quick = { firstDelayMs: 10, maxDelayMs: 40, stableMs: 5000, stopTimeoutMs: 2000 };

  it('gives up on a crash loop with the child’s code, saying why', async () => {
    const lines: string[] = [];
    const run = supervise({
      ...node('process.exit(3)'),
      ...quick,
      maxQuickExits: 4,
      spawnOptions: { stdio: 'ignore' },
      log: (line) => lines.push(line),
    });
    expect(await run.done).toBe(3);
    expect(run.starts()).toBe(4);
    expect(lines.at(-1)).toMatch(/4th exit in a row within 5 s of starting\. Giving up/);
    expect(lines[0]).toMatch(/exited with code 3 after 0 s; starting it again in 0.01 s/);
  });

  it('does not start again a child whose configuration is wrong', async () => {
    const lines: string[] = [];
    const run = supervise({
      ...node(`process.exit(${EX_CONFIG})`),
      ...quick,
      spawnOptions: { stdio: 'ignore' },
      log: (line) => lines.push(line),
    });
    expect(await run.done).toBe(EX_CONFIG);
    expect(run.starts()).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/configuration is wrong.*Not starting it again/)]);
  });

  it('passes SIGTERM on and exits 0 once the child has stopped', async () => {
    const run = supervise({
      ...node(
        "process.on('SIGTERM', () => { console.log('stopping'); setTimeout(() => process.exit(0), 100); }); setInterval(() => {}, 1000);",
      ),
      ...quick,
      spawnOptions: { stdio: 'ignore' },
    });
    expect(await until(() => run.pid() !== undefined, 5000)).toBe(true);
    await new Promise((done) => setTimeout(done, 300));
    const pid = run.pid()!;
    expect(await run.stop('SIGTERM')).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(run.starts()).toBe(1);
  });

  it('kills a child that does not stop in time', async () => {
    const run = supervise({
      ...node("process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);"),
      ...quick,
      stopTimeoutMs: 300,
      spawnOptions: { stdio: 'ignore' },
      log: () => {},
    });
    await new Promise((done) => setTimeout(done, 500));
    expect(await run.stop('SIGTERM')).toBe(1);
  });
});
