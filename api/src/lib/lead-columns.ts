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
 * indexes too, one lookup per row of the page.
 */
export const LEAD_COLUMNS = `admission_leads.id, name, email, phone, program, form_type, status, source_page,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  ${iso('admission_leads.created_at')} as created_at, ${iso('updated_at')} as updated_at,
  version,
  (select staff.email from staff_users staff where staff.id = admission_leads.assignee_id) as assignee,
  ${iso('next_follow_up_at')} as next_follow_up_at,
  (select ${activityJson} from lead_activities a
    where a.lead_id = admission_leads.id order by a.id desc limit 1) as last_activity,
  admission_leads.family_id::text as family_id,
  (select family.size from lead_families family where family.id = admission_leads.family_id) as family_size,
  admission_leads.merged_into`;
