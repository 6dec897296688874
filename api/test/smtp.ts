import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the catcher received it. */
export interface CaughtMail {
  /** Addresses of the To header. */
  to: string[];
  from: string | undefined;
  subject: string | undefined;
  text: string | undefined;
  html: string | undefined;
  messageId: string | undefined;
  /** SMTP MAIL FROM and RCPT TO. */
  envelope: { from: string | undefined; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or smtpTransport(). */
  url: string;
  port: number;
  /** Everything received so far, oldest first. */
  messages: () => CaughtMail[];
  /** Resolves with the messages once at least `count` have arrived; rejects after `timeoutMs`. */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<CaughtMail[]>;
  clear: () => void;
  /** Stops listening: connections are refused (ECONNREFUSED) until up(). */
  down: () => Promise<void>;
  /** Listens again on the same port. */
  up: () => Promise<void>;
  /** Refuses the next `count` recipients with `responseCode` (451: try later), quoting the address as real servers do. */
  failNext: (count?: number, responseCode?: number) => void;
  close: () => Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) =>
    object.value.map((entry) => entry.address ?? ''),
  );

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what
 * it receives, parsed by `mailparser`. No TLS and no authentication, so
 * Nodemailer sends to it as to any plain SMTP relay.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  let failureCode = 451;
  let server: SMTPServer | undefined;
  let port = 0;

  function create() {
    return new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      disableReverseLookup: true,
      closeTimeout: 100,
      size: 10 * 1024 * 1024,
      onRcptTo(address, _session, callback) {
        if (failures > 0) {
          failures--;
          const error = new Error(`Mailbox <${address.address}> unavailable, try again later`);
          return callback(Object.assign(error, { responseCode: failureCode }));
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              received.push({
                to: addresses(parsed.to),
                from: addresses(parsed.from)[0],
                subject: parsed.subject,
                text: parsed.text,
                html: typeof parsed.html === 'string' ? parsed.html : undefined,
                messageId: parsed.messageId,
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                },
                raw: raw.toString('utf8'),
                parsed,
              });
              // Only now does the client hear 250, so what it sent is already in messages().
              callback();
              for (const check of waiters) check();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  function listen() {
    const next = create();
    return new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        // A client dropping mid-session is not the test's failure.
        next.on('error', () => {});
        port = (next.server.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });
  }

  function down() {
    const current = server;
    server = undefined;
    return new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
  }

  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => [...received],
    clear: () => {
      received.length = 0;
    },
    waitForMessages: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `SMTP catcher: ${received.length} of ${count} messages after ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        function check() {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...received]);
        }
        waiters.add(check);
        check();
      }),
    down,
    up: () => (server ? Promise.resolve() : listen()),
    failNext: (count = 1, responseCode = 451) => {
      failures = count;
      failureCode = responseCode;
    },
    close: down,
  };
}
