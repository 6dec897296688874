import type { Config } from '../env';
import type { DatabaseGate } from '../db/availability';
import type { Sql } from '../db/client';
import type { LiveUpdateOptions } from '../leads/lead-events';

/** What every route module needs; tests pass a real database and their own config. */
export interface AppDeps {
  sql: Sql;
  config: Config;
  /** Knows when the database is down, so requests fail fast (api/src/db/availability.ts). */
  database?: DatabaseGate;
  /** Where unexpected errors are reported (stderr by default). */
  logError?: (error: unknown) => void;
  /** Told as each scrypt password check starts and ends; tests count how many run at once. */
  onPasswordCheck?: (event: 'start' | 'end') => void;
  /** Timings and limits of `GET /api/leads/events`; the defaults suit production. */
  liveUpdates?: LiveUpdateOptions;
}
