import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from './constants';

export interface E2eMail {
  to: string[];
  subject: string | undefined;
  text: string | undefined;
}

function received(): E2eMail[] {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  return readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((file) => JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), 'utf8')) as E2eMail);
}

/**
 * The newest message to `address` whose subject starts with `subject`, once
 * the product's outbox worker has delivered it to the e2e server's SMTP
 * catcher (support/server.ts).
 */
export async function mailTo(address: string, subject = '', timeoutMs = 15_000): Promise<E2eMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received().filter(
      (mail) => mail.to.includes(address) && (mail.subject ?? '').startsWith(subject),
    );
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one-time link to `path` in a message, as the person would click it. */
export function linkIn(mail: E2eMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(
    mail.text ?? '',
  );
  if (!match) throw new Error(`No ${path} link in "${mail.subject}"`);
  return match[0];
}
