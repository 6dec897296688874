import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { audit, SYSTEM_ACTOR } from '../audit/audit';
import { eraseLeads, type ErasureReason } from '../privacy/privacy-repo';
import { deleteMailFor } from '../mail/outbox';
import { BACKUP_FORMAT, BACKUP_VERSION, ident, type BackupHeader, type Ledger } from './backup';
import type { Sql } from './client';
import { makeDerived } from './derived';
import { DERIVED_DEFINITIONS } from './migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

type Tx = Sql;

/** A restore that was refused before anything was written; the message says why and what to do. */
export class RestoreRefused extends Error {}

/** The file's lines, one at a time: the header first, then each table's rows. */
function openBackup(file: string) {
  const input = createGunzip();
  // A missing, unreadable or cut-short file fails the gunzip stream, and so the reading of lines.
  pipeline(createReadStream(file), input).catch(() => {});
  const lines = createInterface({ input, crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  return {
    next: async (): Promise<string | undefined> => {
      try {
        const { value, done } = await iterator.next();
        return done ? undefined : value;
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        if (!code?.startsWith('Z_')) throw error;
        throw new RestoreRefused(`This is not a whole backup file (${message}).`);
      }
    },
    close: () => lines.close(),
  };
}

function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) {
    throw new RestoreRefused('This file is not a backup made by `npm run backup`.');
  }
  if (header.version !== BACKUP_VERSION && header.version !== 1) {
    throw new RestoreRefused(
      `This backup is of format version ${header.version}; this checkout reads versions 1 to ${BACKUP_VERSION}.`,
    );
  }
  return header as BackupHeader;
}

/** Reads a backup's header only: what it holds, when it was taken. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const backup = openBackup(file);
  try {
    return parseHeader(await backup.next());
  } finally {
    backup.close();
  }
}

async function refuseUnlessEmpty(tx: Tx) {
  const present = await tx<{ name: string }[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
    order by c.relname`;
  if (present.length > 0) {
    throw new RestoreRefused(
      `The target database is not empty: it has ${present.length} tables or sequences ` +
        `(${present
          .slice(0, 3)
          .map((row) => row.name)
          .join(', ')}${present.length > 3 ? ', …' : ''}). ` +
        'A backup is restored only into a new, empty database, never over live data: ' +
        'create one (or, for the embedded server, move .data/postgres aside) and restore into that.',
    );
  }
}

/**
 * The schema is the product's own migrations, as far as the backup had them;
 * later ones are applied by the next `npm start` as on any upgrade.
 */
async function createSchema(tx: Tx, migrations: readonly string[], dir: string) {
  const missing = migrations.filter((name) => !existsSync(join(dir, name)));
  if (missing.length > 0) {
    throw new RestoreRefused(
      `This backup was made by a newer version of the product (it has migration ${missing[0]}). ` +
        'Restore it with a checkout of that version or later.',
    );
  }
  // As migrate.ts makes it; the backup's own rows then replace the ones written here.
  try {
    await tx`create table schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`;
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    throw new RestoreRefused(
      'Restoring needs the role that owns the schema, not the serving role: set MIGRATION_DATABASE_URL ' +
        '(docs/deployment.md, "Database roles").',
    );
  }
  for (const name of migrations) {
    await tx.unsafe(readFileSync(join(dir, name), 'utf8'));
  }
}

/**
 * Triggers must not fire while rows are loaded: they would count leads twice,
 * log events again, refuse the append-only timeline and check foreign keys
 * in an order no table list can satisfy (a lead refers to the lead it was
 * merged into). The rows come from one consistent snapshot, so they need none.
 */
async function withoutTriggers(tx: Tx) {
  try {
    await tx`set local session_replication_role = replica`;
  } catch (error) {
    if ((error as { code?: string }).code === '42501') {
      throw new RestoreRefused(
        'Restoring needs a role that may switch triggers off while it loads rows: a superuser, ' +
          'or on PostgreSQL 15 or newer one granted `SET ON PARAMETER session_replication_role`.',
      );
    }
    throw error;
  }
}

const ROWS_PER_INSERT = 500;

/**
 * Inserts a table's rows from their text form: in version 2 the listed
 * columns, cast back through a row type of just those; in version 1 the
 * whole row, cast back to the table's row type.
 */
async function loadTable(
  tx: Tx,
  backup: ReturnType<typeof openBackup>,
  table: BackupHeader['tables'][number],
  version: BackupHeader['version'],
) {
  const columns = table.columns.map(ident).join(', ');
  const fields = table.columns.map((column) => `(r).${ident(column)}`).join(', ');
  let rowType = ident(table.name);
  if (version !== 1) {
    const types = await tx<{ name: string; type: string }[]>`
      select attname::text as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = ${table.name}::regclass and attname = any(${table.columns}::text[])
        and not attisdropped`;
    const typeOf = new Map(types.map(({ name, type }) => [name, type]));
    const missing = table.columns.find((column) => !typeOf.has(column));
    if (missing) throw new Error(`The migrations made no column ${table.name}.${missing}.`);
    rowType = 'pg_temp.backup_row';
    await tx.unsafe(`drop type if exists ${rowType}`);
    await tx.unsafe(
      `create type ${rowType} as (${table.columns
        .map((column) => `${ident(column)} ${typeOf.get(column)}`)
        .join(', ')})`,
    );
  }
  const insert = `insert into ${ident(table.name)} (${columns}) overriding system value
    select ${fields} from (select x::${rowType} as r from unnest($1::text[]) x) s`;
  let rows = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await tx.unsafe(insert, [batch]);
    batch = [];
  };
  for (;;) {
    const line = await backup.next();
    if (line === undefined) throw new Error(`The backup ends inside table ${table.name}.`);
    if (line === '\\.') break;
    batch.push(JSON.parse(line) as string);
    rows += 1;
    if (batch.length === ROWS_PER_INSERT) await flush();
  }
  await flush();
  if (rows !== table.rows) {
    throw new Error(
      `Table ${table.name} has ${rows} rows in the backup; its header says ${table.rows}.`,
    );
  }
}

export interface RestoreResult {
  header: BackupHeader;
}

/** The audit action of a restore the operator chose to finish without the erasure ledger. */
export const WITHOUT_LEDGER_ACTION = 'restored_without_ledger';
/** The longest reason the audit trail keeps. */
export const WITHOUT_LEDGER_REASON_MAX = 500;

export interface WithoutLedger {
  /** Why the operator restores without the ledger, as they wrote it. */
  reason: string;
  /** Who ran the command: the operating-system account, never a family's data. */
  operator: string;
}

/**
 * A restore without the ledger brings back every lead erased since the
 * backup, so it is the operator's recorded choice (docs/deployment.md,
 * "Backups"; ADR 055): written in the restore's own transaction, so that no
 * such database exists without its audit event. The backup's migrations may
 * predate the action, which is allowed here as the next migration would.
 */
async function auditWithoutLedger(tx: Tx, header: BackupHeader, choice: WithoutLedger) {
  const [{ allow }] = await tx<[{ allow: string | null }]>`
    select to_regproc('audit_action_allow')::text as allow`;
  if (!allow) {
    throw new RestoreRefused(
      'This backup is older than the audit trail can record a restore without the ledger: ' +
        'restore it with --ledger.',
    );
  }
  await tx`select audit_action_allow(${WITHOUT_LEDGER_ACTION})`;
  await audit(tx, {
    actor: `operator ${choice.operator}`,
    action: WITHOUT_LEDGER_ACTION,
    detail: { reason: choice.reason, backup_taken_at: header.takenAt },
  });
}

/**
 * Loads a backup into an empty database in one transaction: the schema from
 * the migrations the backup names, every table's rows, the sequences. Any
 * failure leaves the database as empty as it was.
 */
export async function restoreBackup(
  sql: Sql,
  file: string,
  {
    migrationsDir = MIGRATIONS_DIR,
    withoutLedger,
  }: { migrationsDir?: string; withoutLedger?: WithoutLedger } = {},
): Promise<RestoreResult> {
  const backup = openBackup(file);
  try {
    const header = parseHeader(await backup.next());
    await sql.begin(async (t) => {
      const tx = t as unknown as Tx;
      await refuseUnlessEmpty(tx);
      await createSchema(tx, header.migrations, migrationsDir);
      await withoutTriggers(tx);
      const names = header.tables.map((table) => table.name);
      const [{ present }] = await tx<[{ present: number }]>`
        select count(*)::int as present from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname = any(${names}::text[])`;
      if (present !== names.length) {
        throw new Error('The migrations did not make every table the backup holds.');
      }
      // Rows that migrations seed (counters, turns) are in the backup as they were.
      await tx`truncate ${tx(names)}`;
      for (const table of header.tables) await loadTable(tx, backup, table, header.version);
      // A backup holds no generated columns: the ones the code defines are made over the loaded rows.
      for (const definition of DERIVED_DEFINITIONS) {
        if (header.migrations.includes(definition.after)) await makeDerived(tx, definition);
      }
      if ((await backup.next()) !== undefined) {
        throw new Error('The backup has more data than its header lists.');
      }
      for (const sequence of header.sequences) {
        await tx`
          select setval(format('%I', ${sequence.name}::text)::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`;
      }
      if (withoutLedger) await auditWithoutLedger(tx, header, withoutLedger);
    });
    return { header };
  } finally {
    backup.close();
  }
}

/**
 * Erases again, after a restore, the leads that the ledger says were erased
 * but the restored backup still holds in full: the backup predates their
 * erasure (docs/deployment.md, "Backups"). Leads already erased, or not in
 * the backup at all, are left alone. Each is erased for the reason it was
 * first (a withdrawal unless `reasons` says otherwise), and the audit trail
 * records it. Returns how many were erased.
 */
export async function reapplyErasures(
  sql: Sql,
  leadIds: readonly string[],
  { now = new Date(), reasons = new Map<string, ErasureReason>() } = {},
): Promise<number> {
  if (leadIds.length === 0) return 0;
  return sql.begin(async (t) => {
    const tx = t as unknown as Tx;
    const leads = await tx<{ id: string; email: string | null }[]>`
      select id, email from admission_leads
      where id = any(${leadIds}::uuid[]) and withdrawn_at is null
      order by id
      for update`;
    const byReason = new Map<ErasureReason, { id: string; email: string | null }[]>();
    for (const lead of leads) {
      const reason = reasons.get(lead.id) ?? 'withdrawal';
      byReason.set(reason, [...(byReason.get(reason) ?? []), lead]);
    }
    for (const [reason, group] of byReason) {
      await eraseLeads(tx, group, now, reason);
      await audit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'lead_erased',
        rows: group.length,
        detail: { reason, after: 'restore' },
      });
    }
    return leads.length;
  }) as Promise<number>;
}

/**
 * Deletes again the held under-18 enquiries that the backup holds but the
 * ledger shows were gone by its time: older than the ledger and not among
 * those it lists as still waiting. Returns how many.
 */
export async function reapplyHeldErasures(sql: Sql, ledger: Ledger): Promise<number> {
  if (!ledger.asOf) return 0;
  return sql.begin(async (t) => {
    const tx = t as unknown as Tx;
    const gone = await tx<{ id: string }[]>`
      delete from pending_enquiries
      where created_at < ${ledger.asOf!} and not (id = any(${ledger.heldIds}::uuid[]))
      returning id`;
    await deleteMailFor(
      tx,
      gone.map((row) => row.id),
    );
    if (gone.length > 0) {
      await audit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'held_enquiries_erased',
        rows: gone.length,
        detail: { after: 'restore' },
      });
    }
    return gone.length;
  }) as Promise<number>;
}
