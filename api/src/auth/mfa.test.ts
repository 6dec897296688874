import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashRecoveryCode, mfaKey, newRecoveryCodes, openSecret, sealSecret } from './mfa';

/* The second factor's pieces that need no database (ADR 038). */

const dir = mkdtempSync(join(tmpdir(), 'skltcoa-mfa-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the key of the TOTP secrets', () => {
  it('is MFA_SECRET_KEY when set', () => {
    const secretKey = randomBytes(32);
    expect(mfaKey({ secretKey, keyFile: join(dir, 'unused.key') })).toBe(secretKey);
  });

  it('is otherwise made once beside the data folder, readable by its owner alone', () => {
    const keyFile = join(dir, 'postgres.mfa-secret.key');
    const key = mfaKey({ secretKey: undefined, keyFile });
    expect(key).toHaveLength(32);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')).toEqual(key);
    expect(mfaKey({ secretKey: undefined, keyFile })).toEqual(key);
  });
});

describe('a sealed secret', () => {
  const key = randomBytes(32);
  const user = randomUUID();

  it('opens with its key for its account, and not in plain text', () => {
    const sealed = sealSecret(key, user, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(openSecret(key, user, sealed)).toBe('JBSWY3DPEHPK3PXP');
    // Each sealing is different: a fresh IV.
    expect(sealSecret(key, user, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('does not open with another key, on another account, or changed', () => {
    const sealed = sealSecret(key, user, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(randomBytes(32), user, sealed)).toThrow();
    expect(() => openSecret(key, randomUUID(), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('KBSWY3DPEHPK3PXP').toString('base64');
    expect(() => openSecret(key, user, parts.join('.'))).toThrow();
  });
});

describe('recovery codes', () => {
  it('are ten codes of 120 random bits, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) {
      expect(code.replaceAll('-', '')).toMatch(/^[a-z2-7]{24}$/);
      expect(hashRecoveryCode(code.toUpperCase().replaceAll('-', ' '))).toBe(
        hashRecoveryCode(code),
      );
    }
  });
});
