/*
 * The email outbox (ADR 020): a message is a row written in the
 * caller's transaction, so it commits or rolls back with the lead it is about.
 * The outbox worker (worker.ts) sends it later, at least once.
 */
import type postgres from 'postgres';

/** A postgres.js client or a transaction of one (`sql.begin(tx => …)`). */
export type Queryable = postgres.ISql;

/** The channel the worker LISTENs on; enqueueMail notifies it, and PostgreSQL delivers on commit. */
export const OUTBOX_CHANNEL = 'mail_outbox';

export interface OutboxMessage {
  /** What the message is, in snake_case: `acknowledgement`, `guardian_consent`, … */
  kind: string;
  /** The lead it is about, so that erasing the lead deletes it (deleteMailFor). */
  leadId?: string | null;
  /** One bare address, no display name. */
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Files to attach, as text (an access answer's copy of the data: ADR 025). */
  attachments?: MailAttachment[] | null;
  /** Delete the row once sent rather than keep it for pruning: its address or body must not outlive the send. */
  forgetAfterSend?: boolean;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const KIND = /^[a-z][a-z0-9_]{0,63}$/;
const ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

/**
 * Adds a message to the outbox inside `tx`, the transaction that writes the
 * lead, and wakes the outbox workers of every API instance when it commits.
 * Returns the message's id (a bigint, as text).
 *
 * Throws a TypeError for a malformed message, which rolls the caller's
 * transaction back: a lead whose email cannot be sent is a bug, not a lead.
 */
export async function enqueueMail(tx: Queryable, message: OutboxMessage): Promise<string> {
  if (!KIND.test(message.kind)) throw new TypeError('enqueueMail: kind must be snake_case');
  if (!ADDRESS.test(message.to) || message.to.length > 320)
    throw new TypeError('enqueueMail: to must be one bare email address');
  if (/[\r\n]/.test(message.subject)) throw new TypeError('enqueueMail: subject has a line break');
  // One statement, so a caller that passes a client rather than a
  // transaction still gets the row and the notification together.
  const [row] = await tx<{ id: string }[]>`
    with added as (
      insert into mail_outbox (kind, lead_id, to_address, subject, text_body, html_body,
                               attachments, forget_after_send)
      values (${message.kind}, ${message.leadId ?? null}, ${message.to}, ${message.subject},
              ${message.text}, ${message.html ?? null},
              ${message.attachments ? tx.json(message.attachments as never) : null},
              ${message.forgetAfterSend ?? false})
      returning id
    )
    select added.id::text as id, pg_notify(${OUTBOX_CHANNEL}, '') from added`;
  return row!.id;
}

/**
 * Deletes every outbox row of these leads, sent or not, and returns how many.
 * Erasure calls it in the transaction that erases the leads. A message being
 * sent at that moment is locked by the worker; the delete waits for its
 * commit and then deletes it too.
 */
export async function deleteMailFor(tx: Queryable, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const result = await tx`
    delete from mail_outbox where lead_id = any(${leadIds as string[]}::uuid[])`;
  return result.count;
}

/**
 * Deletes sent messages older than `olderThanDays` (default 30): they hold
 * an address and a body that nobody needs once the message has gone. Unsent
 * messages are never pruned. Returns how many were deleted.
 */
export async function pruneSentMail(sql: Queryable, olderThanDays = 30): Promise<number> {
  if (!(olderThanDays >= 0)) throw new RangeError('pruneSentMail: olderThanDays must be ≥ 0');
  const result = await sql`
    delete from mail_outbox
    where sent_at is not null
      and sent_at < now() - make_interval(secs => ${olderThanDays * 86_400})`;
  return result.count;
}
