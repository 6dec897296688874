import { inTransaction, isDatabaseUnavailable, type Sql } from '../db/client';
import { pruneAudit } from '../audit/audit';
import { eraseExpired, eraseForRetention } from './privacy-repo';

/** LEAD_RETENTION_MONTHS' default; docs/privacy.md says why. */
export const DEFAULT_RETENTION_MONTHS = 24;

/*
 * The privacy job (ADR 021): under-18 enquiries whose guardian never
 * answered are erased when their link expires, spent links are dropped, and
 * audit events over a year old are pruned.
 * Every API instance runs the timer; a transaction-scoped advisory lock lets
 * one of them do the work each time, so two instances never race over the
 * same rows.
 */

/** Arbitrary constant shared by every instance: whoever holds it runs the job. */
export const PRIVACY_JOB_LOCK = 7_316_014;

export interface PrivacyJobResult {
  /** False when another instance held the lock and did the work. */
  ran: boolean;
  pending: number;
  links: number;
  /** Audit events over a year old, pruned (migration 011). */
  audit: number;
  /** Leads whose retention period ran out, erased. */
  retention: number;
}

/** One run, if no other instance is running it now. */
export async function runPrivacyJob(
  sql: Sql,
  now: Date = new Date(),
  retentionMonths: number = DEFAULT_RETENTION_MONTHS,
): Promise<PrivacyJobResult> {
  return inTransaction(sql, async (tx) => {
    const [lock] = await tx<{ got: boolean }[]>`
      select pg_try_advisory_xact_lock(${PRIVACY_JOB_LOCK}) as got`;
    if (!lock!.got) return { ran: false, pending: 0, links: 0, audit: 0, retention: 0 };
    return {
      ran: true,
      ...(await eraseExpired(tx, now)),
      audit: await pruneAudit(tx),
      retention: await eraseForRetention(tx, retentionMonths, now),
    };
  });
}

export interface PrivacyJobOptions {
  sql: Sql;
  /** How often to look; an expired enquiry waits at most this long. Default 15 minutes. */
  everyMs?: number;
  /** LEAD_RETENTION_MONTHS. */
  retentionMonths?: number;
  /** Counts only: never who. */
  log?: (line: string) => void;
}

export function startPrivacyJob({
  sql,
  everyMs = 15 * 60_000,
  retentionMonths = DEFAULT_RETENTION_MONTHS,
  log = (line) => console.log(line),
}: PrivacyJobOptions): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runPrivacyJob(sql, new Date(), retentionMonths)
      .then((result) => {
        if (result.pending > 0) log(`Privacy: erased ${result.pending} unconfirmed enquiries`);
        if (result.retention > 0) {
          log(`Privacy: erased ${result.retention} leads past ${retentionMonths} months`);
        }
      })
      .catch((error: unknown) => {
        // The database being away is reported by the requests; the next tick tries again.
        if (!isDatabaseUnavailable(error)) log(`Privacy job failed: ${(error as Error).name}`);
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
