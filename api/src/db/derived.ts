import { createHash } from 'node:crypto';
import type { Sql } from './client';

/**
 * Something PostgreSQL keeps that is worked out from the code's own
 * definitions rather than written out in a migration, so that the two can
 * never differ (docs/decisions/032-export-lines-kept-by-postgresql.md).
 * `statements` replace it whole, whatever the database held before; the
 * table's column it makes carries their digest as its comment.
 */
export interface DerivedDefinition {
  /** `table.column`: the column the statements make. */
  name: string;
  /** The migration that makes every column the statements read. */
  after: string;
  /** Run in one short transaction: they change definitions, never rewrite the table. */
  statements: readonly string[];
  /**
   * One batch of filling the column for rows written before the statements
   * ran, in its own transaction: `$1` is the previous batch's last id (null
   * first), and it answers `last`, this batch's last id, null when no row is
   * left (docs/decisions/048-derived-columns-filled-online.md).
   */
  fill?: string;
}

const comments = new WeakMap<DerivedDefinition, string>();

/** The comment a derived column carries: the digest of the statements that made it. */
export function derivedComment(definition: DerivedDefinition): string {
  let comment = comments.get(definition);
  if (comment === undefined) {
    const digest = createHash('sha256').update(definition.statements.join(';\n')).digest('hex');
    comment = `Derived by migrate.ts, ${digest}`;
    comments.set(definition, comment);
  }
  return comment;
}

/**
 * True when the definition's column exists and was made by this code's
 * statements. Read in the caller's transaction where it has one, so that the
 * answer holds for what it reads next.
 */
export async function derivedIsCurrent(sql: Sql, definition: DerivedDefinition): Promise<boolean> {
  const [table, column] = definition.name.split('.') as [string, string];
  const [held] = await sql<{ comment: string | null }[]>`
    select col_description(attrelid, attnum) as comment from pg_attribute
    where attrelid = ${table}::regclass and attname = ${column} and not attisdropped`;
  return held?.comment === derivedComment(definition);
}

/** How long the statements may wait for a table lock before they give way and try again. */
const LOCK_WAIT = '2s';
const LOCK_ATTEMPTS = 30;

/**
 * Makes each definition again if its column is missing or was made by other
 * statements, holding `lock` (the migration lock) throughout, so that
 * instances starting together make it once. Returns the names of those made.
 * A database whose migrations stop before a definition's `after` is left
 * alone.
 *
 * Writes go on meanwhile (docs/decisions/048-derived-columns-filled-online.md):
 * the statements change only definitions, and give way if a table lock is not
 * had within LOCK_WAIT, rather than queue every writer behind them; the rows
 * are then filled in batches that each hold only their own rows. The column
 * carries its digest once the last batch is in, and until then the export
 * says it is being updated.
 */
export async function keepDerived(
  sql: Sql,
  definitions: readonly DerivedDefinition[],
  lock: number,
): Promise<string[]> {
  const made: string[] = [];
  const connection = await sql.reserve();
  const session = connection as unknown as Sql;
  try {
    await connection`select pg_advisory_lock(${lock})`;
    try {
      for (const definition of definitions) {
        const [ready] = await connection`
          select 1 from schema_migrations where name = ${definition.after}`;
        if (!ready || (await derivedIsCurrent(session, definition))) continue;
        await defineGivingWay(session, definition);
        if (definition.fill) {
          for (let last: string | null = null; ;) {
            last = await fillBatch(session, definition.fill, last, true);
            if (last === null) break;
          }
        }
        await connection.unsafe(commentStatement(definition));
        made.push(definition.name);
      }
    } finally {
      await connection`select pg_advisory_unlock(${lock})`;
    }
  } finally {
    connection.release();
  }
  return made;
}

async function defineGivingWay(connection: Sql, definition: DerivedDefinition): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await connection.unsafe('begin');
      await connection.unsafe(`set local lock_timeout = '${LOCK_WAIT}'`);
      for (const statement of definition.statements) await connection.unsafe(statement);
      await connection.unsafe('commit');
      return;
    } catch (error) {
      await connection.unsafe('rollback').catch(() => {});
      const code = (error as { code?: string }).code;
      if (code !== '55P03' || attempt >= LOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * One batch of `fill` after `last`; its own transaction unless `ownTransaction`
 * is false. It sets the live-update events' own switch (migration 008): the
 * batch changes nothing staff see, so it tells no console.
 */
async function fillBatch(
  connection: Sql,
  fill: string,
  last: string | null,
  ownTransaction: boolean,
): Promise<string | null> {
  if (ownTransaction) await connection.unsafe('begin');
  try {
    await connection.unsafe(`select set_config('skltcoa.keeping_last_activity', 'on', true)`);
    const [row] = await connection.unsafe<{ last: string | null }[]>(fill, [last]);
    await connection.unsafe(`select set_config('skltcoa.keeping_last_activity', '', true)`);
    if (ownTransaction) await connection.unsafe('commit');
    return row?.last ?? null;
  } catch (error) {
    if (ownTransaction) await connection.unsafe('rollback').catch(() => {});
    throw error;
  }
}

const commentStatement = (definition: DerivedDefinition) =>
  `comment on column ${definition.name} is '${derivedComment(definition)}'`;

/**
 * Makes a definition's column, in the caller's transaction, whatever the
 * database held before: its statements, every row filled, then the digest as
 * its comment. For a restore, which nothing else writes to meanwhile.
 */
export async function makeDerived(tx: Sql, definition: DerivedDefinition): Promise<void> {
  for (const statement of definition.statements) await tx.unsafe(statement);
  if (definition.fill) {
    for (let last: string | null = null; ;) {
      last = await fillBatch(tx, definition.fill, last, false);
      if (last === null) break;
    }
  }
  await tx.unsafe(commentStatement(definition));
}
