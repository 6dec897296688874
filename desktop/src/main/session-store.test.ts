import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSessionStore,
  hasRealSecretStorage,
  NO_KEYRING_MESSAGE,
  type SecretBox,
} from './session-store';

const session = {
  apiBase: 'https://leads.example.edu.in',
  email: 'counsellor@example.edu.in',
  token: 'secret-token-0123456789abcdef',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** Stands in for safeStorage: a keyed XOR is enough to prove the store never writes plain text. */
function fakeBox(available = true, backend?: string): SecretBox {
  const key = 0x5a;
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(Buffer.from(text, 'utf8').map((byte) => byte ^ key)),
    decryptString: (data) => Buffer.from(data.map((byte) => byte ^ key)).toString('utf8'),
    // Electron has this method on Linux only.
    ...(backend === undefined ? {} : { getSelectedStorageBackend: () => backend }),
  };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-session-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('session store', () => {
  it('keeps the session sealed on disk and reads it back in a new run', async () => {
    const dir = tempDir();
    const path = join(dir, 'session.bin');
    await createSessionStore({ box: fakeBox(), path }).save(session);
    const onDisk = readFileSync(path);
    expect(onDisk.includes(session.token)).toBe(false);
    expect(onDisk.includes(session.email)).toBe(false);
    expect(await createSessionStore({ box: fakeBox(), path }).load()).toEqual(session);
  });

  it('writes nothing when the system has no secret storage', async () => {
    const dir = tempDir();
    const store = createSessionStore({ box: fakeBox(false), path: join(dir, 'session.bin') });
    await store.save(session);
    expect(readdirSync(dir)).toEqual([]);
    expect(await store.load()).toEqual(session);
    expect(
      await createSessionStore({ box: fakeBox(false), path: join(dir, 'session.bin') }).load(),
    ).toBeNull();
  });

  it('on Linux with no keyring (basic_text), keeps the session in memory only and says so', async () => {
    const dir = tempDir();
    const path = join(dir, 'session.bin');
    // Linux without a keyring: Electron says encryption is available, with a built-in password.
    const box = fakeBox(true, 'basic_text');
    const store = createSessionStore({ box, path });
    expect(store.persists?.()).toBe(false);
    await store.save(session);
    expect(readdirSync(dir)).toEqual([]);
    expect(await store.load()).toEqual(session);
    expect(await createSessionStore({ box, path }).load()).toBeNull();
    expect(NO_KEYRING_MESSAGE).toBe(
      'This computer has no keyring: you will need to sign in again each time the console starts.',
    );
  });

  it('removes a session an older console sealed without a keyring', async () => {
    const dir = tempDir();
    const path = join(dir, 'session.bin');
    writeFileSync(path, fakeBox().encryptString(JSON.stringify(session)));
    expect(await createSessionStore({ box: fakeBox(true, 'basic_text'), path }).load()).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps the session on disk with a real keyring, DPAPI or the Keychain', async () => {
    for (const backend of ['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6', undefined]) {
      const dir = tempDir();
      const path = join(dir, 'session.bin');
      const box = fakeBox(true, backend);
      expect(hasRealSecretStorage(box), String(backend)).toBe(true);
      const store = createSessionStore({ box, path });
      expect(store.persists?.()).toBe(true);
      await store.save(session);
      expect(await createSessionStore({ box, path }).load()).toEqual(session);
    }
    expect(hasRealSecretStorage(fakeBox(true, 'unknown'))).toBe(false);
    expect(hasRealSecretStorage(fakeBox(false))).toBe(false);
  });

  it('forgets the session on clear, and treats a damaged file as signed out', async () => {
    const dir = tempDir();
    const path = join(dir, 'session.bin');
    const store = createSessionStore({ box: fakeBox(), path });
    await store.save(session);
    await store.clear();
    expect(readdirSync(dir)).toEqual([]);
    expect(await createSessionStore({ box: fakeBox(), path }).load()).toBeNull();
    const broken: SecretBox = { ...fakeBox(), decryptString: () => 'not json' };
    await store.save(session);
    expect(await createSessionStore({ box: broken, path }).load()).toBeNull();
  });
});
