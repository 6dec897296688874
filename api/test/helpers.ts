import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { CURRENT_NOTICE_VERSION, type EnquiryInput } from '@skltcoa/shared';
import { createApp, type CreateAppOptions } from '../src/app';
import { addStaffUser } from '../src/auth/staff-users';
import { databaseGate } from '../src/db/availability';
import { createSql, type Sql } from '../src/db/client';
import { startHttpServer, type HttpServerOptions } from '../src/http/http-server';
import { migrate } from '../src/db/migrate';
import { grantServing } from '../src/db/roles';
import type { Config } from '../src/env';
import {
  makeTestServingRole,
  startThrowawayServer,
  TEST_SERVING_ROLE,
  testServingUrl,
} from './global-setup';
import { testConfig } from './test-config';

export interface TestDatabase {
  /** The owner's pool (a superuser's): setup and assertions. */
  sql: Sql;
  url: string;
  /** The serving role's pool, as the app connects (ADR 036). */
  appSql: Sql;
  appUrl: string;
  drop: () => Promise<void>;
}

/** Each test database's serving pool, by its owner pool: startServer serves through it. */
const servingPools = new WeakMap<Sql, Sql>();

/**
 * A fresh, migrated database of its own on the run's PostgreSQL server.
 *
 * `ownServer` starts a PostgreSQL server for this file alone. The lead event
 * log reads the server-wide transaction horizon (docs/decisions/014-live-updates-from-postgres.md):
 * a write transaction open in another file's database holds back every newer
 * event. A file that asserts which events are sent, and when, needs a server
 * whose horizon only it moves; files run three at a time (package.json, ADR 034).
 *
 * `sql` and `url` are the owner's (a superuser's), for a test's setup and
 * assertions; `appSql` and `appUrl` are the serving role's, which the app
 * answers as (startServer), granted as production grants it once migrated
 * (docs/decisions/036-a-serving-role-that-owns-nothing.md).
 */
export async function createTestDatabase({
  migrate: migrated = true,
  ownServer = false,
} = {}): Promise<TestDatabase> {
  const server = ownServer ? await startThrowawayServer('skltcoa-test-own-pg-') : null;
  const adminUrl = server?.url ?? inject('pgAdminUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const appUrl = new URL(testServingUrl(url.href));
  const sql = createSql(url.href, { max: 20 });
  const appSql = createSql(appUrl.href, { max: 20 });
  servingPools.set(sql, appSql);
  const drop = async () => {
    try {
      await appSql.end({ timeout: 1 });
      await sql.end({ timeout: 1 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    } finally {
      // A server of this file's own goes, whatever became of its database.
      await server?.stop();
    }
  };
  try {
    // The run's server has the role from global-setup.ts; a file's own server makes it here.
    if (server) await makeTestServingRole(server.url);
    await admin.unsafe(`create database ${name}`);
    if (migrated) {
      await migrate(sql);
      await grantServing(sql, TEST_SERVING_ROLE);
    }
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { sql, url: url.href, appSql, appUrl: appUrl.href, drop };
}

/**
 * Runs `work` in a transaction that stays open until the returned `commit` is called.
 * `work` changes no counted field (status, programme, form type, source, assignee,
 * dates, a merge; migrations 002, 007 and 014): that would
 * hold this session's shard of the kept counts (pg_backend_pid() % 8, ADR 005) until
 * the commit, and a write the test awaits meanwhile, through a connection of the
 * same shard, would wait for it for ever (one run in eight hung for 60 s).
 */
export async function openTransaction(sql: Sql, work: (tx: Sql) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let ready = () => {};
  const started = new Promise<void>((resolve) => (ready = resolve));
  const done = sql.begin(async (tx) => {
    await work(tx as unknown as Sql);
    ready();
    await released;
  });
  await Promise.race([started, done]);
  return {
    commit: async () => {
      release();
      await done;
    },
  };
}

export { testConfig };
export { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtp';

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The real app on a real port, so tests speak HTTP like a browser does, with
 * main.ts's timeouts and database gate. Given a test database's owner pool,
 * the app answers through that database's serving role instead, with the
 * privileges production gives it (ADR 036); any other pool is used as it is.
 */
export async function startServer(
  owner: Sql,
  config: Config,
  options: CreateAppOptions = {},
  http: Partial<HttpServerOptions> = {},
): Promise<TestServer> {
  const sql = servingPools.get(owner) ?? owner;
  const database = databaseGate(sql);
  const app = createApp({ sql, config, database, logError: () => {} }, options);
  const server = await startHttpServer(app.fetch, { port: 0, hostname: '127.0.0.1', ...http });
  return {
    url: server.url,
    close: async () => {
      database.stop();
      await server.close();
    },
  };
}

export interface TestApp {
  /** The owner's pool, for setup and assertions; the app answers as the serving role (appSql). */
  sql: Sql;
  /** URL of the file's own database, as its owner. */
  url: string;
  appSql: Sql;
  /** The same database as the serving role. */
  appUrl: string;
  server: TestServer;
  close: () => Promise<void>;
}

/** A test file's own database and the app serving it over real HTTP. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: CreateAppOptions = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const server = await startServer(db.sql, testConfig(env), options);
  return {
    sql: db.sql,
    url: db.url,
    appSql: db.appSql,
    appUrl: db.appUrl,
    server,
    close: async () => {
      await server.close();
      await db.drop();
    },
  };
}

export function enquiry(
  overrides: Partial<Record<keyof EnquiryInput, string>> = {},
): Record<string, string> {
  return {
    // As the form posts a ticked consent box and an adult's answer.
    consent: 'on',
    notice_version: CURRENT_NOTICE_VERSION,
    notice_language: 'en',
    adult: 'yes',
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    phone: '98765 43210',
    program: 'Bachelor of Architecture',
    form_type: 'Admission Enquiry',
    submission_id: randomUUID(),
    source_page: '/admission',
    ...overrides,
  };
}

export function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const STAFF = {
  email: 'counsellor@example.edu.in',
  password: 'correct horse battery staple',
};

/** Signs in as the admissions console does, which asks for the bearer token. */
export async function signIn(sql: Sql, base: string, staff = STAFF): Promise<string> {
  await addStaffUser(sql, staff.email, staff.password);
  const response = await postJson(base, '/api/auth/login', staff, { 'x-client': 'console' });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Every text value in every table of the database that contains `needle`, as table.column. */
export async function tracesOf(sql: Sql, needle: string): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }[]>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'ARRAY')`;
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await sql`
      select 1 from ${sql(table_name)}
      where ${sql(column_name)}::text ilike ${`%${needle}%`} limit 1`;
    if (rows.length > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}
