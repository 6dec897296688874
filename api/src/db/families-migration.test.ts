import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { familyLeads, familyProblems } from '../../test/family-data';
import { migrate } from './migrate';

/*
 * Migration 005 gives the leads already stored their families, transitively
 * (docs/decisions/016-families.md), on a realistic table: repeats by phone,
 * by email in another case, exact repeats, bridges and one long chain.
 */
const MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));
const LEADS = familyLeads(3000, 20261124);
let old: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;

beforeAll(async () => {
  old = await createTestDatabase({ migrate: false });
  dir = mkdtempSync(join(tmpdir(), 'skltcoa-migrations-'));
  for (const file of readdirSync(MIGRATIONS).filter((name) => name < '005')) {
    copyFileSync(join(MIGRATIONS, file), join(dir, file));
  }
  await migrate(old.sql, dir);
  await old.sql`
    insert into admission_leads (name, email, phone, program, form_type, submission_id, created_at)
    select name, email, phone, 'Bachelor of Architecture', 'Admission Enquiry', gen_random_uuid(), created_at
    from unnest(${LEADS.map((l) => l.name)}::text[], ${LEADS.map((l) => l.email)}::text[],
      ${LEADS.map((l) => l.phone)}::text[], ${LEADS.map((l) => l.created_at)}::timestamptz[])
      as t(name, email, phone, created_at)`;
  // Some leads have been worked: a version and a timeline the backfill must leave alone.
  await old.sql`
    update admission_leads set status = 'contacted', version = 3
    where email like 'family1_@example.com'`;
  await old.sql`
    insert into lead_activities (lead_id, kind, author, body)
    select id, 'note', 'meera@example.edu.in', 'Called.' from admission_leads
    where email like 'family2_@example.com'`;
});
afterAll(async () => {
  await old.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 005', () => {
  it('puts every stored lead in its family, with the kept sizes, and changes nothing else', async () => {
    const before = await old.sql`
      select id, status, version, updated_at, (select count(*) from lead_events) as events
      from admission_leads order by id`;
    copyFileSync(join(MIGRATIONS, '005_families.sql'), join(dir, '005_families.sql'));
    expect(await migrate(old.sql, dir)).toEqual(['005_families.sql']);

    expect(await familyProblems(old.sql)).toEqual([]);
    const after = await old.sql`
      select id, status, version, updated_at, (select count(*) from lead_events) as events
      from admission_leads order by id`;
    expect(after).toEqual(before);
    const [shape] = await old.sql<{ families: number; biggest: number; leads: number }[]>`
      select count(distinct family_id)::int as families, max(f.size) as biggest,
        count(*)::int as leads
      from admission_leads join lead_families f on f.id = family_id`;
    expect(shape!.leads).toBe(3000);
    // Repeats made families, and the chain made one long one.
    expect(shape!.families).toBeLessThan(2500);
    expect(shape!.biggest).toBeGreaterThan(50);
    // Nothing was merged, so the totals are as they were.
    const [counts] = await old.sql<{ counted: number }[]>`
      select sum(n)::int as counted from lead_counts`;
    expect(counts!.counted).toBe(3000);
  });

  it('leaves families to the insert triggers afterwards, and a rebuild finds nothing to move', async () => {
    const [first] = await old.sql<{ phone: string }[]>`
      select phone from admission_leads order by created_at limit 1`;
    await old.sql`
      insert into admission_leads (name, email, phone, program, form_type, submission_id)
      values ('आरव', 'FAMILY2999@example.com', ${first!.phone}, 'Diploma in Architecture',
        'DArch Enquiry', gen_random_uuid())`;
    expect(await familyProblems(old.sql)).toEqual([]);
    const [rebuilt] = await old.sql<{ moved: number }[]>`
      select lead_families_rebuild()::int as moved`;
    expect(rebuilt!.moved).toBe(0);
    expect(await familyProblems(old.sql)).toEqual([]);
  });

  it('rebuilds families that a deletion by hand split', async () => {
    // A lead with nothing on its timeline whose removal splits its family.
    const [bridge] = await old.sql<{ id: string }[]>`
      insert into admission_leads (name, email, phone, program, form_type, submission_id)
      values ('Bridge', 'split-b@example.com', '+919700000001', 'Diploma in Architecture',
        'DArch Enquiry', gen_random_uuid()),
        ('Left', 'split-a@example.com', '+919700000001', 'Diploma in Architecture',
        'DArch Enquiry', gen_random_uuid()),
        ('Right', 'split-b@example.com', '+919700000002', 'Diploma in Architecture',
        'DArch Enquiry', gen_random_uuid())
      returning id`;
    await old.sql`delete from admission_leads where id = ${bridge!.id}`;
    // Sizes stay right; the shape waits for a rebuild.
    expect(await familyProblems(old.sql)).toEqual([
      expect.stringMatching(/^family \d+ holds two components/),
    ]);
    const [rebuilt] = await old.sql<{ moved: number }[]>`
      select lead_families_rebuild()::int as moved`;
    expect(rebuilt!.moved).toBe(1);
    expect(await familyProblems(old.sql)).toEqual([]);
  });
});
