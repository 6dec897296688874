/**
 * The product exactly as `npm start` runs it (`@skltcoa/api/main`, which is
 * api/src/main.ts), on a fresh embedded PostgreSQL and the built site, for
 * Playwright's webServer.
 */
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startSmtpCatcher } from '@skltcoa/api/testing/smtp';
import { E2E_MAIL_DIR, E2E_PG_DIR, E2E_PG_PORT, E2E_PORT } from './constants';

rmSync(dirname(E2E_PG_DIR), { recursive: true, force: true });
mkdirSync(dirname(E2E_PG_DIR), { recursive: true });
chmodSync(dirname(E2E_PG_DIR), 0o755);

// A real SMTP server on loopback that the product's outbox worker sends to;
// each message it receives is left in E2E_MAIL_DIR for the specs to read.
mkdirSync(E2E_MAIL_DIR, { recursive: true });
const smtp = await startSmtpCatcher();
let written = 0;
setInterval(() => {
  for (const mail of smtp.messages().slice(written)) {
    written += 1;
    const { to, subject, text } = mail;
    writeFileSync(join(E2E_MAIL_DIR, `${written}.json`), JSON.stringify({ to, subject, text }));
  }
}, 50).unref();

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  EMBEDDED_PG_DIR: E2E_PG_DIR,
  EMBEDDED_PG_PORT: String(E2E_PG_PORT),
  ENQUIRY_RATE_LIMIT: '0',
  ENQUIRY_CONTACT_RATE_LIMIT: '0',
  LOGIN_FAILURES_PER_ACCOUNT: '0',
  LOGIN_FAILURES_PER_ADDRESS: '0',
  LOG_REQUESTS: 'false',
  // Specs read thousands of leads as counsellors; the threshold's slowing is tested in
  // api/src/leads/lead-reads.test.ts (ADR 039).
  DAILY_LEAD_READ_ALERT: '0',
  SITE_DIR: 'site/dist',
  SMTP_URL: smtp.url,
  // The loopback catcher speaks plain SMTP; STARTTLS is tested in api/src/mail/transport.test.ts.
  SMTP_REQUIRE_TLS: 'false',
  SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
});
delete process.env.DATABASE_URL;
delete process.env.MIGRATION_DATABASE_URL;

await import('@skltcoa/api/main');
