/**
 * The product exactly as `npm start` runs it (`@skltcoa/api/main`, which is
 * api/src/main.ts), on a fresh embedded PostgreSQL and the built site, for
 * Playwright's webServer.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { E2E_PG_DIR, E2E_PG_PORT, E2E_PORT } from './constants';

rmSync(dirname(E2E_PG_DIR), { recursive: true, force: true });
mkdirSync(dirname(E2E_PG_DIR), { recursive: true });
chmodSync(dirname(E2E_PG_DIR), 0o755);

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
  SITE_DIR: 'site/dist',
});
delete process.env.DATABASE_URL;

await import('@skltcoa/api/main');
