/*
 * The outbox worker (ADR 020): runs in every API process, sends what
 * enqueueMail wrote, and marks it sent.
 *
 * Each message is claimed with FOR UPDATE SKIP LOCKED in a transaction that
 * stays open while it is sent and commits with sent_at set, so two instances
 * never send the same row. Delivery is at least once, not exactly once: if
 * the process or the database connection dies after the SMTP server has
 * accepted a message but before the commit, the row is still unsent and goes
 * again. The Message-ID stays the same, so a receiving system may drop the
 * repeat. A failed send is tried again with exponential backoff, forever: a
 * message is never dropped, only deleted (erasure, pruning).
 */
import type { Sql } from '../db/client';
import { isDatabaseUnavailable } from '../db/client';
import { OUTBOX_CHANNEL, pruneSentMail } from './outbox';
import type { MailTransport, OutgoingMail } from './transport';

export interface OutboxWorkerOptions {
  sql: Sql;
  transport: MailTransport;
  /** The From header, `Name <address>`. */
  from: string;
  /** Look for due messages this often even without a notification. */
  pollIntervalMs?: number;
  /** Messages sent one after another before the worker looks at stop and pruning again. */
  batchSize?: number;
  /** Milliseconds to wait after the n-th failed attempt (n ≥ 1). */
  backoff?: (attempts: number) => number;
  /** The clock that decides which messages are due. */
  now?: () => Date;
  /** Sent messages older than this are deleted; 0 turns pruning off. */
  pruneAfterDays?: number;
  pruneEveryMs?: number;
  /** One line an event; never given an address or a body. */
  log?: (line: string) => void;
}

export interface OutboxWorker {
  /** Look for due messages now. enqueueMail's notification does this on commit. */
  wake: () => void;
  /** Stops looking, waits for the message being sent (if any) to be committed, and UNLISTENs. */
  stop: () => Promise<void>;
}

const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 3_600_000;

/** 30 s, 1 min, 2 min, … doubling up to 1 h, then hourly for ever. */
export function defaultBackoff(attempts: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * A short, fixed-vocabulary name for a failure: Nodemailer's or Node's code
 * (ECONNREFUSED, ETIMEDOUT, EENVELOPE) with the SMTP reply code. Never the
 * error's message, which quotes the recipient's address.
 */
export function mailErrorCode(error: unknown): string {
  const { code, originalCode, responseCode } = (error ?? {}) as Record<string, unknown>;
  const word = (value: unknown) =>
    typeof value === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(value) ? value : undefined;
  // Nodemailer reports a refused connection as ESOCKET with Node's ECONNREFUSED beside it.
  const name =
    word(originalCode) ??
    word(code) ??
    (error instanceof Error ? word(error.name) : undefined) ??
    'UNKNOWN';
  return typeof responseCode === 'number' && responseCode >= 100 && responseCode <= 599
    ? `${name}:${responseCode}`
    : name;
}

interface DueRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: OutgoingMail['attachments'] | null;
  forget_after_send: boolean;
  attempts: number;
  created_at: Date;
  next_attempt_at: Date;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    sql,
    transport,
    from,
    pollIntervalMs = 10_000,
    batchSize = 50,
    backoff = defaultBackoff,
    now = () => new Date(),
    pruneAfterDays = 30,
    pruneEveryMs = 3_600_000,
    log = (line: string) => console.warn(line),
  } = options;
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

  let stopped = false;
  /** A wake arrived since the current pass began: look again before sleeping. */
  let woken = false;
  let endSleep: (() => void) | undefined;
  let listening: Promise<{ unlisten: () => Promise<void> } | undefined> | undefined;
  let relisten = true;
  let lastPruneAt = -Infinity;

  function wake() {
    woken = true;
    endSleep?.();
  }

  function listen() {
    const previous = listening;
    void previous?.then((meta) => meta?.unlisten()).catch(() => {});
    relisten = false;
    // The second callback runs on every (re)LISTEN: look at once for what was missed meanwhile.
    listening = sql.listen(OUTBOX_CHANNEL, wake, wake).catch((error: unknown) => {
      relisten = true;
      log(`Outbox: LISTEN failed (${mailErrorCode(error)}); polling meanwhile`);
      return undefined;
    });
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, ms);
      endSleep = done;
      function done() {
        clearTimeout(timer);
        endSleep = undefined;
        resolve();
      }
    });
  }

  /**
   * Takes the unsent message that falls due first, skipping those another
   * instance holds. A due one is sent and settled in this transaction; one
   * not yet due is left, and the time it falls due is returned (undefined
   * for an empty outbox). Reading "due now" and "due next" in one statement
   * leaves no gap for a message to fall due unseen.
   */
  function sendOne(): Promise<'sent' | 'failed' | { nextDueAt: Date | undefined }> {
    return sql.begin(async (tx) => {
      const [row] = await tx<DueRow[]>`
        select id::text as id, to_address, subject, text_body, html_body, attachments,
               forget_after_send, attempts, created_at, next_attempt_at
        from mail_outbox
        where sent_at is null
        order by next_attempt_at, id
        limit 1
        for update skip locked`;
      if (!row || row.next_attempt_at > now()) return { nextDueAt: row?.next_attempt_at };
      try {
        await transport.send({
          from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          attachments: row.attachments ?? undefined,
          messageId: `<outbox-${row.id}-${row.created_at.getTime()}@${domain}>`,
        });
      } catch (error) {
        const code = mailErrorCode(error);
        const attempts = row.attempts + 1;
        const delay = Math.max(0, backoff(attempts));
        await tx`
          update mail_outbox
          set attempts = ${attempts}, last_error = ${code},
              next_attempt_at = ${new Date(now().getTime() + delay)}
          where id = ${row.id}`;
        log(
          `Outbox: message ${row.id} not sent (${code}), attempt ${attempts}; next in ${Math.ceil(delay / 1000)} s`,
        );
        return 'failed';
      }
      if (row.forget_after_send) {
        await tx`delete from mail_outbox where id = ${row.id}`;
      } else {
        await tx`
          update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null
          where id = ${row.id}`;
      }
      return 'sent';
    });
  }

  /** Sends up to batchSize messages; returns how long to wait before the next batch. */
  async function sendBatch(): Promise<number> {
    for (let handled = 0; handled < batchSize && !stopped; handled++) {
      const outcome = await sendOne();
      if (typeof outcome === 'string') continue;
      const { nextDueAt } = outcome;
      if (!nextDueAt) return pollIntervalMs;
      return Math.min(pollIntervalMs, Math.max(0, nextDueAt.getTime() - now().getTime()));
    }
    return 0;
  }

  async function prune() {
    if (pruneAfterDays <= 0 || now().getTime() - lastPruneAt < pruneEveryMs) return;
    lastPruneAt = now().getTime();
    const pruned = await pruneSentMail(sql, pruneAfterDays);
    if (pruned) log(`Outbox: pruned ${pruned} sent messages older than ${pruneAfterDays} days`);
  }

  async function run() {
    while (!stopped) {
      woken = false;
      let delay = pollIntervalMs;
      try {
        // postgres.js re-LISTENs after a lost connection only once; after an outage, LISTEN anew.
        if (relisten) listen();
        await prune();
        delay = await sendBatch();
      } catch (error) {
        if (isDatabaseUnavailable(error)) relisten = true;
        log(`Outbox: ${mailErrorCode(error)}; looking again in ${Math.ceil(delay / 1000)} s`);
      }
      if (delay > 0) await sleep(delay);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const running = run();

  return {
    wake,
    stop: async () => {
      stopped = true;
      endSleep?.();
      await running;
      const meta = await listening;
      await meta?.unlisten().catch(() => {});
    },
  };
}
