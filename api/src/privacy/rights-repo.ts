import {
  RIGHTS_ANSWER_DAYS,
  RIGHTS_LINK_HOURS,
  RIGHTS_REQUEST_LABELS,
  RIGHTS_REQUEST_PERSONAL_COLUMNS,
  type RightsAction,
  type RightsCorrection,
  type RightsQueue,
  type RightsQueueQuery,
  type RightsRequest,
  type RightsRequestKind,
  type RecordedRightsRequest,
  type Language,
} from '@skltcoa/shared';
import { inTransaction, type Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { audit, DATA_PRINCIPAL, type AuditEntry } from '../audit/audit';
import { enqueueMail } from '../mail/outbox';
import { hashToken, linkTo, newToken } from './links';
import {
  carriesContact,
  checkedContactOf,
  claimLink,
  eraseContact,
  eraseLeads,
  leadsOfContact,
  nulls,
  parseStoredContact,
  storedContact,
  useLink,
  withdrawLinkFor,
  type LinkProblem,
} from './privacy-repo';
import { personalDataFiles } from './rights-export';
import {
  accessAnswerMail,
  correctionAnswerMail,
  erasureAnswerMail,
  grievanceAnswerMail,
  nominationAnswerMail,
  rightsLinkMail,
  rightsReceivedMail,
  type RightsAnswer,
} from './rights-mail';
import { RIGHTS_CONFIRM_PAGE } from './rights-pages';

/*
 * Rights requests (ADR 025): asked for on /privacy/request,
 * confirmed by an emailed one-time link, answered by an admin in the
 * console. Every function takes `now`, so that tests move the clock.
 */

const DAY_MS = 86_400_000;

interface Options {
  siteUrl: string;
  now?: Date;
}

/**
 * The form's request: when an enquiry we hold carries the email typed, an
 * unconfirmed request and a one-time link to that email alone
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md). Nothing is
 * stored or sent otherwise, and the caller answers the same either way.
 */
export async function requestRights(
  sql: Sql,
  request: RightsRequest,
  {
    siteUrl,
    now = new Date(),
    mayMail = async () => true,
    language = 'en',
  }: Options & { mayMail?: (to: string) => Promise<boolean>; language?: Language },
): Promise<number> {
  const expiresAt = new Date(now.getTime() + RIGHTS_LINK_HOURS * 3_600_000);
  const to = request.contact.value;
  return inTransaction(sql, async (tx) => {
    if (!(await carriesContact(tx, request.contact)) || !(await mayMail(to))) return 0;
    const [row] = await tx<{ id: string }[]>`
      insert into rights_requests (kind, contact, details, nominee_name, nominee_contact,
                                   language, created_at, expires_at)
      values (${request.kind}, ${storedContact(request.contact)}, ${request.details ?? null},
              ${request.nominee_name ?? null}, ${request.nominee_contact ?? null},
              ${language}, ${now}, ${expiresAt})
      returning id`;
    const { token, hash } = newToken();
    await tx`
      insert into privacy_links (token_hash, purpose, request_id, contact, language, created_at,
                                 expires_at)
      values (${hash}, 'rights_request', ${row!.id}, ${to}, ${language}, ${now}, ${expiresAt})`;
    await enqueueMail(
      tx,
      rightsLinkMail(to, request.kind, {
        siteUrl,
        link: linkTo(siteUrl, RIGHTS_CONFIRM_PAGE, token),
        language,
        withdrawLink: await withdrawLinkFor(tx, to, language, { siteUrl, now }),
      }),
    );
    return 1;
  });
}

/**
 * A request a person made to staff by phone, in person or by letter: staff
 * checked them on one of the lead's contacts, so it is confirmed at once,
 * about the enquiries that carry that contact; the receipt and the answer go
 * to an email one of those enquiries carries. The audit trail names the admin
 * and how the person asked (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export async function recordRightsRequest(
  sql: Sql,
  request: RecordedRightsRequest,
  staff: string,
  { siteUrl, now = new Date() }: Options,
): Promise<{ id: string; dueAt: Date }> {
  return inTransaction(sql, async (tx) => {
    const contact = await checkedContactOf(tx, request.lead_id, request.contact);
    const leads = await leadsOfContact(tx, contact);
    if (!leads.some((lead) => lead.email?.toLowerCase() === request.reply_to)) {
      throw new ApiError(400, 'Please correct the fields below.', {
        fields: {
          reply_to:
            'The answer can go only to an email address that one of this person’s enquiries carries.',
        },
      });
    }
    const dueAt = new Date(now.getTime() + RIGHTS_ANSWER_DAYS * DAY_MS);
    // The family's language, as their enquiry's consent record keeps it (ADR 054).
    const [consent] = await tx<{ language: Language }[]>`
      select language from lead_consents where lead_id = ${request.lead_id}
      order by given_at limit 1`;
    const language = consent?.language ?? 'en';
    const [row] = await tx<{ id: string }[]>`
      insert into rights_requests (kind, contact, reply_to, details, nominee_name, nominee_contact,
                                   lead_ids, language, created_at, expires_at, confirmed_at, due_at)
      values (${request.kind}, ${storedContact(contact)}, ${request.reply_to},
              ${request.details ?? null}, ${request.nominee_name ?? null},
              ${request.nominee_contact ?? null}, ${leads.map((lead) => lead.id)}::uuid[],
              ${language}, ${now}, ${now}, ${now}, ${dueAt})
      returning id`;
    await audit(tx, {
      actor: staff,
      action: 'rights_request_received',
      rows: leads.length,
      detail: {
        request_id: row!.id,
        kind: request.kind,
        method: request.method,
        contact: request.contact,
      },
    });
    await enqueueMail(tx, {
      ...rightsReceivedMail(request.reply_to, request.kind, dueAt, {
        siteUrl,
        language,
        withdrawLink: await withdrawLinkFor(tx, request.reply_to, language, { siteUrl, now }),
      }),
      leadId: leads[0]?.id ?? null,
    });
    return { id: row!.id, dueAt };
  });
}

/** What the link's page shows before the person confirms. */
export async function requestForLink(
  sql: Sql,
  token: string,
  now: Date = new Date(),
): Promise<{ kind: RightsRequestKind; language: Language } | LinkProblem> {
  const [row] = await sql<
    { kind: RightsRequestKind | null; language: Language; expires_at: Date; used_at: Date | null }[]
  >`
    select r.kind, l.language, l.expires_at, l.used_at
    from privacy_links l left join rights_requests r on r.id = l.request_id
    where l.token_hash = ${hashToken(token)} and l.purpose = 'rights_request'`;
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  if (row.expires_at <= now || !row.kind) return 'expired';
  return { kind: row.kind, language: row.language };
}

/**
 * The link, followed and confirmed: the request is received now, due in
 * RIGHTS_ANSWER_DAYS, answered to the address the link went to, about the
 * enquiries its contact matches now. The person gets a receipt.
 */
export async function confirmRights(
  sql: Sql,
  token: string,
  { siteUrl, now = new Date() }: Options,
): Promise<{ id: string; kind: RightsRequestKind; dueAt: Date; language: Language } | LinkProblem> {
  return inTransaction(sql, async (tx) => {
    const link = await claimLink(tx, token, 'rights_request', now);
    if (typeof link === 'string') return link;
    const [request] = await tx<
      { id: string; kind: RightsRequestKind; contact: string; language: Language }[]
    >`
      select id, kind, contact, language from rights_requests
      where id = ${link.request_id} and confirmed_at is null
      for update`;
    await useLink(tx, token, now);
    if (!request) return 'expired';
    const leads = await leadsOfContact(tx, parseStoredContact(request.contact));
    const dueAt = new Date(now.getTime() + RIGHTS_ANSWER_DAYS * DAY_MS);
    await tx`
      update rights_requests
      set confirmed_at = ${now}, due_at = ${dueAt}, reply_to = ${link.contact},
        lead_ids = ${leads.map((lead) => lead.id)}::uuid[]
      where id = ${request.id}`;
    // Any other unused link of this request is spent with it.
    await tx`
      delete from privacy_links
      where purpose = 'rights_request' and request_id = ${request.id} and used_at is null`;
    await audit(tx, {
      actor: DATA_PRINCIPAL,
      action: 'rights_request_received',
      rows: leads.length,
      detail: { request_id: request.id, kind: request.kind },
    });
    await enqueueMail(tx, {
      ...rightsReceivedMail(link.contact!, request.kind, dueAt, {
        siteUrl,
        language: request.language,
        withdrawLink: await withdrawLinkFor(tx, link.contact!, request.language, { siteUrl, now }),
      }),
      leadId: leads[0]?.id ?? null,
    });
    return { id: request.id, kind: request.kind, dueAt, language: request.language };
  });
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The admins' queue: confirmed requests, the open ones by due date first. */
export async function listRightsRequests(
  sql: Sql,
  { state }: RightsQueueQuery,
  now: Date = new Date(),
): Promise<RightsQueue> {
  const requests = await sql<RightsQueue['requests']>`
    select r.id, r.kind,
      ${sql.unsafe(iso('r.confirmed_at'))} as received_at,
      ${sql.unsafe(iso('r.due_at'))} as due_at,
      (r.closed_at is null and r.due_at < ${now}) as overdue,
      ${sql.unsafe(iso('r.closed_at'))} as closed_at,
      r.closed_by,
      case when r.contact is null then null else substr(r.contact, strpos(r.contact, ':') + 1) end as contact,
      r.details, r.nominee_name, r.nominee_contact,
      coalesce((
        select json_agg(json_build_object(
          'id', l.id, 'name', l.name, 'email', l.email, 'phone', l.phone,
          'program', l.program, 'erased', l.withdrawn_at is not null) order by l.created_at, l.id)
        from admission_leads l where l.id = any(r.lead_ids)
      ), '[]') as leads
    from rights_requests r
    where r.confirmed_at is not null
      ${state === 'open' ? sql`and r.closed_at is null` : sql``}
      ${state === 'closed' ? sql`and r.closed_at is not null` : sql``}
    order by r.closed_at desc nulls first, r.due_at, r.id
    limit 500`;
  return { requests };
}

interface OpenRequest {
  id: string;
  kind: RightsRequestKind;
  contact: string;
  reply_to: string;
  details: string | null;
  nominee_name: string | null;
  nominee_contact: string | null;
  lead_ids: string[];
  language: Language;
}

/** The open request, locked, of the kind the action answers; a 404 or 409 otherwise. */
async function openRequest(tx: Sql, id: string, kind: RightsRequestKind): Promise<OpenRequest> {
  const [request] = await tx<(OpenRequest & { closed: boolean })[]>`
    select id, kind, contact, reply_to, details, nominee_name, nominee_contact, lead_ids, language,
      closed_at is not null as closed
    from rights_requests where id = ${id} and confirmed_at is not null
    for update`;
  if (!request) throw new ApiError(404, 'There is no such request.');
  if (request.closed) throw new ApiError(409, 'This request was already answered.');
  if (request.kind !== kind) {
    throw new ApiError(
      409,
      `This request asks to “${RIGHTS_REQUEST_LABELS[request.kind]}”, not to “${RIGHTS_REQUEST_LABELS[kind]}”.`,
    );
  }
  return request;
}

const close = (tx: Sql, id: string, staff: string, now: Date) => tx`
  update rights_requests set closed_at = ${now}, closed_by = ${staff} where id = ${id}`;

export interface ActionContext {
  siteUrl: string;
  /** The admin's email, for the record and the audit trail. */
  staff: string;
  now?: Date;
}

/** An answer to the request's reply address, in its language, with its own withdrawal link. */
const answer = async (
  tx: Sql,
  request: OpenRequest,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date | undefined },
  message?: string,
): Promise<RightsAnswer> => ({
  to: request.reply_to,
  siteUrl,
  message,
  language: request.language,
  withdrawLink: await withdrawLinkFor(tx, request.reply_to, request.language, { siteUrl, now }),
});

type AnswerEvent = Omit<AuditEntry, 'actor'>;

/**
 * One answer: the open request of that kind, locked; what `act` does and
 * emails; the request closed by this admin; and the audit event `act`
 * returns, naming the request.
 */
async function answerWith(
  sql: Sql,
  id: string,
  kind: RightsRequestKind,
  { staff, now = new Date() }: ActionContext,
  act: (tx: Sql, request: OpenRequest) => Promise<AnswerEvent>,
): Promise<void> {
  await inTransaction(sql, async (tx) => {
    const request = await openRequest(tx, id, kind);
    const event = await act(tx, request);
    await close(tx, id, staff, now);
    await audit(tx, { ...event, actor: staff, detail: { request_id: id, ...event.detail } });
  });
}

/** Access: the person's data as files, emailed through the outbox. */
export const answerAccess = (
  sql: Sql,
  id: string,
  { message }: RightsAction,
  context: ActionContext,
) =>
  answerWith(sql, id, 'access', context, async (tx, request) => {
    const files = await personalDataFiles(tx, request.lead_ids, context.now ?? new Date());
    const to = await answer(tx, request, context, message);
    await enqueueMail(tx, accessAnswerMail(to, request.lead_ids[0] ?? null, files));
    return { action: 'rights_access_sent', rows: request.lead_ids.length };
  });

/** Correction: one enquiry's fields set as the person asked, checked by the form's own schemas. */
export const answerCorrection = (
  sql: Sql,
  id: string,
  change: RightsCorrection,
  context: ActionContext,
) =>
  answerWith(sql, id, 'correction', context, async (tx, request) => {
    if (!request.lead_ids.includes(change.lead_id)) {
      throw new ApiError(400, 'Please correct the fields below.', {
        fields: { lead_id: 'Choose one of the request’s enquiries.' },
      });
    }
    const fields = (['name', 'email', 'phone', 'program'] as const).filter(
      (field) => change[field] !== undefined,
    );
    const values = Object.fromEntries(fields.map((field) => [field, change[field]!]));
    const updated = await tx`
      update admission_leads
      set ${tx(values, ...fields)}, version = version + 1, updated_at = ${context.now ?? new Date()}
      where id = ${change.lead_id} and withdrawn_at is null`;
    if (updated.count === 0) throw new ApiError(409, 'That enquiry has been erased.');
    const to = await answer(tx, request, context, change.message);
    await enqueueMail(tx, correctionAnswerMail(to, change.lead_id, fields));
    return { action: 'lead_corrected', leadId: change.lead_id, detail: { fields: [...fields] } };
  });

/**
 * Erasure: everything held about the contact and the request's enquiries,
 * as a withdrawal erases it, then the answer, which is deleted once sent.
 * The person's other requests are closed with it and keep no contact.
 */
export async function answerErasure(
  sql: Sql,
  id: string,
  { message }: RightsAction,
  { siteUrl, staff, now = new Date() }: ActionContext,
): Promise<{ erased: number }> {
  return inTransaction(sql, async (tx) => {
    const request = await openRequest(tx, id, 'erasure');
    const detail = { request_id: id };
    const erased = await eraseContact(tx, parseStoredContact(request.contact), now, {
      reason: 'request',
      actor: staff,
      detail,
      withMerged: true,
    });
    // Enquiries it matched when confirmed, whose contact was corrected since.
    const rest = await tx<{ id: string; email: string | null }[]>`
      select id, email from admission_leads
      where id = any(${request.lead_ids}::uuid[]) and withdrawn_at is null
      for update`;
    await eraseLeads(tx, rest, now, 'request');
    await audit(
      tx,
      ...rest.map((lead) => ({
        actor: staff,
        action: 'lead_erased' as const,
        leadId: lead.id,
        detail: { reason: 'request', ...detail },
      })),
    );
    // The link and the receipt went to the reply address: they go too.
    await tx`delete from mail_outbox where lower(to_address) = lower(${request.reply_to})`;
    // The last email to the address: no withdrawal link, since nothing is left to withdraw.
    await enqueueMail(
      tx,
      erasureAnswerMail({ to: request.reply_to, siteUrl, message, language: request.language }),
    );
    const ids = [...erased.leadIds, ...rest.map((lead) => lead.id)];
    await tx`
      update rights_requests
      set ${tx(nulls(RIGHTS_REQUEST_PERSONAL_COLUMNS))},
        closed_at = coalesce(closed_at, ${now}), closed_by = coalesce(closed_by, ${staff})
      where id = ${id} or contact = ${request.contact} or lead_ids && ${ids}::uuid[]`;
    await tx`delete from privacy_links where request_id = ${id}`;
    return { erased: ids.length + erased.pending };
  });
}

/** Nomination: the request itself is the record (ADR 025); the person is told. */
export const answerNomination = (
  sql: Sql,
  id: string,
  { message }: RightsAction,
  context: ActionContext,
) =>
  answerWith(sql, id, 'nomination', context, async (tx, request) => {
    const to = await answer(tx, request, context, message);
    const nominee = request.nominee_name ?? '';
    await enqueueMail(tx, nominationAnswerMail(to, request.lead_ids[0] ?? null, nominee));
    return { action: 'rights_nomination_recorded', rows: request.lead_ids.length };
  });

/** A grievance: the admin's answer, emailed. */
export const answerGrievance = (
  sql: Sql,
  id: string,
  { message }: { message: string },
  context: ActionContext,
) =>
  answerWith(sql, id, 'grievance', context, async (tx, request) => {
    const to = await answer(tx, request, context, message);
    await enqueueMail(tx, grievanceAnswerMail(to, request.lead_ids[0] ?? null));
    return { action: 'rights_grievance_answered' };
  });
