import { fileURLToPath } from 'node:url';

/** Set E2E_PORT to run two suites side by side; everything else derives from it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_PG_PORT = E2E_PORT + 50_000;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Throwaway data directory of the e2e run's PostgreSQL; wiped at every start. */
export const E2E_PG_DIR = fileURLToPath(new URL(`../.tmp/${E2E_PORT}/postgres`, import.meta.url));
export const E2E_STAFF = {
  email: 'e2e.counsellor@example.edu.in',
  password: 'e2e passphrase for tests',
};

/** Debian's Chromium: Playwright's own browser download does not work on these machines. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Where the e2e server's SMTP catcher leaves each message it receives, as JSON (support/mail.ts). */
export const E2E_MAIL_DIR = fileURLToPath(new URL(`../.tmp/${E2E_PORT}/mail`, import.meta.url));
