import { describe, expect, it } from 'vitest';
import { CHECK_EVERY_MS, startUpdates, type UpdaterLike } from './updater';

/** Records what the console asks of electron-updater. */
function fakeUpdater(check: () => Promise<unknown> = async () => null) {
  const calls: string[] = [];
  const errors: ((error: Error) => void)[] = [];
  const updater: UpdaterLike = {
    setFeedURL: ({ provider, url }) => calls.push(`feed ${provider} ${url}`),
    checkForUpdatesAndNotify: () => {
      calls.push('check');
      return check();
    },
    on: (_event, listener) => errors.push(listener),
  };
  return { updater, calls, errors };
}

function run(options: {
  isPackaged: boolean;
  updateUrl?: string | null;
  check?: () => Promise<unknown>;
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
    });
    expect(started).toBe('unavailable');
    expect(logs).toEqual(['Updates are off: ENOENT: app-update.yml']);
  });
});
