import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleService, type ApiPreset } from '../core/console-service';
import { IT_CONFIG_FILE, itConfigFolders, loadItConfig, NO_IT_CONFIG } from './it-config';
import { createSessionStore, type SecretBox } from './session-store';
import { createSettingsStore } from './settings-store';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'console-it-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An installed console: the executable's folder and its resources folder, with IT's files. */
function installation(files: { app?: string; resources?: string } = {}) {
  const appDir = tempDir();
  const resources = join(appDir, 'resources');
  mkdirSync(resources);
  if (files.app !== undefined) writeFileSync(join(appDir, IT_CONFIG_FILE), files.app);
  if (files.resources !== undefined)
    writeFileSync(join(resources, IT_CONFIG_FILE), files.resources);
  return {
    appDir,
    folders: itConfigFolders(join(appDir, 'SKLTCOA Admissions Console.exe'), resources),
  };
}

describe('IT config file', () => {
  it('looks next to the executable, then in resources', () => {
    const { appDir, folders } = installation();
    expect(folders).toEqual([appDir, join(appDir, 'resources')]);
  });

  it('is no preset when there is no file', async () => {
    expect(await loadItConfig(installation().folders)).toEqual(NO_IT_CONFIG);
  });

  it('reads the API address, normalised, and whether it is locked', async () => {
    const { appDir, folders } = installation({
      app: '\uFEFF{ "apiBase": " https://Leads.Example.edu.in/ ", "lockApiBase": true }',
    });
    expect(await loadItConfig(folders)).toEqual({
      apiBase: 'https://leads.example.edu.in',
      lockApiBase: true,
      updateUrl: null,
      allowUnsignedUpdates: false,
      path: join(appDir, IT_CONFIG_FILE),
      problem: null,
    });
  });

  it('uses the file next to the executable over the one in resources', async () => {
    const { folders } = installation({
      app: '{"apiBase": "https://one.example.edu.in"}',
      resources: '{"apiBase": "https://two.example.edu.in"}',
    });
    expect((await loadItConfig(folders)).apiBase).toBe('https://one.example.edu.in');
  });

  it('reads the file in resources when there is none next to the executable', async () => {
    const { folders } = installation({
      resources:
        '{"apiBase": "https://two.example.edu.in", "updateUrl": "https://two.example.edu.in/updates"}',
    });
    expect(await loadItConfig(folders)).toMatchObject({
      apiBase: 'https://two.example.edu.in',
      lockApiBase: false,
      updateUrl: 'https://two.example.edu.in/updates/',
    });
  });

  it('allows unsigned updates only when IT says so, in so many words', async () => {
    const unsigned = installation({ app: '{"allowUnsignedUpdates": true}' });
    expect(await loadItConfig(unsigned.folders)).toMatchObject({
      allowUnsignedUpdates: true,
      problem: null,
    });
    const silent = installation({ app: '{"apiBase": "https://leads.example.edu.in"}' });
    expect((await loadItConfig(silent.folders)).allowUnsignedUpdates).toBe(false);
  });

  it.each([
    ['not JSON', '{apiBase: https://x}', /is not valid JSON/],
    ['a list', '["https://leads.example.edu.in"]', /must be a JSON object/],
    [
      'plain http',
      '{"apiBase": "http://leads.example.edu.in"}',
      /apiBase: The API address must start with https:\/\//,
    ],
    ['not an address', '{"apiBase": "leads"}', /apiBase: Enter the API address/],
    [
      'a typo',
      '{"apiBase": "https://leads.example.edu.in", "lockApiBse": true}',
      /Unknown setting "lockApiBse"/,
    ],
    [
      'a lock as text',
      '{"apiBase": "https://leads.example.edu.in", "lockApiBase": "yes"}',
      /lockApiBase must be true or false/,
    ],
    ['a lock with no address', '{"lockApiBase": true}', /lockApiBase needs an apiBase/],
    [
      'a consent to unsigned updates as text',
      '{"allowUnsignedUpdates": "yes"}',
      /allowUnsignedUpdates must be true or false/,
    ],
    [
      'an http feed',
      '{"updateUrl": "http://updates.example.edu.in/"}',
      /updateUrl: The API address must start with https/,
    ],
  ])('is not used at all when it is %s, and says why', async (_case, text, why) => {
    const { appDir, folders } = installation({ app: text });
    const config = await loadItConfig(folders);
    expect(config).toMatchObject({
      apiBase: null,
      lockApiBase: false,
      updateUrl: null,
      allowUnsignedUpdates: false,
    });
    expect(config.problem).toMatch(why);
    expect(config.problem).toContain(join(appDir, IT_CONFIG_FILE));
    expect(config.problem).toMatch(
      /Ask IT to correct it; until then, enter the API address yourself\.$/,
    );
  });

  it('says so when the file cannot be read', async () => {
    const { appDir, folders } = installation();
    mkdirSync(join(appDir, IT_CONFIG_FILE));
    expect((await loadItConfig(folders)).problem).toMatch(/could not be read \(EISDIR\)/);
  });
});

/** safeStorage as on a Linux desktop with or without a keyring. */
const box = (backend: string): SecretBox => ({
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(text).reverse(),
  decryptString: (data) => Buffer.from(data).reverse().toString(),
  getSelectedStorageBackend: () => backend,
});

describe('the console with IT config', () => {
  function console_(preset: ApiPreset | undefined, backend = 'gnome_libsecret') {
    const dir = tempDir();
    const asked: string[] = [];
    const service = createConsoleService({
      sessions: createSessionStore({ box: box(backend), path: join(dir, 'session.bin') }),
      settings: createSettingsStore({
        path: join(dir, 'settings.json'),
        defaultApiBase: preset?.apiBase ?? '',
      }),
      saveCsv: async () => ({ saved: false }),
      onLeadEvents: () => {},
      onSessionEnded: () => {},
      ...(preset ? { apiPreset: preset } : {}),
      fetch: async (input) => {
        asked.push(input);
        const path = new URL(input).pathname;
        const body =
          path === '/api/auth/login'
            ? { token: 't', expiresAt: '2099-01-01T00:00:00.000Z' }
            : { email: 'meera@example.edu.in', role: 'counsellor' };
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      },
      live: { retryMs: 60_000 },
    });
    return { service, asked };
  }

  it('fills in the preset, and lets staff use another address when it is not locked', async () => {
    const { service } = console_({
      apiBase: 'https://leads.example.edu.in',
      locked: false,
      problem: null,
    });
    expect(await service.getSignInSetup()).toEqual({
      ok: true,
      value: {
        apiBase: 'https://leads.example.edu.in',
        apiBaseLocked: false,
        configProblem: null,
        sessionKept: true,
      },
    });
    expect(await service.setApiBase('https://other.example.edu.in')).toEqual({
      ok: true,
      value: 'https://other.example.edu.in',
    });
    expect(await service.getApiBase()).toEqual({ ok: true, value: 'https://other.example.edu.in' });
    service.stop();
  });

  it('with a locked address, talks to that API only', async () => {
    const { service, asked } = console_({
      apiBase: 'https://leads.example.edu.in',
      locked: true,
      problem: null,
    });
    expect(await service.getSignInSetup()).toMatchObject({
      value: { apiBase: 'https://leads.example.edu.in', apiBaseLocked: true },
    });
    const refused = await service.setApiBase('https://other.example.edu.in');
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid',
        message:
          "IT has set this computer's API address to https://leads.example.edu.in; it cannot be changed here.",
      },
    });
    const elsewhere = await service.signIn({
      apiBase: 'https://other.example.edu.in',
      email: 'meera@example.edu.in',
      password: 'x',
    });
    expect(elsewhere.ok).toBe(false);
    expect(asked).toEqual([]);
    const signedIn = await service.signIn({
      apiBase: 'https://leads.example.edu.in/',
      email: 'meera@example.edu.in',
      password: 'x',
    });
    expect(signedIn).toMatchObject({
      ok: true,
      value: { apiBase: 'https://leads.example.edu.in' },
    });
    service.stop();
  });

  it('passes on why IT config was not used, and that no keyring keeps the session', async () => {
    const { service } = console_(
      { apiBase: null, locked: false, problem: 'The IT settings file … was not used.' },
      'basic_text',
    );
    expect(await service.getSignInSetup()).toEqual({
      ok: true,
      value: {
        apiBase: '',
        apiBaseLocked: false,
        configProblem: 'The IT settings file … was not used.',
        sessionKept: false,
      },
    });
    service.stop();
  });
});
