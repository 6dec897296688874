import { createApp } from './app';
import { fromRepo, openDatabase, type Database } from './db/connect';
import { DatabaseRefused } from './db/roles';
import { parseEnv, type Config } from './env';
import { startDashboardFold } from './dashboard/dashboard-fold';
import { describeError } from './http/log-safe';
import { startHttpServer } from './http/http-server';
import { startImportWorker } from './imports/import-commit';
import { createMailTransport } from './mail/transport';
import { startOutboxWorker } from './mail/worker';
import { startPrivacyJob } from './privacy/jobs';

/**
 * Exit codes `npm start`'s supervisor (scripts/supervise.mjs) and systemd
 * read (docs/decisions/037-supervised-api-and-signed-console-updates.md):
 * a configuration error is not mended by starting again; anything else is.
 */
const EX_CONFIG = 78;
const EX_SOFTWARE = 70;

// An exception nothing caught leaves the process in a state nobody knows: it
// ends, and the supervisor starts it again. It is logged as describeError
// tells it: no message or field that could quote a visitor's data.
process.on('uncaughtException', (error, origin) => {
  console.error(`Ending after an ${origin}: ${describeError(error)}`);
  process.exit(EX_SOFTWARE);
});

let config: Config;
try {
  config = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(EX_CONFIG);
}

let db: Database;
try {
  db = await openDatabase(config);
} catch (error) {
  // A database the API must not serve from is said in one line, without a
  // stack (ADR 036); a role's privileges are configuration, which starting again does not mend.
  if (!(error instanceof DatabaseRefused)) throw error;
  console.error(error.message);
  process.exit(EX_CONFIG);
}
const mailTransport = createMailTransport({
  smtpUrl: config.mail.smtpUrl,
  outboxDir: fromRepo(config.mail.outboxDir),
  requireTls: config.mail.requireTls,
});
if (config.mail.smtpUrl && !config.mail.requireTls) {
  console.warn('Email: SMTP_REQUIRE_TLS=false, so messages may cross the network unencrypted');
}
if (config.siteUrlDefaulted) {
  console.warn(
    `SITE_URL is unset: links in emails point to ${config.siteUrl}, which only suits development`,
  );
}
console.log(
  mailTransport.kind === 'smtp'
    ? `Email: sending through ${mailTransport.description}`
    : `Email: SMTP_URL is unset, so emails are written as .eml files to ${mailTransport.description}`,
);
const outbox = startOutboxWorker({ sql: db.sql, transport: mailTransport, from: config.mail.from });
const privacyJob = startPrivacyJob({ sql: db.sql, retentionMonths: config.leadRetentionMonths });
const dashboardFold = startDashboardFold({ sql: db.sql });
// Commits imports in the background, and resumes one a restart left unfinished (ADR 051).
const importWorker = startImportWorker({ sql: db.sql, siteUrl: config.siteUrl });
const app = createApp(
  { sql: db.sql, config, database: db.gate },
  {
    siteDir: fromRepo(config.siteDir),
    updatesDir: config.updatesDir ? fromRepo(config.updatesDir) : undefined,
  },
);
const server = await startHttpServer(app.fetch, { port: config.port, hostname: config.host });
console.log(`Serving the site and API on http://localhost:${server.port} (${config.env})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await server.close();
  // The message being sent is committed as sent before the database goes.
  await outbox.stop();
  await privacyJob.stop();
  await dashboardFold.stop();
  await importWorker.stop();
  mailTransport.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
