import postgres from 'postgres';

export type Sql = postgres.Sql;

/**
 * Runs `work` in the caller's transaction when given one, else in a new one.
 * The transaction is typed as the pool: postgres.js gives both the same
 * tagged-template call, and a transaction has savepoint() where a pool has begin().
 */
export function inTransaction<T>(sql: Sql, work: (tx: Sql) => Promise<T>): Promise<T> {
  if ('savepoint' in sql) return work(sql);
  return sql.begin((tx) => work(tx as unknown as Sql)) as Promise<T>;
}

export interface SqlOptions {
  max?: number;
  /** Seconds to wait for a connection before the request fails with 503. */
  connectTimeout?: number;
}

export function createSql(url: string, { max = 10, connectTimeout = 2 }: SqlOptions = {}): Sql {
  return postgres(url, {
    max,
    connect_timeout: connectTimeout,
    idle_timeout: 60,
    onnotice: () => {},
  });
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** True when an error means "the database cannot be reached", as opposed to a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  // Node reports a refused connection to every address of a host as an AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}

/** True when PostgreSQL refused a value itself (SQLSTATE class 22: a NUL byte, a date out of range). */
export function isBadValue(error: unknown): boolean {
  return /^22/.test(String((error as { code?: unknown } | null)?.code));
}

/** True when PostgreSQL refused a row's data (22xxx) or a table rule (23xxx): the row is at fault, not the database. */
export function isRowError(error: unknown): boolean {
  return /^2[23]/.test(String((error as { code?: unknown } | null)?.code));
}

/** True when PostgreSQL cancelled the statement to break a deadlock (40P01): it may be run again. */
export function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40P01';
}

/** A change to a withdrawn lead, refused by its trigger (migration 010, ADR 021). */
export function isWithdrawnLead(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SK410';
}
