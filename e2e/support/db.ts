import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { addStaffUser } from '@skltcoa/api';
import type { Lead } from '@skltcoa/shared';
import { E2E_PG_DIR, E2E_PG_PORT, E2E_STAFF } from './constants';

let sql: postgres.Sql | undefined;

/** A connection to the database the e2e server is using. */
export function db(): postgres.Sql {
  if (!sql) {
    const { password } = JSON.parse(readFileSync(`${E2E_PG_DIR}.credentials.json`, 'utf8')) as {
      password: string;
    };
    sql = postgres(
      `postgres://skltcoa:${encodeURIComponent(password)}@127.0.0.1:${E2E_PG_PORT}/skltcoa`,
      {
        max: 2,
        onnotice: () => {},
      },
    );
  }
  return sql;
}

export async function closeDb(): Promise<void> {
  await sql?.end({ timeout: 1 });
  sql = undefined;
}

export async function findLeadBySubmissionId(submissionId: string): Promise<Lead | undefined> {
  const [lead] = await db()<
    Lead[]
  >`select * from admission_leads where submission_id::text = ${submissionId}`;
  return lead;
}

export async function findLeadsByEmail(email: string): Promise<Lead[]> {
  return db()<Lead[]>`select * from admission_leads where email = ${email} order by created_at`;
}

/** Waits for a lead that a browser is still submitting. */
export async function waitForLeadByEmail(email: string, timeoutMs = 5000): Promise<Lead> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [lead] = await findLeadsByEmail(email);
    if (lead) return lead;
    if (Date.now() > deadline) throw new Error(`No lead with email ${email} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The specs' shared counsellor, allowed to export as an admin would allow
 * them (docs/decisions/026-export-permission.md): specs that test the
 * permission use accounts of their own, so that revoking it races no one.
 */
export async function ensureStaff(): Promise<typeof E2E_STAFF> {
  const [existing] = await db()`select 1 from staff_users where email = ${E2E_STAFF.email}`;
  if (!existing) await addStaffUser(db(), E2E_STAFF.email, E2E_STAFF.password);
  await db()`update staff_users set can_export = true where email = ${E2E_STAFF.email} and not can_export`;
  return E2E_STAFF;
}

/**
 * Empties the leads table for the one spec that needs none, run after every
 * other. The timeline refuses deletes (append-only, migration 003), so this
 * reset alone lifts that guard, inside its own transaction; the leads then go
 * through their own triggers, which keep the totals.
 */
export async function deleteAllLeads(): Promise<void> {
  await db().begin(async (sql) => {
    await sql`alter table lead_activities disable trigger lead_activities_no_change`;
    await sql`delete from lead_activities`;
    await sql`alter table lead_activities enable trigger lead_activities_no_change`;
    await sql`delete from admission_leads`;
  });
}
