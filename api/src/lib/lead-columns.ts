import type { Activity, Lead } from '@skltcoa/shared';

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

/**
 * Every column a staff client sees. `family_size` is kept in lead_families
 * by the insert triggers (docs/decisions/016-families.md): every enquiry
 * that shares this lead's phone or case-folded email, transitively, this one
 * included; one primary-key lookup, the same number on every row of the
 * family. The last activity and the assignee's email come through their
 * indexes too, one lookup per row of the page. The listing and the export
 * differ only in how the newest activity is read.
 */
const leadColumns = (
  lastActivity: string,
) => `admission_leads.id, name, email, phone, program, form_type, status, source_page,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  ${iso('admission_leads.created_at')} as created_at, ${iso('updated_at')} as updated_at,
  version,
  (select staff.email from staff_users staff where staff.id = admission_leads.assignee_id) as assignee,
  ${iso('next_follow_up_at')} as next_follow_up_at,
  ${lastActivity},
  admission_leads.family_id::text as family_id,
  (select family.size from lead_families family where family.id = admission_leads.family_id) as family_size,
  admission_leads.merged_into`;

export const LEAD_COLUMNS = leadColumns(`(select ${activityJson} from lead_activities a
    where a.lead_id = admission_leads.id order by a.id desc limit 1) as last_activity`);

/**
 * LEAD_COLUMNS for the streamed export, from `admission_leads` followed by
 * EXPORT_JOIN, and made into the same Lead by `leadOfExportRow`. The newest
 * activity comes as plain columns of a lateral join rather than JSON: over
 * 100,000 rows, building JSON in PostgreSQL and parsing it again in the API
 * cost more than the lookups themselves. Its columns are named so that no
 * bare name of a listing's filters (created_at, status) becomes ambiguous.
 */
export const EXPORT_COLUMNS = leadColumns('last_entry.*');

export const EXPORT_JOIN = `left join lateral (
    select a.id::text as activity_id, a.lead_id as activity_lead_id, a.kind as activity_kind,
      a.author as activity_author, ${iso('a.created_at')} as activity_created_at,
      a.body as activity_body, a.outcome as activity_outcome,
      a.from_value as activity_from_value, a.to_value as activity_to_value
    from lead_activities a where a.lead_id = admission_leads.id order by a.id desc limit 1
  ) as last_entry on true`;

/** A row of EXPORT_COLUMNS, as postgres.js reads it. */
export type ExportRow = Omit<Lead, 'last_activity'> & {
  activity_id: string | null;
  activity_lead_id: string;
  activity_kind: Activity['kind'];
  activity_author: string;
  activity_created_at: string;
  activity_body: string | null;
  activity_outcome: Activity['outcome'];
  activity_from_value: string | null;
  activity_to_value: string | null;
};

/** The Lead of LEAD_COLUMNS, keys in the same order, from a row of EXPORT_COLUMNS. */
export function leadOfExportRow(row: ExportRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    program: row.program,
    form_type: row.form_type,
    status: row.status,
    source_page: row.source_page,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    assignee: row.assignee,
    next_follow_up_at: row.next_follow_up_at,
    last_activity:
      row.activity_id === null
        ? null
        : {
            id: row.activity_id,
            lead_id: row.activity_lead_id,
            kind: row.activity_kind,
            author: row.activity_author,
            created_at: row.activity_created_at,
            body: row.activity_body,
            outcome: row.activity_outcome,
            from_value: row.activity_from_value,
            to_value: row.activity_to_value,
          },
    family_id: row.family_id,
    family_size: row.family_size,
    merged_into: row.merged_into,
  };
}
