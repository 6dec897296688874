import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultConsent, EnquirySchema } from '@skltcoa/shared';
import { saveEnquiries } from '../leads/leads-repo';
import type { Sql } from '../db/client';
import { createTestDatabase, enquiry } from '../../test/helpers';
import { PRIVACY_JOB_LOCK, runPrivacyJob } from './jobs';
import { holdForGuardian } from './privacy-repo';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(async () => {
  await db.drop();
});

const hold = (email: string, now: Date) =>
  holdForGuardian(
    sql,
    EnquirySchema.parse(
      enquiry({
        email,
        adult: 'no',
        guardian_name: 'Meera Rao',
        guardian_email: `guardian.${email}`,
        guardian_phone: '9820011223',
      }),
    ),
    { siteUrl: 'https://www.college.example', now },
  );

describe('the privacy job', () => {
  it('erases held enquiries once their 7 days are over, and keeps younger ones', async () => {
    const now = new Date();
    await hold('old.one@example.com', new Date(now.getTime() - 7 * 86_400_000 - 60_000));
    await hold('young.one@example.com', new Date(now.getTime() - 6 * 86_400_000));
    const result = await runPrivacyJob(sql, now);
    expect(result).toMatchObject({ ran: true, pending: 1 });
    const left = await sql<
      { email: string }[]
    >`select enquiry->>'email' as email from pending_enquiries`;
    expect(left.map((row) => row.email)).toEqual(['young.one@example.com']);
    expect(
      await sql`select 1 from mail_outbox where to_address = 'guardian.old.one@example.com'`,
    ).toHaveLength(0);
  });

  it('runs in one instance at a time: a second one finds the lock taken and does nothing', async () => {
    const now = new Date();
    await hold('raced@example.com', new Date(now.getTime() - 8 * 86_400_000));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another instance, on its own connection, in the middle of its run.
    const other = sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${PRIVACY_JOB_LOCK})`;
      locked();
      await held;
    });
    await isLocked;
    expect(await runPrivacyJob(sql, now)).toEqual({
      ran: false,
      pending: 0,
      links: 0,
      audit: 0,
      retention: 0,
    });
    expect(
      await sql`select 1 from pending_enquiries where enquiry->>'email' = 'raced@example.com'`,
    ).toHaveLength(1);
    release();
    await other;
    expect(await runPrivacyJob(sql, now)).toMatchObject({ ran: true, pending: 1 });
  });
});

describe('retention (LEAD_RETENTION_MONTHS)', () => {
  it('erases the leads silent for longer than the period, keeps enrolled and recent ones, and audits the count', async () => {
    const now = new Date();
    const saved = await saveEnquiries(
      sql,
      ['silent', 'called.recently', 'enrolled', 'young'].map((tag) =>
        EnquirySchema.parse(
          enquiry({ ...adultConsent(), email: `${tag}@retention.example.com` } as never),
        ),
      ),
    );
    const [silent, called, enrolled, young] = saved.map((row) => row.id) as [
      string,
      string,
      string,
      string,
    ];
    await sql`update admission_leads set created_at = now() - interval '25 months'
      where id in (${silent}, ${called})`;
    await sql`update admission_leads set created_at = now() - interval '30 months', status = 'enrolled'
      where id = ${enrolled}`;
    await sql`update admission_leads set created_at = now() - interval '23 months' where id = ${young}`;
    await sql`insert into lead_activities (lead_id, kind, author, body, created_at)
      values (${called}, 'note', 'counsellor@example.edu.in', 'Will visit the campus', now() - interval '2 months')`;

    const result = await runPrivacyJob(sql, now, 24);
    expect(result.retention).toBe(1);
    const rows = await sql<{ id: string; email: string | null; erasure_reason: string | null }[]>`
      select id, email, erasure_reason from admission_leads
      where id in (${silent}, ${called}, ${enrolled}, ${young})`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(silent)).toMatchObject({ email: null, erasure_reason: 'retention' });
    for (const kept of [called, enrolled, young]) {
      expect(byId.get(kept)!.email).toMatch(/@retention\.example\.com$/);
    }
    const [audited] = await sql`
      select actor, rows, detail from audit_events
      where action = 'lead_erased' and detail->>'reason' = 'retention'`;
    expect(audited).toEqual({
      actor: 'system',
      rows: 1,
      detail: { reason: 'retention', months: 24 },
    });
    // A second run finds nothing more to do.
    expect((await runPrivacyJob(sql, now, 24)).retention).toBe(0);
  });
});
