import { describeActivity } from './activity';
import { LEAD_STATUS_LABELS, type LeadStatus } from './constants';
import { toCsv, type CsvColumn } from './csv';
import { nationalPhone } from './phone';
import type { Lead } from './schemas';
import { formatIst } from './time';

/*
 * The one spreadsheet of leads: the console and /web-leads both export
 * these columns, in this order, with these headers
 * (docs/decisions/011-one-lead-contract.md).
 */

/** A status a newer server added shows as its own text rather than breaking the export. */
const statusLabel = (status: string) => LEAD_STATUS_LABELS[status as LeadStatus] ?? status;

export const LEAD_EXPORT_COLUMNS: readonly CsvColumn<Lead>[] = [
  { header: 'Lead ID', value: (lead) => lead.id },
  { header: 'Received (IST)', value: (lead) => formatIst(lead.created_at) },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Phone', value: (lead) => nationalPhone(lead.phone) },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Programme', value: (lead) => lead.program },
  { header: 'Form type', value: (lead) => lead.form_type },
  { header: 'Status', value: (lead) => statusLabel(lead.status) },
  { header: 'Assignee', value: (lead) => lead.assignee ?? '' },
  {
    header: 'Next follow-up (IST)',
    value: (lead) => (lead.next_follow_up_at ? formatIst(lead.next_follow_up_at) : ''),
  },
  {
    header: 'Last activity (IST)',
    value: (lead) => (lead.last_activity ? formatIst(lead.last_activity.created_at) : ''),
  },
  {
    header: 'Last activity',
    value: (lead) => (lead.last_activity ? describeActivity(lead.last_activity) : ''),
  },
  { header: 'Source page', value: (lead) => lead.source_page ?? '' },
  { header: 'UTM source', value: (lead) => lead.utm_source ?? '' },
  { header: 'UTM campaign', value: (lead) => lead.utm_campaign ?? '' },
  { header: 'Family size', value: (lead) => String(lead.family_size) },
];

/** The leads as CSV, in the order given: the caller passes the view as staff see it. */
export const leadsToCsv = (leads: readonly Lead[]): string => toCsv(leads, LEAD_EXPORT_COLUMNS);
