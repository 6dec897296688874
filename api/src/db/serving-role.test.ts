import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, pruneAudit } from '../audit/audit';
import { parseEnv } from '../env';
import { freePort, tempDir, TEST_SERVING_ROLE } from '../../test/global-setup';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/helpers';
import type { Sql } from './client';
import { openDatabase, type Database } from './connect';
import { DatabaseRefused, grantServing, SERVING_ROLE, servingRoleProblems } from './roles';

/*
 * The API serves as a role that owns nothing, is no superuser, and may only
 * read and add to the audit trail (docs/decisions/036-a-serving-role-that-owns-nothing.md).
 * Every statement below is one a SQL injection in the API could send.
 */

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const MIGRATE = fileURLToPath(new URL('../cli/migrate.ts', import.meta.url));
let db: TestDatabase;
let sql: Sql;
let app: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  app = db.appSql;
});
afterAll(() => db.drop());

/** The refusal PostgreSQL gives for want of a privilege. */
const refused = (message: RegExp) => ({ code: '42501', message: expect.stringMatching(message) });

describe('the role the API serves as', () => {
  it('is a login that is no superuser and owns nothing', async () => {
    const [role] = await app<
      { name: string; rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean }[]
    >`select current_user as name, rolsuper, rolcreaterole, rolcreatedb
      from pg_roles where rolname = current_user`;
    expect(role).toEqual({
      name: TEST_SERVING_ROLE,
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
    });
    const [owned] = await app<{ n: number }[]>`
      select ((select count(*) from pg_class where relowner = current_user::regrole)
        + (select count(*) from pg_proc where proowner = current_user::regrole))::int as n`;
    expect(owned!.n).toBe(0);
    expect(await servingRoleProblems(app)).toEqual([]);
  });

  it('cannot switch the audit trail’s triggers off', async () => {
    await expect(
      app`alter table audit_events disable trigger audit_events_no_change`,
    ).rejects.toMatchObject(refused(/must be owner of table audit_events/));
    await expect(app`alter table audit_events disable trigger all`).rejects.toMatchObject(
      refused(/must be owner/),
    );
    await expect(
      app`alter table lead_activities disable trigger lead_activities_no_change`,
    ).rejects.toMatchObject(refused(/must be owner/));
  });

  it('cannot make its session skip triggers', async () => {
    await expect(app`set session_replication_role = replica`).rejects.toMatchObject(
      refused(/session_replication_role/),
    );
  });

  it('cannot run a program or touch the server’s files through COPY', async () => {
    // The world-writable temporary folder: the server may run as another user than the tests.
    const made = join(tmpdir(), `skltcoa-copy-program-${randomUUID()}`);
    await expect(
      app.unsafe(`copy audit_events from program 'touch ${made}'`),
    ).rejects.toMatchObject(refused(/COPY to or from an external program/));
    await expect(app.unsafe(`copy (select 1) to program 'touch ${made}'`)).rejects.toMatchObject(
      refused(/COPY to or from an external program/),
    );
    expect(existsSync(made)).toBe(false);
    await expect(app.unsafe(`copy audit_events to '${made}'`)).rejects.toMatchObject(
      refused(/COPY to a file/),
    );
    await expect(app`select pg_read_file('/etc/hostname')`).rejects.toMatchObject(
      refused(/function pg_read_file/),
    );
    // The same statements as the superuser the API used to connect as: the refusals above are the role's.
    await sql.unsafe(`copy (select 1) to program 'touch ${made}'`);
    expect(existsSync(made)).toBe(true);
    rmSync(made);
  });

  it('adds to and reads the audit trail, and may change or delete none of it, however old', async () => {
    await audit(app, { actor: 'counsellor@example.edu.in', action: 'sign_in' });
    const [young] = await app<{ id: string }[]>`
      select id::text from audit_events where actor = 'counsellor@example.edu.in'`;
    const [old] = await sql<{ id: string }[]>`
      insert into audit_events (at, actor, action) values (now() - interval '2 years', 'system', 'sign_out')
      returning id::text`;
    // The trigger would let the old row go: only the missing grant stops these.
    for (const statement of [
      app`update audit_events set actor = 'someone else' where id = ${old!.id}`,
      app`update audit_events set actor = 'someone else' where id = ${young!.id}`,
      app`delete from audit_events where id = ${old!.id}`,
      app`truncate audit_events`,
    ]) {
      await expect(statement).rejects.toMatchObject(
        refused(/permission denied for table audit_events/),
      );
    }
    // Pruning goes through the owner's function, which takes only what is over a year old.
    expect(await pruneAudit(app)).toBe(1);
    const left = await sql<{ id: string }[]>`
      select id::text from audit_events where id in (${old!.id}, ${young!.id})`;
    expect(left.map((row) => row.id)).toEqual([young!.id]);
  });

  it('may create, change or drop no table, function or schema', async () => {
    for (const [statement, message] of [
      ['create table stolen (line text)', /permission denied for schema public/],
      [
        'create view leads_again as select * from admission_leads',
        /permission denied for schema public/,
      ],
      [
        'create function public.hook() returns trigger language plpgsql as $$ begin return null; end $$',
        /permission denied for schema public/,
      ],
      ['create schema elsewhere', /permission denied for database/],
      [
        'alter table admission_leads add column stolen text',
        /must be owner of table admission_leads/,
      ],
      ['alter table audit_events drop constraint audit_events_action_check', /must be owner/],
      ['drop table audit_events', /must be owner of table audit_events/],
      ['create index on admission_leads (name)', /must be owner of table admission_leads/],
      ["select audit_action_allow('anything')", /must be owner of table audit_events/],
      ['alter function audit_events_prune() security invoker', /must be owner of function/],
    ] as const) {
      await expect(app.unsafe(statement), statement).rejects.toMatchObject(refused(message));
    }
  });
});

/** A login role of the test's own, with `setup` run as the owner; dropped after `work`. */
async function withRole(
  setup: (role: string) => Promise<unknown>,
  work: (url: string, role: string) => Promise<void>,
) {
  const role = `skltcoa_test_${Math.random().toString(36).slice(2, 10)}`;
  await sql.unsafe(`create role ${role} login password 'role-password'`);
  try {
    await setup(role);
    const url = new URL(db.url);
    url.username = role;
    url.password = 'role-password';
    await work(url.href, role);
  } finally {
    await sql.unsafe(`drop owned by ${role}`);
    await sql.unsafe(`drop role ${role}`);
  }
}

/** What openDatabase refuses to serve as, with its message. */
async function refusal(env: Record<string, string>): Promise<string> {
  const opened = await openDatabase(testConfig(env), { log: () => {} }).then(
    async (database) => {
      await database.close();
      return null;
    },
    (error: unknown) => error,
  );
  expect(opened).toBeInstanceOf(DatabaseRefused);
  return (opened as Error).message;
}

describe('at start, the API refuses to serve', () => {
  it('as a superuser', async () => {
    const message = await refusal({ DATABASE_URL: db.url });
    expect(message).toMatch(
      /^Refusing to serve as the role DATABASE_URL connects as \(\w+\): it is a superuser\./,
    );
    expect(message).toContain('docs/deployment.md, "Database roles"');
  });

  it('as a role that owns a table, or is a member of its owner', async () => {
    await withRole(
      async (role) => {
        await grantServing(sql, role);
        await sql`create table owned_by_role (id int)`;
        await sql.unsafe(`alter table owned_by_role owner to ${role}`);
      },
      async (url) => {
        expect(await refusal({ DATABASE_URL: url })).toMatch(
          /it owns 1 tables, sequences or functions/,
        );
      },
    );
    await withRole(
      async (role) => {
        await grantServing(sql, role);
        await sql.unsafe(`create role ${role}_owners nologin`);
        await sql.unsafe(`alter table saved_views owner to ${role}_owners`);
        await sql.unsafe(`grant ${role}_owners to ${role}`);
      },
      async (url, role) => {
        try {
          expect(await refusal({ DATABASE_URL: url })).toMatch(/it owns 1 tables/);
        } finally {
          await sql`alter table saved_views owner to current_user`;
          await sql.unsafe(`drop role ${role}_owners`);
        }
      },
    );
  });

  it('as a role that may change the audit trail, create in the schema, or lacks its grants', async () => {
    await withRole(
      async (role) => {
        await grantServing(sql, role);
        await sql.unsafe(`grant update on audit_events to ${role}`);
        await sql.unsafe(`grant create on schema public to ${role}`);
      },
      async (url) => {
        const message = await refusal({ DATABASE_URL: url });
        expect(message).toContain(
          'it may update, delete, truncate or add triggers to audit_events',
        );
        expect(message).toContain('it may create objects in schema public');
      },
    );
    await withRole(
      async () => {},
      async (url) => {
        expect(await refusal({ DATABASE_URL: url })).toMatch(/it lacks its grants on \d+ tables/);
      },
    );
  });

  it('on a database older than the code, when it has no owner to migrate it', async () => {
    const empty = await createTestDatabase({ migrate: false });
    try {
      expect(await refusal({ DATABASE_URL: empty.appUrl })).toMatch(
        /^The database is not ready for this version: the database has no schema yet\. Set MIGRATION_DATABASE_URL/,
      );
    } finally {
      await empty.drop();
    }
  });

  it('and main.ts says why in one line and exits without listening', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_REQUESTS: 'false',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    // EX_CONFIG: npm start's supervisor does not start it again (ADR 037).
    expect(code).toBe(78);
    expect(stderr.trim()).toMatch(
      /^Refusing to serve as the role DATABASE_URL connects as \(\w+\): it is a superuser\./,
    );
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stdout).not.toContain('Serving');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});

describe('with MIGRATION_DATABASE_URL', () => {
  it('migrates as the owner, grants DATABASE_URL’s role, and serves as that role alone', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    let database: Database | undefined;
    try {
      database = await openDatabase(
        testConfig({ DATABASE_URL: fresh.appUrl, MIGRATION_DATABASE_URL: fresh.url }),
        { log: () => {} },
      );
      const [row] = await database.sql<{ role: string; migrations: number }[]>`
        select current_user as role, (select count(*) from schema_migrations)::int as migrations`;
      expect(row!.role).toBe(TEST_SERVING_ROLE);
      expect(row!.migrations).toBeGreaterThan(17);
      // No connection of the owner's is left.
      const owners = await fresh.sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and usename <> ${TEST_SERVING_ROLE} and pid <> pg_backend_pid()`;
      expect(owners[0]!.n).toBe(0);
    } finally {
      await database?.close();
      await fresh.drop();
    }
  });
});

describe('npm run migrate', () => {
  it('migrates and grants, so that an API given DATABASE_URL alone serves', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const migrateCli = (env: Record<string, string>) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', MIGRATE], {
          env: { ...process.env, NODE_ENV: 'test', ...env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    try {
      const alone = await migrateCli({ DATABASE_URL: fresh.appUrl });
      expect(alone.code).toBe(2);
      expect(alone.stderr).toMatch(/^Set MIGRATION_DATABASE_URL/);
      const both = await migrateCli({
        DATABASE_URL: fresh.appUrl,
        MIGRATION_DATABASE_URL: fresh.url,
      });
      expect(both.stderr).toBe('');
      expect(both.code).toBe(0);
      expect(both.stdout).toMatch(/^Applied migrations: 001_initial\.sql, /);
      const database = await openDatabase(testConfig({ DATABASE_URL: fresh.appUrl }), {
        log: () => {},
      });
      await database.close();
    } finally {
      await fresh.drop();
    }
  });
});

describe('the embedded server', () => {
  it('migrates as its superuser and serves as a role of its own, again after a restart', async () => {
    const dir = tempDir('skltcoa-embedded-roles-');
    const config = parseEnv({
      NODE_ENV: 'test',
      EMBEDDED_PG_DIR: join(dir, 'data'),
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    try {
      for (const start of [1, 2]) {
        const database = await openDatabase(config, { log: () => {} });
        try {
          const [row] = await database.sql<{ role: string; superuser: boolean; others: number }[]>`
            select current_user as role, rolsuper as superuser,
              (select count(*) from pg_stat_activity
               where datname = current_database() and usename <> current_user)::int as others
            from pg_roles where rolname = current_user`;
          expect(row, `start ${start}`).toEqual({
            role: SERVING_ROLE,
            superuser: false,
            others: 0,
          });
          expect(await servingRoleProblems(database.sql)).toEqual([]);
        } finally {
          await database.close();
        }
      }
      const kept = `${join(dir, 'data')}.serving-credentials.json`;
      expect(statSync(kept).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
