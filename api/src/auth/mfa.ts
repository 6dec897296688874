import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Sql } from '../db/client';
import { fromRepo } from '../db/connect';
import type { Config } from '../env';

/*
 * The staff's second factor (docs/decisions/038-staff-second-factor-and-sessions.md):
 * TOTP by RFC 6238 with the parameters every authenticator app reads from an
 * otpauth:// URL (SHA-1, 6 digits, 30 s), and ten one-time recovery codes.
 */

/** What an authenticator app shows above the account's codes. */
export const MFA_ISSUER = 'SKLT Admissions';
export const RECOVERY_CODE_COUNT = 10;
/** Steps either side of now that a code may be from: clocks drift, and people type slowly. */
const WINDOW = 1;

/** Digits only: spaces that apps show inside a code are dropped first. */
const TOTP_CODE = /^\d{6}$/;

/** A code as a person may type it: spaces and dashes dropped, case folded. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

// ---------------------------------------------------------------------------
// The key of the secrets

const keysFromFiles = new Map<string, Buffer>();

function readKey(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`The MFA key file ${file} does not hold a 32-byte key.`);
  return key;
}

/**
 * MFA_SECRET_KEY, or else a key made once and kept beside the embedded data
 * folder, as the embedded server's password is (db/embedded.ts). Made with
 * O_EXCL, so that two processes starting together end with one key.
 */
export function mfaKey({ secretKey, keyFile }: Config['mfa']): Buffer {
  if (secretKey) return secretKey;
  const file = fromRepo(keyFile);
  const known = keysFromFiles.get(file);
  if (known) return known;
  let key: Buffer;
  try {
    key = readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
    }
    key = readKey(file);
  }
  keysFromFiles.set(file, key);
  return key;
}

// ---------------------------------------------------------------------------
// Secrets at rest: AES-256-GCM, bound to the account by its id as associated
// data, so that a secret copied onto another row does not decrypt.

const VERSION = 'v1';

export function sealSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
    .join('.');
}

export function openSecret(key: Buffer, userId: string, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) {
    throw new Error('A stored TOTP secret is not in the expected form.');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

// ---------------------------------------------------------------------------
// TOTP

/** 160 random bits, the length RFC 4226 §4 recommends, as base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: MFA_ISSUER, label: email, secret: Secret.fromBase32(secret) });
}

/** What setup answers: the secret to type, and the same as a URL and a QR code of it. */
export async function enrolmentOf(secret: string, email: string) {
  const otpauthUrl = totpFor(secret, email).toString();
  // Made here, so that neither the console nor the page needs a QR library.
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** The time step a code belongs to, if it is right within the window; null otherwise. */
export function totpStep(totp: TOTP, code: string, now = Date.now()): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Takes the step as used, if it is later than any used before: a code works
 * once, even twice at the same moment (RFC 6238 §5.2). False for a replay.
 */
export async function useTotpStep(sql: Sql, userId: string, step: number): Promise<boolean> {
  const taken = await sql`
    update staff_users set mfa_last_step = ${step}
    where id = ${userId} and (mfa_last_step is null or mfa_last_step < ${step})`;
  return taken.count === 1;
}

// ---------------------------------------------------------------------------
// Recovery codes

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * Ten codes of 24 base32 characters (120 random bits), in groups of four.
 * Past 112 bits, ASVS 5.0 (6.5.2) allows a plain hash rather than a password
 * hash, so a code is found by its SHA-256 at once.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(24);
    const chars = Array.from(bytes, (byte) => BASE32[byte & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseCode(code)).digest('hex');

/** Replaces the account's recovery codes with these. */
export async function storeRecoveryCodes(sql: Sql, userId: string, codes: string[]): Promise<void> {
  await sql`delete from staff_recovery_codes where user_id = ${userId}`;
  await sql`
    insert into staff_recovery_codes ${sql(
      codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })),
    )}`;
}

/** Marks the code used if it is one of the account's unused ones; the count left, or null. */
export async function useRecoveryCode(
  sql: Sql,
  userId: string,
  code: string,
): Promise<number | null> {
  const [used] = await sql<{ left: number }[]>`
    with used as (
      update staff_recovery_codes set used_at = now()
      where user_id = ${userId} and code_hash = ${hashRecoveryCode(code)} and used_at is null
      returning code_hash
    )
    select (
      select count(*)::int from staff_recovery_codes
      where user_id = ${userId} and used_at is null
    ) - 1 as left
    from used`;
  return used ? used.left : null;
}

// ---------------------------------------------------------------------------
// An account's second factor

export interface MfaAccount {
  id: string;
  email: string;
  /** Sealed; set by setup, in force once confirmed. */
  mfa_secret: string | null;
  mfa_enabled: boolean;
}

export async function findMfaAccount(sql: Sql, userId: string): Promise<MfaAccount | undefined> {
  const [account] = await sql<MfaAccount[]>`
    select id, email, mfa_secret, mfa_enabled_at is not null as mfa_enabled
    from staff_users where id = ${userId}`;
  return account;
}

export type SecondFactor =
  | { ok: true; factor: 'totp' | 'recovery_code'; recoveryCodesLeft?: number }
  | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Checks a code against the account's secret (six digits) or its recovery
 * codes (anything else), and uses it up if right.
 */
export async function checkSecondFactor(
  sql: Sql,
  key: Buffer,
  account: MfaAccount,
  code: string,
  { recoveryCodes = true } = {},
): Promise<SecondFactor> {
  const typed = normaliseCode(code);
  if (TOTP_CODE.test(typed)) {
    if (!account.mfa_secret) return { ok: false, reason: 'wrong' };
    const totp = totpFor(openSecret(key, account.id, account.mfa_secret), account.email);
    const step = totpStep(totp, typed);
    if (step === null) return { ok: false, reason: 'wrong' };
    if (!(await useTotpStep(sql, account.id, step))) return { ok: false, reason: 'replayed' };
    return { ok: true, factor: 'totp' };
  }
  if (!recoveryCodes || typed.length > 64) return { ok: false, reason: 'wrong' };
  const left = await useRecoveryCode(sql, account.id, typed);
  return left === null
    ? { ok: false, reason: 'wrong' }
    : { ok: true, factor: 'recovery_code', recoveryCodesLeft: left };
}

/** Whether an admin requires a second factor of everyone. */
export async function mfaRequired(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ mfa_required: boolean }[]>`select mfa_required from security_settings`;
  return row?.mfa_required ?? false;
}
