/*
 * `@skltcoa/api`: what the other workspaces use from the API. The console's
 * grid bench serves the app on a seeded database; the console's tests and the
 * e2e suite add staff accounts. Other entries (api/package.json `exports`):
 * `@skltcoa/api/main` runs the product as `npm start` does,
 * `@skltcoa/api/testing` holds the test helpers, and
 * `@skltcoa/api/testing/global-setup` gives a Vitest run its PostgreSQL.
 */
export { createApp } from './app';
export { addStaffUser } from './auth/staff-users';
export { createSql, type Sql } from './db/client';
export { startEmbeddedPostgres } from './db/embedded';
export { migrate } from './db/migrate';
export { parseEnv } from './env';
