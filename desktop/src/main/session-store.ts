import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { SessionStore, StoredSession } from '../core/console-service';

/** The two halves of Electron's safeStorage that the store needs, passed in so tests run in Node. */
export interface SecretBox {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

const StoredSessionSchema = z.object({
  apiBase: z.string(),
  email: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});

/**
 * Keeps the session encrypted by the operating system's secret storage. When
 * no secret storage is available (a Linux desktop without a keyring), the
 * session lives in memory only and staff sign in again after a restart: a
 * token is never written to disk in plain text.
 */
export function createSessionStore({ box, path }: { box: SecretBox; path: string }): SessionStore {
  let inMemory: StoredSession | null = null;

  return {
    async load() {
      if (inMemory) return inMemory;
      if (!box.isEncryptionAvailable()) return null;
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
      if (!box.isEncryptionAvailable()) return;
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, box.encryptString(JSON.stringify(session)), { mode: 0o600 });
    },
    async clear() {
      inMemory = null;
      await rm(path, { force: true });
    },
  };
}
