import { leadCsvSql } from '@skltcoa/shared';

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
/** The size of the lead's family: one primary-key lookup. */
const FAMILY_SIZE =
  '(select family.size from lead_families family where family.id = admission_leads.family_id)';

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
  coalesce(name, '') as name, coalesce(email, '') as email, coalesce(phone, '') as phone,
  program, form_type, status, source_page,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content,
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

/**
 * A lead's line of the spreadsheet, written by PostgreSQL from the lead's
 * row as shared's export columns define it
 * (docs/decisions/023-export-written-by-postgresql.md): the same values
 * LEAD_COLUMNS reads, the newest activity as the lead keeps it (migration 008).
 * Each column's value is worked out once, in a lateral subquery that
 * `offset 0` keeps PostgreSQL from merging into the line, which names each
 * value up to three times.
 */
const EXPORT_CSV = leadCsvSql(
  {
    id: 'admission_leads.id',
    created_at: 'admission_leads.created_at',
    name: "coalesce(admission_leads.name, '')",
    phone: "coalesce(admission_leads.phone, '')",
    email: "coalesce(admission_leads.email, '')",
    program: 'admission_leads.program',
    form_type: 'admission_leads.form_type',
    status: 'admission_leads.status',
    assignee: 'admission_leads.export_assignee',
    next_follow_up_at: 'admission_leads.next_follow_up_at',
    source_page: 'admission_leads.source_page',
    utm_campaign: 'admission_leads.utm_campaign',
    family_size: 'admission_leads.export_family_size',
    last_activity: {
      id: 'admission_leads.last_activity_id',
      created_at: 'admission_leads.last_activity_at',
      kind: 'admission_leads.last_activity_kind',
      body: 'admission_leads.last_activity_body',
      outcome: 'admission_leads.last_activity_outcome',
      from_value: 'admission_leads.last_activity_from',
      to_value: 'admission_leads.last_activity_to',
    },
  },
  (index) => `export_csv.f${index}`,
);

/**
 * The columns of admission_leads that EXPORT_FIELDS reads: only these are
 * carried through the export's sort, which then fits in memory.
 */
export const EXPORT_READS = [
  'id',
  'created_at',
  'name',
  'phone',
  'email',
  'program',
  'form_type',
  'status',
  'next_follow_up_at',
  'source_page',
  'utm_campaign',
  'family_id',
  'last_activity_id',
  'last_activity_at',
  'last_activity_kind',
  'last_activity_body',
  'last_activity_outcome',
  'last_activity_from',
  'last_activity_to',
]
  .map((column) => `admission_leads.${column}`)
  .concat('export_owner.export_assignee', 'export_family.export_family_size')
  .join(', ');

/**
 * The owner's email and the family's size for EXPORT_READS: joined rather
 * than looked up lead by lead, which over 100,000 leads cost more. Their
 * columns are named so that no bare name of a listing's filters becomes
 * ambiguous.
 */
export const EXPORT_JOINS = `left join (select id as export_owner_id, email as export_assignee from staff_users)
    as export_owner on export_owner.export_owner_id = admission_leads.assignee_id
  left join (select id as export_family_id, size as export_family_size from lead_families)
    as export_family on export_family.export_family_id = admission_leads.family_id`;

/** The line of a lead of `admission_leads` joined to EXPORT_FIELDS. */
export const EXPORT_LINE = EXPORT_CSV.line;
/** The values of the line's columns, each worked out once per lead. */
export const EXPORT_FIELDS = `cross join lateral (select ${EXPORT_CSV.fields
  .map((field, index) => `${field} as f${index}`)
  .join(', ')} offset 0) as export_csv`;
