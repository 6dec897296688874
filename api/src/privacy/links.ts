import { createHash, randomBytes } from 'node:crypto';

/*
 * One-time links (ADR 021). The token travels only in the email; the
 * database keeps its SHA-256, so a copy of the database cannot confirm
 * anything. 32 random bytes: nobody guesses one.
 */

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** An absolute link for an email: the site's public origin plus a path and the token. */
export function linkTo(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, siteUrl);
  url.searchParams.set('token', token);
  return url.href;
}
