import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  callOutcomeLabel,
  callReached,
  CallsExportQuerySchema,
  fieldErrors,
  formatIst,
  istToday,
  nationalPhone,
  NOT_REACHED_OUTCOMES,
  REACHED_OUTCOMES,
  type CallEntry,
  type CallsExportQuery,
  type CallsTotals,
} from '@skltcoa/shared';

/*
 * The Calls screen's words and rules, apart from React so that they are
 * tested on their own (docs/decisions/053-the-days-calling.md): its filters
 * as the API reads them, its rows and its totals as staff read them.
 */

/** The filter form as typed: every field text, empty for "any". */
export interface CallsForm {
  from: string;
  to: string;
  author: string;
  outcome: string;
  kind: string;
}

/** Today in Mumbai, whatever the computer's own zone: the day's calling by default. */
export function todayForm(now: Date = new Date()): CallsForm {
  const today = istToday(now);
  return { from: today, to: today, author: '', outcome: '', kind: '' };
}

const labelList = (outcomes: readonly (keyof typeof CALL_OUTCOME_LABELS)[]) =>
  outcomes.map((outcome) => CALL_OUTCOME_LABELS[outcome].toLowerCase()).join(', ');

/** The outcome filter's choices: either set, then each outcome. */
export const OUTCOME_CHOICES: readonly { value: string; label: string }[] = [
  { value: '', label: 'Every outcome' },
  { value: 'reached', label: `Reached (${labelList(REACHED_OUTCOMES)})` },
  { value: 'not-reached', label: `Not reached (${labelList(NOT_REACHED_OUTCOMES)})` },
  ...CALL_OUTCOMES.map((outcome) => ({ value: outcome, label: CALL_OUTCOME_LABELS[outcome] })),
];

export const KIND_CHOICES: readonly { value: string; label: string }[] = [
  { value: '', label: 'Calls and notes' },
  { value: 'call', label: 'Calls' },
  { value: 'note', label: 'Notes' },
];

/** The form as the API's query, or each field's problem in the API's own words. */
export function formQuery(
  form: CallsForm,
): { ok: true; query: CallsExportQuery } | { ok: false; errors: Record<string, string> } {
  const parsed = CallsExportQuerySchema.safeParse(form);
  return parsed.success
    ? { ok: true, query: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

/** A row of the table as staff read it. */
export interface CallRow {
  id: string;
  leadId: string;
  when: string;
  lead: string;
  phone: string;
  counsellor: string;
  kind: string;
  outcome: string;
  reached: 'Yes' | 'No' | '';
  note: string;
  withdrawn: boolean;
}

export function callRow(entry: CallEntry): CallRow {
  const reached = callReached(entry);
  return {
    id: entry.id,
    leadId: entry.lead_id,
    when: formatIst(entry.created_at),
    // An erased family has no name left; the row still says a call was made.
    lead: entry.lead_name || '(erased)',
    phone: entry.lead_phone ? nationalPhone(entry.lead_phone) : '',
    counsellor: entry.author,
    kind: entry.kind === 'call' ? 'Call' : entry.kind === 'note' ? 'Note' : entry.kind,
    outcome: callOutcomeLabel(entry.outcome),
    reached: reached === null ? '' : reached ? 'Yes' : 'No',
    note: entry.body ?? '',
    withdrawn: entry.withdrawn,
  };
}

const count = (n: number) => n.toLocaleString('en-IN');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** "12 calls: 8 reached, 4 not reached. 3 notes." */
export function totalsText(totals: CallsTotals): string {
  const calls = `${plural(totals.calls, 'call', 'calls')}: ${count(totals.reached)} reached, ${count(totals.not_reached)} not reached.`;
  return `${calls} ${plural(totals.notes, 'note', 'notes')}.`;
}

/** Why the export button is greyed, or null when it may be used (docs/decisions/026-export-permission.md). */
export function exportBlocked(canExport: boolean): string | null {
  return canExport
    ? null
    : 'Exporting takes families’ data out of the system: an admin must allow you to export first.';
}

/** The range in words, for the table's caption. */
export function rangeText(query: CallsExportQuery, today: string = istToday()): string {
  const { from, to } = query;
  if (from && to && from === to) return from === today ? 'today' : `on ${from}`;
  if (from && to) return `from ${from} to ${to}`;
  if (from) return `since ${from}`;
  if (to) return `up to ${to}`;
  return 'at any time';
}
