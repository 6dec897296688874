import { copyFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnquirySchema, type Enquiry } from '@skltcoa/shared';
import { createTestDatabase, enquiry } from '../../test/helpers';
import { tempDir } from '../../test/global-setup';
import { saveEnquiries } from '../lib/leads-repo';
import { migrate } from './migrate';

/*
 * Families of repeat enquiries (api/migrations/003_lead_families.sql): one
 * family per set of leads linked by phone or case-folded email, transitively.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const lead = (overrides: Parameters<typeof enquiry>[0]): Enquiry =>
  EnquirySchema.parse(enquiry(overrides));

async function familiesOf(ids: string[]) {
  const rows = await db.sql<{ id: string; family_id: string }[]>`
    select id, family_id from admission_leads where id = any(${ids}::uuid[])`;
  const byId = new Map(rows.map((row) => [row.id, row.family_id]));
  return ids.map((id) => byId.get(id)!);
}

const save = async (...enquiries: Enquiry[]) =>
  (await saveEnquiries(db.sql, enquiries)).map((saved) => saved.id);

describe('lead families', () => {
  it('joins leads by phone and by email in any case, transitively', async () => {
    const [a] = await save(lead({ phone: '9811100001', email: 'riya@example.com' }));
    const [b] = await save(lead({ phone: '9811100001', email: 'RIYA.parent@example.com' }));
    const [c] = await save(lead({ phone: '9811100002', email: 'riya.Parent@Example.com' }));
    const [other] = await save(lead({ phone: '9811100003', email: 'someone@example.com' }));
    const families = await familiesOf([a!, b!, c!, other!]);
    expect(new Set(families.slice(0, 3)).size).toBe(1);
    expect(families[3]).not.toBe(families[0]);
  });

  it('merges two families when an enquiry links them', async () => {
    const [x] = await save(lead({ phone: '9822200001', email: 'x@example.com' }));
    const [y] = await save(lead({ phone: '9822200002', email: 'y@example.com' }));
    expect(new Set(await familiesOf([x!, y!])).size).toBe(2);
    const [bridge] = await save(lead({ phone: '9822200001', email: 'Y@example.com' }));
    expect(new Set(await familiesOf([x!, y!, bridge!])).size).toBe(1);
  });

  it('groups a family within one group-committed statement', async () => {
    const ids = await save(
      lead({ phone: '9833300001', email: 'p@example.com' }),
      lead({ phone: '9833300002', email: 'q@example.com' }),
      lead({ phone: '9833300001', email: 'Q@example.com' }),
      lead({ phone: '9833300009', email: 'alone@example.com' }),
    );
    const families = await familiesOf(ids);
    expect(new Set(families.slice(0, 3)).size).toBe(1);
    expect(families[3]).not.toBe(families[0]);
  });

  it('keeps one family when enquiries of one family arrive at once', async () => {
    const ids = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          save(lead({ phone: '9844400001', email: `sibling${i}@example.com` })),
        ),
      )
    ).flat();
    expect(new Set(await familiesOf(ids)).size).toBe(1);
  });

  it('does not join families through a reused submission id that was refused', async () => {
    const [m] = await save(lead({ phone: '9855500001', email: 'm@example.com' }));
    const first = lead({ phone: '9855500002', email: 'n@example.com' });
    const [n] = await save(first);
    const [refused] = await saveEnquiries(db.sql, [
      { ...first, phone: '+919855500001' }, // same id, other details: a 409
    ]);
    expect(refused!.conflict).toBe(true);
    expect(new Set(await familiesOf([m!, n!])).size).toBe(2);
  });

  it('finds the families of leads stored before the migration', async () => {
    const dir = tempDir('skltcoa-migrations-');
    const all = fileURLToPath(new URL('../../migrations', import.meta.url));
    const before = readdirSync(all).filter((file) => file < '003');
    for (const file of before) copyFileSync(join(all, file), join(dir, file));
    const old = await createTestDatabase({ migrate: false });
    try {
      await migrate(old.sql, dir);
      const insert = (phone: string, email: string) =>
        old.sql`insert into admission_leads ${old.sql(
          { ...lead({ phone, email }), phone: `+91${phone}` },
          'name',
          'email',
          'phone',
          'program',
          'form_type',
          'submission_id',
        )} returning id`.then(([row]) => row!.id as string);
      // A chain: a–b by phone, b–c by email, c–d by phone; e alone.
      const a = await insert('9866600001', 'a@example.com');
      const b = await insert('9866600001', 'b@example.com');
      const c = await insert('9866600002', 'B@example.com');
      const d = await insert('9866600002', 'd@example.com');
      const e = await insert('9866600003', 'e@example.com');
      await migrate(old.sql);
      const rows = await old.sql<{ id: string; family_id: string }[]>`
        select id, family_id from admission_leads`;
      const family = new Map(rows.map((row) => [row.id, row.family_id]));
      expect(new Set([a, b, c, d].map((id) => family.get(id))).size).toBe(1);
      expect(family.get(e)).not.toBe(family.get(a));
    } finally {
      await old.drop();
    }
  });
});
