import {
  AUDIT_PAGE_MAX,
  TIME_ZONE,
  type AuditAction,
  type AuditEvent,
  type AuditExportQuery,
  type AuditPage,
  type AuditQuery,
} from '@skltcoa/shared';
import type { Context } from 'hono';
import type { Sql } from '../db/client';
import { requestIp } from '../http/middleware/client-ip';

/*
 * The audit trail (migration 011): append-only in the database,
 * naming staff and lead ids, never a family's data.
 */

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  leadId?: string | null;
  rows?: number | null;
  detail?: Record<string, string | number | boolean | null | string[]>;
  /** Where the request came from (requestClient); sign-ins, exports and bulk reads carry it (ADR 038). */
  client?: AuditClient;
}

export interface AuditClient {
  ip?: string | null;
  userAgent?: string | null;
}

/** As much of a User-Agent as the audit trail and a session keep. */
export const USER_AGENT_MAX = 256;

/**
 * The request's client for the audit trail: its address as TRUST_PROXY makes
 * it out (http/middleware/client-ip.ts), and its User-Agent without control
 * characters, cut to USER_AGENT_MAX. A member of staff's, never a family's:
 * only staff routes and sign-in pass it.
 */
export function requestClient(c: Context): { ip: string; userAgent: string | null } {
  const agent = (c.req.header('user-agent') ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, USER_AGENT_MAX);
  return { ip: requestIp(c).slice(0, 64), userAgent: agent || null };
}

/** Who acts when a person uses their own rights, and when a job does. */
export const DATA_PRINCIPAL = 'data principal';
export const SYSTEM_ACTOR = 'system';

export async function audit(sql: Sql, ...events: AuditEntry[]): Promise<void> {
  if (events.length === 0) return;
  await sql`
    insert into audit_events ${sql(
      events.map((event) => ({
        actor: event.actor,
        action: event.action,
        lead_id: event.leadId ?? null,
        rows: event.rows ?? null,
        detail: sql.json(event.detail ?? {}),
        client_ip: event.client?.ip ?? null,
        user_agent: event.client?.userAgent ?? null,
      })),
    )}`;
}

/**
 * A listing's or export's filters as the audit keeps them: what was asked,
 * without the search text, which may be a family's name or number.
 */
export function auditedFilters(query: object) {
  const kept: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || key === 'cursor') continue;
    if (key === 'q') kept.searched = true;
    else kept[key] = String(value);
  }
  return kept;
}

/**
 * Deletes what is over a year old, through the owner's function (migration
 * 018): the serving role may not delete from the trail itself (ADR 036), and
 * the trigger refuses anything younger.
 */
export async function pruneAudit(sql: Sql): Promise<number> {
  const [{ gone }] = await sql<[{ gone: number }]>`select audit_events_prune() as gone`;
  return gone;
}

/** Newest first, a page at a time, for admins (GET /api/audit). */
export async function listAudit(sql: Sql, query: AuditQuery): Promise<AuditPage> {
  const limit = Math.min(query.limit, AUDIT_PAGE_MAX);
  const day = (date: string) => sql`(${date}::date::timestamp at time zone ${TIME_ZONE})`;
  const rows = await sql<
    {
      id: string;
      at: string;
      actor: string;
      action: string;
      lead_id: string | null;
      rows: number | null;
      detail: Record<string, unknown>;
      client_ip: string | null;
      user_agent: string | null;
    }[]
  >`
    select id::text as id,
      to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      actor, action, lead_id, rows, detail, client_ip, user_agent
    from audit_events
    where true
      ${query.actor ? sql`and lower(actor) = lower(${query.actor})` : sql``}
      ${query.action ? sql`and action = ${query.action}` : sql``}
      ${query.lead_id ? sql`and lead_id = ${query.lead_id}` : sql``}
      ${query.from ? sql`and at >= ${day(query.from)}` : sql``}
      ${query.to ? sql`and at < ${day(query.to)} + interval '1 day'` : sql``}
      ${query.cursor ? sql`and id < ${query.cursor}::bigint` : sql``}
    -- The table's id: the answer's id is text, which would sort 10 before 9.
    order by audit_events.id desc
    limit ${limit + 1}`;
  const events = rows.slice(0, limit);
  return {
    events,
    nextCursor: rows.length > limit ? events[events.length - 1]!.id : null,
  };
}

/**
 * Every event of the query, newest first, a page at a time along the
 * cursor, for the audit export: a year of the trail is never held at once.
 */
export async function* exportAudit(
  sql: Sql,
  query: AuditExportQuery,
): AsyncGenerator<AuditEvent[]> {
  let cursor: string | undefined;
  do {
    const page = await listAudit(sql, {
      ...query,
      limit: AUDIT_PAGE_MAX,
      ...(cursor ? { cursor } : {}),
    });
    if (page.events.length > 0) yield page.events;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
