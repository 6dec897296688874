export { createApp } from './app';
export type { AppDeps, CreateAppOptions } from './app';
export { parseEnv, type Config } from './env';
export { createSql, type Sql } from './db/client';
export { migrate } from './db/migrate';
export { startEmbeddedPostgres } from './db/embedded';
export { addStaffUser, removeStaffUser } from './auth/staff-users';
