import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@skltcoa/shared';
import type { Sql } from '../db/client';

export interface StaffIdentity {
  userId: string;
  email: string;
  role: StaffRole;
  /**
   * May export leads (docs/decisions/026-export-permission.md): read with the
   * session on every request, so a revoke holds from the next one.
   */
  canExport: boolean;
  tokenHash: string;
}

/** Only the SHA-256 of a token is stored: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(sql: Sql, userId: string, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await sql<{ expires_at: Date }[]>`
    insert into staff_sessions (token_hash, user_id, expires_at)
    values (${hashToken(token)}, ${userId}, now() + ${ttlMs} * interval '1 millisecond')
    returning expires_at`;
  return { token, expiresAt: row!.expires_at.toISOString() };
}

export async function findSession(sql: Sql, token: string): Promise<StaffIdentity | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await sql<
    { user_id: string; email: string; role: StaffRole; can_export: boolean }[]
  >`
    select s.user_id, u.email, u.role, u.role = 'admin' or u.can_export as can_export
    from staff_sessions s join staff_users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()`;
  return (
    row && {
      userId: row.user_id,
      email: row.email,
      role: row.role,
      canExport: row.can_export,
      tokenHash,
    }
  );
}

export async function revokeSession(sql: Sql, tokenHash: string): Promise<void> {
  await sql`update staff_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`;
  // Expired and revoked sessions are of no further use; sweep them while here.
  await sql`delete from staff_sessions where expires_at < now() - interval '7 days'`;
}
