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
  statements: readonly string[];
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

/**
 * Makes each definition again if its column is missing or was made by other
 * statements, under `lock` (the migration lock), so that instances starting
 * together make it once. Returns the names of those made. A database whose
 * migrations stop before a definition's `after` is left alone.
 */
export async function keepDerived(
  sql: Sql,
  definitions: readonly DerivedDefinition[],
  lock: number,
): Promise<string[]> {
  const made: string[] = [];
  for (const definition of definitions) {
    await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${lock})`;
      const [ready] = await tx`select 1 from schema_migrations where name = ${definition.after}`;
      if (!ready) return;
      if (await derivedIsCurrent(tx as unknown as Sql, definition)) return;
      await makeDerived(tx as unknown as Sql, definition);
      made.push(definition.name);
    });
  }
  return made;
}

/**
 * Makes a definition's column, in the caller's transaction, whatever the
 * database held before: its statements, then the digest as its comment.
 */
export async function makeDerived(tx: Sql, definition: DerivedDefinition): Promise<void> {
  for (const statement of definition.statements) await tx.unsafe(statement);
  await tx.unsafe(`comment on column ${definition.name} is '${derivedComment(definition)}'`);
}
