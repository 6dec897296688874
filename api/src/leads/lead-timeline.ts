import {
  isClosedStatus,
  type Activity,
  type BulkLeadPatch,
  type BulkLeadResults,
  type Lead,
  type LeadPatch,
  type LeadStatus,
  type LoggedActivity,
  type NewActivity,
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

/** The lead as a change starts from, locked until the transaction ends; 404 and 409 as every change answers. */
async function lockCurrent(tx: Sql, id: string): Promise<Current> {
  const [current] = await tx<Current[]>`
    select merged_into, version, status,
      (select email from staff_users where staff_users.id = assignee_id) as assignee,
      ${tx.unsafe(iso('next_follow_up_at'))} as next_follow_up_at
    from admission_leads where id = ${id} for update`;
  if (!current) throw new ApiError(404, NO_SUCH_LEAD);
  await refuseMerged(tx, id, current.merged_into);
  return current;
}

/** 409 with the lead as it is now, so that the console can show the colleague's change. */
async function refuseStale(tx: Sql, id: string, current: Current, version: number) {
  if (current.version === version) return;
  throw new ApiError(409, 'A colleague changed this lead while you were working on it.', {
    extra: { lead: await mustGetLead(tx, id) },
  });
}

interface LeadChange {
  status?: LeadStatus;
  assignee?: string | null;
  next_follow_up_at?: string | null;
}

/**
 * Makes a change to a locked lead: one version step for all of it, and each
 * change on the timeline in that order (status, assignee, follow-up), then
 * `last` (a call the change came with). A status that closes the lead
 * clears its follow-up (docs/decisions/052-the-counsellors-day.md). Answers
 * the entries recorded.
 */
async function changeLead(
  tx: Sql,
  id: string,
  author: string,
  current: Current,
  change: LeadChange,
  last: ActivityRow[] = [],
): Promise<Activity[]> {
  const changes: ActivityRow[] = [];
  if (change.status !== undefined && change.status !== current.status) {
    changes.push({ kind: 'status', from_value: current.status, to_value: change.status });
  }
  let assigneeId: string | null | undefined;
  if (change.assignee !== undefined) {
    const [staff] =
      change.assignee === null
        ? [{ id: null, email: null }]
        : await tx<{ id: string; email: string }[]>`
            select id, email from staff_users where lower(email) = lower(${change.assignee})`;
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
  // A closed lead is called no more: its follow-up goes (the schemas refuse one sent with it).
  const nextFollowUp =
    change.status !== undefined && isClosedStatus(change.status) ? null : change.next_follow_up_at;
  let followUp: string | null | undefined;
  if (nextFollowUp !== undefined) {
    const next = await followUpValue(tx, nextFollowUp);
    if (next !== current.next_follow_up_at) {
      followUp = next;
      changes.push({ kind: 'follow_up', from_value: current.next_follow_up_at, to_value: next });
    }
  }
  if (changes.length > 0) {
    await tx`
      update admission_leads set
        status = ${change.status ?? current.status},
        assignee_id = case when ${assigneeId !== undefined} then ${assigneeId ?? null}::uuid else assignee_id end,
        next_follow_up_at = case when ${followUp !== undefined} then ${followUp ?? null}::timestamptz else next_follow_up_at end,
        version = version + 1,
        updated_at = now()
      where id = ${id}`;
  }
  // The call or note goes last: it is the save's newest entry, so the lead's last activity
  // (migration 008) shows what was said rather than the changes saved with it
  // (docs/decisions/052-the-counsellors-day.md).
  return record(tx, id, author, [...changes, ...last]);
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
    const current = await lockCurrent(tx, id);
    await refuseStale(tx, id, current, patch.version);
    await changeLead(tx, id, author, current, patch);
    return mustGetLead(tx, id);
  });
}

const CHOOSE_NEXT_CALL = 'Please choose when to call next.';

/**
 * Adds a note or a call to a lead's timeline. A call may also set the
 * lead's status and next follow-up, as one change with one version step
 * (the post-call form, docs/decisions/052-the-counsellors-day.md): the
 * status and the follow-up are recorded first, then the call, the newest. With a `version`
 * the lead must still be at it (409 otherwise). A follow-up sent alone
 * without a version moves the lead as before the form, without that check.
 */
export async function addActivity(
  sql: Sql,
  leadId: string,
  author: string,
  activity: NewActivity,
): Promise<LoggedActivity & { activities: Activity[] }> {
  return inTransaction(sql, async (tx) => {
    const current = await lockCurrent(tx, leadId);
    if (activity.version !== undefined) await refuseStale(tx, leadId, current, activity.version);
    const { status, next_follow_up_at: nextFollowUp } = activity;
    // A lead left open needs its next call: given now, or already set.
    if (status !== undefined && !isClosedStatus(status)) {
      const ends = nextFollowUp === undefined ? current.next_follow_up_at : nextFollowUp;
      if (ends === null) {
        throw new ApiError(400, 'Please correct the entry.', {
          fields: { next_follow_up_at: CHOOSE_NEXT_CALL },
        });
      }
    }
    const entry: ActivityRow = {
      kind: activity.kind,
      body: activity.body || null,
      outcome: activity.outcome ?? null,
    };
    const activities = await changeLead(
      tx,
      leadId,
      author,
      current,
      { status, next_follow_up_at: nextFollowUp },
      [entry],
    );
    return { activity: activities.at(-1)!, lead: await mustGetLead(tx, leadId), activities };
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
