import { once } from 'node:events';
import {
  closeSync,
  createWriteStream,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Config } from '../env';
import type { ErasureReason } from '../privacy/privacy-repo';
import { createSql, type Sql } from './client';
import { fromRepo } from './connect';
import { startEmbeddedPostgres } from './embedded';
import { DERIVED_DEFINITIONS } from './migrate';

/**
 * The backup file: gzip of one JSON header line, then each table's rows, one
 * line each: the text form of the row's columns that the header lists (as
 * `select row(t.a, t.b, …)::text` gives it, which casts back to those values
 * exactly, as COPY's text does) as a JSON string. Version 1 wrote the whole
 * row (`t::text`), generated columns too, which casts back only to a table
 * with the same columns in the same order; a column that migrate.ts derives
 * from the code (docs/decisions/032-export-lines-kept-by-postgresql.md) is
 * added after the migrations, so its place follows the code's history, not
 * the backup's. The restore still reads version 1. Each table
 * ends with a line `\.`, which no JSON string can be. Not COPY itself: with
 * postgres.js a COPY stream that ends while its buffer is full leaves the
 * connection paused, and the snapshot's next statement waits for ever. Not
 * pg_dump's custom format because no pg_dump that can read PostgreSQL 18 is
 * at hand: the embedded server's package ships only initdb, pg_ctl and
 * postgres, and Debian 12's pg_dump 15 refuses a newer server. The schema is not in the file: it is the product's
 * migrations, named in the header, which the restore replays.
 */
export const BACKUP_FORMAT = 'skltcoa-backup';
export const BACKUP_VERSION = 2;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  /** 1: whole rows; 2: the listed columns of each row. */
  version: 1 | typeof BACKUP_VERSION;
  takenAt: string;
  serverVersion: string;
  migrations: string[];
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

export interface ErasureEntry {
  leadId: string;
  erasedAt: string;
  reason: ErasureReason;
}

/** What a ledger file says: who was erased, and which held enquiries were still waiting, at `asOf`. */
export interface Ledger {
  /** Absent from a hand-made list of lead ids; without it, held enquiries are left alone. */
  asOf: string | undefined;
  leadIds: string[];
  /** Why each lead was erased, so that it is erased again for the same reason. */
  reasons: Map<string, ErasureReason>;
  heldIds: string[];
}

interface LedgerState {
  asOf: string;
  erasures: ErasureEntry[];
  held: string[];
}

type Tx = Sql;

/** A table's or column's name, quoted for SQL text. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows per round trip of a table's cursor: a few hundred kB of leads. */
const ROWS_PER_READ = 500;

/**
 * Every ordinary table of the product, with the columns a restore writes:
 * generated ones and those migrate.ts derives from the code are made again.
 */
async function listTables(tx: Tx) {
  const derived = DERIVED_DEFINITIONS.map((definition) => definition.name);
  return tx<{ name: string; columns: string[] }[]>`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = ''
      and c.relname || '.' || a.attname <> all(${derived}::text[])
    where n.nspname = 'public' and c.relkind = 'r'
    group by c.relname
    order by c.relname`;
}

async function readHeader(tx: Tx): Promise<BackupHeader> {
  const [{ taken_at: takenAt, server_version: serverVersion }] = await tx<
    [{ taken_at: Date; server_version: string }]
  >`select now() as taken_at, current_setting('server_version') as server_version`;
  const tables = [];
  for (const table of await listTables(tx)) {
    const [{ rows }] = await tx<
      [{ rows: number }]
    >`select count(*)::int as rows from ${tx(table.name)}`;
    tables.push({ ...table, rows });
  }
  const migrations = tables.some((table) => table.name === 'schema_migrations')
    ? (await tx<{ name: string }[]>`select name from schema_migrations order by name`).map(
        (row) => row.name,
      )
    : [];
  const sequences = [];
  for (const { name } of await tx<{ name: string }[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`) {
    const [state] = await tx<[{ last_value: string; is_called: boolean }]>`
      select last_value::text, is_called from ${tx(name)}`;
    sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    takenAt: takenAt.toISOString(),
    serverVersion,
    migrations,
    tables,
    sequences,
  };
}

/**
 * Withdrawn leads keep a shell with withdrawn_at set (docs/privacy.md): their
 * ids are the ledger. A held under-18 enquiry leaves no shell when it goes
 * (declined, expired, withdrawn), so the ledger lists the ones still waiting
 * instead: an older one missing from it has been erased since.
 */
async function readLedgerState(tx: Tx, asOf: string): Promise<LedgerState> {
  const [{ leads, pending }] = await tx<[{ leads: boolean; pending: boolean }]>`
    select to_regclass('public.admission_leads') is not null as leads,
      to_regclass('public.pending_enquiries') is not null as pending`;
  // Through jsonb: a database from before migration 012 has no erasure_reason yet.
  const rows = leads
    ? await tx<{ id: string; withdrawn_at: Date; reason: ErasureReason | null }[]>`
        select id, withdrawn_at, to_jsonb(l) ->> 'erasure_reason' as reason
        from admission_leads l where withdrawn_at is not null
        order by withdrawn_at, id`
    : [];
  const held = pending
    ? await tx<{ id: string }[]>`select id from pending_enquiries order by id`
    : [];
  return {
    asOf,
    erasures: rows.map((row) => ({
      leadId: row.id,
      erasedAt: row.withdrawn_at.toISOString(),
      reason: row.reason ?? 'withdrawal',
    })),
    held: held.map((row) => row.id),
  };
}

/**
 * One repeatable-read, read-only transaction: every table, the header and the
 * ledger come from the same snapshot, while the API goes on writing.
 */
async function inSnapshot<T>(sql: Sql, work: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin('isolation level repeatable read read only', (t) =>
    work(t as unknown as Tx),
  ) as Promise<T>;
}

/** Writes `file` through `file.part`, flushed to disk, then renamed, so a file with the final name is whole. */
async function writeAtomically(file: string, write: (part: string) => Promise<void>) {
  const part = `${file}.part`;
  try {
    await write(part);
    const fd = openSync(part, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(part, file);
  } catch (error) {
    rmSync(part, { force: true });
    throw error;
  }
}

export function formatLedger({ asOf, erasures, held }: LedgerState): string {
  return [
    '# Erasure ledger: erased leads (id, when, why) and the held enquiries still waiting, as of:',
    `as-of\t${asOf}`,
    ...erasures.map((entry) => `${entry.leadId}\t${entry.erasedAt}\t${entry.reason}`),
    ...held.map((id) => `held\t${id}`),
  ]
    .map((line) => `${line}\n`)
    .join('');
}

const REASONS: readonly ErasureReason[] = ['withdrawal', 'retention', 'request'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ledger file; also a plain list of lead ids, one a line. `#` lines and blank lines are skipped. */
export function parseLedger(text: string): Ledger {
  const ledger: Ledger = { asOf: undefined, leadIds: [], reasons: new Map(), heldIds: [] };
  text.split(/\r?\n/).forEach((line, index) => {
    const [first = '', second = '', third = 'withdrawal'] = line.trim().split(/\s+/);
    const wrong = () => new Error(`Line ${index + 1} of the ledger is not understood.`);
    if (first === '' || first.startsWith('#')) return;
    if (first === 'as-of') {
      if (Number.isNaN(Date.parse(second))) throw wrong();
      ledger.asOf = new Date(second).toISOString();
    } else if (first === 'held') {
      if (!UUID.test(second)) throw wrong();
      ledger.heldIds.push(second.toLowerCase());
    } else {
      if (!UUID.test(first) || !REASONS.includes(third as ErasureReason)) throw wrong();
      ledger.leadIds.push(first.toLowerCase());
      ledger.reasons.set(first.toLowerCase(), third as ErasureReason);
    }
  });
  return ledger;
}

function writeLedger(file: string, state: LedgerState) {
  return writeAtomically(file, async (part) => {
    writeFileSync(part, formatLedger(state), { mode: 0o600 });
  });
}

/** `2026-11-24T04-30-00Z`: sorts by time and has no colons, which some copy tools refuse. */
const stamp = (iso: string) => iso.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

export interface BackupResult {
  file: string;
  ledger: string;
  bytes: number;
  header: BackupHeader;
}

/**
 * Dumps every table into `dir/skltcoa-<UTC time>.backup` (mode 0600) and the
 * erasure ledger of the same moment beside it as `.erasures.txt`.
 */
export async function backupDatabase(sql: Sql, dir: string): Promise<BackupResult> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return inSnapshot(sql, async (tx) => {
    const header = await readHeader(tx);
    const state = await readLedgerState(tx, header.takenAt);
    const base = join(resolve(dir), `skltcoa-${stamp(header.takenAt)}`);
    const file = `${base}.backup`;
    let bytes = 0;
    await writeAtomically(file, async (part) => {
      const gzip = createGzip();
      const out = createWriteStream(part, { mode: 0o600 });
      out.on('finish', () => (bytes = out.bytesWritten));
      const written = pipeline(gzip, out);
      const write = async (chunk: Buffer | string) => {
        if (!gzip.write(chunk)) await once(gzip, 'drain');
      };
      try {
        await write(`${JSON.stringify(header)}\n`);
        for (const table of header.tables) {
          const columns = table.columns.map((column) => `t.${ident(column)}`).join(', ');
          const rows = tx<{ row: string }[]>`
            select row(${tx.unsafe(columns)})::text as row from ${tx(table.name)} t`;
          for await (const batch of rows.cursor(ROWS_PER_READ)) {
            await write(batch.map(({ row }) => `${JSON.stringify(row)}\n`).join(''));
          }
          await write('\\.\n');
        }
      } finally {
        gzip.end();
      }
      await written;
    });
    const ledger = `${base}.erasures.txt`;
    await writeLedger(ledger, state);
    return { file, ledger, bytes, header };
  });
}

/** The ledger alone, for the hourly copy between nightly dumps: `dir/skltcoa-<UTC time>.erasures.txt`. */
export async function writeErasureLedger(
  sql: Sql,
  dir: string,
): Promise<{ ledger: string; count: number }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return inSnapshot(sql, async (tx) => {
    const [{ now }] = await tx<[{ now: Date }]>`select now()`;
    const state = await readLedgerState(tx, now.toISOString());
    const ledger = join(resolve(dir), `skltcoa-${stamp(state.asOf)}.erasures.txt`);
    await writeLedger(ledger, state);
    return { ledger, count: state.erasures.length };
  });
}

export interface CliDatabase {
  sql: Sql;
  /** host:port/database, never the user or password. */
  target: string;
  close: () => Promise<void>;
}

/**
 * The owner's connection (ADR 036): MIGRATION_DATABASE_URL, else
 * DATABASE_URL, or the embedded server's superuser as `npm start` runs it:
 * the running one when the app holds the data folder, else one started for
 * this command and stopped after it. Nothing is migrated: a backup takes the
 * schema as it is.
 */
export async function openCliDatabase(config: Config): Promise<CliDatabase> {
  let url = config.migrationDatabaseUrl ?? config.databaseUrl;
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dir: fromRepo(config.embeddedPg.dir),
      port: config.embeddedPg.port,
      supervise: false,
    });
    url = embedded.url;
    stop = embedded.stop;
  }
  const sql = createSql(url, { max: 2, connectTimeout: 10 });
  const parsed = new URL(url);
  return {
    sql,
    target: `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`,
    close: async () => {
      await sql.end({ timeout: 5 });
      await stop();
    },
  };
}
