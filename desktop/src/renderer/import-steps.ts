import { LEAD_FIELDS, type Program, PROGRAMS } from '@skltcoa/shared';
import type {
  DuplicateChoice,
  ImportBatch,
  ImportChannel,
  ImportGroup,
  ImportRow,
} from '@skltcoa/shared/schemas/imports';
import { MAPPABLE_FIELDS, type MappableField } from '@skltcoa/shared/schemas/imports';
import { MAX_IMPORT_FILE_BYTES } from '../shared-types/imports';

/*
 * What the Import screen (import-screen.tsx) says and decides, apart from
 * React so that it is tested under Node (docs/decisions/051-importing-leads.md).
 */

// The fields a column may be mapped to: the API's own list (shared/src/schemas/imports.ts).
export { MAPPABLE_FIELDS, type MappableField };

/** Each field as staff know it: the field table's label; a remarks column becomes the first note. */
export function fieldLabel(field: string): string {
  if (field === 'body') return 'First note (remarks)';
  const entry = LEAD_FIELDS.find((candidate) => candidate.key === field);
  return entry && 'label' in entry ? entry.label : field;
}

export const CHANNEL_LABELS: Record<ImportChannel, string> = {
  aggregator: 'Aggregator (Shiksha, CollegeDekho…)',
  fair: 'Education fair',
  referral: 'Referral',
  other: 'Other list',
};

export const GROUP_LABELS: Record<ImportGroup, string> = {
  ready: 'Ready',
  invalid: 'Invalid',
  duplicates: 'Duplicates',
};

export const DUPLICATE_LABELS: Record<DuplicateChoice, string> = {
  skip: 'Skip them',
  repeat: 'Add each as a repeat enquiry of its family',
  merge: 'Merge each into the lead it repeats',
};

export const STATE_LABELS: Record<ImportBatch['state'], string> = {
  previewed: 'Previewed, not imported',
  committing: 'Importing…',
  committed: 'Imported',
  undone: 'Undone',
};

export const PROGRAM_CHOICES: readonly Program[] = PROGRAMS;

/** 1 234 567 bytes → "1.2 MB", as a file manager says it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/**
 * Why a chosen file cannot be sent, or null. The API reads a file by its
 * content (ADR 046), but a name the office's computer gave another type is
 * the likeliest mistake, and a file over the API's limit would be refused
 * after the whole upload.
 */
export function fileProblem(name: string, size: number): string | null {
  if (/\.(xlsm|xltm|xlam)$/i.test(name)) {
    return 'This workbook can hold macros, which are not imported. Save it as .xlsx (Excel Workbook) or .csv and choose that.';
  }
  if (/\.xls$/i.test(name)) {
    return 'This is the old Excel format. Open it in Excel and save it as .xlsx (Excel Workbook) or .csv.';
  }
  if (!/\.(csv|xlsx|txt|tsv)$/i.test(name)) {
    return 'Choose a spreadsheet saved as .csv or .xlsx.';
  }
  if (size === 0) return 'This file is empty.';
  if (size > MAX_IMPORT_FILE_BYTES) {
    return `This file is ${formatBytes(size)}; the largest that can be imported is ${formatBytes(MAX_IMPORT_FILE_BYTES)}. Split it into smaller files.`;
  }
  return null;
}

/** How far a commit is, 0 to 100, for the progress bar. */
export function progressPercent(batch: Pick<ImportBatch, 'progress' | 'state'>): number {
  if (batch.state === 'committed' || batch.state === 'undone') return 100;
  const { done, total } = batch.progress;
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** A commit runs in the background: the screen asks again each second while it does. */
export const isRunning = (batch: Pick<ImportBatch, 'state'>) => batch.state === 'committing';

/** What a committed import did: leads stored, rows not stored (invalid, or duplicates skipped). */
export function outcome(batch: Pick<ImportBatch, 'rows' | 'progress'>) {
  const stored = batch.progress.stored;
  return { stored, skipped: Math.max(0, batch.rows - stored) };
}

/** The rows the commit will store: the ready ones, and the duplicates unless skipped. */
export function toStore(
  batch: Pick<ImportBatch, 'ready' | 'duplicates'>,
  choice: DuplicateChoice,
): number {
  return batch.ready + (choice === 'skip' ? 0 : batch.duplicates);
}

/**
 * What staff typed last time for a source, from the history: the weekly
 * aggregator file names its source and the rest fills itself in (the API
 * applies the mapping the last commit saved for it).
 */
export function lastImportOf(
  history: readonly ImportBatch[],
  source: string,
): Pick<ImportBatch, 'channel' | 'consent_statement' | 'source'> | null {
  const key = source.trim().toLowerCase();
  if (key === '') return null;
  const found = history.find((batch) => batch.source.trim().toLowerCase() === key);
  return found
    ? { channel: found.channel, consent_statement: found.consent_statement, source: found.source }
    : null;
}

/** The sources imported before, newest first, each once: the source field's suggestions. */
export function knownSources(history: readonly ImportBatch[]): string[] {
  const seen = new Map<string, string>();
  for (const batch of history) {
    const key = batch.source.trim().toLowerCase();
    if (!seen.has(key)) seen.set(key, batch.source);
  }
  return [...seen.values()];
}

/** The name offered in the save dialog for an import's invalid rows. */
export function invalidRowsFileName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'import';
  return `invalid-rows-${stem}.csv`.slice(0, 200);
}

/** Whether staff changed the mapping the preview used: then the file is previewed again. */
export function mappingChanged(
  used: readonly (string | null)[],
  chosen: readonly (string | null)[],
): boolean {
  return used.length !== chosen.length || used.some((field, column) => field !== chosen[column]);
}

/** Which mapped fields the API will insist on before a preview: a name, a mobile or email, a programme. */
export function missingFields(mapping: readonly (string | null)[], program: string): string[] {
  const mapped = new Set(mapping.filter(Boolean));
  const missing: string[] = [];
  if (!mapped.has('name')) missing.push('the name');
  if (!mapped.has('phone') && !mapped.has('email')) missing.push('the mobile number or the email');
  if (!mapped.has('program') && !program) missing.push('the programme');
  return missing;
}

/** A preview row's cells for the table: name and contact first, as the grid shows a lead. */
export function rowSummary(row: Pick<ImportRow, 'values'>): string {
  const { name, phone, email } = row.values;
  return [name, phone, email].filter((value) => value && value.trim() !== '').join(' · ') || '—';
}

/** "Rows 51–100 of 240" for a page of a group. */
export function pageLabel(offset: number, shown: number, total: number): string {
  if (shown === 0) return `No rows`;
  return `Rows ${offset + 1}–${offset + shown} of ${total.toLocaleString('en-IN')}`;
}
