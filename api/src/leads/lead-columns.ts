import {
  LEAD_EXPORT_COLUMNS,
  LEAD_FIELDS,
  leadCsvKeptSql,
  type LeadField,
  type LeadJoinedSql,
  type LeadSql,
} from '@skltcoa/shared';
import type { DerivedDefinition } from '../db/derived';

/*
 * The columns of a lead and of an activity as every staff answer gives them
 * (docs/decisions/011-one-lead-contract.md): the listing, one lead, the
 * answer to a change and the live events all select these.
 */

/** An ISO time with microseconds, so that cursors are exact; null stays null. */
export const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An activity of alias `a`, as ActivitySchema reads it. */
export const ACTIVITY_COLUMNS = `a.id::text as id, a.lead_id, a.kind, a.author,
  ${iso('a.created_at')} as created_at, a.body, a.outcome, a.from_value, a.to_value`;

const activityJson = `json_build_object('id', a.id::text, 'lead_id', a.lead_id, 'kind', a.kind,
  'author', a.author, 'created_at', ${iso('a.created_at')}, 'body', a.body,
  'outcome', a.outcome, 'from_value', a.from_value, 'to_value', a.to_value)`;

/** The owner's email: one primary-key lookup. */
const ASSIGNEE =
  '(select staff.email from staff_users staff where staff.id = admission_leads.assignee_id)';
/**
 * The size of the lead's family as staff count it: its enquiries less the
 * duplicates merged into another lead, which are on record but no longer
 * worked (docs/decisions/016-families.md). lead_families keeps every
 * enquiry; merged ones are few and have their own partial index. The
 * export's join (EXPORT_JOINS) counts the same.
 */
export const FAMILY_SIZE = `((select family.size from lead_families family where family.id = admission_leads.family_id)
  - (select count(*) from admission_leads merged
      where merged.family_id = admission_leads.family_id and merged.merged_into is not null))::int`;

/**
 * A field that is always text to a client, though erasure leaves its column
 * null: read as empty (LeadSchema's `text`).
 */
export const readsAsText = (field: LeadField) => field.personal && field.read === 'text';

/** The lead's fields that a Lead carries, from LEAD_FIELDS, in its order. */
export const fieldReads = (fields: readonly LeadField[]) =>
  fields
    .filter((field) => field.read && field.stored?.table === 'admission_leads')
    .map((field) => {
      const { column } = field.stored!;
      if (readsAsText(field)) return `coalesce(${column}, '') as ${field.key}`;
      // A time reads as every API time does: ISO, UTC, with microseconds.
      if (field.stored!.type === 'timestamptz') return `${iso(column)} as ${field.key}`;
      return column === field.key ? column : `${column} as ${field.key}`;
    })
    .join(', ');

/**
 * Every column a staff client sees. `family_size` is kept in lead_families
 * by the insert triggers (docs/decisions/016-families.md): every enquiry
 * that shares this lead's phone or case-folded email, transitively, this one
 * included; one primary-key lookup, the same number on every row of the
 * family. The last activity and the assignee's email come through their
 * indexes too, one lookup per row of the page. The listing and the export
 * differ only in how the newest activity is read.
 */
const leadColumns = (lastActivity: string) => `admission_leads.id,
  ${fieldReads(LEAD_FIELDS)},
  ${iso('admission_leads.created_at')} as created_at, ${iso('updated_at')} as updated_at,
  version,
  ${ASSIGNEE} as assignee,
  ${iso('next_follow_up_at')} as next_follow_up_at,
  ${lastActivity},
  admission_leads.family_id::text as family_id,
  ${FAMILY_SIZE} as family_size,
  admission_leads.merged_into,
  admission_leads.erasure_reason is not distinct from 'withdrawal' as withdrawn,
  admission_leads.withdrawn_at is not null as erased`;

export const LEAD_COLUMNS = leadColumns(`(select ${activityJson} from lead_activities a
    where a.lead_id = admission_leads.id order by a.id desc limit 1) as last_activity`);

/** The joined values of a line, which `lead_export_own` does not take. */
const JOINED: readonly string[] = ['assignee', 'family_size'] satisfies (keyof LeadJoinedSql)[];
/** The types of the line's values that are no field of LEAD_FIELDS. */
const OWN_TYPES: Record<string, string> = {
  id: 'uuid',
  created_at: 'timestamptz',
  next_follow_up_at: 'timestamptz',
};
const fields: readonly LeadField[] = LEAD_FIELDS;
const fieldOf = (key: string) => fields.find((field) => field.key === key);

/**
 * The lead's own values that its spreadsheet line reads, as
 * `lead_export_own`'s parameters, in the spreadsheet's order with the newest
 * activity's last: each parameter's column and type.
 */
const OWN_VALUES: readonly (readonly [string, string])[] = [
  ...LEAD_EXPORT_COLUMNS.filter(({ key }) => !JOINED.includes(key) && key !== 'last_activity').map(
    ({ key }) => [key, OWN_TYPES[key] ?? fieldOf(key)!.stored!.type] as const,
  ),
  ['last_activity_id', 'bigint'],
  ['last_activity_at', 'timestamptz'],
  ['last_activity_kind', 'text'],
  ['last_activity_body', 'text'],
  ['last_activity_outcome', 'text'],
  ['last_activity_from', 'text'],
  ['last_activity_to', 'text'],
];

/**
 * A lead's line of the spreadsheet, as shared's export columns define it
 * (docs/decisions/023-export-written-by-postgresql.md), in two parts
 * (docs/decisions/032-export-lines-kept-by-postgresql.md): the text of the
 * lead's own values, which PostgreSQL keeps in `export_own` as the lead is
 * written, and the owner's email and the family's size, which the export
 * joins and puts between its pieces.
 */
const p = (column: string) => `p_${column}`;
const ownValue = (key: string) => {
  const field = fieldOf(key);
  return field && readsAsText(field) ? `coalesce(${p(key)}, '')` : p(key);
};
const EXPORT_CSV = leadCsvKeptSql({
  ...(Object.fromEntries(
    OWN_VALUES.filter(([key]) => !key.startsWith('last_activity_')).map(([key]) => [
      key,
      ownValue(key),
    ]),
  ) as Omit<LeadSql, keyof LeadJoinedSql | 'last_activity'>),
  last_activity: {
    id: p('last_activity_id'),
    created_at: p('last_activity_at'),
    kind: p('last_activity_kind'),
    body: p('last_activity_body'),
    outcome: p('last_activity_outcome'),
    from_value: p('last_activity_from'),
    to_value: p('last_activity_to'),
  },
});

/**
 * One batch of filling a derived column of the leads (derived.ts): the next
 * 5,000 leads by id after `$1`, `set` (on `l`) where `stale` holds; answers
 * the batch's last id.
 */
const fillLeads = (set: string, stale = 'true') => `
    with batch as (
      select id from admission_leads where $1::uuid is null or id > $1::uuid order by id limit 5000
    ), filled as (
      update admission_leads l set ${set}
      from batch where l.id = batch.id and ${stale}
      returning l.id
    )
    select (select id from batch order by id desc limit 1)::text as last,
      (select count(*) from filled)::int as filled`;

const OWN_COLUMNS = OWN_VALUES.map(([column]) => column);
const ownLine = (row: string) =>
  `lead_export_own(${OWN_COLUMNS.map((column) => `${row}.${column}`).join(', ')})`;

/**
 * `admission_leads.export_own`, worked out from the code's definition above
 * by migrate.ts whenever it changes (docs/decisions/032): a column a trigger
 * writes with every insert of the lead and every update of a value its line
 * reads, erasure included, whatever statement makes them; it runs last of the
 * lead's BEFORE triggers (they run by name), as a generated column would.
 * A changed definition replaces the function and the trigger in a moment,
 * and the rows are then filled in batches of 5,000, so that the enquiry form
 * is never held up (docs/decisions/048-derived-columns-filled-online.md).
 * The function is immutable: PostgreSQL marks two of the line's functions
 * stable for other inputs, but to_char of a timestamp reads no setting with
 * numeric fields only, and a follow-up's time is stored in ISO form with its
 * zone (lead-timeline.ts), which parses the same under any time zone and date
 * style. No SET clause pins those settings: it would keep PostgreSQL from
 * inlining the function, and made each write of a lead cost 0.4 ms more.
 */
export const EXPORT_OWN: DerivedDefinition = {
  name: 'admission_leads.export_own',
  // The last migration to make a column its line reads: the first contact.
  after: '026_first_contact_and_work_settings.sql',
  statements: [
    // An older release kept it as a stored generated column: its values stay, its expression goes.
    'alter table admission_leads add column if not exists export_own text[]',
    'alter table admission_leads alter column export_own drop expression if exists',
    'alter table admission_leads alter column export_own drop not null',
    'drop trigger if exists zz_admission_leads_export_own on admission_leads',
    'drop function if exists admission_leads_export_own_row()',
    'drop function if exists lead_export_own',
    `create function lead_export_own(${OWN_VALUES.map(([column, type]) => `${p(column)} ${type}`).join(', ')})
      returns text[] language plpgsql immutable parallel safe
      as $body$ begin return array[${EXPORT_CSV.pieces.join(',\n        ')}]; end $body$`,
    `create function admission_leads_export_own_row() returns trigger language plpgsql
      as $body$ begin new.export_own := ${ownLine('new')}; return new; end $body$`,
    `create trigger zz_admission_leads_export_own
      before insert or update of ${OWN_COLUMNS.join(', ')} on admission_leads
      for each row execute function admission_leads_export_own_row()`,
  ],
  fill: fillLeads(`export_own = ${ownLine('l')}`),
};

/** What a search matches: name, email and phone, case-folded, one per line; nothing once erased. */
const searchText = (row: string) =>
  `case when ${row}.name is null then null else lower(${row}.name) || E'\\n' || lower(coalesce(${row}.email, '')) || E'\\n' || coalesce(${row}.phone, '') end`;

/**
 * `admission_leads.search_text`, which the listing's search matches through
 * its trigram index (leads-repo.ts). Names cannot hold newlines (the schema
 * rejects control characters), so the newline separator keeps a search
 * from matching across two fields. Kept by a trigger, as export_own is, so
 * that a lead with a mobile number and no email is found too, and a change
 * of it fills the leads in batches (docs/decisions/048-derived-columns-filled-online.md);
 * it was a generated column that an absent email made null.
 */
export const SEARCH_TEXT: DerivedDefinition = {
  name: 'admission_leads.search_text',
  after: '023_lead_channels.sql',
  statements: [
    'alter table admission_leads alter column search_text drop expression if exists',
    'drop trigger if exists zz_admission_leads_search_text on admission_leads',
    'drop function if exists admission_leads_search_text_row()',
    `create function admission_leads_search_text_row() returns trigger language plpgsql
      as $body$ begin new.search_text := ${searchText('new')}; return new; end $body$`,
    `create trigger zz_admission_leads_search_text
      before insert or update of name, email, phone on admission_leads
      for each row execute function admission_leads_search_text_row()`,
  ],
  // Only the leads whose text differs are written: those with no email, before this.
  fill: fillLeads(
    `search_text = ${searchText('l')}`,
    `l.search_text is distinct from ${searchText('l')}`,
  ),
};

/**
 * The columns of admission_leads that the export carries through its sort:
 * those EXPORT_LINE reads, and the id that breaks ties in its order.
 */
export const EXPORT_READS =
  'admission_leads.id, admission_leads.export_own, export_owner.export_assignee, export_family.export_family_size';

/**
 * The owner's email and the family's size for EXPORT_READS: joined rather
 * than looked up lead by lead, which over 100,000 leads cost more. Their
 * columns are named so that no bare name of a listing's filters becomes
 * ambiguous.
 */
export const EXPORT_JOINS = `left join (select id as export_owner_id, email as export_assignee from staff_users)
    as export_owner on export_owner.export_owner_id = admission_leads.assignee_id
  left join (select family.id as export_family_id,
      family.size - coalesce(merged.n, 0) as export_family_size
    from lead_families family
    left join (select family_id, count(*)::int as n from admission_leads
      where merged_into is not null group by family_id) merged on merged.family_id = family.id)
    as export_family on export_family.export_family_id = admission_leads.family_id`;

/** The line of a lead of EXPORT_READS, its line break first. */
export const EXPORT_LINE = EXPORT_CSV.line(
  EXPORT_CSV.pieces.map((_, index) => `admission_leads.export_own[${index + 1}]`),
  {
    assignee: 'admission_leads.export_assignee',
    family_size: 'admission_leads.export_family_size',
  },
);
// A column that read a joined value and one of the lead's own would carry a
// parameter of lead_export_own into the export's statement, which would then
// fail far from its cause.
if (/\bp_\w/.test(EXPORT_LINE)) {
  throw new Error(
    "An export column reads both another table's value and the lead's own: split it (docs/decisions/032-export-lines-kept-by-postgresql.md).",
  );
}
