/*
 * Auto-update from the college's own generic feed: a folder
 * of `latest.yml`, the installer and its blockmap, served over https (the API
 * can serve it, UPDATES_DIR). The feed built into a packaged app is
 * electron-builder.yml's `publish` entry; IT may point a computer at another
 * with `updateUrl` in admissions-console.json. desktop/README.md tells IT how
 * to publish a release.
 *
 * An update is installed only when the college signed it
 * (docs/decisions/037-supervised-api-and-signed-console-updates.md):
 * on Windows, the installer's Authenticode signature must name the publisher
 * that app-update.yml names (electron-updater's verifyUpdateCodeSignature);
 * elsewhere, latest-linux.yml must carry the college's Ed25519 signature over
 * the version and the files' SHA-512 (update-signature.ts), checked with the
 * public key built into the app before anything is downloaded; electron-updater
 * then refuses a file whose SHA-512 is not the one listed. IT may allow unsigned updates with
 * `allowUnsignedUpdates` in admissions-console.json; each use is logged.
 */
import type { KeyObject } from 'node:crypto';
import type { UpdateDownloadedEvent, UpdateInfo } from 'electron-updater';
import { verifyRelease } from './update-signature';

/** The part of electron-updater's autoUpdater this module uses, so tests run without Electron. */
export interface UpdaterLike {
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  /** The download, when one starts, is `downloadPromise`; its failure is also an 'error' event. */
  checkForUpdates(): Promise<{ downloadPromise?: Promise<unknown> | null } | null>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'update-available', listener: (info: UpdateInfo) => void): unknown;
  on(event: 'update-downloaded', listener: (update: UpdateDownloadedEvent) => void): unknown;
  /** electron-updater installs a downloaded update when the app quits while this is true. */
  autoInstallOnAppQuit: boolean;
  /** electron-updater asks this before it downloads a release: false is "no update". */
  isUpdateSupported: (info: UpdateInfo) => boolean | Promise<boolean>;
  /** Windows (NsisUpdater) only: null when the installer is signed by one of `publisherNames`. */
  verifyUpdateCodeSignature?: (publisherNames: string[], path: string) => Promise<string | null>;
}

export interface UpdatesOptions {
  /** `app.isPackaged`: an app run from source has no feed and nothing to update. */
  isPackaged: boolean;
  /** IT's feed from admissions-console.json, or null for the one built in. */
  updateUrl: string | null;
  /** Loads electron-updater; called only when the app is packaged. */
  load: () => Promise<UpdaterLike>;
  log: (message: string) => void;
  /** `process.platform`: Windows checks Authenticode, the others the college's Ed25519 signature. */
  platform: NodeJS.Platform;
  /** The public key built into the app (CONSOLE_UPDATE_PUBLIC_KEY), or null if the build had none. */
  publicKey: KeyObject | null;
  /** IT's `allowUnsignedUpdates`, with the file it came from for the log. */
  allowUnsigned: { allowed: boolean; path: string | null };
  /** Tells staff that a verified update will be installed when the console closes. */
  notify?: (message: string) => void;
  /** How often a console left open checks again. */
  everyMs?: number;
  setInterval?: (check: () => void, ms: number) => { unref?: () => void };
}

/** Six hours: consoles stay open all day, and a release is picked up by the next morning. */
export const CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Checks for an update now and every `everyMs`; electron-updater downloads
 * it in the background, and it is installed when the console quits if its
 * signature was verified. Nothing happens in an app run from source. A
 * failed check (offline, no feed yet) is logged and never stops the console.
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
  guardUpdates(updater, options);
  const check = () => {
    updater.checkForUpdates().then(
      // A failed or refused download is logged from its 'error' event.
      (result) => void result?.downloadPromise?.catch(() => {}),
      (error: unknown) => options.log(`Update check failed: ${(error as Error).message}`),
    );
  };
  check();
  const timer = (options.setInterval ?? setInterval)(check, options.everyMs ?? CHECK_EVERY_MS);
  timer.unref?.();
  return 'checking';
}

/**
 * Installs the signature checks on electron-updater's hooks. Each release
 * gets a verdict before it is downloaded (Linux) or once its installer is
 * (Windows); when the download is done, electron-updater installs it on quit
 * only if the verdict let it, which is decided in the same turn as the
 * 'update-downloaded' event, before electron-updater adds its quit handler.
 */
export function guardUpdates(
  updater: UpdaterLike,
  {
    platform,
    publicKey,
    allowUnsigned,
    log,
    notify = () => {},
  }: Pick<UpdatesOptions, 'platform' | 'publicKey' | 'allowUnsigned' | 'log' | 'notify'>,
): void {
  const itSetting = `allowUnsignedUpdates in ${allowUnsigned.path ?? 'the IT settings file'}`;
  if (allowUnsigned.allowed) {
    log(
      `IT allows unsigned updates (${itSetting}): an update that the college did not sign is installed too.`,
    );
  }
  /** Versions whose signature was verified, or that IT allowed unsigned. */
  const cleared = new Set<string>();
  let available: string | null = null;
  updater.on('update-available', (info) => {
    available = info.version;
  });

  if (platform === 'win32') {
    const authenticode = updater.verifyUpdateCodeSignature;
    updater.verifyUpdateCodeSignature = async (publisherNames, path) => {
      const problem = authenticode
        ? await authenticode(publisherNames, path)
        : 'electron-updater has no signature check on this platform';
      const version = available ?? 'unknown';
      if (problem === null) {
        cleared.add(version);
        log(`Update ${version}: signed by ${publisherNames.join(', ')}.`);
        return null;
      }
      if (allowUnsigned.allowed) {
        cleared.add(version);
        log(
          `Update ${version} is not signed by the publisher (${problem}); installed because of ${itSetting}.`,
        );
        return null;
      }
      cleared.delete(version);
      log(`Update ${version} refused: it is not signed by the publisher (${problem}).`);
      return problem;
    };
  } else {
    const supported = updater.isUpdateSupported;
    updater.isUpdateSupported = async (info) => {
      const verdict = verifyRelease(info, publicKey);
      if (verdict.ok) {
        cleared.add(info.version);
      } else if (verdict.missing && allowUnsigned.allowed) {
        cleared.add(info.version);
        log(`Update ${info.version} is not signed (${verdict.reason}); allowed by ${itSetting}.`);
      } else {
        cleared.delete(info.version);
        log(
          `Update ${info.version} refused: ${verdict.reason}.` +
            (verdict.missing ? ` IT can allow unsigned updates with ${itSetting}.` : ''),
        );
        return false;
      }
      return supported.call(updater, info);
    };
  }

  updater.on('update-downloaded', (update) => {
    // Decided now: electron-updater adds its quit handler right after this
    // event, and only while autoInstallOnAppQuit is true. The file itself
    // was compared by electron-updater with the SHA-512 the signature covers.
    if (!cleared.has(update.version)) {
      updater.autoInstallOnAppQuit = false;
      log(
        `Update ${update.version} will not be installed: its signature was not checked` +
          (platform === 'win32'
            ? ' (this build names no publisher: it was not code-signed).'
            : '.'),
      );
      return;
    }
    updater.autoInstallOnAppQuit = true;
    notify(`Version ${update.version} will be installed when the console closes.`);
  });
}
