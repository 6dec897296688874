import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnquirySchema, type LeadField } from '@skltcoa/shared';
import { createTestDatabase, enquiry } from '../../test/helpers';
import { saveEnquiries } from '../leads/leads-repo';
import { eraseForRetention, recordWithdrawal } from './privacy-repo';
import { personalDataFiles } from './rights-export';

/*
 * A personal field added to the field table (shared/src/lead/fields.ts) and
 * to the database, and nowhere else: the enquiry takes it, the lead keeps it,
 * the person's data export shows it, and a withdrawal and a retention
 * erasure erase it (docs/decisions/044-one-field-table-for-a-lead.md). The
 * table is replaced for this file's modules only (vi.mock).
 */

const { SCHOOL } = vi.hoisted(() => ({
  SCHOOL: {
    key: 'school',
    stored: { table: 'admission_leads', column: 'school', type: 'text' },
    input: 'name',
    optional: true,
    form: 'text',
    personal: true,
    label: 'School',
  } satisfies LeadField,
}));

vi.mock('../../../shared/src/lead/fields', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../shared/src/lead/fields')>();
  return { ...real, LEAD_FIELDS: [...real.LEAD_FIELDS, SCHOOL] };
});

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`alter table admission_leads add column school text`;
});
afterAll(async () => {
  await db.drop();
});

/** A new lead with a school, through the enquiry's schema and the repository's insert. */
async function leadWithSchool(email: string, school: string): Promise<string> {
  const parsed = EnquirySchema.parse({ ...enquiry({ email }), school });
  expect((parsed as Record<string, unknown>).school).toBe(school);
  const [saved] = await saveEnquiries(db.sql, [parsed]);
  return saved!.id;
}

const schoolOf = async (id: string) =>
  (
    await db.sql<{ school: string | null }[]>`select school from admission_leads where id = ${id}`
  )[0]!.school;

describe('a personal field added only to the field table', () => {
  it('is stored with the enquiry and in the person’s data export', async () => {
    const id = await leadWithSchool('export.school@example.com', 'Model High School');
    expect(await schoolOf(id)).toBe('Model High School');
    const files = await db.sql.begin((tx) => personalDataFiles(tx as never, [id], new Date()));
    const json = JSON.parse(String(files.find((file) => file.filename.endsWith('.json'))!.content));
    expect(json.enquiries[0].lead.school).toBe('Model High School');
    const html = String(files.find((file) => file.filename.endsWith('.html'))!.content);
    expect(html).toContain('<th scope="row">School</th><td>Model High School</td>');
  });

  it('is erased by a withdrawal', async () => {
    const id = await leadWithSchool('withdraw.school@example.com', 'Model High School');
    await recordWithdrawal(db.sql, id, { contact: 'email', method: 'phone' }, 'admin@example.com');
    expect(await schoolOf(id)).toBeNull();
  });

  it('is erased when the retention period ends', async () => {
    const id = await leadWithSchool('retained.school@example.com', 'Model High School');
    const later = new Date(Date.now() + 400 * 86_400_000);
    expect(await db.sql.begin((tx) => eraseForRetention(tx as never, 12, later))).toBeGreaterThan(
      0,
    );
    expect(await schoolOf(id)).toBeNull();
  });
});
