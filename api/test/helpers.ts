import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { CURRENT_NOTICE_VERSION, type EnquiryInput } from '@skltcoa/shared';
import { createApp, type CreateAppOptions } from '../src/app';
import { addStaffUser } from '../src/auth/staff-users';
import { databaseGate } from '../src/db/availability';
import { createSql, type Sql } from '../src/db/client';
import { startHttpServer, type HttpServerOptions } from '../src/http-server';
import { migrate } from '../src/db/migrate';
import type { Config } from '../src/env';
import { startThrowawayServer } from './global-setup';
import { testConfig } from './test-config';

/**
 * A fresh, migrated database of its own on the run's PostgreSQL server.
 *
 * `ownServer` starts a PostgreSQL server for this file alone. The lead event
 * log reads the server-wide transaction horizon (docs/decisions/014-live-updates-from-postgres.md):
 * a write transaction open in another file's database holds back every newer
 * event. A file that asserts which events are sent, and when, needs a server
 * whose horizon only it moves; files run three at a time (package.json, ADR 034).
 */
export async function createTestDatabase({
  migrate: migrated = true,
  ownServer = false,
} = {}): Promise<{
  sql: Sql;
  url: string;
  drop: () => Promise<void>;
}> {
  const server = ownServer ? await startThrowawayServer('skltcoa-test-own-pg-') : null;
  const adminUrl = server?.url ?? inject('pgAdminUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.href, { max: 20 });
  const drop = async () => {
    try {
      await sql.end({ timeout: 1 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    } finally {
      // A server of this file's own goes, whatever became of its database.
      await server?.stop();
    }
  };
  try {
    await admin.unsafe(`create database ${name}`);
    if (migrated) await migrate(sql);
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { sql, url: url.href, drop };
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

/** The real app on a real port, so tests speak HTTP like a browser does, with main.ts's timeouts and database gate. */
export async function startServer(
  sql: Sql,
  config: Config,
  options: CreateAppOptions = {},
  http: Partial<HttpServerOptions> = {},
): Promise<TestServer> {
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
  sql: Sql;
  /** URL of the file's own database. */
  url: string;
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
