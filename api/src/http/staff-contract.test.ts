import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@skltcoa/shared';
import { createApp } from '../app';
import { databaseGate } from '../db/availability';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { testConfig } from '../../test/test-config';

/*
 * The staff API's contract in shared is what the console and /web-leads call
 * (docs/decisions/047-a-staff-api-contract-in-shared.md): every entry must be
 * a route the app registers, and every staff route must be in the contract
 * or named below as one no client of ours calls.
 */

/** Staff routes that are reached another way than through a client of the contract. */
const NOT_IN_CONTRACT = new Set<string>([]);

let db: TestDatabase;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  db = await createTestDatabase();
  const database = databaseGate(db.appSql);
  const app = createApp({ sql: db.appSql, config: testConfig(), database, logError: () => {} });
  database.stop();
  routes = app.routes
    .filter((route) => route.method !== 'ALL')
    .map(({ method, path }) => ({ method, path }));
});
afterAll(async () => db.drop());

const STAFF_PREFIXES = [
  '/api/auth/',
  '/api/leads',
  '/api/staff',
  '/api/views',
  '/api/dashboard',
  '/api/audit',
  '/api/rights-requests',
  '/api/security-settings',
  '/api/imports',
  '/api/import-mappings',
];

describe('the staff API contract', () => {
  it.each(Object.entries(STAFF_API))('%s is a route the app registers', (_, endpoint) => {
    expect(routes).toContainEqual({ method: endpoint.method, path: endpoint.path });
  });

  it('covers every staff route, or names it as one no client calls', () => {
    const inContract = new Set(Object.values(STAFF_API).map((e) => `${e.method} ${e.path}`));
    const missing = routes
      .filter(({ path }) => STAFF_PREFIXES.some((prefix) => path.startsWith(prefix)))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !inContract.has(route) && !NOT_IN_CONTRACT.has(route));
    expect([...new Set(missing)]).toEqual([]);
  });
});
