import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type ClientRequest,
  type RequestOptions,
  type Server,
} from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime';
import { AppImageUpdater, NsisUpdater, type AppUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { CHECK_EVERY_MS, startUpdates, type UpdaterLike, type UpdatesOptions } from './updater';
import {
  publicKeyFrom,
  publicKeyText,
  sha512Of,
  SIGNATURE_FIELD,
  signRelease,
  type ReleaseInfo,
} from './update-signature';

/*
 * The real electron-updater (AppImageUpdater, NsisUpdater) against a feed
 * served on loopback: it fetches latest-linux.yml, asks our hooks, downloads
 * the file, checks its SHA-512 and decides what to install when the console
 * quits (docs/decisions/037-supervised-api-and-signed-console-updates.md).
 * Two parts of Electron cannot run here and are stood in for: its `net`
 * module (NodeExecutor below, Node's http doing what Electron's does) and
 * the app (TestApp). On Windows, electron-updater checks Authenticode with
 * PowerShell; that check is stood in for by one that reads the signer's name
 * from the file (signedBy).
 */

/** Node's http where Electron would use its net module (ElectronHttpExecutor). */
class NodeExecutor extends HttpExecutor<ClientRequest> {
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers || undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }

  createRequest(options: RequestOptions, callback: (response: unknown) => void): ClientRequest {
    return request(options, callback);
  }
}

/** The app as electron-updater sees it: packaged at 1.0.0, and a quit that staff would cause. */
class TestApp implements AppAdapter {
  readonly version = '1.0.0';
  readonly name = 'SKLTCOA Admissions Console';
  readonly isPackaged = true;
  quitHandlers: ((exitCode: number) => void)[] = [];
  constructor(
    readonly appUpdateConfigPath: string,
    readonly userDataPath: string,
    readonly baseCachePath: string,
  ) {}
  whenReady() {
    return Promise.resolve();
  }
  relaunch() {}
  quit() {}
  onQuit(handler: (exitCode: number) => void) {
    this.quitHandlers.push(handler);
  }
}

let root: string;
let server: Server;
let feedUrl: string;
/** What the feed serves, by file name. */
const feed = new Map<string, Buffer | string>();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'skltcoa-updates-'));
  server = createServer((req, res) => {
    const body = feed.get(decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice(1)));
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  feedUrl = `http://127.0.0.1:${address.port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const college = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
/** The public key as the build gets it (CONSOLE_UPDATE_PUBLIC_KEY) and reads it back. */
const builtInKey = publicKeyFrom(publicKeyText(college.publicKey));

const APPIMAGE = 'skltcoa-admissions-console-1.1.0-x86_64.AppImage';
const EXE = 'skltcoa-admissions-console-1.1.0-setup.exe';
/** A release's file: a script, so that installing it (the AppImage runs it) does nothing. */
const release = (tag: string) => `#!/bin/sh\n# ${tag}\nexit 0\n`;

/** Publishes version 1.1.0 as electron-builder writes latest-linux.yml. */
async function publish({
  file = APPIMAGE,
  content = release('1.1.0'),
  servedContent = content,
  signWith = college.privateKey as KeyObject | null,
  change = (_info: ReleaseInfo) => {},
}: {
  file?: string;
  content?: string;
  /** What the server hands out, when someone swapped the file after release. */
  servedContent?: string;
  signWith?: KeyObject | null;
  /** A change to the yml after it was signed. */
  change?: (info: ReleaseInfo) => void;
} = {}) {
  const path = join(root, `release-${Math.random()}`);
  writeFileSync(path, content);
  const sha512 = await sha512Of(path);
  const info: ReleaseInfo & Record<string, unknown> = {
    version: '1.1.0',
    files: [{ url: file, sha512, size: Buffer.byteLength(content) } as never],
    path: file,
    sha512,
    releaseDate: '2026-11-28T09:00:00.000Z',
  };
  if (signWith) info[SIGNATURE_FIELD] = signRelease(info, signWith);
  change(info);
  feed.clear();
  feed.set('latest-linux.yml', stringify(info));
  feed.set(file, servedContent);
}

interface Run {
  logs: string[];
  notices: string[];
  /** What happened when the check was done: downloaded, not available, or an error. */
  outcome: string;
  app: TestApp;
  updater: AppUpdater;
  /** Quits as staff would; true when the update was installed. */
  quit: () => boolean;
}

const installed = join(tmpdir(), `skltcoa-console-${process.pid}.AppImage`);
afterEach(() => {
  feed.clear();
  delete process.env.APPIMAGE;
});
afterAll(() => rmSync(installed, { force: true }));

/** The console's start: startUpdates with the real updater for `platform`, until the check settles. */
async function consoleStarts({
  platform = 'linux' as NodeJS.Platform,
  publicKey = builtInKey as KeyObject | null,
  allowUnsigned = false,
  publisherName = ['SKLTCOA'] as string[] | null,
} = {}): Promise<Run> {
  const dir = mkdtempSync(join(root, 'app-'));
  const config = join(dir, 'app-update.yml');
  writeFileSync(
    config,
    stringify({
      provider: 'generic',
      url: feedUrl,
      updaterCacheDirName: 'skltcoa-console-updater',
      ...(publisherName ? { publisherName } : {}),
    }),
  );
  mkdirSync(join(dir, 'cache'));
  const app = new TestApp(config, dir, join(dir, 'cache'));
  // The feed comes from app-update.yml, as in a packaged app.
  const updater =
    platform === 'win32' ? new NsisUpdater(null, app) : new AppImageUpdater(null, app);
  (updater as unknown as { httpExecutor: HttpExecutor<ClientRequest> }).httpExecutor =
    new NodeExecutor();
  updater.logger = null;
  updater.disableDifferentialDownload = true;
  if (updater instanceof NsisUpdater) {
    // Windows' Authenticode check, stood in for: the signer is named in the file.
    updater.verifyUpdateCodeSignature = async (names, path) => {
      const signer = /signed-by: (.+)/.exec(readFileSync(path, 'utf8'))?.[1];
      return signer && names.includes(signer) ? null : `signed by ${signer ?? 'nobody'}`;
    };
  }
  // The AppImage being run, which an install replaces.
  writeFileSync(installed, release('1.0.0'));
  chmodSync(installed, 0o755);
  process.env.APPIMAGE = installed;

  const logs: string[] = [];
  const notices: string[] = [];
  const outcome = new Promise<string>((resolve) => {
    updater.on('update-downloaded', () => setImmediate(() => resolve('downloaded')));
    updater.on('update-not-available', () => resolve('not available'));
    updater.on('error', (error) => resolve(`error: ${error.message.split('\n')[0]}`));
  });
  const options: UpdatesOptions = {
    isPackaged: true,
    updateUrl: null,
    load: async () => updater as unknown as UpdaterLike,
    log: (message) => logs.push(message),
    notify: (message) => notices.push(message),
    platform,
    publicKey,
    allowUnsigned: { allowed: allowUnsigned, path: allowUnsigned ? 'C:\\it.json' : null },
    setInterval: () => ({}),
  };
  expect(await startUpdates(options)).toBe('checking');
  return {
    logs,
    notices,
    outcome: await outcome,
    app,
    updater,
    quit: () => {
      for (const handler of app.quitHandlers) handler(0);
      return app.quitHandlers.length > 0 && updater.autoInstallOnAppQuit;
    },
  };
}

const nowInstalled = () => readFileSync(installed, 'utf8');

describe('a Linux console (AppImage)', () => {
  it('installs a release the college signed, when it quits', async () => {
    await publish();
    const run = await consoleStarts();
    expect(run.outcome).toBe('downloaded');
    expect(run.notices).toEqual(['Version 1.1.0 will be installed when the console closes.']);
    expect(run.quit()).toBe(true);
    expect(nowInstalled()).toBe(release('1.1.0'));
  });

  it('refuses a feed whose file was swapped after signing: electron-updater checks the signed hash', async () => {
    await publish({ servedContent: release('evil') });
    const run = await consoleStarts();
    expect(run.outcome).toMatch(/^error: sha512 checksum mismatch/);
    expect(run.logs.at(-1)).toMatch(/^Update check failed: sha512 checksum mismatch/);
    expect(run.quit()).toBe(false);
    expect(nowInstalled()).toBe(release('1.0.0'));
  });

  it('refuses a feed whose hash was changed to match a swapped file', async () => {
    const evil = join(root, 'evil');
    writeFileSync(evil, release('evil'));
    const evilSha512 = await sha512Of(evil);
    await publish({
      servedContent: release('evil'),
      change: (info) => {
        info.files![0]!.sha512 = evilSha512;
        info.sha512 = evilSha512;
      },
    });
    const run = await consoleStarts();
    expect(run.outcome).toBe('not available');
    expect(run.logs).toContain(
      'Update 1.1.0 refused: its signature does not match the college’s key (files changed, or another key).',
    );
    expect(run.quit()).toBe(false);
    expect(nowInstalled()).toBe(release('1.0.0'));
  });

  it('refuses a release signed with another key, even when IT allows unsigned updates', async () => {
    await publish({ signWith: stranger.privateKey });
    const run = await consoleStarts({ allowUnsigned: true });
    expect(run.outcome).toBe('not available');
    expect(run.logs.at(-1)).toMatch(/^Update 1\.1\.0 refused: its signature does not match/);
    expect(nowInstalled()).toBe(release('1.0.0'));
  });

  it('refuses an unsigned release, and says how IT can allow one', async () => {
    await publish({ signWith: null });
    const run = await consoleStarts();
    expect(run.outcome).toBe('not available');
    expect(run.logs).toEqual([
      'Update 1.1.0 refused: its feed carries no releaseSignature. IT can allow unsigned updates with allowUnsignedUpdates in the IT settings file.',
    ]);
    expect(run.quit()).toBe(false);
  });

  it('refuses every release when its build holds no key', async () => {
    await publish();
    const run = await consoleStarts({ publicKey: null });
    expect(run.outcome).toBe('not available');
    expect(run.logs.at(-1)).toMatch(/refused: this build holds no key to check updates with/);
  });

  it('installs an unsigned release when IT allows it, and logs that it did', async () => {
    await publish({ signWith: null });
    const run = await consoleStarts({ allowUnsigned: true });
    expect(run.logs).toEqual([
      'IT allows unsigned updates (allowUnsignedUpdates in C:\\it.json): an update that the college did not sign is installed too.',
      'Update 1.1.0 is not signed (its feed carries no releaseSignature); allowed by allowUnsignedUpdates in C:\\it.json.',
    ]);
    expect(run.outcome).toBe('downloaded');
    expect(run.quit()).toBe(true);
    expect(nowInstalled()).toBe(release('1.1.0'));
  });
});

describe('a Windows console (NSIS)', () => {
  const signed = (signer: string) => `${release('1.1.0')}# signed-by: ${signer}\n`;

  it('installs an installer signed by the publisher that app-update.yml names', async () => {
    await publish({ file: EXE, content: signed('SKLTCOA') });
    const run = await consoleStarts({ platform: 'win32' });
    expect(run.outcome).toBe('downloaded');
    expect(run.logs).toEqual(['Update 1.1.0: signed by SKLTCOA.']);
    // The installer itself is not run here; electron-updater would run it at this quit.
    expect(run.app.quitHandlers).toHaveLength(1);
    expect(run.updater.autoInstallOnAppQuit).toBe(true);
  });

  it('refuses an installer signed by someone else', async () => {
    await publish({ file: EXE, content: signed('Somebody Else Ltd') });
    const run = await consoleStarts({ platform: 'win32' });
    expect(run.outcome).toMatch(
      /^error: New version 1\.1\.0 is not signed by the application owner/,
    );
    expect(run.logs).toEqual([
      'Update 1.1.0 refused: it is not signed by the publisher (signed by Somebody Else Ltd).',
      'Update check failed: New version 1.1.0 is not signed by the application owner: signed by Somebody Else Ltd',
    ]);
    expect(run.app.quitHandlers).toEqual([]);
  });

  it('installs nothing when its build names no publisher, where electron-updater would not check', async () => {
    await publish({ file: EXE, content: signed('Somebody Else Ltd') });
    const run = await consoleStarts({ platform: 'win32', publisherName: null });
    expect(run.outcome).toBe('downloaded');
    expect(run.logs.at(-1)).toMatch(/will not be installed: its signature was not checked/);
    expect(run.notices).toEqual([]);
    expect(run.app.quitHandlers).toEqual([]);
    expect(run.updater.autoInstallOnAppQuit).toBe(false);
  });

  it('installs an installer that fails the check when IT allows unsigned updates, saying so', async () => {
    await publish({ file: EXE, content: signed('nobody') });
    const run = await consoleStarts({ platform: 'win32', allowUnsigned: true });
    expect(run.outcome).toBe('downloaded');
    expect(run.logs.at(-1)).toBe(
      'Update 1.1.0 is not signed by the publisher (signed by nobody); installed because of allowUnsignedUpdates in C:\\it.json.',
    );
    expect(run.app.quitHandlers).toHaveLength(1);
  });
});

/** Records what the console asks of electron-updater, for what needs no feed. */
function fakeUpdater(check: () => Promise<null> = async () => null) {
  const calls: string[] = [];
  const errors: ((error: Error) => void)[] = [];
  const updater: UpdaterLike = {
    setFeedURL: ({ provider, url }) => calls.push(`feed ${provider} ${url}`),
    checkForUpdates: () => {
      calls.push('check');
      return check();
    },
    on: (event: string, listener: (arg: never) => void) => {
      if (event === 'error') errors.push(listener as (error: Error) => void);
    },
    autoInstallOnAppQuit: true,
    isUpdateSupported: () => true,
  };
  return { updater, calls, errors };
}

function run(options: {
  isPackaged: boolean;
  updateUrl?: string | null;
  check?: () => Promise<null>;
}) {
  const { updater, calls, errors } = fakeUpdater(options.check);
  const logs: string[] = [];
  const timers: number[] = [];
  let loaded = 0;
  const started = startUpdates({
    isPackaged: options.isPackaged,
    updateUrl: options.updateUrl ?? null,
    load: async () => {
      loaded += 1;
      return updater;
    },
    log: (message) => logs.push(message),
    platform: 'linux',
    publicKey: builtInKey,
    allowUnsigned: { allowed: false, path: null },
    setInterval: (_check, ms) => {
      timers.push(ms);
      return {};
    },
  });
  return { started, calls, errors, logs, timers, loaded: () => loaded };
}

describe('updates', () => {
  it('do nothing in an app run from source: electron-updater is not even loaded', async () => {
    const { started, calls, timers, loaded } = run({ isPackaged: false, updateUrl: 'https://x/' });
    expect(await started).toBe('not-packaged');
    expect(loaded()).toBe(0);
    expect(calls).toEqual([]);
    expect(timers).toEqual([]);
  });

  it('check the built-in feed at start and every six hours when packaged', async () => {
    const { started, calls, timers } = run({ isPackaged: true });
    expect(await started).toBe('checking');
    expect(calls).toEqual(['check']);
    expect(timers).toEqual([CHECK_EVERY_MS]);
    expect(CHECK_EVERY_MS).toBe(6 * 60 * 60 * 1000);
  });

  it("use IT's generic feed when admissions-console.json names one", async () => {
    const { started, calls } = run({
      isPackaged: true,
      updateUrl: 'https://leads.example.edu.in/updates/',
    });
    await started;
    expect(calls).toEqual(['feed generic https://leads.example.edu.in/updates/', 'check']);
  });

  it('log a failed check and carry on', async () => {
    const { started, logs, errors } = run({
      isPackaged: true,
      check: async () => {
        throw new Error('net::ERR_INTERNET_DISCONNECTED');
      },
    });
    expect(await started).toBe('checking');
    await new Promise((resolve) => setImmediate(resolve));
    errors[0]!(new Error('Cannot find latest.yml'));
    expect(logs).toEqual([
      'Update check failed: net::ERR_INTERNET_DISCONNECTED',
      'Update check failed: Cannot find latest.yml',
    ]);
  });

  it('are off, with a log line, when electron-updater cannot start', async () => {
    const logs: string[] = [];
    const started = await startUpdates({
      isPackaged: true,
      updateUrl: null,
      load: async () => {
        throw new Error('ENOENT: app-update.yml');
      },
      log: (message) => logs.push(message),
      platform: 'linux',
      publicKey: null,
      allowUnsigned: { allowed: false, path: null },
    });
    expect(started).toBe('unavailable');
    expect(logs).toEqual(['Updates are off: ENOENT: app-update.yml']);
  });
});
