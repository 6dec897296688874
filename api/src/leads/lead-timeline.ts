import type {
  Activity,
  BulkLeadPatch,
  BulkLeadResults,
  Lead,
  LeadPatch,
  NewActivity,
} from '@skltcoa/shared';
import { inTransaction, isWithdrawnLead, type Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { withdrawnLead } from '../http/error-handler';
import { ACTIVITY_COLUMNS, iso, LEAD_COLUMNS } from './lead-columns';

const NO_SUCH_LEAD = 'No lead has that id.';

export async function getLead(sql: Sql, id: string): Promise<Lead | undefined> {
  const [lead] = await sql<Lead[]>`
    select ${sql.unsafe(LEAD_COLUMNS)} from admission_leads where admission_leads.id = ${id}`;
  return lead;
}

async function mustGetLead(sql: Sql, id: string): Promise<Lead> {
  const lead = await getLead(sql, id);
  if (!lead) throw new ApiError(404, NO_SUCH_LEAD);
  return lead;
}

/**
 * The whole timeline of a lead, oldest first, with those of the duplicates
 * merged into it: each entry keeps the lead it was written on (ADR 016).
 */
export async function listActivities(sql: Sql, leadId: string): Promise<Activity[]> {
  const [exists] = await sql`select 1 from admission_leads where id = ${leadId}`;
  if (!exists) throw new ApiError(404, NO_SUCH_LEAD);
  return sql<Activity[]>`
    select ${sql.unsafe(ACTIVITY_COLUMNS)} from lead_activities a
    where a.lead_id = ${leadId}
      or a.lead_id in (select id from admission_leads where merged_into = ${leadId})
    order by a.id`;
}

/** A merged duplicate is kept as it was: changes go to the lead it was merged into. */
async function refuseMerged(sql: Sql, id: string, mergedInto: string | null) {
  if (!mergedInto) return;
  const [into] = await sql<{ name: string }[]>`
    select name from admission_leads where id = ${mergedInto}`;
  throw new ApiError(
    409,
    `This enquiry was merged into ${into?.name ?? 'another'}'s lead (${mergedInto}): work on that lead instead.`,
    { extra: { lead: await mustGetLead(sql, id) } },
  );
}

interface ActivityRow {
  kind: Activity['kind'];
  body?: string | null;
  outcome?: string | null;
  from_value?: string | null;
  to_value?: string | null;
}

async function record(sql: Sql, leadId: string, author: string, rows: ActivityRow[]) {
  if (rows.length === 0) return [];
  const column = (key: keyof ActivityRow) => rows.map((row) => row[key] ?? null);
  // One statement, so the timeline gets them in the order given.
  return sql<Activity[]>`
    with added as (
      insert into lead_activities (lead_id, kind, author, body, outcome, from_value, to_value)
      select ${leadId}::uuid, * from unnest(
        ${column('kind')}::text[], ${rows.map(() => author)}::text[], ${column('body')}::text[],
        ${column('outcome')}::text[], ${column('from_value')}::text[], ${column('to_value')}::text[]
      )
      returning *
    )
    select ${sql.unsafe(ACTIVITY_COLUMNS)} from added a order by a.id`;
}

/** The follow-up time as the database keeps it, so that "no change" compares equal. */
const followUpValue = async (sql: Sql, value: string | null) => {
  if (value === null) return null;
  const [row] = await sql<{ at: string }[]>`
    select ${sql.unsafe(iso('t.at'))} as at from (select ${value}::timestamptz as at) t`;
  return row!.at;
};

interface Current {
  merged_into: string | null;
  version: number;
  status: string;
  assignee: string | null;
  next_follow_up_at: string | null;
}

/**
 * Changes status, assignee or next follow-up, if the lead is still at the
 * version the change was based on; otherwise 409 with the lead as it is now,
 * so that the console can show the colleague's change. Each change is
 * recorded on the timeline in the same transaction.
 */
export async function patchLead(
  sql: Sql,
  id: string,
  author: string,
  patch: LeadPatch,
): Promise<Lead> {
  return inTransaction(sql, async (tx) => {
    const [current] = await tx<Current[]>`
      select merged_into, version, status,
        (select email from staff_users where staff_users.id = assignee_id) as assignee,
        ${tx.unsafe(iso('next_follow_up_at'))} as next_follow_up_at
      from admission_leads where id = ${id} for update`;
    if (!current) throw new ApiError(404, NO_SUCH_LEAD);
    await refuseMerged(tx, id, current.merged_into);
    if (current.version !== patch.version) {
      throw new ApiError(409, 'A colleague changed this lead while you were working on it.', {
        extra: { lead: await mustGetLead(tx, id) },
      });
    }
    const changes: ActivityRow[] = [];
    if (patch.status !== undefined && patch.status !== current.status) {
      changes.push({ kind: 'status', from_value: current.status, to_value: patch.status });
    }
    let assigneeId: string | null | undefined;
    if (patch.assignee !== undefined) {
      const [staff] =
        patch.assignee === null
          ? [{ id: null, email: null }]
          : await tx<{ id: string; email: string }[]>`
              select id, email from staff_users where lower(email) = lower(${patch.assignee})`;
      if (!staff) {
        throw new ApiError(400, 'Please correct the update.', {
          fields: { assignee: 'No member of staff has that email.' },
        });
      }
      if (staff.email !== current.assignee) {
        assigneeId = staff.id;
        changes.push({ kind: 'assignment', from_value: current.assignee, to_value: staff.email });
      }
    }
    let followUp: string | null | undefined;
    if (patch.next_follow_up_at !== undefined) {
      const next = await followUpValue(tx, patch.next_follow_up_at);
      if (next !== current.next_follow_up_at) {
        followUp = next;
        changes.push({ kind: 'follow_up', from_value: current.next_follow_up_at, to_value: next });
      }
    }
    if (changes.length === 0) return mustGetLead(tx, id);
    await tx`
      update admission_leads set
        status = ${patch.status ?? current.status},
        assignee_id = case when ${assigneeId !== undefined} then ${assigneeId ?? null}::uuid else assignee_id end,
        next_follow_up_at = case when ${followUp !== undefined} then ${followUp ?? null}::timestamptz else next_follow_up_at end,
        version = version + 1,
        updated_at = now()
      where id = ${id}`;
    await record(tx, id, author, changes);
    return mustGetLead(tx, id);
  });
}

/**
 * Adds a note or a call to a lead's timeline. A call may set the next
 * follow-up too ("call back later" must), which moves the lead to a new
 * version and is recorded after the call.
 */
export async function addActivity(
  sql: Sql,
  leadId: string,
  author: string,
  activity: NewActivity,
): Promise<{ activity: Activity; lead: Lead }> {
  return inTransaction(sql, async (tx) => {
    const [current] = await tx<{ next_follow_up_at: string | null; merged_into: string | null }[]>`
      select ${tx.unsafe(iso('next_follow_up_at'))} as next_follow_up_at, merged_into
      from admission_leads where id = ${leadId} for update`;
    if (!current) throw new ApiError(404, NO_SUCH_LEAD);
    await refuseMerged(tx, leadId, current.merged_into);
    const rows: ActivityRow[] = [
      { kind: activity.kind, body: activity.body || null, outcome: activity.outcome ?? null },
    ];
    if (activity.next_follow_up_at !== undefined) {
      const next = await followUpValue(tx, activity.next_follow_up_at);
      if (next !== current.next_follow_up_at) {
        await tx`
          update admission_leads set next_follow_up_at = ${next}::timestamptz,
            version = version + 1, updated_at = now()
          where id = ${leadId}`;
        rows.push({ kind: 'follow_up', from_value: current.next_follow_up_at, to_value: next });
      }
    }
    const [added] = await record(tx, leadId, author, rows);
    return { activity: added!, lead: await mustGetLead(tx, leadId) };
  });
}

/**
 * One change for many leads. Each lead is changed in its own transaction
 * with its own version check and timeline entries, so that one colleague's
 * edit refuses only that lead: the answer says, lead by lead, what happened.
 */
export async function bulkPatchLeads(
  sql: Sql,
  author: string,
  { leads, change }: BulkLeadPatch,
): Promise<BulkLeadResults> {
  if (change.assignee) {
    const [staff] =
      await sql`select 1 from staff_users where lower(email) = lower(${change.assignee})`;
    if (!staff) {
      throw new ApiError(400, 'Please correct the change.', {
        fields: { 'change.assignee': 'No member of staff has that email.' },
      });
    }
  }
  const results: BulkLeadResults['results'] = [];
  for (const { id, version } of leads) {
    try {
      const lead = await patchLead(sql, id.toLowerCase(), author, { version, ...change });
      results.push({ id, ok: true, lead });
    } catch (caught) {
      // A withdrawn lead is refused by its trigger; the others still go ahead.
      const error = isWithdrawnLead(caught) ? withdrawnLead() : caught;
      if (!(error instanceof ApiError)) throw error;
      const current = error.details.extra?.lead as Lead | undefined;
      results.push({
        id,
        ok: false,
        status: error.status,
        error: error.message,
        ...(current ? { lead: current } : {}),
      });
    }
  }
  return { results };
}
