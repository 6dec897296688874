import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { csvFileName } from '@skltcoa/shared';
import type { SaveCsvOutcome, SaveCsvRequest } from '../shared-types/console-api';

/** Asks where to save; resolves to undefined when staff cancel. Electron's dialog in the app. */
export type AskSavePath = (defaultPath: string) => Promise<string | undefined>;

/** A file name that cannot climb out of the folder the dialog starts in. */
function safeFileName(requested: string): string {
  const name = basename(requested.replace(/\\/g, '/')).replace(/[<>:"|?*\p{Cc}]/gu, '_');
  return name.toLowerCase().endsWith('.csv') ? name : csvFileName();
}

/**
 * Writes the CSV the renderer built with the shared export, byte-order mark
 * included (docs/decisions/011-one-lead-contract.md), to the path staff choose.
 */
export function createCsvWriter({
  askSavePath,
  defaultFolder,
}: {
  askSavePath: AskSavePath;
  defaultFolder: string;
}) {
  return async ({ fileName, csv }: SaveCsvRequest): Promise<SaveCsvOutcome> => {
    const path = await askSavePath(join(defaultFolder, safeFileName(fileName)));
    if (!path) return { saved: false };
    await writeFile(path, csv, 'utf8');
    return { saved: true, path };
  };
}
