import { DERIVED_DEFINITIONS, MIGRATION_LOCK, migrationFiles } from './migrate';
import type { Sql } from './client';
import { derivedIsCurrent } from './derived';

/*
 * Two database roles (docs/decisions/036-a-serving-role-that-owns-nothing.md):
 * the owner, which runs the migrations and owns every object, and the
 * serving role the API answers requests as, which owns nothing, is no
 * superuser, and may only read and add to the audit trail. What the serving
 * role may do is granted here rather than in a migration, because each
 * deployment names its own role; it is granted again after every migration
 * run, so that nothing a migration made is missed.
 */

/** The serving role the embedded server's deployment makes for itself (connect.ts). */
export const SERVING_ROLE = 'skltcoa_api';

/** The API refuses to start on this database as configured; the message says why and what to do. */
export class DatabaseRefused extends Error {}

/** A role's name as SQL text. */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** What the serving role is, whatever it was before: a login and nothing more. */
const SERVING_ATTRIBUTES =
  'login nosuperuser nocreatedb nocreaterole noreplication nobypassrls inherit';

/** SQLSTATEs of a role another session created first: its name, or the catalogue's unique index. */
const ROLE_TAKEN = new Set(['42710', '23505']);

/**
 * Makes `role` the serving role with `password`, or makes an existing role
 * of that name one again. Roles belong to the whole server, and advisory
 * locks to one database, so sessions of different databases (the tests'
 * files, the API and `npm run staff`) may do this at once: a role another
 * session created first is altered instead, and an ALTER that met another's
 * is tried again. Needs a superuser or CREATEROLE.
 */
export async function ensureServingRole(owner: Sql, role: string, password: string) {
  try {
    await owner.unsafe(
      `create role ${ident(role)} with ${SERVING_ATTRIBUTES} password ${literal(password)}`,
    );
    return;
  } catch (error) {
    if (!ROLE_TAKEN.has((error as { code?: string }).code ?? '')) throw error;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await owner.unsafe(
        `alter role ${ident(role)} with ${SERVING_ATTRIBUTES} password ${literal(password)}`,
      );
      return;
    } catch (error) {
      // "tuple concurrently updated": another session altered the same role's row.
      if ((error as { code?: string }).code !== 'XX000' || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/**
 * Grants `role` what the API does, as the owner, in one transaction under
 * the migration lock (concurrent GRANTs on one table fail): reading and
 * writing the product's tables, except the audit trail (read and add only)
 * and the list of migrations (read only); the sequences; the audit trail's
 * pruning. Whatever else the role held on the tables is taken back first.
 * Default privileges give tables and sequences that the owner creates later
 * the same, until the next run grants them exactly.
 */
export async function grantServing(owner: Sql, role: string): Promise<void> {
  const to = ident(role);
  await owner.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    for (const statement of [
      `grant usage on schema public to ${to}`,
      `revoke all on all tables in schema public from ${to}`,
      `grant select, insert, update, delete on all tables in schema public to ${to}`,
      `revoke update, delete on public.audit_events from ${to}`,
      `revoke insert, update, delete on public.schema_migrations from ${to}`,
      `revoke all on all sequences in schema public from ${to}`,
      `grant usage, select on all sequences in schema public to ${to}`,
      `grant execute on function public.audit_events_prune() to ${to}`,
      `alter default privileges in schema public grant select, insert, update, delete on tables to ${to}`,
      `alter default privileges in schema public grant usage, select on sequences to ${to}`,
    ]) {
      await tx.unsafe(statement);
    }
  });
}

/** The role a connection logs in as. */
export async function currentRole(sql: Sql): Promise<string> {
  const [row] = await sql<{ role: string }[]>`select current_user as role`;
  return row!.role;
}

/**
 * Why the schema the connection sees is not the one this code expects, or
 * null when it is: migrations not applied, or a derived column (derived.ts)
 * made by other code. Reads only, as any role granted SELECT may.
 */
export async function staleSchema(sql: Sql): Promise<string | null> {
  const [table] = await sql<{ present: boolean; readable: boolean | null }[]>`
    select to_regclass('public.schema_migrations') is not null as present,
      has_table_privilege(to_regclass('public.schema_migrations'), 'SELECT') as readable`;
  if (!table!.present) return 'the database has no schema yet';
  // A role that may not read it lacks its grants, which servingRoleProblems says.
  if (!table!.readable) return null;
  const applied = new Set(
    (await sql<{ name: string }[]>`select name from schema_migrations`).map((row) => row.name),
  );
  const missing = migrationFiles().filter((file) => !applied.has(file));
  if (missing.length > 0) {
    return `${missing.length} migration${missing.length === 1 ? ' is' : 's are'} not applied (the first: ${missing[0]})`;
  }
  for (const definition of DERIVED_DEFINITIONS) {
    if (!(await derivedIsCurrent(sql, definition))) {
      return `${definition.name} was made by another version of the code`;
    }
  }
  return null;
}

/**
 * What the connection's role may do that a serving role must not, or lacks
 * that it needs, as phrases for one message; empty when it is a serving
 * role as ADR 036 describes. Ownership counts through membership too: a
 * member of the owner may act as the owner.
 */
export async function servingRoleProblems(sql: Sql): Promise<string[]> {
  const [role] = await sql<
    {
      superuser: boolean;
      createrole: boolean;
      createdb: boolean;
      replication: boolean;
      bypassrls: boolean;
      owned: number;
      owns_schema: boolean;
      owns_database: boolean;
      creates_in_schema: boolean;
      creates_schemas: boolean;
      changes_audit: boolean;
      server_programs: boolean;
      ungranted: number;
      version: number;
    }[]
  >`
    select r.rolsuper as superuser, r.rolcreaterole as createrole, r.rolcreatedb as createdb,
      r.rolreplication as replication, r.rolbypassrls as bypassrls,
      (select count(*) from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and pg_has_role(current_user, c.relowner, 'MEMBER'))::int
      + (select count(*) from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and pg_has_role(current_user, p.proowner, 'MEMBER'))::int as owned,
      pg_has_role(current_user, (select nspowner from pg_namespace where nspname = 'public'), 'MEMBER')
        as owns_schema,
      pg_has_role(current_user, (select datdba from pg_database where datname = current_database()), 'MEMBER')
        as owns_database,
      has_schema_privilege('public', 'CREATE') as creates_in_schema,
      has_database_privilege(current_database(), 'CREATE') as creates_schemas,
      coalesce(has_table_privilege(to_regclass('public.audit_events'), 'UPDATE, DELETE, TRUNCATE, TRIGGER'), false)
        as changes_audit,
      pg_has_role('pg_execute_server_program', 'USAGE') or pg_has_role('pg_read_server_files', 'USAGE')
        or pg_has_role('pg_write_server_files', 'USAGE') as server_programs,
      -- Each privilege asked alone: has_table_privilege answers true when any one of a list is held.
      (select count(*) from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and not (has_table_privilege(c.oid, 'SELECT')
            and (c.relname = 'schema_migrations' or has_table_privilege(c.oid, 'INSERT'))
            and (c.relname in ('schema_migrations', 'audit_events')
              or (has_table_privilege(c.oid, 'UPDATE') and has_table_privilege(c.oid, 'DELETE')))))::int
        as ungranted,
      current_setting('server_version_num')::int as version
    from pg_roles r where r.rolname = current_user`;
  const r = role!;
  // A superuser may do everything the rest would list.
  if (r.superuser) return ['is a superuser'];
  const problems: string[] = [];
  if (r.createrole) problems.push('may create roles');
  if (r.createdb) problems.push('may create databases');
  if (r.replication) problems.push('may replicate the server');
  if (r.bypassrls) problems.push('bypasses row security');
  if (r.owned > 0) problems.push(`owns ${r.owned} tables, sequences or functions`);
  if (r.owns_schema) problems.push('owns schema public');
  if (r.owns_database) problems.push('owns the database');
  if (r.creates_in_schema) problems.push('may create objects in schema public');
  if (r.creates_schemas) problems.push('may create schemas');
  if (r.changes_audit)
    problems.push('may update, delete, truncate or add triggers to audit_events');
  if (r.server_programs) problems.push('may run programs or read and write files on the server');
  // SET ON PARAMETER came in PostgreSQL 15; before it only a superuser may set this.
  if (r.version >= 150000) {
    const [set] = await sql<{ may: boolean }[]>`
      select has_parameter_privilege('session_replication_role', 'SET') as may`;
    if (set!.may) problems.push('may set session_replication_role');
  }
  if (r.ungranted > 0) problems.push(`lacks its grants on ${r.ungranted} tables`);
  return problems;
}

/**
 * Throws DatabaseRefused unless the connection is a serving role on a
 * schema this code expects. `source` names the setting it came from. The
 * message names the role and what is wrong, never data.
 */
export async function refuseUnlessServing(sql: Sql, source: string): Promise<void> {
  const stale = await staleSchema(sql);
  if (stale) {
    throw new DatabaseRefused(
      `The database is not ready for this version: ${stale}. Set MIGRATION_DATABASE_URL to the ` +
        'owner role, so that the API migrates at start, or run `npm run migrate` with it ' +
        '(docs/deployment.md, "Database roles").',
    );
  }
  const problems = await servingRoleProblems(sql);
  if (problems.length === 0) return;
  const role = await currentRole(sql);
  throw new DatabaseRefused(
    `Refusing to serve as the role ${source} connects as (${role}): it ${problems.join('; it ')}. ` +
      'The API serves as a role that owns nothing and may only read and add to the audit trail; ' +
      'the owner runs the migrations (MIGRATION_DATABASE_URL). See docs/deployment.md, "Database roles".',
  );
}
