import { TIME_ZONE } from '@skltcoa/shared';
import { isDatabaseUnavailable, type Sql } from '../db/client';

/*
 * The dashboard's kept counts are sharded by session so that concurrent
 * enquiries do not queue on one row (ADR 005), which leaves a busy pool up
 * to eight rows per group; a two-year range read them all
 * (docs/decisions/024-dashboard-coarser-kept-counts.md). Once a period is
 * over nothing but the odd status change writes to it, so its shards are
 * folded into one by lead_dashboard_fold() (api/migrations/014_dashboard_rollups.sql).
 */

/**
 * Folds the shards of every day, week and four-week block that ended before
 * this week began in Mumbai; returns how many groups it wrote.
 */
export async function foldDashboardCounts(sql: Sql): Promise<number> {
  const [row] = await sql<{ folded: number }[]>`
    select lead_dashboard_fold(lead_week((now() at time zone ${TIME_ZONE})::date))::int as folded`;
  return row!.folded;
}

export interface DashboardFoldOptions {
  sql: Sql;
  everyMs?: number;
  log?: (line: string) => void;
}

/** Folds at start and then every hour; a failure is logged and tried again next time. */
export function startDashboardFold({
  sql,
  everyMs = 60 * 60_000,
  log = (line) => console.log(line),
}: DashboardFoldOptions): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = foldDashboardCounts(sql).catch((error: unknown) => {
      // The database being away is reported by the requests; the next tick tries again.
      if (!isDatabaseUnavailable(error)) log(`Dashboard fold failed: ${(error as Error).name}`);
    });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
