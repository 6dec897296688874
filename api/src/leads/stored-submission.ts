import type { Enquiry } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { sameSubmission, SUBMITTED } from './leads-repo';

/** What a submission id was already stored as: a lead, an enquiry held for a guardian, or a clash. */
export type StoredSubmission =
  { kind: 'lead'; id: string } | { kind: 'held' } | { kind: 'conflict' } | undefined;

/**
 * A replay (a retried request, a reloaded answer page) is answered from what
 * is stored, before any limit is counted, so that retries never spend a
 * family's allowance (docs/decisions/041-mail-an-anonymous-request-can-cause.md).
 * Undefined for a submission not stored yet.
 */
export async function storedSubmission(sql: Sql, enquiry: Enquiry): Promise<StoredSubmission> {
  const id = enquiry.submission_id.toLowerCase();
  const [lead] = await sql<({ id: string } & Record<string, string | null>)[]>`
    select id, ${sql(SUBMITTED)} from admission_leads where submission_id = ${id}`;
  if (lead) {
    const { id: leadId, ...details } = lead;
    return sameSubmission(details, enquiry) ? { kind: 'lead', id: leadId } : { kind: 'conflict' };
  }
  const [held] = await sql<{ same: boolean }[]>`
    select enquiry = ${sql.json(enquiry as never)} as same
    from pending_enquiries where submission_id = ${id}`;
  if (held) return held.same ? { kind: 'held' } : { kind: 'conflict' };
  return undefined;
}
