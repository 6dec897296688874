import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore, type SecretBox } from './session-store';

const session = {
  apiBase: 'https://leads.example.edu.in',
  email: 'counsellor@example.edu.in',
  token: 'secret-token-0123456789abcdef',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** Stands in for safeStorage: a keyed XOR is enough to prove the store never writes plain text. */
function fakeBox(available = true): SecretBox {
  const key = 0x5a;
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(Buffer.from(text, 'utf8').map((byte) => byte ^ key)),
    decryptString: (data) => Buffer.from(data.map((byte) => byte ^ key)).toString('utf8'),
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
