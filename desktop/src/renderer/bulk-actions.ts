import {
  BULK_LEADS_MAX,
  formatIst,
  istLocalToIso,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type BulkLeadPatch,
  type BulkLeadResults,
  type Lead,
  type LeadStatus,
} from '@skltcoa/shared';
import type { ConsoleError, Result } from '../shared-types/console-api';
import { describeConflict } from './conflict';
import { snapshotOf } from './draft-store';
import { isNewer } from './lead-rows';

/*
 * Bulk changes: one change for the selected rows, sent in
 * chunks the API takes (BULK_LEADS_MAX), each lead changed or refused on its
 * own and reported by row.
 */

export type BulkChange = BulkLeadPatch['change'];

/** The assignee choice that unassigns; no email looks like it. */
export const UNASSIGNED = '(unassigned)';

/** What the bulk bar's controls hold; empty means "leave as it is". */
export interface BulkForm {
  /** '' leaves the assignee, UNASSIGNED clears it, or a staff email. */
  assignee: string;
  /** '' leaves the status, or the new status. */
  status: string;
  followUp: 'keep' | 'set' | 'clear';
  /** `datetime-local` text, read as Mumbai time, when `followUp` is `set`. */
  followUpAt: string;
}

export const EMPTY_BULK_FORM: BulkForm = {
  assignee: '',
  status: '',
  followUp: 'keep',
  followUpAt: '',
};

export type BulkFormResult =
  { ok: true; change: BulkChange } | { ok: false; field: 'form' | 'followUpAt'; message: string };

const DATETIME_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/;

/** The change the bar's controls describe, or what is missing. */
export function bulkChange(form: BulkForm): BulkFormResult {
  const change: BulkChange = {};
  if (form.assignee === UNASSIGNED) change.assignee = null;
  else if (form.assignee) change.assignee = form.assignee;
  if (form.status) {
    if (!(LEAD_STATUSES as readonly string[]).includes(form.status)) {
      return { ok: false, field: 'form', message: 'Choose a status from the list.' };
    }
    change.status = form.status as LeadStatus;
  }
  if (form.followUp === 'clear') change.next_follow_up_at = null;
  if (form.followUp === 'set') {
    if (!DATETIME_LOCAL.test(form.followUpAt)) {
      return {
        ok: false,
        field: 'followUpAt',
        message: 'Choose the date and time of the next follow-up.',
      };
    }
    change.next_follow_up_at = istLocalToIso(form.followUpAt);
  }
  if (Object.keys(change).length === 0) {
    return {
      ok: false,
      field: 'form',
      message: 'Choose what to change: the assignee, the status or the next follow-up.',
    };
  }
  return { ok: true, change };
}

/** The change in words: "assigned to meera@…, status Interested". */
export function describeBulkChange(change: BulkChange): string {
  const parts: string[] = [];
  if (change.assignee !== undefined) {
    parts.push(change.assignee ? `assigned to ${change.assignee}` : 'unassigned');
  }
  if (change.status !== undefined) parts.push(`status ${LEAD_STATUS_LABELS[change.status]}`);
  if (change.next_follow_up_at !== undefined) {
    parts.push(
      change.next_follow_up_at
        ? `next follow-up ${formatIst(change.next_follow_up_at)} IST`
        : 'next follow-up cleared',
    );
  }
  return parts.join(', ');
}

export function chunks<T>(items: readonly T[], size: number = BULK_LEADS_MAX): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    out.push(items.slice(start, start + size));
  }
  return out;
}

/** One lead that was not changed, and why, in words for the counsellor. */
export interface BulkFailure {
  id: string;
  name: string;
  /** The API's status for this lead (409, 404, …), or 0 when the request never got an answer. */
  status: number;
  reason: string;
  /** For a 409: the lead as a colleague left it, whose version a retry is based on. */
  lead?: Lead;
}

export interface BulkOutcome {
  /** The leads as they are after the change. */
  changed: Lead[];
  failures: BulkFailure[];
  /** Why a request failed as a whole (network, session): its leads and those after are failures. */
  error?: ConsoleError;
}

export const canRetry = (failure: BulkFailure): boolean =>
  failure.status === 409 && failure.lead !== undefined;

const NO_ANSWER = 'The API did not say how this lead went. Reload the list to see it.';

/**
 * Sends the change for `leads`, each at the version the grid holds, in
 * chunks of BULK_LEADS_MAX; reports progress after each chunk. A chunk that
 * fails as a whole (the network, an ended session) stops the run: its leads
 * and those not yet sent are reported with the reason, unchanged.
 */
export async function runBulk(
  send: (request: BulkLeadPatch) => Promise<Result<BulkLeadResults>>,
  leads: readonly Lead[],
  change: BulkChange,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: [], failures: [] };
  const parts = chunks(leads);
  let done = 0;
  onProgress(0, leads.length);
  for (const [index, part] of parts.entries()) {
    const result = await send({
      leads: part.map((lead) => ({ id: lead.id, version: lead.version })),
      change,
    });
    if (!result.ok) {
      outcome.error = result.error;
      for (const lead of parts.slice(index).flat()) {
        outcome.failures.push({
          id: lead.id,
          name: lead.name,
          status: 0,
          reason: result.error.message,
        });
      }
      break;
    }
    const answers = new Map(
      result.value.results.map((answer) => [answer.id.toLowerCase(), answer]),
    );
    for (const lead of part) {
      const answer = answers.get(lead.id.toLowerCase());
      if (!answer) {
        outcome.failures.push({ id: lead.id, name: lead.name, status: 0, reason: NO_ANSWER });
      } else if (answer.ok) {
        outcome.changed.push(answer.lead);
      } else {
        outcome.failures.push({
          id: lead.id,
          name: answer.lead?.name ?? lead.name,
          status: answer.status,
          reason:
            answer.status === 409 && answer.lead
              ? describeConflict(snapshotOf(lead), answer.lead)
              : answer.error,
          ...(answer.lead ? { lead: answer.lead } : {}),
        });
      }
    }
    done += part.length;
    onProgress(done, leads.length);
  }
  return outcome;
}

/**
 * The leads to send again after conflicts, at their current version: the
 * lead each 409 answered with, or the grid's row if a live update has since
 * brought a newer one.
 */
export function retryLeads(
  failures: readonly BulkFailure[],
  held: (id: string) => Lead | undefined,
): Lead[] {
  return failures.filter(canRetry).map((failure) => {
    const row = held(failure.id);
    return row && isNewer(row, failure.lead!) ? row : failure.lead!;
  });
}

const count = (n: number) => n.toLocaleString('en-IN');

export const progressText = (done: number, total: number) =>
  `Updating ${count(done)} of ${count(total)}…`;

const leads = (n: number) => `${count(n)} ${n === 1 ? 'lead' : 'leads'}`;

/** The status line after a run: how many changed, and whether some were not. */
export function outcomeText(outcome: BulkOutcome, change: BulkChange): string {
  const changed = outcome.changed.length;
  const failed = outcome.failures.length;
  const what = describeBulkChange(change);
  if (failed === 0) return `Changed ${leads(changed)}: ${what}.`;
  if (changed === 0) {
    return `No lead was changed; ${leads(failed)} could not be. See the list below.`;
  }
  return `Changed ${count(changed)} of ${leads(changed + failed)}: ${what}. ${count(failed)} could not be changed; see the list below.`;
}
