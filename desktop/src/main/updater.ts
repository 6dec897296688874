/*
 * Auto-update from the college's own generic feed (issue 13 §7): a folder
 * of `latest.yml`, the installer and its blockmap, served over https (the API
 * can serve it, UPDATES_DIR). The feed built into a packaged app is
 * electron-builder.yml's `publish` entry; IT may point a computer at another
 * with `updateUrl` in admissions-console.json. desktop/README.md tells IT how
 * to publish a release.
 */

/** The part of electron-updater's autoUpdater this module uses, so tests run without Electron. */
export interface UpdaterLike {
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdatesOptions {
  /** `app.isPackaged`: an app run from source has no feed and nothing to update. */
  isPackaged: boolean;
  /** IT's feed from admissions-console.json, or null for the one built in. */
  updateUrl: string | null;
  /** Loads electron-updater; called only when the app is packaged. */
  load: () => Promise<UpdaterLike>;
  log: (message: string) => void;
  /** How often a console left open checks again. */
  everyMs?: number;
  setInterval?: (check: () => void, ms: number) => { unref?: () => void };
}

/** Six hours: consoles stay open all day, and a release is picked up by the next morning. */
export const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Checks for an update now and every `everyMs`; electron-updater downloads
 * it in the background and installs it when the console quits, with a
 * notification. Nothing happens in an app run from source. A failed check
 * (offline, no feed yet) is logged and never stops the console.
 */
export async function startUpdates(
  options: UpdatesOptions,
): Promise<'not-packaged' | 'checking' | 'unavailable'> {
  if (!options.isPackaged) return 'not-packaged';
  let updater: UpdaterLike;
  try {
    updater = await options.load();
    if (options.updateUrl) updater.setFeedURL({ provider: 'generic', url: options.updateUrl });
  } catch (error) {
    options.log(`Updates are off: ${(error as Error).message}`);
    return 'unavailable';
  }
  updater.on('error', (error) => options.log(`Update check failed: ${error.message}`));
  const check = () => {
    updater
      .checkForUpdatesAndNotify()
      .catch((error: unknown) => options.log(`Update check failed: ${(error as Error).message}`));
  };
  check();
  const timer = (options.setInterval ?? setInterval)(check, options.everyMs ?? CHECK_EVERY_MS);
  timer.unref?.();
  return 'checking';
}
