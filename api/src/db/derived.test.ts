import { randomUUID } from 'node:crypto';
import {
  adultConsent,
  EnquirySchema,
  LeadExportQuerySchema,
  LeadQuerySchema,
  leadsToCsv,
} from '@skltcoa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { addStaffUser } from '../auth/staff-users';
import { EXPORT_OWN } from '../leads/lead-columns';
import { exportLeadsCsv, listLeads, saveEnquiries } from '../leads/leads-repo';
import { eraseLeads } from '../privacy/privacy-repo';
import type { Sql } from './client';
import { derivedComment, keepDerived } from './derived';
import { migrate } from './migrate';

/*
 * admission_leads.export_own is worked out from shared's export columns by
 * migrate.ts (docs/decisions/032-export-lines-kept-by-postgresql.md). These
 * hold the export, which reads it, to leadsToCsv of the listing through every
 * kind of write, and check that a changed definition is made again.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(() => db.drop());

async function exported(): Promise<string> {
  const pieces: Buffer[] = [];
  for await (const piece of exportLeadsCsv(sql, LeadExportQuerySchema.parse({}), undefined, 3)) {
    pieces.push(piece.csv);
  }
  return Buffer.concat(pieces).toString('utf8');
}

/** The spreadsheet the console writes from the listing: what the export must equal. */
async function listed(): Promise<string> {
  const { leads } = await listLeads(sql, LeadQuerySchema.parse({ limit: '1000' }));
  return leadsToCsv(leads.filter((lead) => !lead.erased));
}

const enquiry = (name: string, phone: string, email: string) =>
  EnquirySchema.parse({
    ...adultConsent(),
    name,
    email,
    phone,
    program: 'Bachelor of Architecture',
    form_type: 'Admission Enquiry',
    submission_id: randomUUID(),
  });

describe('the line each lead keeps for the export', () => {
  it('follows the lead, its owner and its family through every kind of write, erasure included', async () => {
    await addStaffUser(sql, 'meera@college.example', 'a long enough password', 'counsellor');
    const [asha, again, ravi] = await saveEnquiries(sql, [
      enquiry('आशा पाटील', '98198 76500', 'asha@example.com'),
      enquiry('Asha Patil', '+91 98198 76500', 'asha.p@example.com'),
      enquiry('=Ravi Rao', '97000 11111', 'ravi@example.com'),
    ]);
    expect(await exported()).toBe(await listed());

    // Owner, status, next call and a timeline entry: the lead's own row and a join.
    await sql`
      update admission_leads set
        assignee_id = (select id from staff_users where email = 'meera@college.example'),
        status = 'contacted', next_follow_up_at = '2026-12-01T05:30:00Z', version = version + 1
      where id in (${asha!.id}, ${ravi!.id})`;
    await sql`
      insert into lead_activities (lead_id, kind, author, body, outcome)
      values (${ravi!.id}, 'call', 'meera@college.example', 'Call after "6 pm", please', 'connected')`;
    expect(await exported()).toBe(await listed());

    // The owner's email changes, and a third enquiry joins Asha's family by her second email.
    await sql`update staff_users set email = 'meera.k@college.example' where email = 'meera@college.example'`;
    await saveEnquiries(sql, [enquiry('Asha P', '90000 22222', 'ASHA.P@example.com')]);
    const csv = await exported();
    expect(csv).toBe(await listed());
    expect(csv).toContain('"meera.k@college.example"');
    expect(csv.match(/,"3"\r?\n?/g)).toHaveLength(3);

    // Erased: the kept line holds nothing of who she was.
    await sql.begin((tx) =>
      eraseLeads(
        tx as unknown as Sql,
        [{ id: again!.id, email: 'asha.p@example.com' }],
        new Date(),
      ),
    );
    expect(await exported()).toBe(await listed());
    const [kept] = await sql<{ export_own: string[] }[]>`
      select export_own from admission_leads where id = ${again!.id}`;
    expect(kept!.export_own.join('')).not.toMatch(/Asha|asha|98198/);
  });

  it('is made again, once, when the code defines it differently, even with instances starting together', async () => {
    // As an older version of the code left it.
    await sql`alter table admission_leads drop column export_own`;
    await sql`alter table admission_leads add column export_own text[] generated always as (array['stale']) stored`;
    await sql`comment on column admission_leads.export_own is 'Derived by migrate.ts, an older digest'`;

    const runs = await Promise.all([migrate(sql), migrate(sql), migrate(sql)]);
    expect(runs.flat()).toEqual([EXPORT_OWN.name]);
    expect(await exported()).toBe(await listed());
    const [column] = await sql<{ comment: string }[]>`
      select col_description('admission_leads'::regclass, attnum) as comment from pg_attribute
      where attrelid = 'admission_leads'::regclass and attname = 'export_own'`;
    expect(column!.comment).toBe(derivedComment(EXPORT_OWN));
    expect(await migrate(sql)).toEqual([]);
  });

  it('is made when missing, as after a restore, and left alone before the migration it reads', async () => {
    await sql`alter table admission_leads drop column export_own`;
    expect(await keepDerived(sql, [{ ...EXPORT_OWN, after: '999_not_yet.sql' }], 1)).toEqual([]);
    expect(await migrate(sql)).toEqual([EXPORT_OWN.name]);
    expect(await exported()).toBe(await listed());
  });
});
