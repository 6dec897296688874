import { describeActivity } from './activity';
import { leadStatusLabel } from './constants';
import { csvPiecesOf, toCsv, type CsvColumn } from './csv';
import { nationalPhone } from './phone';
import type { Lead } from './schemas';
import { formatIst } from './time';

/*
 * The one spreadsheet of leads: the console and /web-leads both export
 * these columns, in this order, with these headers
 * (docs/decisions/011-one-lead-contract.md, docs/product-decisions.md §13).
 */

/**
 * The phone as diallers, WhatsApp and spreadsheets all take it: the national
 * number, `98198 76500`. It never starts with a formula character, so it
 * never gets an apostrophe, and its space keeps it text in a spreadsheet
 * (no lost leading digits, no 9.82E+09). Every stored phone is an Indian
 * mobile (the database checks it); a number in another form, from a newer
 * server, is written with the international prefix dialled from India,
 * `00 447911123456`, for the same reasons.
 */
export function exportPhone(phone: string): string {
  const national = nationalPhone(phone);
  if (national !== phone) return national;
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? `00 ${trimmed.slice(1).trimStart()}` : trimmed;
}

/** The newest timeline entry with its Mumbai time, as the grid's tooltip shows it. */
const lastActivity = (lead: Lead) =>
  lead.last_activity
    ? `${formatIst(lead.last_activity.created_at)} IST: ${describeActivity(lead.last_activity)}`
    : '';

export const LEAD_EXPORT_COLUMNS: readonly CsvColumn<Lead>[] = [
  { header: 'Lead ID', value: (lead) => lead.id },
  { header: 'Received (IST)', value: (lead) => formatIst(lead.created_at) },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Phone', value: (lead) => exportPhone(lead.phone) },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Programme', value: (lead) => lead.program },
  { header: 'Form type', value: (lead) => lead.form_type },
  { header: 'Status', value: (lead) => leadStatusLabel(lead.status) },
  { header: 'Assignee', value: (lead) => lead.assignee ?? '' },
  {
    header: 'Next follow-up (IST)',
    value: (lead) => (lead.next_follow_up_at ? formatIst(lead.next_follow_up_at) : ''),
  },
  { header: 'Last activity', value: lastActivity },
  { header: 'Source', value: (lead) => lead.source_page ?? '' },
  { header: 'UTM campaign', value: (lead) => lead.utm_campaign ?? '' },
  { header: 'Family size', value: (lead) => String(lead.family_size) },
];

/** Nobody is called from a spreadsheet after withdrawing consent (docs/privacy.md). */
const exportable = (lead: Lead) => !lead.withdrawn && !lead.erased;

/** The leads as CSV, in the order given: the caller passes the view as staff see it. */
export const leadsToCsv = (leads: readonly Lead[]): string =>
  toCsv(leads.filter(exportable), LEAD_EXPORT_COLUMNS);

/**
 * The same CSV as `leadsToCsv`, from leads that arrive in batches: the API
 * streams its export with this, a database cursor's batch at a time.
 */
export const leadsCsvPieces = (
  batches: AsyncIterable<readonly Lead[]> | Iterable<readonly Lead[]>,
): AsyncGenerator<string> => csvPiecesOf(withoutWithdrawn(batches), LEAD_EXPORT_COLUMNS);

async function* withoutWithdrawn(
  batches: AsyncIterable<readonly Lead[]> | Iterable<readonly Lead[]>,
): AsyncGenerator<readonly Lead[]> {
  for await (const batch of batches) {
    yield batch.some((lead) => !exportable(lead)) ? batch.filter(exportable) : batch;
  }
}
