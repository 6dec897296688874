import { csvFileName, leadsToCsv, type Lead } from '@skltcoa/shared';

/*
 * Loaded with import() when staff press Export CSV, so the CSV library stays
 * out of every page's JavaScript until then.
 */

/**
 * Builds the CSV with the export the console uses too
 * (docs/decisions/011-one-lead-contract.md) and downloads it through a Blob link.
 */
export function downloadLeadsCsv(leads: readonly Lead[], now = new Date()): string {
  const name = csvFileName(now);
  const blob = new Blob([leadsToCsv(leads)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
