import { createHmac } from 'node:crypto';

/*
 * The code an authenticator app shows for a secret: TOTP by RFC 6238 with
 * the parameters of the API's otpauth:// URLs (HMAC-SHA-1, 30-second steps,
 * 6 digits), written here from the RFC rather than taken from the API's own
 * library, so that tests check the API against the standard, not against
 * itself. The console's unit tests use it too.
 */

const STEP_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as authenticator apps take the secret (spaces and padding ignored). */
export function base32Bytes(secret: string): Buffer {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 secret: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step a time falls in. */
export const totpStep = (at = Date.now()) => Math.floor(at / 1000 / STEP_SECONDS);

/** The 6-digit code of `step` (RFC 4226 §5.3's dynamic truncation). */
export function totpCode(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/**
 * Codes for successive sign-ins in one test. The API takes each step's code
 * once (a second use is a replay) and accepts the step after now as well, so
 * each call gives the code of a step after the last one given: the first two
 * come at once, and a third waits for the clock to reach the next step.
 */
export function totpCodes(secret: string) {
  let last = totpStep() - 1;
  return {
    async next(): Promise<string> {
      const step = Math.max(last + 1, totpStep());
      // The API accepts one step ahead of its clock, no further.
      while (step > totpStep() + 1) await new Promise((resolve) => setTimeout(resolve, 250));
      last = step;
      return totpCode(secret, step);
    },
  };
}
