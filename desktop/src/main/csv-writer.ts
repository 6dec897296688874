import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { csvFileName } from '@skltcoa/shared';
import type { ExportLeadsOutcome } from '../shared-types/console-api';

/** Asks where to save; resolves to undefined when staff cancel. Electron's dialog in the app. */
export type AskSavePath = (defaultPath: string) => Promise<string | undefined>;

/** A file name that cannot climb out of the folder the dialog starts in. */
function safeFileName(requested: string): string {
  const name = basename(requested.replace(/\\/g, '/')).replace(/[<>:"|?*\p{Cc}]/gu, '_');
  return name.toLowerCase().endsWith('.csv') ? name : csvFileName();
}

/**
 * Writes the CSV the API streams (the shared export, byte-order mark
 * included: docs/decisions/011-one-lead-contract.md) to the path staff
 * choose, as it arrives: neither this process nor the renderer holds the
 * file (docs/decisions/019-console-rows-stay-on-the-server.md). It goes to a
 * `.part` file first, so a download that fails halfway never leaves half a
 * spreadsheet under the chosen name, nor replaces an earlier whole one.
 */
export function createCsvWriter({
  askSavePath,
  defaultFolder,
}: {
  askSavePath: AskSavePath;
  defaultFolder: string;
}) {
  return async (
    fileName: string,
    open: () => Promise<ReadableStream<Uint8Array>>,
  ): Promise<ExportLeadsOutcome> => {
    const path = await askSavePath(join(defaultFolder, safeFileName(fileName)));
    if (!path) return { saved: false };
    const partial = `${path}.part`;
    try {
      const body = await open();
      await pipeline(
        Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
        createWriteStream(partial),
      );
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { saved: true, path };
  };
}
