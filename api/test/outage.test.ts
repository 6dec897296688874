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

  database = await start();

  // The visitor's retry with the same submission_id is stored exactly once.
  const retried = await postJson(server.url, '/api/enquiries', lost);
  expect(retried.status).toBe(201);
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from admission_leads where submission_id = ${lost.submission_id!}`;
  expect(row!.n).toBe(1);
});
