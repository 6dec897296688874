import { LEAD_STATUS_LABELS, toCsv, type CsvColumn } from '@skltcoa/shared';
import { formatReceived, type LeadRow } from './lead-rows';

/** The grid's columns, in the grid's order, so the file reads like the screen. */
export const EXPORT_COLUMNS: CsvColumn<LeadRow>[] = [
  { header: 'Received (IST)', value: (row) => formatReceived(row.created_at) },
  { header: 'Name', value: (row) => row.name },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Email', value: (row) => row.email },
  { header: 'Programme', value: (row) => row.program },
  { header: 'Form Type', value: (row) => row.form_type },
  { header: 'Status', value: (row) => LEAD_STATUS_LABELS[row.status] },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Source', value: (row) => row.source_page ?? '' },
  { header: 'Enquiries from this family', value: (row) => String(row.repeats) },
];

export const rowsToCsv = (rows: readonly LeadRow[]) => toCsv(rows, EXPORT_COLUMNS);
