import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSql, type Sql } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { freePort, tempDir } from './global-setup';
import { enquiry, postJson, startServer, testConfig, type TestServer } from './helpers';

/*
 * This file runs its own PostgreSQL, because it stops the server mid-run to
 * prove the API answers 503 while it is gone and recovers without a restart.
 */
let dir: string;
let port: number;
let database: EmbeddedDatabase;
let sql: Sql;
let server: TestServer;

const start = () => startEmbeddedPostgres({ dir: join(dir, 'data'), port });

beforeAll(async () => {
  dir = tempDir('skltcoa-outage-');
  port = await freePort();
  database = await start();
  sql = createSql(database.url, { connectTimeout: 2 });
  await migrate(sql);
  server = await startServer(sql, testConfig());
});
afterAll(async () => {
  await server.close();
  await sql.end({ timeout: 1 });
  await database.stop();
});

const childPids = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((each) => each > 0);

/** Repeats a request until it answers `status`, for at most 10 s. */
async function eventually(request: () => Promise<Response>, status: number): Promise<Response> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await request();
    if (response.status === status || Date.now() > deadline) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('answers 503 with a plain message while the database is down, then recovers by itself', async () => {
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect((await postJson(server.url, '/api/enquiries', enquiry())).status).toBe(201);

  await database.stop();

  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({
    service: 'skltcoa-api',
    status: 'degraded',
    database: 'down',
  });

  const lost = enquiry();
  const refused = await postJson(server.url, '/api/enquiries', lost);
  expect(refused.status).toBe(503);
  const text = await refused.text();
  expect(JSON.parse(text)).toEqual({
    error: 'The service is temporarily unavailable. Please try again in a few minutes.',
  });
  expect(text).not.toMatch(/ECONNREFUSED|at |\.ts/);

  // Known down: every further request is answered at once, not after a connection timeout.
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const answer = await postJson(server.url, '/api/enquiries', enquiry());
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(performance.now() - started).toBeLessThan(1000);
  }

  database = await start();

  // The visitor's retry with the same submission_id is stored exactly once,
  // as soon as the background probe has seen the database answer again.
  const retried = await eventually(() => postJson(server.url, '/api/enquiries', lost), 201);
  expect(retried.status).toBe(201);
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from admission_leads where submission_id = ${lost.submission_id!}`;
  expect(row!.n).toBe(1);
});

it('answers 503 within seconds when the database hangs, and at once after that', async () => {
  const pid = database.pid?.();
  expect(pid).toBeGreaterThan(0);
  expect((await postJson(server.url, '/api/enquiries', enquiry())).status).toBe(201);
  // A paused server accepts connections and never answers: the worst kind of
  // outage. Every backend is paused too, or pooled connections would still answer.
  const all = [pid!, ...childPids(pid!)];
  for (const each of all) process.kill(each, 'SIGSTOP');
  try {
    const started = performance.now();
    const stuck = await postJson(server.url, '/api/enquiries', enquiry());
    expect(stuck.status).toBe(503);
    // The heartbeat (2 s) and its probe's deadline (1 s) bound the wait; the rest is a busy machine.
    expect(performance.now() - started).toBeLessThan(6000);
    const again = performance.now();
    expect((await postJson(server.url, '/api/enquiries', enquiry())).status).toBe(503);
    expect(performance.now() - again).toBeLessThan(1000);
  } finally {
    for (const each of all) process.kill(each, 'SIGCONT');
  }
  expect(
    (await eventually(() => postJson(server.url, '/api/enquiries', enquiry()), 201)).status,
  ).toBe(201);
});

it('starts a killed embedded server again by itself, losing nothing committed', async () => {
  const kept = enquiry();
  expect((await postJson(server.url, '/api/enquiries', kept)).status).toBe(201);
  const pid = database.pid?.();
  process.kill(pid!, 'SIGKILL');
  const deadline = Date.now() + 15_000;
  while ((database.pid?.() === pid || !database.pid?.()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const back = await eventually(() => postJson(server.url, '/api/enquiries', enquiry()), 201);
  expect(back.status).toBe(201);
  expect(database.pid?.()).not.toBe(pid);
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from admission_leads where submission_id = ${kept.submission_id!}`;
  expect(row!.n).toBe(1);
});
