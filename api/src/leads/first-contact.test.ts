import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import type { Sql } from '../db/client';
import { derivedIsCurrent, keepDerived } from '../db/derived';
import { MIGRATION_LOCK } from '../db/migrate';
import { FIRST_CONTACT } from './first-contact';

/*
 * The first contact of the leads called before migration 026: filled from
 * their timelines in batches by migrate.ts (docs/decisions/048-derived-columns-filled-online.md),
 * counting the calls on duplicates merged into a lead, never a note
 * (docs/decisions/052-the-counsellors-day.md). api/bench/first-contact.ts
 * measures the fill over 100,000 leads while enquiries arrive.
 */

let db: TestDatabase;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(async () => db.drop());

async function lead(i: number): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into admission_leads (name, email, phone, program, form_type, submission_id)
    values (${`Backfilled ${i}`}, ${`backfilled${i}@example.com`}, ${`+9197000${String(i).padStart(5, '0')}`},
      'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid())
    returning id`;
  return row!.id;
}

const entry = (leadId: string, kind: string, author: string, at: string) =>
  sql`insert into lead_activities (lead_id, kind, author, outcome, body, created_at)
      values (${leadId}, ${kind}, ${author}, ${kind === 'call' ? 'no-answer' : null},
        ${kind === 'note' ? 'A note.' : null}, ${at})`;

const firstContacts = async (ids: string[]) =>
  (
    await sql<{ id: string; at: string | null; by: string | null }[]>`
      select id, to_char(first_contact_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as at,
        first_contact_by as by
      from admission_leads where id = any(${ids}::uuid[])`
  ).reduce<Record<string, { at: string | null; by: string | null }>>(
    (all, row) => ({ ...all, [row.id]: { at: row.at, by: row.by } }),
    {},
  );

describe('filling the first contact of leads called before it was kept', () => {
  it('takes each lead’s earliest call, with its merged duplicates’, and leaves notes and the uncalled alone', async () => {
    const [called, twice, noted, uncalled, target, duplicate] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(lead),
    );
    await entry(called!, 'call', 'asha@example.edu.in', '2026-11-02T05:00:00Z');
    await entry(twice!, 'note', 'asha@example.edu.in', '2026-11-01T04:00:00Z');
    await entry(twice!, 'call', 'meera@example.edu.in', '2026-11-03T05:00:00Z');
    await entry(twice!, 'call', 'asha@example.edu.in', '2026-11-04T05:00:00Z');
    await entry(noted!, 'note', 'asha@example.edu.in', '2026-11-05T05:00:00Z');
    await entry(target!, 'call', 'asha@example.edu.in', '2026-11-09T05:00:00Z');
    await entry(duplicate!, 'call', 'meera@example.edu.in', '2026-11-06T05:00:00Z');
    await sql`
      update admission_leads set merged_into = ${target!}, merged_at = now()
      where id = ${duplicate!}`;
    const ids = [called!, twice!, noted!, uncalled!, target!, duplicate!];
    const expected = {
      [called!]: { at: '2026-11-02T05:00Z', by: 'asha@example.edu.in' },
      [twice!]: { at: '2026-11-03T05:00Z', by: 'meera@example.edu.in' },
      [noted!]: { at: null, by: null },
      [uncalled!]: { at: null, by: null },
      [target!]: { at: '2026-11-06T05:00Z', by: 'meera@example.edu.in' },
      [duplicate!]: { at: '2026-11-06T05:00Z', by: 'meera@example.edu.in' },
    };
    // The triggers keep it as the entries go in, merge included.
    expect(await firstContacts(ids)).toEqual(expected);

    // As before migration 026: nothing kept, and no definition made.
    await sql`update admission_leads set first_contact_at = null, first_contact_by = null`;
    await sql`comment on column admission_leads.first_contact_at is null`;
    const [before] = await sql<{ n: number }[]>`select count(*)::int as n from lead_events`;
    expect(await keepDerived(sql, [FIRST_CONTACT], MIGRATION_LOCK)).toEqual([
      'admission_leads.first_contact_at',
    ]);
    expect(await firstContacts(ids)).toEqual(expected);
    expect(await derivedIsCurrent(sql, FIRST_CONTACT)).toBe(true);
    // Filling tells no console: no live-update event came of it.
    const [after] = await sql<{ n: number }[]>`select count(*)::int as n from lead_events`;
    expect(after!.n).toBe(before!.n);
    // Current now: another run makes nothing.
    expect(await keepDerived(sql, [FIRST_CONTACT], MIGRATION_LOCK)).toEqual([]);
  });

  it('fills more leads than one batch holds', async () => {
    await sql`
      insert into admission_leads (name, email, phone, program, form_type, submission_id)
      select 'Batch ' || i, 'batch' || i || '@example.com', '+9196' || lpad(i::text, 8, '0'),
        'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid()
      from generate_series(1, 5100) i`;
    await sql`
      insert into lead_activities (lead_id, kind, author, outcome, created_at)
      select id, 'call', 'asha@example.edu.in', 'busy', now() - interval '1 day'
      from admission_leads where name like 'Batch %' and right(phone, 1) in ('1', '4', '7')`;
    await sql`update admission_leads set first_contact_at = null, first_contact_by = null`;
    await sql`comment on column admission_leads.first_contact_at is null`;
    await keepDerived(sql, [FIRST_CONTACT], MIGRATION_LOCK);
    const [wrong] = await sql<{ n: number }[]>`
      select count(*)::int as n from admission_leads l
      where l.first_contact_at is distinct from (
        select min(a.created_at) from lead_activities a
        where a.kind = 'call' and (a.lead_id = l.id
          or a.lead_id in (select d.id from admission_leads d where d.merged_into = l.id)))`;
    expect(wrong!.n).toBe(0);
    const [called] = await sql<{ n: number }[]>`
      select count(*)::int as n from admission_leads
      where name like 'Batch %' and first_contact_at is not null`;
    expect(called!.n).toBe(1530);
  }, 180_000);
});
