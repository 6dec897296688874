/*
 * Where the outbox worker hands its messages: an SMTP server (SMTP_URL), or,
 * in development without one, a folder of .eml files that any mail program
 * opens (ADR 020).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: { filename: string; contentType: string; content: string }[] | undefined;
  /** `<…@…>`; the worker derives it from the outbox row, so a repeated send keeps it. */
  messageId?: string | undefined;
}

export interface MailTransport {
  kind: 'smtp' | 'folder';
  /** For the start-up log line: the SMTP host and port, or the folder. Never credentials. */
  description: string;
  /** Resolves once the server (or the folder) has the message; rejects with a Nodemailer or fs error. */
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL; unset writes .eml files to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** Absolute, or relative to the working directory. */
  outboxDir: string;
  /** Refuse to send over smtp:// unless the server takes STARTTLS (SMTP_REQUIRE_TLS). */
  requireTls?: boolean;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, { requireTls: options.requireTls ?? true })
    : folderTransport(options.outboxDir);
}

/**
 * One pooled connection, kept between messages: a new connection a message
 * cost about 100 ms each here, a pooled one about 10. The timeouts bound how
 * long a send holds its outbox row's lock.
 */
export function smtpTransport(
  url: string,
  { timeoutMs = 30_000, requireTls = false } = {},
): MailTransport {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    url,
    // Families' names and addresses never cross the network in the clear:
    // without STARTTLS the send fails, and the outbox tries again later.
    requireTLS: requireTls && !secure,
    tls: { minVersion: 'TLSv1.2' },
    pool: true,
    maxConnections: 1,
    connectionTimeout: Math.min(timeoutMs, 10_000),
    greetingTimeout: Math.min(timeoutMs, 10_000),
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    description: `${parsed.protocol}//${parsed.hostname}:${parsed.port || (secure ? 465 : 587)}`,
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as an RFC 822 file, `<time>-<random>.eml`, in `dir`. A
 * file appears whole or not at all (written aside, then renamed).
 */
export function folderTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'folder',
    description: dir,
    send: async (mail) => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const info = await transporter.sendMail(mail);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const partial = join(dir, `.${name}.tmp`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, join(dir, `${name}.eml`));
    },
    close: () => transporter.close(),
  };
}
