import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords';

/* Passwords are checked against a packaged list of common ones (ADR 038; ASVS 5.0 6.2.4). */

describe('the common passwords', () => {
  it('are a list of at least 100,000 from a package, read once', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    expect(commonPasswords()).toBe(list);
  });

  it('hold the usual ones whatever their case, and not a passphrase of unrelated words', () => {
    for (const password of [
      'password1234',
      'Password1234',
      'QWERTYUIOPASDFGHJKL',
      'iloveyou1234',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('kettle monsoon ledger 47')).toBe(false);
  });
});
