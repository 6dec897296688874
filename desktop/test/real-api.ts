import { randomUUID } from 'node:crypto';
import { addStaffUser } from '@skltcoa/api';
import type { StaffRole } from '@skltcoa/shared';
import {
  createTestDatabase,
  enquiry,
  postJson,
  STAFF,
  startServer,
  testConfig,
  type TestServer,
} from '@skltcoa/api/testing';

/** A second account, an admin, for tests where two members of staff work at once. */
export const COLLEAGUE = {
  email: 'admissions.head@example.edu.in',
  password: 'another correct horse battery',
};

/**
 * The real API on a fresh database, with a staff account (a counsellor), for
 * main-process modules to talk to. `env` sets the API's configuration.
 */
export async function startRealApi(env: Record<string, string> = {}) {
  const db = await createTestDatabase();
  await addStaffUser(db.sql, STAFF.email, STAFF.password);
  // The counsellor exports, as an admin would allow them (docs/decisions/026-export-permission.md).
  await db.sql`update staff_users set can_export = true where email = ${STAFF.email}`;
  let server: TestServer = await startServer(db.sql, testConfig(env));
  return {
    get url() {
      return server.url;
    },
    sql: db.sql,
    staff: STAFF,
    colleague: COLLEAGUE,
    /** Adds (or updates) an account; COLLEAGUE as an admin unless told otherwise. */
    addStaff: (account = COLLEAGUE, role: StaffRole = 'admin') =>
      addStaffUser(db.sql, account.email, account.password, role),
    async addEnquiries(count: number, overrides: Record<string, string> = {}): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const response = await postJson(
          server.url,
          '/api/enquiries',
          enquiry({
            email: `lead-${randomUUID().slice(0, 8)}@example.com`,
            phone: `98${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
            ...overrides,
          }),
        );
        if (response.status !== 201) throw new Error(`enquiry refused: ${await response.text()}`);
        ids.push(((await response.json()) as { id: string }).id);
      }
      return ids;
    },
    stopServer: () => server.close(),
    async close() {
      await server.close();
      await db.drop();
    },
    /** Replaces the server after `stopServer`, on a new port. */
    async restartServer() {
      server = await startServer(db.sql, testConfig(env));
    },
  };
}

export type RealApi = Awaited<ReturnType<typeof startRealApi>>;
