import type { ImportBatch } from '@skltcoa/shared/schemas/imports';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_FILE_BYTES } from '../shared-types/imports';
import {
  fieldLabel,
  fileProblem,
  formatBytes,
  invalidRowsFileName,
  isRunning,
  knownSources,
  lastImportOf,
  MAPPABLE_FIELDS,
  mappingChanged,
  missingFields,
  outcome,
  pageLabel,
  progressPercent,
  rowSummary,
  toStore,
} from './import-steps';

const batch = (change: Partial<ImportBatch> = {}): ImportBatch => ({
  id: '6f1c1a53-5a3e-4f4e-9d3a-0a8f3b7c2d10',
  state: 'previewed',
  created_by: 'counsellor@example.edu.in',
  created_at: '2026-11-28T10:00:00.000Z',
  file_name: 'shiksha.csv',
  file_sha256: 'ab',
  bytes: 1200,
  channel: 'aggregator',
  source: 'Shiksha',
  consent_statement: 'consented on Shiksha to be contacted by colleges',
  rows: 10,
  ready: 6,
  invalid: 3,
  duplicates: 1,
  duplicates_choice: null,
  progress: { done: 0, total: 0, stored: 0 },
  committed_at: null,
  undone_at: null,
  removed: null,
  kept: null,
  ...change,
});

describe('the Import screen', () => {
  it('offers the fields the API maps columns to, by the names staff know', () => {
    expect(MAPPABLE_FIELDS).not.toContain('utm_source');
    expect(fieldLabel('phone')).toBe('Mobile');
    expect(fieldLabel('guardian_phone')).toBe('Guardian’s mobile');
    expect(fieldLabel('body')).toMatch(/note/);
  });

  it('says before sending why a file cannot be imported', () => {
    expect(fileProblem('shiksha.csv', 1200)).toBeNull();
    expect(fileProblem('Fair list.XLSX', 1200)).toBeNull();
    expect(fileProblem('list.xlsm', 1200)).toMatch(/macros/);
    expect(fileProblem('list.xls', 1200)).toMatch(/save it as .xlsx/);
    expect(fileProblem('list.pdf', 1200)).toMatch(/\.csv or \.xlsx/);
    expect(fileProblem('list.csv', 0)).toMatch(/empty/);
    expect(fileProblem('list.csv', MAX_IMPORT_FILE_BYTES)).toBeNull();
    expect(fileProblem('list.csv', MAX_IMPORT_FILE_BYTES + 1)).toMatch(/largest .* 52\.4 MB/);
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2_345)).toBe('2.3 KB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
  });

  it('shows a commit’s progress, and what it stored and skipped', () => {
    const running = batch({
      state: 'committing',
      progress: { done: 250, total: 1000, stored: 240 },
    });
    expect(isRunning(running)).toBe(true);
    expect(progressPercent(running)).toBe(25);
    expect(progressPercent(batch({ state: 'committing' }))).toBe(0);
    const done = batch({ state: 'committed', progress: { done: 6, total: 6, stored: 6 } });
    expect(isRunning(done)).toBe(false);
    expect(progressPercent(done)).toBe(100);
    expect(outcome(done)).toEqual({ stored: 6, skipped: 4 });
    expect(toStore(done, 'skip')).toBe(6);
    expect(toStore(done, 'repeat')).toBe(7);
  });

  it('fills in the weekly file’s channel and statement from its source’s last import', () => {
    const history = [
      batch({
        source: 'Mumbai Fair 2026',
        channel: 'fair',
        consent_statement: 'Signed up at the stall',
      }),
      batch({ source: 'Shiksha' }),
      batch({ source: 'shiksha ', consent_statement: 'older' }),
    ];
    expect(lastImportOf(history, ' SHIKSHA')).toEqual({
      source: 'Shiksha',
      channel: 'aggregator',
      consent_statement: 'consented on Shiksha to be contacted by colleges',
    });
    expect(lastImportOf(history, 'CollegeDekho')).toBeNull();
    expect(lastImportOf(history, '')).toBeNull();
    expect(knownSources(history)).toEqual(['Mumbai Fair 2026', 'Shiksha']);
  });

  it('asks for a new preview when the mapping changed, and says what a mapping lacks', () => {
    expect(mappingChanged(['name', 'phone', null], ['name', 'phone', null])).toBe(false);
    expect(mappingChanged(['name', 'phone', null], ['name', 'phone', 'email'])).toBe(true);
    expect(missingFields(['name', 'phone', 'program'], '')).toEqual([]);
    expect(missingFields([null, 'email'], 'Bachelor of Architecture')).toEqual(['the name']);
    expect(missingFields(['name', null], '')).toEqual([
      'the mobile number or the email',
      'the programme',
    ]);
  });

  it('names the rows and the file of invalid rows plainly', () => {
    expect(rowSummary({ values: { name: 'Asha', phone: '+919820012345', email: '' } })).toBe(
      'Asha · +919820012345',
    );
    expect(rowSummary({ values: {} })).toBe('—');
    expect(pageLabel(50, 50, 1234)).toBe('Rows 51–100 of 1,234');
    expect(pageLabel(0, 0, 0)).toBe('No rows');
    expect(invalidRowsFileName('Shiksha week 48.xlsx')).toBe('invalid-rows-Shiksha-week-48.csv');
  });
});
