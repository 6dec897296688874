import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_CONTACT } from '../leads/first-contact';
import { EXPORT_OWN, SEARCH_TEXT } from '../leads/lead-columns';
import type { Sql } from './client';
import { keepDerived } from './derived';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
/**
 * What PostgreSQL keeps from the code's own definitions (derived.ts), in the
 * order they are made: the first contact before the export's line, which reads it.
 */
export const DERIVED_DEFINITIONS = [FIRST_CONTACT, EXPORT_OWN, SEARCH_TEXT];
/** Arbitrary constant shared by every instance: whoever holds it migrates (or grants: roles.ts). */
export const MIGRATION_LOCK = 7_316_001;

/** The migration files of `dir`, in the order they apply. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_[a-z0-9_-]+\.sql$/.test(file))
    .sort();
}

/**
 * Applies pending `migrations/NNN_name.sql` files in order. Each file runs in
 * its own transaction that first takes a transaction-scoped advisory lock, so
 * two instances starting together apply each migration exactly once. Then
 * what PostgreSQL keeps from the code's own definitions is made again where
 * the code changed it (derived.ts, docs/decisions/032).
 */
export async function migrate(sql: Sql, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`;
  const files = migrationFiles(dir);
  const applied: string[] = [];
  for (const file of files) {
    await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
      const [done] = await tx`select 1 from schema_migrations where name = ${file}`;
      if (done) return;
      await tx.unsafe(readFileSync(join(dir, file), 'utf8'));
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    });
  }
  applied.push(...(await keepDerived(sql, DERIVED_DEFINITIONS, MIGRATION_LOCK)));
  return applied;
}
