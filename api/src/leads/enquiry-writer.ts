import { ENQUIRY_REFUSALS, withoutMinorsCampaign, type Enquiry } from '@skltcoa/shared';
import { isDeadlock, isRowError, type Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { saveEnquiries, type NewLeadAssignment, type OnInserted } from './leads-repo';

export const SUBMISSION_REUSED = ENQUIRY_REFUSALS.reused;

interface Pending {
  enquiry: Enquiry;
  resolve: (id: string) => void;
  reject: (error: unknown) => void;
}

export interface EnquiryWriterOptions {
  /** Most enquiries in one statement. */
  maxBatch?: number;
  /** Statements in flight at once; enquiries arriving meanwhile wait and go together. */
  concurrency?: number;
  /** Who gets each new lead (ASSIGN_NEW_LEADS). */
  assignment?: NewLeadAssignment;
  /** Runs in the transaction of each batch's new leads: their consent records and emails. */
  onInserted?: OnInserted;
}

/**
 * Group commit for enquiries. While earlier enquiries are being written, the
 * ones that arrive wait and are then stored together by one statement: one
 * commit for PostgreSQL and one round trip for the API instead of one each.
 * When the API is quiet, an enquiry is written at once on its own, so batching
 * never adds waiting. Each caller still gets its own lead id or its own error.
 */
export function createEnquiryWriter(
  sql: Sql,
  { maxBatch = 200, concurrency = 2, assignment = 'none', onInserted }: EnquiryWriterOptions = {},
) {
  const waiting: Pending[] = [];
  let inFlight = 0;

  async function write(batch: Pending[], attempt = 1) {
    try {
      const saved = await saveEnquiries(
        sql,
        batch.map((pending) => pending.enquiry),
        assignment,
        onInserted,
      );
      batch.forEach((pending, index) => {
        const { id, conflict } = saved[index]!;
        if (conflict) pending.reject(new ApiError(409, SUBMISSION_REUSED));
        else pending.resolve(id);
      });
    } catch (error) {
      // Uniting two families while another statement joins them can, rarely,
      // deadlock; PostgreSQL cancels one statement, which is safe to run again
      // (docs/decisions/016-families.md).
      if (isDeadlock(error) && attempt < 3) {
        await write(batch, attempt + 1);
        return;
      }
      if (batch.length === 1 || !isRowError(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // One bad row fails the whole statement; alone, only that one fails.
      await Promise.all(batch.map((pending) => write([pending])));
    }
  }

  function pump() {
    while (inFlight < concurrency && waiting.length > 0) {
      inFlight += 1;
      void write(waiting.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return function saveEnquiry(enquiry: Enquiry): Promise<string> {
    return new Promise((resolve, reject) => {
      // Nothing of a campaign is kept for an under-18, whoever built the enquiry (ADR 055).
      waiting.push({ enquiry: withoutMinorsCampaign(enquiry), resolve, reject });
      pump();
    });
  };
}
