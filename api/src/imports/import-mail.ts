/**
 * The email each imported family gets (docs/decisions/051-importing-leads.md):
 * where their details came from, the college's privacy notice and how to
 * withdraw, through the outbox (ADR 020), paced.
 *
 *   importedLeadNotice(lead, batch, siteUrl): { subject, text }
 *   enqueueImportNotices(tx, notices, intervalMs): Promise<void>
 *     adds the messages in the caller's transaction, one statement, each due
 *     `intervalMs` after the one before, after any import notice still
 *     waiting: the outbox sends them at that pace, whichever import they
 *     came from, and mail about enquiries from the website goes between them.
 */
import { CURRENT_NOTICE_VERSION, findNotice, PROGRAM_FACTS } from '@skltcoa/shared';
import type { Sql } from '../db/client';
import { OUTBOX_CHANNEL } from '../mail/outbox';
import { footer, noticeText } from '../privacy/emails';

export const IMPORT_NOTICE_KIND = 'imported_lead_notice';

/** One notice each half second: 7,200 an hour, well within what a mail provider accepts from one sender. */
export const IMPORT_MAIL_INTERVAL_MS = 500;

const COLLEGE = 'SKLT College of Architecture';

const shortName = (program: string) =>
  Object.values(PROGRAM_FACTS).find((facts) => facts.program === program)?.short ?? program;

export function importedLeadNotice(
  lead: { name: string; program: string },
  batch: { source: string; consent_statement: string },
  siteUrl: string,
  /** The email's own one-step withdrawal link (docs/decisions/054-the-family-language-and-one-step-withdrawal.md). */
  withdrawLink?: string,
): { subject: string; text: string } {
  const notice = findNotice(CURRENT_NOTICE_VERSION, 'en');
  if (!notice) throw new Error(`No published notice ${CURRENT_NOTICE_VERSION}/en`);
  const program = shortName(lead.program);
  return {
    subject: `Your interest in ${program} at ${COLLEGE}: our privacy notice`,
    text: [
      `Dear ${lead.name},`,
      '',
      `${batch.source} passed your details to ${COLLEGE}, as you had agreed there ("${batch.consent_statement}"). You showed interest in the ${lead.program} (${program}); a member of our admissions team may call you about admission.`,
      '',
      'Below is our privacy notice: what we keep about you, why, and for how long. If you do not want to hear from us, use the withdrawal link at the end and we will erase your details.',
      '',
      noticeText(notice),
      '',
      footer(siteUrl, withdrawLink ? { withdrawLink } : {}),
    ].join('\n'),
  };
}

export interface ImportNotice {
  leadId: string;
  to: string;
  subject: string;
  text: string;
}

export async function enqueueImportNotices(
  tx: Sql,
  notices: readonly ImportNotice[],
  intervalMs = IMPORT_MAIL_INTERVAL_MS,
): Promise<void> {
  if (notices.length === 0) return;
  await tx`
    with start as (
      select greatest(
        now(),
        (select max(next_attempt_at) + ${intervalMs} * interval '1 millisecond'
          from mail_outbox where kind = ${IMPORT_NOTICE_KIND} and sent_at is null)
      ) as at
    ), added as (
      insert into mail_outbox (kind, lead_id, to_address, subject, text_body, next_attempt_at)
      select ${IMPORT_NOTICE_KIND}, lead_id, to_address, subject, text_body,
        start.at + (n - 1) * ${intervalMs} * interval '1 millisecond'
      from start, unnest(
        ${notices.map((notice) => notice.leadId)}::uuid[],
        ${notices.map((notice) => notice.to)}::text[],
        ${notices.map((notice) => notice.subject)}::text[],
        ${notices.map((notice) => notice.text)}::text[]
      ) with ordinality as m(lead_id, to_address, subject, text_body, n)
      returning 1
    )
    select count(*), pg_notify(${OUTBOX_CHANNEL}, '') from added`;
}
