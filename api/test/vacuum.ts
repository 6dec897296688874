import type { Sql } from '../src/db/client';

/**
 * VACUUM ANALYZE until the visibility map covers every page of the table, so
 * that the planner may read an index alone, as it does in use once autovacuum
 * has run. One VACUUM is not enough on a shared test server: any snapshot
 * older than the rows, such as a connection still starting up for another
 * test file, keeps it from marking their pages all-visible, and it returns
 * without saying so.
 */
export async function vacuumUntilVisible(sql: Sql, table: string, { tries = 50 } = {}) {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  for (let attempt = 1; ; attempt += 1) {
    await sql.unsafe(`vacuum analyze ${table}`);
    const [row] = await sql<{ pages: number; visible: number }[]>`
      select relpages as pages, relallvisible as visible
      from pg_class where oid = ${table}::regclass`;
    if (row && row.visible >= row.pages) return;
    if (attempt === tries) {
      throw new Error(
        `${table}: ${row?.visible} of ${row?.pages} pages all-visible after ${tries} vacuums`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
