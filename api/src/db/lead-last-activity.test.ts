import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { addActivity, bulkPatchLeads, getLead, patchLead } from '../leads/lead-timeline';
import { mergeLeads } from '../leads/lead-families';
import type { Sql } from './client';
import { migrate } from './migrate';

/*
 * Migration 008 keeps each lead's newest timeline entry on its row
 * (docs/decisions/022-newest-activity-kept-on-the-lead.md). Whatever writes
 * the timeline, the copy must be the entry that `order by id desc limit 1`
 * finds, column for column, or nothing when there is none.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});
afterAll(async () => {
  await db.drop();
});

const AUTHOR = 'counsellor@example.edu.in';

async function addLeads(count: number, phone?: string): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    insert into admission_leads (name, email, phone, program, form_type, submission_id)
    select 'Lead ' || i, 'kept' || i || '-' || ${randomUUID()} || '@example.com',
      coalesce(${phone ?? null}, '+9198' || lpad((floor(random() * 1e8))::bigint::text, 8, '0')),
      'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid()
    from generate_series(1, ${count}) as i
    returning id`;
  return rows.map((row) => row.id);
}

/** Leads whose kept entry differs from the newest one in the timeline. */
async function mismatches(on: Pick<Sql, 'unsafe'> = sql): Promise<unknown[]> {
  return [
    ...(await on.unsafe(`
    select lead.id from admission_leads lead
    left join lateral (
      select * from lead_activities a where a.lead_id = lead.id order by a.id desc limit 1
    ) newest on true
    where (lead.last_activity_id, lead.last_activity_kind, lead.last_activity_author,
           lead.last_activity_at, lead.last_activity_body, lead.last_activity_outcome,
           lead.last_activity_from, lead.last_activity_to)
      is distinct from
          (newest.id, newest.kind, newest.author, newest.created_at, newest.body,
           newest.outcome, newest.from_value, newest.to_value)`)),
  ];
}

const kept = async (id: string) =>
  (
    await sql<{ id: string | null; body: string | null }[]>`
      select last_activity_id::text as id, last_activity_body as body
      from admission_leads where id = ${id}`
  )[0]!;

describe('the newest activity kept on the lead', () => {
  it('is nothing for a lead without a timeline, and the newest of a statement that adds several', async () => {
    const ids = await addLeads(50);
    expect((await kept(ids[0]!)).id).toBeNull();
    // One statement, several entries per lead, in no particular order of leads.
    await sql`
      insert into lead_activities (lead_id, kind, author, body)
      select id, 'note', ${AUTHOR}, 'Note ' || k || ' of ' || id
      from unnest(${ids}::uuid[]) as id, generate_series(1, 3) as k
      order by random()`;
    expect(await mismatches()).toEqual([]);
    const [newest] = await sql<{ body: string }[]>`
      select body from lead_activities where lead_id = ${ids[0]!} order by id desc limit 1`;
    expect((await kept(ids[0]!)).body).toBe(newest!.body);
  });

  it('follows notes, calls, changes and bulk changes made through the API', async () => {
    const [id, second, third] = await addLeads(3);
    await addActivity(sql, id!, AUTHOR, { kind: 'note', body: 'Asked for the fees.' });
    expect((await kept(id!)).body).toBe('Asked for the fees.');
    await addActivity(sql, id!, AUTHOR, {
      kind: 'call',
      body: '',
      outcome: 'busy',
      next_follow_up_at: '2030-01-02T10:00:00.000Z',
    });
    const lead = (await getLead(sql, id!))!;
    await patchLead(sql, id!, AUTHOR, { version: lead.version, status: 'contacted' });
    const leads = await sql<{ id: string; version: number }[]>`
      select id, version from admission_leads where id in (${id!}, ${second!}, ${third!})`;
    await bulkPatchLeads(sql, AUTHOR, { leads, change: { status: 'interested' } });
    expect(await mismatches()).toEqual([]);
    const [row] = await sql<{ kind: string; to: string }[]>`
      select last_activity_kind as kind, last_activity_to as to from admission_leads where id = ${id!}`;
    expect(row).toEqual({ kind: 'status', to: 'interested' });
  });

  it('follows a merge, on the lead kept and on the duplicates', async () => {
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    const [target, duplicate] = await addLeads(2, phone);
    await addActivity(sql, duplicate!, AUTHOR, { kind: 'note', body: 'The same family.' });
    const { version } = (await getLead(sql, target!))!;
    await mergeLeads(sql, target!, 'admin@example.edu.in', { from: [duplicate!], version });
    expect(await mismatches()).toEqual([]);
    const [row] = await sql<{ kind: string }[]>`
      select last_activity_kind as kind from admission_leads where id = ${target!}`;
    expect(row!.kind).toBe('merge');
  });

  it('stays right when two transactions add to one lead at once', async () => {
    const [id] = await addLeads(1);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addActivity(sql, id!, AUTHOR, { kind: 'note', body: `Parallel ${i}` }),
      ),
    );
    expect(await mismatches()).toEqual([]);
  });

  it('writes no change event of its own: the entry’s activity event tells of it', async () => {
    const [id] = await addLeads(1);
    const [latest] = await sql<{ last: string }[]>`
      select coalesce(max(id), 0)::text as last from lead_events`;
    const last = latest!.last;
    await addActivity(sql, id!, AUTHOR, { kind: 'note', body: 'Only a note.' });
    const events = await sql<{ kind: string }[]>`
      select kind from lead_events where id > ${last} and lead_id = ${id!} order by id`;
    expect(events.map((event) => event.kind)).toEqual(['activity']);
  });

  it('reads the timeline again when the append-only guard is lifted to change or remove entries', async () => {
    const [id] = await addLeads(1);
    await addActivity(sql, id!, AUTHOR, { kind: 'note', body: 'First.' });
    await addActivity(sql, id!, AUTHOR, { kind: 'note', body: 'Second.' });
    await sql
      .begin(async (tx) => {
        await tx`alter table lead_activities disable trigger lead_activities_no_change`;
        await tx`update lead_activities set body = 'Rewritten.'
        where lead_id = ${id!} and body = 'Second.'`;
        expect(await mismatches(tx)).toEqual([]);
        await tx`delete from lead_activities where lead_id = ${id!} and body = 'Rewritten.'`;
        expect(await mismatches(tx)).toEqual([]);
        const [row] = await tx<{ body: string }[]>`
        select last_activity_body as body from admission_leads where id = ${id!}`;
        expect(row!.body).toBe('First.');
        await tx`delete from lead_activities where lead_id = ${id!}`;
        expect(await mismatches(tx)).toEqual([]);
        await tx`alter table lead_activities disable trigger lead_activities_no_truncate`;
        await tx`truncate lead_activities`;
        const [left] = await tx<{ n: number }[]>`
        select count(*)::int as n from admission_leads where last_activity_id is not null`;
        expect(left!.n).toBe(0);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(await mismatches()).toEqual([]);
  });
});

describe('migration 008 on a database with timelines', () => {
  it('keeps the newest entry of every lead already stored', async () => {
    const old = await createTestDatabase({ migrate: false });
    const dir = mkdtempSync(join(tmpdir(), 'skltcoa-migrations-'));
    try {
      const migrations = join(import.meta.dirname, '../../migrations');
      for (const file of readdirSync(migrations).filter((name) => name < '008')) {
        cpSync(join(migrations, file), join(dir, file));
      }
      await migrate(old.sql, dir);
      const [a, b] = await old.sql<{ id: string }[]>`
        insert into admission_leads (name, email, phone, program, form_type, submission_id)
        values ('Old One', 'old1@example.com', '+919812300001', 'Bachelor of Architecture',
            'Admission Enquiry', gen_random_uuid()),
          ('Old Two', 'old2@example.com', '+919812300002', 'Bachelor of Architecture',
            'Admission Enquiry', gen_random_uuid())
        returning id`;
      await old.sql`
        insert into lead_activities (lead_id, kind, author, body)
        values (${a!.id}, 'note', ${AUTHOR}, 'Older.'), (${a!.id}, 'note', ${AUTHOR}, 'Newer.')`;
      await migrate(old.sql);
      expect(await mismatches(old.sql)).toEqual([]);
      const rows = await old.sql<{ id: string; body: string | null }[]>`
        select id, last_activity_body as body from admission_leads order by name`;
      expect(rows).toEqual([
        { id: a!.id, body: 'Newer.' },
        { id: b!.id, body: null },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await old.drop();
    }
  });
});
