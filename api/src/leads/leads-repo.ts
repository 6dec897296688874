import {
  CLOSED_LEAD_STATUSES,
  DEFAULT_LEAD_SORT,
  DEFAULT_SORT_DIRECTION,
  LEAD_VIEWS,
  leadsCsvHeader,
  LEAD_STATUSES,
  normalizeIndianPhone,
  SYSTEM_AUTHOR,
  TIME_ZONE,
  LEAD_FIELDS,
  type Enquiry,
  type Lead,
  type LeadExportQuery,
  type LeadFilters,
  type LeadQuery,
  type LeadSort,
  type LeadViewCountsQuery,
  type SortDirection,
} from '@skltcoa/shared';
import { sqlText } from '@skltcoa/shared/sql-text';
import { inTransaction, type Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { derivedIsCurrent } from '../db/derived';
import {
  EXPORT_JOINS,
  EXPORT_LINE,
  EXPORT_OWN,
  EXPORT_READS,
  FAMILY_SIZE,
  LEAD_COLUMNS,
} from './lead-columns';

/** How new enquiries get an owner: nobody, or each active counsellor in turn. */
export type NewLeadAssignment = 'none' | 'round-robin';

/** The enquiry's fields that the lead keeps, from LEAD_FIELDS: what the insert writes. */
const STORED = LEAD_FIELDS.filter(
  (field): field is Extract<(typeof LEAD_FIELDS)[number], { input: string; stored: object }> =>
    'input' in field && 'stored' in field && field.stored.table === 'admission_leads',
);

/** What a submission carries, compared when its id arrives again: all it stores but its id. */
export const SUBMITTED = STORED.map((field) => field.key).filter(
  (key): key is Exclude<(typeof STORED)[number]['key'], 'submission_id'> => key !== 'submission_id',
);
type Submitted = Pick<Enquiry, (typeof SUBMITTED)[number]>;

export const sameSubmission = (a: Partial<Submitted>, b: Partial<Submitted>) =>
  SUBMITTED.every((key) => (a[key] ?? null) === (b[key] ?? null));

/** The lead an enquiry was stored as; `conflict` when its id was already used for different details. */
export type SavedEnquiry = { id: string; conflict: boolean };

/**
 * Stores enquiries, once per submission_id, in one statement, and returns
 * their lead ids in order. A repeat (a double click, a retried request, or
 * the same id twice in one batch) gets the first lead's id back; an id that
 * comes back with other details is a conflict, as with a payment API's
 * idempotency key. The lookup of repeats is a separate statement on purpose:
 * it needs a fresh snapshot to see a row that a parallel request committed
 * while this insert waited on it.
 */
export async function saveEnquiries(
  sql: Sql,
  enquiries: readonly Enquiry[],
  assignment: NewLeadAssignment = 'none',
  onInserted: OnInserted = async () => {},
): Promise<SavedEnquiry[]> {
  // PostgreSQL spells uuids in lower case; the schema accepts either.
  const keys = enquiries.map((enquiry) => enquiry.submission_id.toLowerCase());
  const inserted = (await inTransaction(sql, async (tx) => {
    const rows = await insertLeads(tx, enquiries, assignment);
    await onInserted(
      tx,
      rows.map((row) => ({ id: row.id, enquiry: enquiries[keys.indexOf(row.submission_id)]! })),
    );
    return rows;
  })) as { id: string; submission_id: string }[];
  const stored = new Map<string, { id: string; details: Partial<Submitted> }>();
  // A key inserted now holds its first occurrence in this batch.
  for (const row of inserted) {
    stored.set(row.submission_id, {
      id: row.id,
      details: enquiries[keys.indexOf(row.submission_id)]!,
    });
  }
  const repeats = [...new Set(keys.filter((key) => !stored.has(key)))];
  if (repeats.length > 0) {
    const existing = await sql<({ id: string; submission_id: string } & Submitted)[]>`
      select id, submission_id, ${sql(SUBMITTED)} from admission_leads
      where submission_id = any(${repeats}::uuid[])`;
    for (const { id, submission_id, ...details } of existing) {
      stored.set(submission_id, { id, details });
    }
  }
  return keys.map((key, index) => {
    const { id, details } = stored.get(key)!;
    return { id, conflict: !sameSubmission(details, enquiries[index]!) };
  });
}

/** Whatever must commit with new leads, or not at all: their consent records and emails. */
export type OnInserted = (
  tx: Sql,
  leads: readonly { id: string; enquiry: Enquiry }[],
) => Promise<void>;

/**
 * A column of the lead that is not an enquiry's field, written with the
 * insert: an imported lead's channel, importer, batch and row
 * (docs/decisions/051-importing-leads.md). One value per enquiry.
 */
export interface LeadColumnValues {
  column: 'channel' | 'recorded_by' | 'import_batch_id' | 'import_row';
  type: 'text' | 'uuid' | 'integer';
  values: readonly (string | number | null)[];
}

/**
 * Inserts new leads in the caller's transaction and gives them their
 * counsellors; returns only the rows this statement inserted.
 */
export async function insertLeads(
  tx: Sql,
  enquiries: readonly Enquiry[],
  assignment: NewLeadAssignment = 'none',
  extra: readonly LeadColumnValues[] = [],
) {
  const keys = enquiries.map((enquiry) => enquiry.submission_id.toLowerCase());
  const rows = await insertEnquiries(tx, enquiries, keys, extra);
  if (assignment === 'round-robin') {
    await assignInTurn(
      tx,
      rows.map((row) => row.id),
    );
  }
  return rows;
}

/** The array types of LeadColumnValues, as SQL of this file's own. */
const ARRAY_TYPES = { text: 'text[]', uuid: 'uuid[]', integer: 'integer[]' } as const;

async function insertEnquiries(
  sql: Sql,
  enquiries: readonly Enquiry[],
  keys: string[],
  extra: readonly LeadColumnValues[],
) {
  const column = (key: keyof Enquiry) => enquiries.map((enquiry) => enquiry[key] ?? null);
  // Each column as an array of its type; PostgreSQL spells uuids in lower case.
  const values = [
    ...STORED.map(({ key, stored }) =>
      stored.type === 'uuid'
        ? sql`${key === 'submission_id' ? keys : column(key)}::uuid[]`
        : sql`${column(key)}::text[]`,
    ),
    ...extra.map(
      ({ type, values: list }) =>
        sql`${list as (string | number | null)[]}::${sql.unsafe(ARRAY_TYPES[type])}`,
    ),
  ];
  const columns = [
    ...STORED.map((field) => field.stored.column),
    ...extra.map((entry) => entry.column),
  ];
  return sql<{ id: string; submission_id: string }[]>`
    insert into admission_leads (${sql(columns)})
    select * from unnest(${values.reduce((list, value) => sql`${list}, ${value}`)})
    -- The batch's contact locks, all taken in one order before the first row,
    -- so that two batches never wait for each other in a circle (ADR 016).
    where (select lead_families_lock_contacts(${column('phone')}::text[], ${column('email')}::text[]))
    on conflict (submission_id) do nothing
    returning id, submission_id`;
}

/**
 * Gives each new lead the next counsellor, in the order of their emails. The
 * one row of lead_assignment_turn is locked until the enquiries commit, so
 * that API instances writing at once take their turns one after the other.
 * Admins are not counsellors and are left out; with no counsellor, nobody is
 * assigned. Each assignment is on the lead's timeline, by `system`.
 */
async function assignInTurn(sql: Sql, leadIds: readonly string[]) {
  if (leadIds.length === 0) return;
  await sql`
    with counsellors as (
      select id, email, row_number() over (order by lower(email)) - 1 as k, count(*) over () as n
      from staff_users where role = 'counsellor'
    ),
    turn as (
      update lead_assignment_turn set position = position + ${leadIds.length}
      where exists (select 1 from counsellors)
      returning position - ${leadIds.length} as start
    ),
    fresh as (
      select id, ordinality - 1 as i from unnest(${leadIds}::uuid[]) with ordinality as t(id, ordinality)
    ),
    assigned as (
      update admission_leads lead set assignee_id = c.id
      from fresh, turn, counsellors c
      where lead.id = fresh.id and c.k = (turn.start + fresh.i) % c.n
      returning lead.id, c.email
    )
    insert into lead_activities (lead_id, kind, author, to_value)
    select id, 'assignment', ${SYSTEM_AUTHOR}, email from assigned`;
}

/**
 * A cursor names the last lead of a page and the total the first page found.
 * Carrying the total forward keeps deep pages as cheap as the first: it is the
 * count when the listing began, and leads that arrived since then are newer
 * than the cursor, so they belong to the next listing, not to this one.
 */
export function encodeCursor(lead: Pick<Lead, 'created_at' | 'id'>, total: number): string {
  return Buffer.from(JSON.stringify([lead.created_at, lead.id, total])).toString('base64url');
}

/** True for an ISO time with microseconds that names a real instant (no month 13, no second 60). */
function isExactTime(value: unknown): value is string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/.exec(String(value));
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  const time = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    year! >= 1970 &&
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month! - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second
  );
}

function decodeCursor(cursor: string): { createdAt: string; id: string; total: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      isExactTime(value[0]) &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(String(value[1])) &&
      Number.isSafeInteger(value[2]) &&
      (value[2] as number) >= 0
    ) {
      return { createdAt: value[0] as string, id: value[1] as string, total: value[2] as number };
    }
  } catch {
    // fall through to the error below
  }
  throw new ApiError(400, 'Please correct the query.', {
    fields: { cursor: 'Cursor is not valid.' },
  });
}

/*
 * The orders of a page by offset and of the export. Each key's SQL is fixed
 * here: a query's `sort` and `dir` only choose among these, and no text from
 * a request reaches an ORDER BY. Names are qualified, since a bare name such
 * as created_at would mean the formatted text column of the select list.
 * Text is compared by code point (collate "C"), so that every server sorts
 * the same whatever its locale, Devanagari names included.
 */
const STATUS_ORDER = LEAD_STATUSES.map((status) => {
  if (!/^[a-z-]+$/.test(status)) throw new Error(`A status that SQL cannot hold: ${status}`);
  return `'${status}'`;
}).join(', ');

/** Each key's SQL, and whether it may be null (a column without a value, a lookup that finds none). */
const SORT_SQL: Record<LeadSort, { key: string; nullable: boolean }> = {
  received: { key: 'admission_leads.created_at', nullable: false },
  name: { key: 'lower(admission_leads.name) collate "C"', nullable: false },
  phone: { key: 'admission_leads.phone collate "C"', nullable: false },
  email: { key: 'lower(admission_leads.email) collate "C"', nullable: false },
  // Pipeline order, the order of LEAD_STATUSES, rather than the alphabet.
  status: {
    key: `array_position(array[${STATUS_ORDER}]::text[], admission_leads.status)`,
    nullable: false,
  },
  next_follow_up: { key: 'admission_leads.next_follow_up_at', nullable: true },
  assignee: {
    key: '(select lower(staff.email) from staff_users staff where staff.id = admission_leads.assignee_id) collate "C"',
    nullable: true,
  },
  // The time of the newest entry, the one the grid shows, as the lead keeps it (migration 008).
  last_activity: {
    key: 'admission_leads.last_activity_at',
    nullable: true,
  },
  program: { key: 'admission_leads.program collate "C"', nullable: false },
  form_type: { key: 'admission_leads.form_type collate "C"', nullable: false },
  source: { key: 'admission_leads.source_page collate "C"', nullable: true },
  utm_source: { key: 'admission_leads.utm_source collate "C"', nullable: true },
  utm_campaign: { key: 'admission_leads.utm_campaign collate "C"', nullable: true },
  family_size: { key: FAMILY_SIZE, nullable: true },
};

const DIRECTION_SQL: Record<SortDirection, string> = { asc: 'asc', desc: 'desc' };

/**
 * The ORDER BY of a sort, then the id the same way, so that equal keys still
 * have one order. Leads without a value (no follow-up, no owner) come last
 * whichever way staff sort; a key that is never null says nothing of nulls,
 * so that it still matches its index (created_at desc is nulls first).
 */
function orderBy(sql: Sql, query: { sort?: LeadSort; dir?: SortDirection }, key?: string) {
  const sort = sortOf(query);
  return sql.unsafe(
    `${key ?? sort.key} ${sort.direction}${sort.nulls}, admission_leads.id ${sort.direction}`,
  );
}

/** A query's sort key, direction and place of nulls, as SQL of this file's own. */
function sortOf(query: { sort?: LeadSort; dir?: SortDirection }) {
  const sort = query.sort ?? DEFAULT_LEAD_SORT;
  const dir = query.dir ?? DEFAULT_SORT_DIRECTION;
  if (!Object.hasOwn(SORT_SQL, sort) || !Object.hasOwn(DIRECTION_SQL, dir)) {
    throw new ApiError(400, 'Please correct the query.', {
      fields: { sort: 'Sort is not valid.' },
    });
  }
  const { key, nullable } = SORT_SQL[sort];
  return { key, direction: DIRECTION_SQL[dir], nulls: nullable ? ' nulls last' : '' };
}

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions on programme, form type, status and dates: answered by `lead_counts` for totals. */
function facetFilters(sql: Sql, query: LeadFilters, day: 'created_at' | 'day') {
  const conditions: Fragment[] = [];
  if (query.program) conditions.push(sql`program = ${query.program}`);
  if (query.form_type) conditions.push(sql`form_type = ${query.form_type}`);
  if (query.status) conditions.push(sql`status = ${query.status}`);
  // Dates are days in Mumbai; `to` includes the whole of its day.
  if (day === 'day') {
    if (query.from) conditions.push(sql`day >= ${query.from}::date`);
    if (query.to) conditions.push(sql`day <= ${query.to}::date`);
  } else {
    if (query.from) {
      conditions.push(
        sql`created_at >= (${query.from}::date)::timestamp at time zone ${TIME_ZONE}`,
      );
    }
    if (query.to) {
      conditions.push(
        sql`created_at < (${query.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`,
      );
    }
  }
  return conditions;
}

/**
 * The two LIKE patterns a search matches lower-cased text with: the text
 * itself, and its digits as a stored phone has them. "098765 43210" and
 * "+91-98765" should find the stored +919876543210.
 */
export function searchPatterns(q: string): [string, string] {
  const digits = q.replace(/[\s()+-]/g, '');
  const phone = normalizeIndianPhone(q);
  return [likePattern(q), likePattern(phone ?? (/^\d{3,}$/.test(digits) ? digits : q))];
}

function searchFilter(sql: Sql, q: string) {
  const [text, phone] = searchPatterns(q);
  return sql`(search_text like ${text} or search_text like ${phone})`;
}

type Fragment = ReturnType<typeof searchFilter>;

/** Who is asking: `assignee=me` means them. */
export interface Viewer {
  userId: string;
}

/**
 * An open lead nobody has called yet, not merged and not erased: the
 * "Waiting for a first call" view (docs/decisions/052-the-counsellors-day.md).
 * Literal statuses, as the partial index's predicate has them.
 */
const WAITING_FOR_FIRST_CALL = `(first_contact_at is null and merged_into is null
  and withdrawn_at is null and status not in (${CLOSED_LEAD_STATUSES.map(sqlText).join(', ')}))`;

/** Start of today in Mumbai, as SQL, at the transaction's own now(). */
const todayStart = (sql: Sql) =>
  sql`((now() at time zone ${TIME_ZONE})::date)::timestamp at time zone ${TIME_ZONE}`;

/**
 * The follow-up filters: owner and next call. The kept counts do not hold
 * them, so a listing with one counts rows, through the assignee and
 * follow-up indexes.
 */
function followUpFilters(sql: Sql, query: LeadFilters, viewer: Viewer | undefined) {
  const conditions: Fragment[] = [];
  if (query.assignee === 'none') conditions.push(sql`assignee_id is null`);
  else if (query.assignee === 'me') conditions.push(sql`assignee_id = ${viewer?.userId ?? null}`);
  else if (query.assignee) {
    conditions.push(
      sql`assignee_id = (select staff.id from staff_users staff where lower(staff.email) = lower(${query.assignee}))`,
    );
  }
  // Spelt as the partial index's predicate (migration 026), so that it is used.
  if (query.first_call === 'waiting') conditions.push(sql.unsafe(WAITING_FOR_FIRST_CALL));
  if (query.due === 'none') conditions.push(sql`next_follow_up_at is null`);
  else if (query.due === 'overdue') conditions.push(sql`next_follow_up_at < ${todayStart(sql)}`);
  else if (query.due === 'today') {
    conditions.push(
      sql`next_follow_up_at >= ${todayStart(sql)} and next_follow_up_at < ${todayStart(sql)} + interval '1 day'`,
    );
  }
  return conditions;
}

const and = (sql: Sql, conditions: Fragment[]) =>
  conditions.reduce((all, condition) => sql`${all} and ${condition}`, sql`true`);

/**
 * How many leads match, as an SQL expression: a search or a follow-up
 * filter counts rows, anything else sums the kept counts.
 */
function countOf(sql: Sql, query: LeadFilters, rowFilters: Fragment[]): Fragment {
  if (rowFilters.length > 0) {
    const where = and(sql, [...facetFilters(sql, query, 'created_at'), ...rowFilters]);
    // Merged duplicates are not listed (ADR 016). They are few, and counted
    // apart through their partial index, so that the count of the rest stays
    // an index-only scan (merged_into is in no index of the filters).
    return sql`((select count(*) from admission_leads where ${where})
        - (select count(*) from admission_leads where ${where} and merged_into is not null))::int`;
  }
  const where = and(sql, facetFilters(sql, query, 'day'));
  return sql`(select coalesce(sum(n), 0)::int from lead_counts where ${where})`;
}

async function countLeads(sql: Sql, query: LeadFilters, rowFilters: Fragment[]): Promise<number> {
  const [row] = await sql<{ total: number }[]>`select ${countOf(sql, query, rowFilters)} as total`;
  return row!.total;
}

/** The conditions of a listing, and those of them that the kept counts cannot answer. */
function listingFilters(sql: Sql, query: LeadFilters, viewer: Viewer | undefined) {
  const rowFilters = followUpFilters(sql, query, viewer);
  // The kept counts have no channel: a listing by channel counts its rows.
  if (query.channel) rowFilters.push(sql`channel = ${query.channel}`);
  if (query.q) rowFilters.push(searchFilter(sql, query.q));
  // A duplicate merged into another lead is not listed, nor counted: lead_counts leaves it out too (ADR 016).
  const where = and(sql, [
    ...facetFilters(sql, query, 'created_at'),
    ...rowFilters,
    sql`merged_into is null`,
  ]);
  return { where, rowFilters };
}

/**
 * How many leads each built-in view (LEAD_VIEWS) lists under the filters
 * given: each the listing's own count of the view's query, so that it is
 * the listing's total, through the same kept counts or index, all in one
 * statement (docs/decisions/052-the-counsellors-day.md). One pass with a
 * FILTER per view was tried first: it read every lead the filters match,
 * 400 ms at 100,000 leads, where most views have an index or a kept count.
 */
export async function countLeadViews(
  sql: Sql,
  query: LeadViewCountsQuery,
  viewer: Viewer,
): Promise<Record<string, number>> {
  const counts = LEAD_VIEWS.map((view) => {
    const filters: LeadFilters = { ...query, ...view.filters };
    return countOf(sql, filters, listingFilters(sql, filters, viewer).rowFilters);
  });
  const columns = counts.reduce((all, count) => sql`${all}, ${count}`);
  const [row] = await sql<{ counts: number[] }[]>`select array[${columns}] as counts`;
  return Object.fromEntries(LEAD_VIEWS.map((view, index) => [view.id, row!.counts[index]!]));
}

/** True when a listing pages by offset: one was asked for, or an order other than the cursor's. */
const byOffset = (query: LeadQuery) =>
  query.offset !== undefined ||
  (query.sort ?? DEFAULT_LEAD_SORT) !== DEFAULT_LEAD_SORT ||
  (query.dir ?? DEFAULT_SORT_DIRECTION) !== DEFAULT_SORT_DIRECTION;

export async function listLeads(sql: Sql, query: LeadQuery, viewer?: Viewer) {
  const { where, rowFilters } = listingFilters(sql, query, viewer);
  if (byOffset(query)) {
    const order = orderBy(sql, query);
    const [leads, total] = await Promise.all([
      // The page's ids first, from the sort key alone, and only then the
      // page's columns: their lookups (owner, timeline, family) would
      // otherwise run for every row the offset skips.
      sql<Lead[]>`
        select ${sql.unsafe(LEAD_COLUMNS)} from admission_leads
        where admission_leads.id in (
          select admission_leads.id from admission_leads
          where ${where}
          order by ${order}
          limit ${query.limit} offset ${query.offset ?? 0}
        )
        order by ${order}`,
      countLeads(sql, query, rowFilters),
    ]);
    return { leads, total, nextCursor: null };
  }
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  // The cursor's time travels as text: postgres.js would send a timestamptz
  // parameter through a JavaScript Date and drop its microseconds, and a
  // group commit gives a whole batch one created_at (docs/decisions/008).
  const page = after
    ? sql`(created_at, id) < (${after.createdAt}::text::timestamptz, ${after.id}::uuid)`
    : sql`true`;
  const [rows, total] = await Promise.all([
    sql<Lead[]>`
      select ${sql.unsafe(LEAD_COLUMNS)} from admission_leads
      where ${where} and ${page}
      -- Qualified: the bare name would mean the formatted text column of the select list.
      order by admission_leads.created_at desc, admission_leads.id desc
      limit ${query.limit + 1}`,
    after ? after.total : countLeads(sql, query, rowFilters),
  ]);
  const leads = rows.slice(0, query.limit);
  const nextCursor =
    rows.length > query.limit ? encodeCursor(leads[leads.length - 1]!, total) : null;
  return { leads, total, nextCursor };
}

/**
 * Leads read per round trip of an export: about 600 KB of CSV. The reader
 * holds two batches at most, the one being written and the one being read.
 */
const EXPORT_BATCH = 2000;

/** A piece of the export's CSV and how many leads it holds. */
export interface CsvPiece {
  csv: Buffer;
  rows: number;
}

/**
 * The export's CSV, the file `leadsToCsv` writes for the same leads in the
 * same order, a cursor's batch at a time: PostgreSQL writes each lead's line
 * (docs/decisions/023-export-written-by-postgresql.md) from the text the
 * lead keeps of its own values and its owner's and family's, joined
 * (docs/decisions/032-export-lines-kept-by-postgresql.md), and the API
 * passes its bytes on as they come, with the header first.
 * The listing's filters and order; withdrawn leads are left out.
 */
export async function* exportLeadsCsv(
  sql: Sql,
  query: LeadExportQuery,
  viewer?: Viewer,
  batch = EXPORT_BATCH,
): AsyncGenerator<CsvPiece> {
  const { where, rowFilters } = listingFilters(sql, query, viewer);
  // A sort that is not valid is refused before a connection is taken.
  const { key } = sortOf(query);
  const connection = await sql.reserve();
  try {
    await connection`begin isolation level repeatable read read only`;
    // During a rolling release an instance of another release may have made
    // export_own from other columns: its lines would not match this header.
    if (!(await derivedIsCurrent(connection as unknown as Sql, EXPORT_OWN))) {
      throw new ApiError(
        503,
        'The spreadsheet export is being updated on the server. Please try again in a few minutes.',
      );
    }
    // Where an index holds the order, newest first above all, the leads are
    // read from it rather than sorted whole before the first line, so that
    // PostgreSQL writes lines while the API and the client take the earlier
    // ones (docs/decisions/032-export-lines-kept-by-postgresql.md). Left to
    // itself, the planner sorts: cheaper in all, later to start. A search or
    // a follow-up filter finds few enough leads that sorting them beats
    // walking the whole index (at 100,000 leads, 7 against 49 ms for one lead
    // found, 43 against 87 ms for one counsellor's 12,500), so the planner
    // is left alone then.
    if (rowFilters.length === 0) await connection`set local enable_sort = off`;
    // The leads are chosen and put in order first, and only then is each
    // one's line put together, once and in order. The outer ORDER BY repeats
    // the inner one on its key, which the rows already follow, so it sorts
    // nothing. raw(): each line as the bytes PostgreSQL sent, never decoded
    // into a string.
    const lines = connection`
        select ${sql.unsafe(EXPORT_LINE)} as line from (
          select ${sql.unsafe(EXPORT_READS)}, ${sql.unsafe(key)} as export_key
          from admission_leads ${sql.unsafe(EXPORT_JOINS)}
          -- Processing stops at withdrawal: nobody calls from a spreadsheet (ADR 021).
          where ${where} and admission_leads.withdrawn_at is null
          order by ${orderBy(sql, query)}
          offset 0
        ) as admission_leads
        order by ${orderBy(sql, query, 'admission_leads.export_key')}`
      .raw()
      .cursor(batch) as AsyncIterable<(Buffer | null)[][]>;
    let header: Buffer | null = Buffer.from(leadsCsvHeader(true));
    for await (const rows of readingAhead(lines)) {
      if (rows.length === 0) continue;
      const parts = header ? [header] : [];
      for (const [line] of rows) {
        // A line is null only if a column's SQL gave null: a broken export, never a lead left out.
        if (!line) throw new Error('The export wrote a null line');
        parts.push(line);
      }
      header = null;
      yield { csv: Buffer.concat(parts), rows: rows.length };
    }
    if (header) yield { csv: Buffer.from(leadsCsvHeader(false)), rows: 0 };
  } finally {
    // The cursor is closed by then (readingAhead); the transaction ends and the connection goes back.
    await connection`rollback`.catch(() => {});
    connection.release();
  }
}

/**
 * The cursor's batches, the next batch asked for as soon as one arrives:
 * PostgreSQL then finds it while the API writes this one's CSV, rather than
 * the two taking turns.
 */
async function* readingAhead<Batch>(batches: AsyncIterable<Batch>): AsyncGenerator<Batch> {
  const cursor = batches[Symbol.asyncIterator]();
  // postgres.js answers a cursor that has already ended at once, not with a promise.
  let next = Promise.resolve(cursor.next());
  // A failure of a batch asked for early is thrown when it is reached, not as an unhandled rejection meanwhile.
  next.catch(() => {});
  let finished = false;
  try {
    for (;;) {
      const batch = await next;
      if (batch.done) {
        finished = true;
        return;
      }
      next = Promise.resolve(cursor.next());
      next.catch(() => {});
      yield batch.value;
    }
  } catch (error) {
    finished = true;
    throw error;
  } finally {
    // Left early: the batch on its way must arrive before postgres.js can
    // close the cursor, or the connection would wait for a reader forever.
    if (!finished) {
      const pending = await next.catch(() => ({ done: true as const }));
      if (!pending.done) await cursor.return?.();
    }
  }
}
