import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole, StaffSessionSummary } from '@skltcoa/shared';
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
  /** May import leads (docs/decisions/051-importing-leads.md), read as canExport is. */
  canImport: boolean;
  tokenHash: string;
  /** The session's id, which names it to its owner (GET /api/auth/sessions). */
  sessionId: string;
  /** Signs in with a second factor (docs/decisions/038-staff-second-factor-and-sessions.md). */
  mfaEnabled: boolean;
  /** An admin requires a second factor and this account has none yet: it may only enrol. */
  mfaEnrolmentRequired: boolean;
}

/** Which client a session was opened by: the console with its bearer token, or a web page. */
export type SessionClient = StaffSessionSummary['client'];

/** Only the SHA-256 of a token is stored: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * What makes a session (aliased `s`) live: not ended, within its lifetime,
 * and used within its idle timeout (ADR 038). The one rule findSession,
 * liveSessions and the list of sessions share.
 */
const live = (sql: Sql) => sql`
  s.revoked_at is null and s.expires_at > now() and s.last_seen_at + s.idle_timeout > now()`;

export interface NewSession {
  /** SESSION_IDLE_MINUTES: unused for this long, the session ends. */
  idleMs?: number;
  client?: SessionClient;
  /** The client's User-Agent, already cut to a sane length (requestClient, audit/audit.ts). */
  userAgent?: string | null;
}

export async function createSession(
  sql: Sql,
  userId: string,
  ttlMs: number,
  { idleMs = 30 * 60_000, client = 'web', userAgent = null }: NewSession = {},
) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await sql<{ expires_at: Date }[]>`
    insert into staff_sessions (token_hash, user_id, expires_at, idle_timeout, client, user_agent)
    values (${hashToken(token)}, ${userId}, now() + ${ttlMs} * interval '1 millisecond',
      ${idleMs} * interval '1 millisecond', ${client}, ${userAgent})
    returning expires_at`;
  return { token, expiresAt: row!.expires_at.toISOString() };
}

/**
 * The live session of a token and who it belongs to. It also marks the
 * session seen, but at most once a minute (or a quarter of a shorter idle
 * timeout): a write per request would cost more than the minute of idleness
 * it would save. The update reads the session as found, so it cannot revive
 * one that has just gone idle.
 */
export async function findSession(sql: Sql, token: string): Promise<StaffIdentity | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await sql<
    {
      id: string;
      user_id: string;
      email: string;
      role: StaffRole;
      can_export: boolean;
      can_import: boolean;
      mfa_enabled: boolean;
      mfa_enrolment_required: boolean;
    }[]
  >`
    with found as (
      select s.id, s.user_id, s.last_seen_at, s.idle_timeout from staff_sessions s
      where s.token_hash = ${tokenHash} and ${live(sql)}
    ), seen as (
      update staff_sessions s set last_seen_at = now()
      from found
      where s.token_hash = ${tokenHash}
        and found.last_seen_at < now() - least(interval '1 minute', found.idle_timeout / 4)
    )
    select found.id, found.user_id, u.email, u.role,
      u.role = 'admin' or u.can_export as can_export,
      u.role = 'admin' or u.can_import as can_import,
      u.mfa_enabled_at is not null as mfa_enabled,
      u.mfa_enabled_at is null
        and coalesce((select mfa_required from security_settings), false) as mfa_enrolment_required
    from found join staff_users u on u.id = found.user_id`;
  return (
    row && {
      userId: row.user_id,
      email: row.email,
      role: row.role,
      canExport: row.can_export,
      canImport: row.can_import,
      tokenHash,
      sessionId: row.id,
      mfaEnabled: row.mfa_enabled,
      mfaEnrolmentRequired: row.mfa_enrolment_required,
    }
  );
}

/**
 * Which of these sessions still hold, in one query, without touching them:
 * what the streams' watch asks each second. It marks nothing seen, so an open
 * stream does not keep an idle session alive.
 */
export async function liveSessions(sql: Sql, tokenHashes: readonly string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await sql<{ token_hash: string }[]>`
    select s.token_hash from staff_sessions s
    where s.token_hash = any(${tokenHashes as string[]}::text[]) and ${live(sql)}`;
  return new Set(rows.map((row) => row.token_hash));
}

export async function revokeSession(sql: Sql, tokenHash: string): Promise<void> {
  await sql`update staff_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`;
  // Expired and revoked sessions are of no further use; sweep them while here.
  await sql`delete from staff_sessions where expires_at < now() - interval '7 days'`;
}

/** A member of staff's own live sessions, the newest first (GET /api/auth/sessions). */
export function listSessions(
  sql: Sql,
  userId: string,
  currentTokenHash: string,
): Promise<StaffSessionSummary[]> {
  const iso = (column: string) =>
    sql`to_char(${sql(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql<StaffSessionSummary[]>`
    select s.id, ${iso('created_at')} as created_at, ${iso('last_seen_at')} as last_seen_at,
      ${iso('expires_at')} as expires_at, s.client, s.user_agent,
      s.token_hash = ${currentTokenHash} as current
    from staff_sessions s
    where s.user_id = ${userId} and ${live(sql)}
    order by s.created_at desc, s.id`;
}

/** Ends every live session of a member of staff, the caller's own too; answers how many. */
export async function endAllSessions(sql: Sql, userId: string): Promise<number> {
  const ended = await sql`
    update staff_sessions s set revoked_at = now()
    where s.user_id = ${userId} and ${live(sql)}`;
  return ended.count;
}
