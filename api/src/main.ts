import { createApp } from './app';
import { fromRepo, openDatabase } from './db/connect';
import { parseEnv, type Config } from './env';
import { startDashboardFold } from './lib/dashboard-fold';
import { startHttpServer } from './http-server';
import { createMailTransport } from './mail/transport';
import { startOutboxWorker } from './mail/worker';
import { startPrivacyJob } from './privacy/jobs';

let config: Config;
try {
  config = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const db = await openDatabase(config);
const mailTransport = createMailTransport({
  smtpUrl: config.mail.smtpUrl,
  outboxDir: fromRepo(config.mail.outboxDir),
});
console.log(
  mailTransport.kind === 'smtp'
    ? `Email: sending through ${mailTransport.description}`
    : `Email: SMTP_URL is unset, so emails are written as .eml files to ${mailTransport.description}`,
);
const outbox = startOutboxWorker({ sql: db.sql, transport: mailTransport, from: config.mail.from });
const privacyJob = startPrivacyJob({ sql: db.sql, retentionMonths: config.leadRetentionMonths });
const dashboardFold = startDashboardFold({ sql: db.sql });
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
  mailTransport.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
