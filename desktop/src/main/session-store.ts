import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { SessionStore, StoredSession } from '../core/console-service';

/** The parts of Electron's safeStorage that the store needs, passed in so tests run in Node. */
export interface SecretBox {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /**
   * Linux only (absent elsewhere): the secret store in use. `basic_text`
   * means no keyring, so "encrypted" data is sealed with a password built into
   * Electron; `unknown` means asked before the app was ready.
   */
  getSelectedStorageBackend?(): string;
}

/** Whether what the box seals is really protected: by the OS keyring, DPAPI or the Keychain. */
export function hasRealSecretStorage(box: SecretBox): boolean {
  if (!box.isEncryptionAvailable()) return false;
  const backend =
    typeof box.getSelectedStorageBackend === 'function' ? box.getSelectedStorageBackend() : null;
  return backend !== 'basic_text' && backend !== 'unknown';
}

/** What the sign-in screen says where the session cannot be kept. */
export const NO_KEYRING_MESSAGE =
  'This computer has no keyring: you will need to sign in again each time the console starts.';

const StoredSessionSchema = z.object({
  apiBase: z.string(),
  email: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});

/**
 * Keeps the session encrypted by the operating system's secret storage. When
 * there is no real secret storage (a Linux desktop without a keyring, where
 * Electron would fall back to a built-in password), the session lives in
 * memory only and staff sign in again after a restart: a token is never
 * written to disk in a form anyone could read.
 */
export function createSessionStore({ box, path }: { box: SecretBox; path: string }): SessionStore {
  let inMemory: StoredSession | null = null;
  const persists = hasRealSecretStorage(box);

  return {
    persists: () => persists,
    async load() {
      if (inMemory) return inMemory;
      if (!persists) {
        // A file sealed with no keyring (by an older console) is as good as plain text.
        await rm(path, { force: true });
        return null;
      }
      try {
        const parsed = StoredSessionSchema.safeParse(
          JSON.parse(box.decryptString(await readFile(path))),
        );
        return parsed.success ? parsed.data : null;
      } catch {
        // Missing, or sealed by another user or machine: treat as signed out.
        return null;
      }
    },
    async save(session) {
      inMemory = session;
      if (!persists) return;
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, box.encryptString(JSON.stringify(session)), { mode: 0o600 });
    },
    async clear() {
      inMemory = null;
      await rm(path, { force: true });
    },
  };
}
