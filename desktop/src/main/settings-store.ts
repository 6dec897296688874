import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GridLayoutSchema } from '@skltcoa/shared';
import { z } from 'zod';
import type { SettingsStore } from '../core/console-service';
import type { GridLayout } from '../shared-types/console-api';

/** AG Grid's column state, bounded: the same rule as a saved view's columns on the server. */
export { GridLayoutSchema };

const SettingsSchema = z.object({
  apiBase: z.string().default(''),
  // A layout this version no longer takes is dropped, not the API address with it.
  gridState: GridLayoutSchema.nullable().default(null).catch(null),
});
type Settings = z.infer<typeof SettingsSchema>;

/** The API address and grid layout, in a JSON file under the user's app data folder. */
export function createSettingsStore({
  path,
  defaultApiBase = '',
}: {
  path: string;
  defaultApiBase?: string;
}): SettingsStore {
  let cache: Settings | undefined;

  async function read(): Promise<Settings> {
    if (cache) return cache;
    try {
      cache = SettingsSchema.parse(JSON.parse(await readFile(path, 'utf8')));
    } catch {
      // A missing or damaged file is not worth stopping the console for.
      cache = SettingsSchema.parse({});
    }
    return cache;
  }

  async function write(change: Partial<Settings>) {
    cache = { ...(await read()), ...change };
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a crash never leaves half a file.
    await writeFile(`${path}.tmp`, JSON.stringify(cache, null, 2));
    await rename(`${path}.tmp`, path);
  }

  return {
    getApiBase: async () => (await read()).apiBase || defaultApiBase,
    setApiBase: (apiBase) => write({ apiBase }),
    loadGridState: async () => (await read()).gridState,
    saveGridState: async (gridState: GridLayout) =>
      write({ gridState: GridLayoutSchema.parse(gridState) }),
  };
}
