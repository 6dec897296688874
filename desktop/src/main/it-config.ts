import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { normaliseApiBase } from '../core/api-client';

/**
 * What IT may preset for everyone on a computer, in a file next to the
 * installed app: the API address, whether staff may change it,
 * and the update feed. Staff cannot write there, IT's installer can.
 */
export const IT_CONFIG_FILE = 'admissions-console.json';

export interface ItConfig {
  /** The API address to fill in on the sign-in form, normalised; null when IT set none. */
  apiBase: string | null;
  /** IT fixed the address: staff cannot change it. */
  lockApiBase: boolean;
  /** Where to look for updates instead of the feed built into the app. */
  updateUrl: string | null;
  /**
   * IT's explicit consent to install updates the college did not sign
   * (updater.ts, docs/decisions/037-supervised-api-and-signed-console-updates.md).
   */
  allowUnsignedUpdates: boolean;
  /** The file that was read, if one was. */
  path: string | null;
  /** Why a file that exists was not used, in words for staff to pass to IT. */
  problem: string | null;
}

export const NO_IT_CONFIG: ItConfig = {
  apiBase: null,
  lockApiBase: false,
  updateUrl: null,
  allowUnsignedUpdates: false,
  path: null,
  problem: null,
};

/** An https address (http only for this computer), with the api-client's own message. */
const Address = z.string().transform((value, ctx) => {
  try {
    return normaliseApiBase(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

/** The update feed is a folder: its path is kept, with a trailing slash. */
const FeedAddress = z.string().transform((value, ctx) => {
  try {
    const origin = normaliseApiBase(value);
    const path = new URL(value.trim()).pathname.replace(/\/*$/, '/');
    return `${origin}${path}`;
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
    return z.NEVER;
  }
});

const ItConfigFileSchema = z
  .object({
    apiBase: Address.optional(),
    lockApiBase: z.boolean({ error: 'lockApiBase must be true or false.' }).default(false),
    updateUrl: FeedAddress.optional(),
    allowUnsignedUpdates: z
      .boolean({ error: 'allowUnsignedUpdates must be true or false.' })
      .default(false),
  })
  .strict()
  .refine((config) => !config.lockApiBase || config.apiBase !== undefined, {
    message: 'lockApiBase needs an apiBase to lock.',
    path: ['lockApiBase'],
  });

const describe = (error: z.ZodError) =>
  error.issues
    .map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown setting ${issue.keys.map((key) => `"${key}"`).join(', ')} (allowed: apiBase, lockApiBase, updateUrl, allowUnsignedUpdates).`
        : `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
    )
    .join(' ');

/**
 * Parses the text of an IT config file. A file that is not valid is not
 * used at all, so a typo never half-applies; the problem says what is wrong.
 */
export function parseItConfig(text: string, path: string): ItConfig {
  const unused = (why: string): ItConfig => ({
    ...NO_IT_CONFIG,
    path,
    problem: `The IT settings file ${path} was not used: ${why} Ask IT to correct it; until then, enter the API address yourself.`,
  });
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return unused('it is not valid JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return unused('it must be a JSON object such as {"apiBase": "https://leads.example.edu.in"}.');
  }
  const parsed = ItConfigFileSchema.safeParse(json);
  if (!parsed.success) return unused(describe(parsed.error));
  return {
    apiBase: parsed.data.apiBase ?? null,
    lockApiBase: parsed.data.lockApiBase,
    updateUrl: parsed.data.updateUrl ?? null,
    allowUnsignedUpdates: parsed.data.allowUnsignedUpdates,
    path,
    problem: null,
  };
}

/**
 * Reads the first `admissions-console.json` found in `folders`, in order:
 * the folder of the installed executable, then its `resources` folder. No
 * file is no preset; a file that cannot be read or is not valid is a problem
 * that the sign-in screen shows, and the console runs as if there were none.
 */
export async function loadItConfig(folders: readonly string[]): Promise<ItConfig> {
  for (const folder of folders) {
    const path = join(folder, IT_CONFIG_FILE);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      return {
        ...NO_IT_CONFIG,
        path,
        problem: `The IT settings file ${path} could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'}). Ask IT to check it; until then, enter the API address yourself.`,
      };
    }
    return parseItConfig(text, path);
  }
  return NO_IT_CONFIG;
}

/** Where an installed console looks for the file: next to its executable, then in `resources`. */
export function itConfigFolders(execPath: string, resourcesPath: string): string[] {
  return [...new Set([dirname(execPath), resourcesPath])];
}
