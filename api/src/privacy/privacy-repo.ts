import {
  consentPurposesOf,
  fieldsIn,
  GUARDIAN_LINK_DAYS,
  LEAD_FIELDS,
  personalColumns,
  RIGHTS_REQUEST_PERSONAL_COLUMNS,
  RIGHTS_RECORD_DAYS,
  WITHDRAWAL_LINK_HOURS,
  LinkContactSchema,
  WithdrawalContactSchema,
  withoutMinorsCampaign,
  type Enquiry,
  type GuardianStatement,
  type GuardianVerification,
  type Language,
  type RecordedWithdrawal,
} from '@skltcoa/shared';
import { inTransaction, type Sql } from '../db/client';
import { ApiError } from '../http/api-error';
import { withdrawnLead } from '../http/error-handler';
import { insertLeads, type NewLeadAssignment } from '../leads/leads-repo';
import { audit, DATA_PRINCIPAL, SYSTEM_ACTOR } from '../audit/audit';
import { deleteMailFor, enqueueMail } from '../mail/outbox';
import {
  acknowledgementMail,
  enquiryLanguage,
  guardianConsentMail,
  withdrawalLinkMail,
} from './emails';
import { hashToken, linkTo, newToken } from './links';

/*
 * Consent records, under-18 enquiries held for a guardian, withdrawal and
 * the erasure it brings (ADR 021, docs/privacy.md). Every function
 * takes `now`, so that tests move the clock instead of waiting a week.
 */

export type WithdrawalContact = ReturnType<typeof WithdrawalContactSchema.parse>;
export type LinkContact = ReturnType<typeof LinkContactSchema.parse>;

export const GUARDIAN_PAGE = '/privacy/guardian';
export const WITHDRAW_CONFIRM_PAGE = '/privacy/withdraw/confirm';

const DAY_MS = 86_400_000;

/**
 * How long the withdrawal link in every email to a family works: as long as we
 * may hold what it withdraws (24 months' retention from the last sign of life,
 * docs/privacy.md), with a year to spare; erasing an address spends its links
 * before then (ADR 054).
 */
export const EMAIL_WITHDRAW_LINK_DAYS = 3 * 365;

/*
 * What an erasure sets to null, from LEAD_FIELDS (shared/src/lead/fields.ts):
 * every personal column of the lead, its consent records and its timeline.
 */
const ERASED = {
  leads: personalColumns(LEAD_FIELDS, 'admission_leads'),
  consents: personalColumns(LEAD_FIELDS, 'lead_consents'),
  activities: personalColumns(LEAD_FIELDS, 'lead_activities'),
};
/** Each column set to null, as an update's `set` takes it. */
export const nulls = (columns: readonly string[]) =>
  Object.fromEntries(columns.map((column) => [column, null]));

/** The guardian's contact, which the consent record the guardian gave keeps. */
const GUARDIAN = fieldsIn(LEAD_FIELDS, 'lead_consents').filter(
  (field): field is Extract<typeof field, { personal: true; stored: { table: 'lead_consents' } }> =>
    field.personal,
);
const noGuardian = nulls(GUARDIAN.map((field) => field.stored.column));

/**
 * The guardian's consent record: the contact the student gave, with the
 * guardian's own statement in place of what the student wrote of them, and
 * how they were verified (ADR 055). The statement's fields are the personal
 * ones no form of the student's sends.
 */
function guardianRecord(enquiry: Enquiry, statement: GuardianStatement) {
  const stated: Record<string, string> = {
    guardian_name: statement.guardian_name,
    guardian_relationship: statement.relationship,
  };
  return {
    ...Object.fromEntries(
      GUARDIAN.map(({ key, stored }) => [
        stored.column,
        stated[key] ?? (enquiry as Record<string, unknown>)[key] ?? null,
      ]),
    ),
    guardian_stated_adult: statement.guardian_adult,
    guardian_verification: 'email-link' satisfies GuardianVerification,
  };
}

export interface PrivacyOptions {
  siteUrl: string;
  now?: Date;
}

/** What an enquiry's consent record holds; the same for the student's and the guardian's. */
function consentOf(enquiry: Enquiry) {
  return {
    notice_version: enquiry.notice_version,
    notice_language: enquiry.notice_language,
    language: enquiryLanguage(enquiry),
    purposes: [...consentPurposesOf(enquiry)],
    form_type: enquiry.form_type,
    source_page: enquiry.source_page ?? null,
  };
}

/**
 * The one-step withdrawal link an email to a family carries, in the caller's
 * transaction: a one-time link bound to the recipient's own address, which
 * withdraws the enquiries that carry that address and nothing else (ADR 040),
 * and whose page speaks the email's language. It sends nothing, so it spends
 * none of the recipient's mail (ADR 041). Opening it only shows a button; the
 * button's POST withdraws (ADR 054).
 */
export async function withdrawLinkFor(
  tx: Sql,
  to: string,
  language: Language,
  options: PrivacyOptions,
): Promise<string> {
  const [link] = await withdrawLinksFor(tx, [{ to, language }], options);
  return link!;
}

/**
 * The one-step withdrawal links of many emails at once (a group commit's
 * acknowledgements, an import's notices), in one statement; in the order given.
 */
export async function withdrawLinksFor(
  tx: Sql,
  recipients: readonly { to: string; language: Language }[],
  { siteUrl, now = new Date() }: PrivacyOptions,
): Promise<string[]> {
  if (recipients.length === 0) return [];
  const expiresAt = new Date(now.getTime() + EMAIL_WITHDRAW_LINK_DAYS * DAY_MS);
  const made = recipients.map(({ to, language }) => ({
    ...newToken(),
    contact: `email:${to.toLowerCase()}`,
    language,
  }));
  await tx`
    insert into privacy_links ${tx(
      made.map(({ hash, contact, language }) => ({
        token_hash: hash,
        purpose: 'withdrawal',
        contact,
        language,
        created_at: now,
        expires_at: expiresAt,
      })),
    )}`;
  return made.map(({ token }) => linkTo(siteUrl, WITHDRAW_CONFIRM_PAGE, token));
}

/**
 * In the transaction that stores new leads: each one's consent record and
 * its acknowledgement email, so that a lead exists exactly when both do.
 */
export async function recordConsents(
  tx: Sql,
  leads: readonly { id: string; enquiry: Enquiry }[],
  {
    siteUrl,
    now = new Date(),
    acknowledge = () => true,
  }: PrivacyOptions & {
    /** False where the enquirer's address has had its daily share of mail (ADR 041). */
    acknowledge?: (enquiry: Enquiry) => boolean;
  },
): Promise<void> {
  if (leads.length === 0) return;
  const rows = leads.map(({ id, enquiry }) => ({
    lead_id: id,
    given_by: 'self',
    given_at: now,
    ...consentOf(enquiry),
  }));
  await tx`insert into lead_consents ${tx(rows)}`;
  const acknowledged = leads.filter(({ enquiry }) => acknowledge(enquiry));
  // Each acknowledgement's own withdrawal link, all in one statement for a group commit.
  const links = await withdrawLinksFor(
    tx,
    acknowledged.map(({ enquiry }) => ({ to: enquiry.email, language: enquiryLanguage(enquiry) })),
    { siteUrl, now },
  );
  await Promise.all(
    acknowledged.map(({ id, enquiry }, index) =>
      enqueueMail(tx, acknowledgementMail(enquiry, id, { siteUrl, withdrawLink: links[index] })),
    ),
  );
}

export type HoldOutcome = 'held' | 'repeat' | 'conflict';

/**
 * An under-18's enquiry: kept out of the leads, and its guardian emailed a
 * one-time link, all in one transaction. A repeat of the same submission
 * changes nothing; the same id with other details is a conflict.
 */
export async function holdForGuardian(
  sql: Sql,
  enquiry: Enquiry,
  { siteUrl, now = new Date() }: PrivacyOptions,
): Promise<HoldOutcome> {
  const expiresAt = new Date(now.getTime() + GUARDIAN_LINK_DAYS * DAY_MS);
  return inTransaction(sql, async (tx) => {
    const [held] = await tx<{ id: string }[]>`
      insert into pending_enquiries (submission_id, enquiry, created_at, expires_at)
      values (${enquiry.submission_id}, ${tx.json(enquiry as never)}, ${now}, ${expiresAt})
      on conflict (submission_id) do nothing
      returning id`;
    if (!held) {
      const [same] = await tx`
        select 1 from pending_enquiries
        where submission_id = ${enquiry.submission_id} and enquiry = ${tx.json(enquiry as never)}`;
      return same ? 'repeat' : 'conflict';
    }
    const { token, hash } = newToken();
    await tx`
      insert into privacy_links (token_hash, purpose, pending_id, language, created_at, expires_at)
      values (${hash}, 'guardian', ${held.id}, ${enquiryLanguage(enquiry)}, ${now}, ${expiresAt})`;
    await enqueueMail(
      tx,
      guardianConsentMail(enquiry, held.id, {
        siteUrl,
        link: linkTo(siteUrl, GUARDIAN_PAGE, token),
        expiresAt,
        withdrawLink: await withdrawLinkFor(tx, enquiry.guardian_email!, enquiryLanguage(enquiry), {
          siteUrl,
          now,
        }),
      }),
    );
    return 'held';
  });
}

export type LinkProblem = 'invalid' | 'used' | 'expired';

interface LinkRow {
  purpose: 'guardian' | 'withdrawal' | 'rights_request';
  pending_id: string | null;
  request_id: string | null;
  contact: string | null;
  expires_at: Date;
  used_at: Date | null;
}

/** The link of a token, locked for this transaction, or why it cannot be used. */
export async function claimLink(
  tx: Sql,
  token: string,
  purpose: LinkRow['purpose'],
  now: Date,
): Promise<LinkRow | LinkProblem> {
  const [link] = await tx<LinkRow[]>`
    select purpose, pending_id, request_id, contact, expires_at, used_at from privacy_links
    where token_hash = ${hashToken(token)} and purpose = ${purpose}
    for update`;
  if (!link) return 'invalid';
  if (link.used_at) return 'used';
  if (link.expires_at <= now) return 'expired';
  return link;
}

/**
 * The language of the email a link came in, kept on the link after it is used
 * or spent, so that even its problem page speaks it; null for a token that
 * never was (ADR 054).
 */
export async function linkLanguage(sql: Sql, token: string): Promise<Language | null> {
  const [row] = await sql<{ language: Language }[]>`
    select language from privacy_links where token_hash = ${hashToken(token)}`;
  return row?.language ?? null;
}

/** What a withdrawal link's page shows before the button is pressed: its language, or why not. */
export async function withdrawalForLink(
  sql: Sql,
  token: string,
  now: Date = new Date(),
): Promise<{ language: Language } | LinkProblem> {
  const [row] = await sql<{ language: Language; expires_at: Date; used_at: Date | null }[]>`
    select language, expires_at, used_at from privacy_links
    where token_hash = ${hashToken(token)} and purpose = 'withdrawal'`;
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  if (row.expires_at <= now) return 'expired';
  return { language: row.language };
}

export const useLink = (tx: Sql, token: string, now: Date) => tx`
  update privacy_links set used_at = ${now}, contact = null, pending_id = null, request_id = null
  where token_hash = ${hashToken(token)}`;

/** What the guardian's link page shows before they decide. */
export async function pendingForLink(
  sql: Sql,
  token: string,
  now: Date = new Date(),
): Promise<{ enquiry: Enquiry; expiresAt: Date } | LinkProblem> {
  const [row] = await sql<
    { enquiry: unknown; expires_at: Date; used_at: Date | null; pending: boolean }[]
  >`
    select p.enquiry, l.expires_at, l.used_at, p.id is not null as pending
    from privacy_links l left join pending_enquiries p on p.id = l.pending_id
    where l.token_hash = ${hashToken(token)} and l.purpose = 'guardian'`;
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  if (row.expires_at <= now || !row.pending) return 'expired';
  return { enquiry: row.enquiry as Enquiry, expiresAt: row.expires_at };
}

export type GuardianDecision = 'agree' | 'decline';

/**
 * The guardian's answer. Agreeing makes the enquiry a lead, with both
 * consent records and the acknowledgement to the student; declining erases
 * it at once. Either way the link is spent.
 */
export async function decideForGuardian(
  sql: Sql,
  token: string,
  decision: GuardianDecision,
  {
    siteUrl,
    now = new Date(),
    assignment = 'none',
    statement,
  }: PrivacyOptions & {
    assignment?: NewLeadAssignment;
    /** What the guardian stated on the consent page; agreeing needs it (ADR 055). */
    statement?: GuardianStatement;
  },
): Promise<{ leadId: string | null } | LinkProblem> {
  if (decision === 'agree' && !statement) {
    throw new Error('A guardian agrees only with their statement of name, relationship and age.');
  }
  return inTransaction(sql, async (tx) => {
    const link = await claimLink(tx, token, 'guardian', now);
    if (typeof link === 'string') return link;
    const [pending] = await tx<{ id: string; enquiry: unknown; created_at: Date }[]>`
      delete from pending_enquiries where id = ${link.pending_id} returning id, enquiry, created_at`;
    await useLink(tx, token, now);
    if (!pending) return 'expired';
    if (decision === 'decline') {
      await deleteMailFor(tx, [pending.id]);
      await spendGuardianLinks(tx, [pending.enquiry as Enquiry], now);
      await audit(tx, { actor: DATA_PRINCIPAL, action: 'guardian_declined', rows: 1 });
      return { leadId: null };
    }
    // Stored by holdForGuardian after validation; a notice published since must not refuse it.
    const enquiry = withoutMinorsCampaign(pending.enquiry as Enquiry);
    const [lead] = await insertLeads(tx, [enquiry], assignment);
    // A submission that became a lead by some other way keeps that lead.
    if (!lead) return { leadId: null };
    const consent = consentOf(enquiry);
    // Both rows name every column: postgres.js takes the columns from the first.
    await tx`
      insert into lead_consents ${tx([
        {
          lead_id: lead.id,
          given_by: 'self',
          given_at: pending.created_at,
          ...consent,
          ...noGuardian,
          guardian_stated_adult: null,
          guardian_verification: null,
        },
        {
          lead_id: lead.id,
          given_by: 'guardian',
          given_at: now,
          ...consent,
          ...guardianRecord(enquiry, statement!),
        },
      ])}`;
    // The guardian's email is about this lead now, so that erasing the lead erases it.
    await tx`update mail_outbox set lead_id = ${lead.id} where lead_id = ${pending.id}`;
    const withdrawLink = await withdrawLinkFor(tx, enquiry.email, enquiryLanguage(enquiry), {
      siteUrl,
      now,
    });
    await enqueueMail(tx, acknowledgementMail(enquiry, lead.id, { siteUrl, withdrawLink }));
    return { leadId: lead.id };
  });
}

/** A contact as links and requests store it: `email:<address>` or `phone:+91…`. */
export const storedContact = (contact: WithdrawalContact) => `${contact.kind}:${contact.value}`;

export function parseStoredContact(stored: string): WithdrawalContact {
  const [kind, ...rest] = stored.split(':');
  return { kind, value: rest.join(':') } as WithdrawalContact;
}

/** Leads and held enquiries of a contact: as the enquirer, or as the guardian who agreed. */
export async function leadsOfContact(tx: Sql, contact: WithdrawalContact) {
  const byEnquirer =
    contact.kind === 'email'
      ? tx`lower(l.email) = ${contact.value}`
      : tx`l.phone = ${contact.value}`;
  const byGuardian =
    contact.kind === 'email'
      ? tx`lower(c.guardian_email) = ${contact.value}`
      : tx`c.guardian_phone = ${contact.value}`;
  return tx<{ id: string; email: string }[]>`
    select l.id, l.email from admission_leads l
    where l.withdrawn_at is null and (${byEnquirer}
      or exists (select 1 from lead_consents c where c.lead_id = l.id and ${byGuardian}))
    order by l.id
    for update of l`;
}

const pendingOfContact = (tx: Sql, contact: WithdrawalContact) =>
  contact.kind === 'email'
    ? tx<{ id: string; email: string; guardian_email: string | null }[]>`
        select id, enquiry->>'email' as email, enquiry->>'guardian_email' as guardian_email
        from pending_enquiries
        where lower(enquiry->>'email') = ${contact.value} or lower(enquiry->>'guardian_email') = ${contact.value}`
    : tx<{ id: string; email: string; guardian_email: string | null }[]>`
        select id, enquiry->>'email' as email, enquiry->>'guardian_email' as guardian_email
        from pending_enquiries
        where enquiry->>'phone' = ${contact.value} or enquiry->>'guardian_phone' = ${contact.value}`;

/**
 * Whether we hold an enquiry, a lead or one held for a guardian, that
 * carries this contact. A one-time link goes only to the very email the
 * person typed, and only when this holds
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export async function carriesContact(tx: Sql, contact: WithdrawalContact): Promise<boolean> {
  const known = [...(await leadsOfContact(tx, contact)), ...(await pendingOfContact(tx, contact))];
  return known.length > 0;
}

/**
 * The withdrawal page's request: one one-time link to the email typed, when
 * an enquiry carries it. Nothing is sent to an address we do not hold, so the
 * page cannot be used to mail strangers, and its answer is the same either
 * way, so it cannot be used to learn who enquired. `mayMail` is the
 * per-recipient allowance for what an anonymous request sends
 * (docs/decisions/041-mail-an-anonymous-request-can-cause.md).
 */
export async function requestWithdrawal(
  sql: Sql,
  contact: LinkContact,
  {
    siteUrl,
    now = new Date(),
    mayMail = async () => true,
    language = 'en',
  }: PrivacyOptions & { mayMail?: (to: string) => Promise<boolean>; language?: Language },
): Promise<number> {
  const expiresAt = new Date(now.getTime() + WITHDRAWAL_LINK_HOURS * 3_600_000);
  return inTransaction(sql, async (tx) => {
    if (!(await carriesContact(tx, contact)) || !(await mayMail(contact.value))) return 0;
    const { token, hash } = newToken();
    await tx`
      insert into privacy_links (token_hash, purpose, contact, language, created_at, expires_at)
      values (${hash}, 'withdrawal', ${storedContact(contact)}, ${language}, ${now}, ${expiresAt})`;
    await enqueueMail(
      tx,
      withdrawalLinkMail(contact.value, {
        siteUrl,
        link: linkTo(siteUrl, WITHDRAW_CONFIRM_PAGE, token),
        language,
      }),
    );
    return 1;
  });
}

/**
 * Erases what says who these leads were, in the caller's transaction: the
 * lead keeps its programme, form, dates and status, so counts stay right
 * and staff see that it was withdrawn. Notes and call notes go, the
 * guardian's contact on the consent records goes, and every email to or
 * about them leaves the outbox.
 */
export type ErasureReason = 'withdrawal' | 'retention' | 'request';

export async function eraseLeads(
  tx: Sql,
  leads: readonly { id: string; email: string | null }[],
  now: Date,
  reason: ErasureReason = 'withdrawal',
): Promise<void> {
  if (leads.length === 0) return;
  const ids = leads.map((lead) => lead.id);
  const addresses = leads.flatMap((lead) => (lead.email ? [lead.email.toLowerCase()] : []));
  const guardians = await tx<{ email: string }[]>`
    select distinct lower(guardian_email) as email from lead_consents
    where lead_id = any(${ids}::uuid[]) and guardian_email is not null`;
  await tx`
    update admission_leads
    set ${tx(nulls(ERASED.leads))}, next_follow_up_at = null,
      withdrawn_at = ${now}, erasure_reason = ${reason}, version = version + 1, updated_at = ${now}
    where id = any(${ids}::uuid[])`;
  if (ERASED.activities.length > 0) {
    const held = ERASED.activities
      .map((column) => tx`${tx(column)} is not null`)
      .reduce((either, other) => tx`${either} or ${other}`);
    await tx`
      update lead_activities set ${tx(nulls(ERASED.activities))}, erased_at = ${now}
      where lead_id = any(${ids}::uuid[]) and (${held})`;
  }
  await tx`
    update lead_consents
    set ${tx({ ...nulls(ERASED.consents), withdrawn_at: now })}
    where lead_id = any(${ids}::uuid[])`;
  await deleteMailFor(tx, ids);
  if (addresses.length > 0) {
    await tx`delete from mail_outbox where lower(to_address) = any(${addresses}::text[])`;
  }
  // The withdrawal links in their emails keep the address: spent once no enquiry we still
  // hold carries it (ADR 054).
  await spendWithdrawLinks(
    tx,
    [...addresses, ...guardians.map((row) => row.email)].map((address) => `email:${address}`),
    now,
    { unlessHeld: true },
  );
  // Answered rights requests about them keep only their kind and dates (ADR 025).
  await tx`
    update rights_requests set ${tx(nulls(RIGHTS_REQUEST_PERSONAL_COLUMNS))}
    where lead_ids && ${ids}::uuid[] and closed_at is not null and contact is not null`;
}

/**
 * Spends the unused withdrawal links of these stored contacts and forgets the
 * contact on them; with `unlessHeld`, only those no enquiry we still hold (as the
 * enquirer or the consenting guardian) carries, whose emails still need them.
 */
async function spendWithdrawLinks(
  tx: Sql,
  contacts: readonly string[],
  now: Date,
  { unlessHeld = false }: { unlessHeld?: boolean } = {},
) {
  if (contacts.length === 0) return;
  await tx`
    update privacy_links p set used_at = ${now}, contact = null
    where p.purpose = 'withdrawal' and p.used_at is null and p.contact = any(${contacts}::text[])
      ${
        unlessHeld
          ? tx`and not exists (
              select 1 from admission_leads l
              where l.withdrawn_at is null and 'email:' || lower(l.email) = p.contact)
            and not exists (
              select 1 from lead_consents c join admission_leads l on l.id = c.lead_id
              where l.withdrawn_at is null and 'email:' || lower(c.guardian_email) = p.contact)
            and not exists (
              select 1 from pending_enquiries e
              where 'email:' || lower(e.enquiry->>'guardian_email') = p.contact)`
          : tx``
      }`;
}

/** The withdrawal links in the emails to the guardians of held enquiries that went. */
const spendGuardianLinks = (tx: Sql, enquiries: readonly Enquiry[], now: Date) =>
  spendWithdrawLinks(
    tx,
    enquiries.flatMap((enquiry) =>
      enquiry.guardian_email ? [`email:${enquiry.guardian_email.toLowerCase()}`] : [],
    ),
    now,
    { unlessHeld: true },
  );

/**
 * Erases everything held about a contact, in the caller's transaction: its
 * leads (as the enquirer or the guardian who agreed) and the duplicates an
 * admin merged into them, its held enquiries, and every email to it. Each
 * erased lead is audited with the reason. Returns the erased leads' ids and
 * how many held enquiries went.
 */
export async function eraseContact(
  tx: Sql,
  contact: WithdrawalContact,
  now: Date,
  {
    reason,
    actor,
    detail = {},
    withMerged = false,
  }: {
    reason: ErasureReason;
    actor: string;
    detail?: Record<string, string>;
    /**
     * Also the duplicates an admin merged into them, which the admin judged the
     * same person: only where a person of the college decides (an erasure
     * request's answer), never on a link alone, which proves one contact.
     */
    withMerged?: boolean;
  },
): Promise<{ leadIds: string[]; pending: number }> {
  const own = await leadsOfContact(tx, contact);
  const merged =
    !withMerged || own.length === 0
      ? []
      : await tx<{ id: string; email: string }[]>`
          select id, email from admission_leads
          where withdrawn_at is null and merged_into = any(${own.map((lead) => lead.id)}::uuid[])
          order by id
          for update`;
  const leads = [...own, ...merged.filter((lead) => !own.some((o) => o.id === lead.id))];
  const pending = await pendingOfContact(tx, contact);
  await eraseLeads(tx, leads, now, reason);
  await audit(
    tx,
    ...leads.map((lead) => ({
      actor,
      action: 'lead_erased' as const,
      leadId: lead.id,
      detail: { reason, ...detail },
    })),
  );
  if (pending.length > 0) {
    const ids = pending.map((row) => row.id);
    await tx`delete from pending_enquiries where id = any(${ids}::uuid[])`;
    await deleteMailFor(tx, ids);
  }
  const addresses = [
    contact.kind === 'email' ? contact.value : null,
    ...pending.map((p) => p.email),
  ]
    .filter((address): address is string => !!address)
    .map((address) => address.toLowerCase());
  if (addresses.length > 0) {
    await tx`delete from mail_outbox where lower(to_address) = any(${addresses}::text[])`;
  }
  // The withdrawal links in the emails about the held enquiries, now that they are gone.
  await spendWithdrawLinks(
    tx,
    [
      ...addresses,
      ...pending.flatMap((p) => (p.guardian_email ? [p.guardian_email.toLowerCase()] : [])),
    ].map((address) => `email:${address}`),
    now,
    { unlessHeld: true },
  );
  return { leadIds: leads.map((lead) => lead.id), pending: pending.length };
}

/**
 * The withdrawal link, followed: every lead and held enquiry of the contact
 * is withdrawn and erased at once, well within the 24 hours promised.
 */
export async function confirmWithdrawal(
  sql: Sql,
  token: string,
  now: Date = new Date(),
): Promise<{ withdrawn: number } | LinkProblem> {
  return inTransaction(sql, async (tx) => {
    const link = await claimLink(tx, token, 'withdrawal', now);
    if (typeof link === 'string') return link;
    const erased = await eraseContact(tx, parseStoredContact(link.contact!), now, {
      reason: 'withdrawal',
      actor: DATA_PRINCIPAL,
    });
    await useLink(tx, token, now);
    // Other links of the same contact, asked for or in its emails, have nothing left to
    // withdraw: spent, so that a later click says the consent is already withdrawn.
    await spendWithdrawLinks(tx, [link.contact!], now);
    return { withdrawn: erased.leadIds.length + erased.pending };
  });
}

/**
 * A lead's contact that staff checked with the person, as links store it; a
 * 404, a 409 for a withdrawn lead, or a 400 when the lead has no such contact.
 */
export async function checkedContactOf(
  tx: Sql,
  leadId: string,
  kind: 'phone' | 'email',
): Promise<WithdrawalContact> {
  const [lead] = await tx<{ email: string | null; phone: string | null; withdrawn: boolean }[]>`
    select email, phone, withdrawn_at is not null as withdrawn from admission_leads
    where id = ${leadId} for update`;
  if (!lead) throw new ApiError(404, 'There is no such lead.');
  if (lead.withdrawn) throw withdrawnLead();
  const value = kind === 'phone' ? lead.phone : lead.email?.toLowerCase();
  if (!value) {
    throw new ApiError(400, 'Please correct the fields below.', {
      fields: { contact: `This enquiry has no ${kind === 'phone' ? 'mobile number' : 'email'}.` },
    });
  }
  return { kind, value } as WithdrawalContact;
}

/**
 * A withdrawal a member of staff took by phone, in person or by letter, after
 * checking the person on one of the lead's contacts: every enquiry carrying
 * that contact is withdrawn and erased, as the link would, and the audit
 * trail names the staff member and how the person asked
 * (docs/decisions/040-privacy-links-only-to-the-contact-typed.md).
 */
export async function recordWithdrawal(
  sql: Sql,
  leadId: string,
  { contact, method }: RecordedWithdrawal,
  staff: string,
  now: Date = new Date(),
): Promise<{ withdrawn: number }> {
  return inTransaction(sql, async (tx) => {
    const checked = await checkedContactOf(tx, leadId, contact);
    const erased = await eraseContact(tx, checked, now, {
      reason: 'withdrawal',
      actor: staff,
      detail: { method, contact },
    });
    await spendWithdrawLinks(tx, [storedContact(checked)], now);
    return { withdrawn: erased.leadIds.length + erased.pending };
  });
}

/**
 * Under-18 enquiries whose guardian never answered are erased when their
 * link expires, with the guardian's email; spent and expired links go a day
 * later (a late click still learns the link expired, not that it never was).
 */
export async function eraseExpired(
  sql: Sql,
  now: Date = new Date(),
): Promise<{ pending: number; links: number }> {
  const work = async (tx: Sql) => {
    const gone = await tx<{ id: string; enquiry: unknown }[]>`
      delete from pending_enquiries where expires_at <= ${now} returning id, enquiry`;
    await spendGuardianLinks(
      tx,
      gone.map((row) => row.enquiry as Enquiry),
      now,
    );
    await deleteMailFor(
      tx,
      gone.map((row) => row.id),
    );
    const links = await tx`
      delete from privacy_links where expires_at <= ${new Date(now.getTime() - DAY_MS)}`;
    // Rights requests never confirmed go with their link; answered ones keep
    // their contact and details RIGHTS_RECORD_DAYS for a follow-up (ADR 025).
    await tx`delete from rights_requests where confirmed_at is null and expires_at <= ${now}`;
    await tx`
      update rights_requests set ${tx(nulls(RIGHTS_REQUEST_PERSONAL_COLUMNS))}
      where contact is not null and kind <> 'nomination'
        and closed_at <= ${now}::timestamptz - make_interval(days => ${RIGHTS_RECORD_DAYS})`;
    if (gone.length > 0) {
      await audit(tx, { actor: SYSTEM_ACTOR, action: 'held_enquiries_erased', rows: gone.length });
    }
    return { pending: gone.length, links: links.count };
  };
  // The job calls it inside the transaction that holds its lock.
  return inTransaction(sql, work);
}

/**
 * Erases the personal data of leads that have shown no sign of life (no
 * timeline entry, or none since they came) for `months`, unless the student
 * enrolled (docs/privacy.md gives the period's reason). A
 * batch at a time, so that one run never holds many rows locked.
 */
export async function eraseForRetention(
  tx: Sql,
  months: number,
  now: Date = new Date(),
  batch = 1000,
): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await tx<{ id: string; email: string | null }[]>`
      select id, email from admission_leads
      where withdrawn_at is null and status <> 'enrolled'
        and coalesce(last_activity_at, created_at)
          < ${now}::timestamptz - make_interval(months => ${months})
      order by coalesce(last_activity_at, created_at), id
      limit ${batch}
      for update skip locked`;
    if (due.length === 0) break;
    await eraseLeads(tx, due, now, 'retention');
    erased += due.length;
    if (due.length < batch) break;
  }
  if (erased > 0) {
    await audit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'lead_erased',
      rows: erased,
      detail: { reason: 'retention', months },
    });
  }
  return erased;
}
