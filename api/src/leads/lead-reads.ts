/*
 * The distinct leads each member of staff reads a day, and what happens past
 * a threshold (docs/decisions/039-streams-end-with-their-session-and-bulk-reads.md):
 * the admins are told once a day (an audit entry and an email each), and
 * every further page of leads the person has not read today waits a little
 * per lead, in one queue per person across every API instance. Listing stays
 * every counsellor's work: what they already read today and the leads
 * assigned to them are never counted, never slowed.
 */
import { TIME_ZONE, type Lead } from '@skltcoa/shared';
import type { StaffIdentity } from '../auth/sessions';
import type { Sql } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { ApiError } from '../http/api-error';
import { audit, type AuditClient } from '../audit/audit';

export interface LeadReadLimits {
  /** DAILY_LEAD_READ_ALERT: distinct leads a day before the admins are told; 0 counts nothing. */
  alertAt: number;
  /** LEAD_READ_DELAY_MS: the wait per new lead beyond the threshold; 0 alerts without slowing. */
  delayMsPerLead: number;
}

/** A page's wait counts at most this many leads, and never more than 10 s: within any proxy's timeout. */
const PAGE_LEADS = 100;
const PAGE_WAIT_CAP_MS = 10_000;

/** The longest a page of new leads waits: a full page's delay, at most 10 s. */
export const pageWaitMs = ({ delayMsPerLead }: LeadReadLimits) =>
  Math.min(PAGE_LEADS * delayMsPerLead, PAGE_WAIT_CAP_MS);

/**
 * Staff with the export grant (and admins) may take every lead in one file,
 * audited as an export (ADR 026): counting their pages would guard nothing.
 */
export const readsCounted = (limits: LeadReadLimits, staff: Pick<StaffIdentity, 'canExport'>) =>
  limits.alertAt > 0 && !staff.canExport;

/** The leads of a page whose reading counts: not those assigned to the reader. */
export function countedLeadIds(
  staff: Pick<StaffIdentity, 'email'>,
  leads: readonly Pick<Lead, 'id' | 'assignee'>[],
): string[] {
  const me = staff.email.toLowerCase();
  return leads.filter((lead) => lead.assignee?.toLowerCase() !== me).map((lead) => lead.id);
}

const TOO_FAST =
  'You have read many leads today, so further pages of leads come more slowly. Please try again in a few seconds.';

const today = (sql: Sql) => sql`(now() at time zone ${TIME_ZONE})::date`;

export interface RecordReads {
  staff: Pick<StaffIdentity, 'userId' | 'email'>;
  leadIds: readonly string[];
  limits: LeadReadLimits;
  /** Which client read, for the alert's audit entry: `console` or `web` (clientOf). */
  client: string;
  /** The request's address and user agent, for the same entry (requestClient). */
  from?: AuditClient;
  /**
   * A listing page waits its turn, and is refused (429) when the queue is
   * longer than two pages' waits; a resume that has already been sent is
   * only counted.
   */
  pace: boolean;
}

/**
 * Counts `leadIds` as read today by `staff`, and answers how long the answer
 * must wait (0 below the threshold). Crossing the threshold writes the day's
 * one alert: an audit entry and an email to every admin, in one
 * transaction. A page refused with 429 counts nothing.
 *
 * Below the threshold a page costs two statements: one that finds whether it
 * holds any lead new today (a page read before stops there: the grid reads
 * its loaded blocks again on every new enquiry, ADR 019), and one that
 * counts it. Past the threshold, the person's day is locked, so that their
 * pages queue one after another on every instance.
 */
export async function recordLeadReads(
  sql: Sql,
  { staff, leadIds, limits, client, from, pace }: RecordReads,
): Promise<{ waitMs: number }> {
  if (leadIds.length === 0) return { waitMs: 0 };
  const ids = leadIds as string[];
  const [seen] = await sql<{ fresh: number; leads: number }[]>`
    select (
      select count(*) from unnest(${ids}::uuid[]) as page(lead_id)
      where not exists (
        select 1 from staff_lead_reads r
        where r.staff_id = ${staff.userId} and r.day = ${today(sql)} and r.lead_id = page.lead_id
      )
    )::int as fresh,
    coalesce((
      select leads from staff_read_days where staff_id = ${staff.userId} and day = ${today(sql)}
    ), 0) as leads`;
  if (seen!.fresh === 0) return { waitMs: 0 };
  if (seen!.leads + seen!.fresh > limits.alertAt) {
    return paced(sql, { staff, leadIds, limits, client, from, pace });
  }
  // The reads and the day's count in one statement.
  const [counted] = await sql<{ leads: number; alerted: boolean; started: boolean }[]>`
    with added as (
      insert into staff_lead_reads (staff_id, day, lead_id)
      select ${staff.userId}, ${today(sql)}, unnest(${ids}::uuid[])
      on conflict do nothing
      returning 1
    )
    insert into staff_read_days as d (staff_id, day, leads)
    values (${staff.userId}, ${today(sql)}, (select count(*) from added))
    on conflict (staff_id, day) do update set leads = d.leads + excluded.leads
    returning d.leads, d.alerted, (d.xmax = 0) as started`;
  if (counted!.started) await forgetEarlierDays(sql);
  // Pages counted at once by other requests may have crossed it meanwhile.
  if (counted!.leads > limits.alertAt && !counted!.alerted) {
    await sql.begin(async (tx) => {
      const [crossed] = await tx<{ leads: number }[]>`
        update staff_read_days set alerted = true
        where staff_id = ${staff.userId} and day = ${today(tx as unknown as Sql)} and not alerted
        returning leads`;
      if (crossed) await alert(tx as unknown as Sql, staff, crossed.leads, limits, client, from);
    });
  }
  return { waitMs: 0 };
}

/**
 * A new day for someone: every earlier day is of no further use, everyone's
 * (and a removed account's reads with them). A few days' rows at most, so a
 * walk of the table; once per member of staff per day.
 */
async function forgetEarlierDays(sql: Sql) {
  await sql`delete from staff_lead_reads where day < ${today(sql)}`;
  await sql`delete from staff_read_days where day < ${today(sql)}`;
}

/** Past the threshold: the person's day locked, the page's wait in their queue, or 429. */
async function paced(
  sql: Sql,
  { staff, leadIds, limits, client, from, pace }: RecordReads,
): Promise<{ waitMs: number }> {
  return (await sql.begin(async (tx) => {
    const day = today(tx as unknown as Sql);
    const [started] = await tx`
      insert into staff_read_days (staff_id, day) values (${staff.userId}, ${day})
      on conflict do nothing returning 1`;
    if (started) await forgetEarlierDays(tx as unknown as Sql);
    const [state] = await tx<{ leads: number; alerted: boolean; queued_ms: number }[]>`
      select leads, alerted,
        coalesce(greatest(0, extract(epoch from slow_until - clock_timestamp()) * 1000), 0)::float8
          as queued_ms
      from staff_read_days where staff_id = ${staff.userId} and day = ${day} for update`;
    const added = (
      await tx`
        insert into staff_lead_reads (staff_id, day, lead_id)
        select ${staff.userId}, ${day}, unnest(${leadIds as string[]}::uuid[])
        on conflict do nothing`
    ).count;
    const total = state!.leads + added;
    const beyond = Math.min(added, total - limits.alertAt);
    let waitMs = 0;
    if (pace && beyond > 0 && limits.delayMsPerLead > 0) {
      const cap = pageWaitMs(limits);
      const queued = Math.ceil(state!.queued_ms);
      waitMs = queued + Math.min(beyond * limits.delayMsPerLead, cap);
      if (waitMs > 2 * cap) {
        // Rolled back: nothing of this page is counted, and nothing is sent.
        throw new ApiError(429, TOO_FAST, {
          headers: { 'Retry-After': String(Math.max(1, Math.ceil((queued - cap) / 1000))) },
        });
      }
    }
    const alerting = !state!.alerted && total > limits.alertAt;
    await tx`
      update staff_read_days set leads = ${total}, alerted = alerted or ${alerting},
        slow_until = case when ${waitMs} > 0
          then clock_timestamp() + ${waitMs} * interval '1 millisecond' else slow_until end
      where staff_id = ${staff.userId} and day = ${day}`;
    if (alerting) await alert(tx as unknown as Sql, staff, total, limits, client, from);
    return { waitMs };
  })) as { waitMs: number };
}

/** The day's one alert: on the audit trail, and by email to every admin (through the outbox, ADR 020). */
async function alert(
  tx: Sql,
  staff: Pick<StaffIdentity, 'email'>,
  leads: number,
  limits: LeadReadLimits,
  client: string,
  from: AuditClient | undefined,
) {
  await audit(tx, {
    actor: staff.email,
    action: 'bulk_read_alert',
    rows: leads,
    detail: { threshold: limits.alertAt, client },
    ...(from ? { client: from } : {}),
  });
  await tellAdmins(tx, staff.email, leads, limits);
}

/** True once `staff` has read more distinct leads today than the threshold. */
export async function overDailyReads(
  sql: Sql,
  staff: Pick<StaffIdentity, 'userId'>,
  limits: LeadReadLimits,
): Promise<boolean> {
  const [row] = await sql<{ over: boolean }[]>`
    select exists (
      select 1 from staff_read_days
      where staff_id = ${staff.userId} and day = ${today(sql)} and leads > ${limits.alertAt}
    ) as over`;
  return row!.over;
}

/** The alert's email to every admin, through the outbox. */
async function tellAdmins(tx: Sql, reader: string, leads: number, limits: LeadReadLimits) {
  const admins = await tx<{ email: string }[]>`
    select email from staff_users where role = 'admin' order by lower(email)`;
  const slowed =
    limits.delayMsPerLead > 0
      ? 'Until the end of the day (India time), each further page of leads they have not read today comes more slowly. They can still open and work on the leads assigned to them and those they have already read.'
      : 'Nothing is slowed (LEAD_READ_DELAY_MS is 0).';
  const text = [
    `${reader} has read ${leads} different leads today, more than the ${limits.alertAt} at which admins are told (DAILY_LEAD_READ_ALERT). Leads assigned to them are not counted.`,
    '',
    slowed,
    '',
    'If this was not expected, look at their entries in the audit trail of the admissions console, and end their access if need be: npm run staff -- remove on the server.',
    '',
    'This is the only such email about them today.',
  ].join('\n');
  for (const admin of admins) {
    await enqueueMail(tx, {
      kind: 'bulk_read_alert',
      to: admin.email,
      subject: 'A member of staff read more leads than usual today',
      text,
    });
  }
}
