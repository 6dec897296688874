import {
  outcomesOf,
  REACHED_OUTCOMES,
  NOT_REACHED_OUTCOMES,
  TIME_ZONE,
  type CallEntry,
  type CallsExportQuery,
  type CallsPage,
  type CallsQuery,
  type CallsTotals,
} from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { iso } from '../leads/lead-columns';

/*
 * The day's calling (docs/decisions/053-the-days-calling.md): every call and
 * note in a range of Mumbai days, newest first, read along
 * lead_activities_logged_idx (migration 027), each with its lead. A
 * duplicate merged into another lead is shown as that lead, as its
 * timeline shows its entries (ADR 016).
 */

/** Where a page ended: the last entry's time (exact, as text) and id. */
interface After {
  createdAt: string;
  id: string;
}

export function encodeCallsCursor(entry: Pick<CallEntry, 'created_at' | 'id'>): string {
  return Buffer.from(JSON.stringify([entry.created_at, entry.id])).toString('base64url');
}

function decodeCallsCursor(cursor: string): After {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(String(value[0])) &&
      !Number.isNaN(Date.parse(String(value[0]))) &&
      /^[1-9]\d{0,17}$/.test(String(value[1]))
    ) {
      return { createdAt: value[0] as string, id: value[1] as string };
    }
  } catch {
    // fall through to the error below
  }
  throw new ApiError(400, 'Please correct the query.', {
    fields: { cursor: 'Cursor is not valid.' },
  });
}

type Filters = CallsExportQuery;

/** The conditions of a query on `a` (the entry), days in Mumbai, `to` whole. */
function conditions(sql: Sql, query: Filters) {
  const day = (date: string) => sql`((${date}::date)::timestamp at time zone ${TIME_ZONE})`;
  return sql`a.kind in ('call', 'note')
    ${query.kind ? sql`and a.kind = ${query.kind}` : sql``}
    ${query.from ? sql`and a.created_at >= ${day(query.from)}` : sql``}
    ${query.to ? sql`and a.created_at < ${day(query.to)} + interval '1 day'` : sql``}
    ${query.author ? sql`and lower(a.author) = lower(${query.author})` : sql``}
    ${query.outcome ? sql`and a.outcome = any(${[...outcomesOf(query.outcome)]}::text[])` : sql``}`;
}

/** A page of entries after `after`, newest first; `exportable` leaves out withdrawn families. */
async function page(
  sql: Sql,
  query: Filters,
  limit: number,
  after: After | undefined,
  exportable: boolean,
): Promise<{ entries: CallEntry[]; more: boolean }> {
  // The cursor's time travels as text, so that its microseconds stay (as the leads' cursor).
  const rows = await sql<CallEntry[]>`
    select a.id::text as id, lead.id as lead_id,
      coalesce(lead.name, '') as lead_name, coalesce(lead.phone, '') as lead_phone,
      lead.withdrawn_at is not null as withdrawn,
      a.kind, a.author, ${sql.unsafe(iso('a.created_at'))} as created_at, a.outcome, a.body
    from lead_activities a
    join admission_leads written on written.id = a.lead_id
    join admission_leads lead on lead.id = coalesce(written.merged_into, written.id)
    where ${conditions(sql, query)}
      ${after ? sql`and (a.created_at, a.id) < (${after.createdAt}::text::timestamptz, ${after.id}::bigint)` : sql``}
      -- Processing stops at withdrawal: nobody calls from a spreadsheet (ADR 021).
      ${exportable ? sql`and lead.withdrawn_at is null` : sql``}
    order by a.created_at desc, a.id desc
    limit ${limit + 1}`;
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}

/** The range's calls, reached and not, and notes. */
async function totals(sql: Sql, query: Filters): Promise<CallsTotals> {
  const [row] = await sql<CallsTotals[]>`
    select count(*) filter (where a.kind = 'call')::int as calls,
      count(*) filter (where a.kind = 'call' and a.outcome = any(${[...REACHED_OUTCOMES]}::text[]))::int as reached,
      count(*) filter (where a.kind = 'call' and a.outcome = any(${[...NOT_REACHED_OUTCOMES]}::text[]))::int as not_reached,
      count(*) filter (where a.kind = 'note')::int as notes
    from lead_activities a
    where ${conditions(sql, query)}`;
  return row!;
}

/** `GET /api/activities`: a page, and on the first page the range's totals. */
export async function listCalls(sql: Sql, query: CallsQuery): Promise<CallsPage> {
  const after = query.cursor ? decodeCallsCursor(query.cursor) : undefined;
  const { cursor: _cursor, limit, ...filters } = query;
  const [found, counted] = await Promise.all([
    page(sql, filters, limit, after, false),
    after ? null : totals(sql, filters),
  ]);
  const last = found.entries[found.entries.length - 1];
  return {
    entries: found.entries,
    totals: counted,
    nextCursor: found.more && last ? encodeCallsCursor(last) : null,
  };
}

/** Entries read per round trip of an export. */
const EXPORT_BATCH = 2000;

/**
 * Every entry of the query, newest first, a batch at a time along the
 * cursor, for the export: withdrawn families left out, as from the leads'.
 */
export async function* exportCalls(
  sql: Sql,
  query: CallsExportQuery,
  batch = EXPORT_BATCH,
): AsyncGenerator<CallEntry[]> {
  let after: After | undefined;
  for (;;) {
    const found = await page(sql, query, batch, after, true);
    if (found.entries.length > 0) yield found.entries;
    const last = found.entries[found.entries.length - 1];
    if (!found.more || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
