import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_KINDS,
  CALL_OUTCOMES,
  FORM_TYPES,
  LEAD_STATUSES,
  LIMITS,
  PROGRAMS,
  STAFF_ROLES,
  UTM_FIELDS,
} from '@skltcoa/shared';
import { createTestDatabase } from '../../test/helpers';

/*
 * The lists and limits in @skltcoa/shared are also CHECK constraints in the
 * migrations. This test tries every value and every limit against the real
 * database, so that adding a programme, a form type or a status to
 * shared/src/constants.ts fails here until a migration admits it; and a
 * value the constants dropped, or a limit the table does not enforce,
 * fails too.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let leadId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const [lead] = await db.sql<
    { id: string }[]
  >`insert into admission_leads ${db.sql(base())} returning id`;
  leadId = lead!.id;
});
afterAll(async () => {
  await db.drop();
});

const base = () => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  program: PROGRAMS[0] as string,
  form_type: FORM_TYPES[0] as string,
  status: LEAD_STATUSES[0] as string,
  submission_id: randomUUID(),
});

/** True when PostgreSQL stores the row; a CHECK violation is false, anything else a failure. */
async function accepts(
  row: Record<string, string | null>,
  table = 'admission_leads',
): Promise<boolean> {
  try {
    await db.sql.begin(async (sql) => {
      await sql`insert into ${sql(table)} ${sql(row)}`;
      throw new Error('rollback');
    });
  } catch (error) {
    if ((error as Error).message === 'rollback') return true;
    if ((error as { code?: string }).code === '23514') return false;
    throw error;
  }
  throw new Error('unreachable');
}

describe('the table follows @skltcoa/shared', () => {
  const lists = { program: PROGRAMS, form_type: FORM_TYPES, status: LEAD_STATUSES };
  for (const [column, values] of Object.entries(lists)) {
    it(`admits every ${column} in the constants, and nothing else`, async () => {
      for (const value of values) expect(await accepts({ ...base(), [column]: value })).toBe(true);
      expect(await accepts({ ...base(), [column]: `${values[0]} (new)` })).toBe(false);
    });
  }

  const limits: [column: string, max: number][] = [
    ['name', LIMITS.nameMax],
    ['source_page', LIMITS.sourcePageMax],
    ...UTM_FIELDS.map((field): [string, number] => [field, LIMITS.utmMax]),
  ];
  for (const [column, max] of limits) {
    it(`holds ${max} characters of ${column} and refuses ${max + 1}`, async () => {
      // Devanagari: the limit is in characters, not bytes.
      expect(await accepts({ ...base(), [column]: 'क'.repeat(max) })).toBe(true);
      expect(await accepts({ ...base(), [column]: 'क'.repeat(max + 1) })).toBe(false);
    });
  }

  it(`holds an email of ${LIMITS.emailMax} characters and refuses one more`, async () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(await accepts({ ...base(), email: at(LIMITS.emailMax) })).toBe(true);
    expect(await accepts({ ...base(), email: at(LIMITS.emailMax + 1) })).toBe(false);
  });

  // The timeline: notes and calls (noteMax, as a note was before it), their kinds and outcomes.
  const activity = (fields: Record<string, string | null>) => ({
    lead_id: leadId,
    kind: 'note',
    author: 'counsellor@example.edu.in',
    body: 'Called.',
    ...fields,
  });
  const inTimeline = (fields: Record<string, string | null>) =>
    accepts(activity(fields), 'lead_activities');

  it('admits every activity kind in the constants, and nothing else', async () => {
    for (const kind of ACTIVITY_KINDS) {
      const outcome = kind === 'call' ? CALL_OUTCOMES[0] : null;
      expect(await inTimeline({ kind, outcome })).toBe(true);
    }
    expect(await inTimeline({ kind: 'email' })).toBe(false);
  });

  it('admits every call outcome in the constants, and nothing else', async () => {
    for (const outcome of CALL_OUTCOMES) {
      expect(await inTimeline({ kind: 'call', outcome })).toBe(true);
    }
    expect(await inTimeline({ kind: 'call', outcome: 'voicemail' })).toBe(false);
  });

  it(`holds ${LIMITS.noteMax} characters of an activity's body and refuses ${LIMITS.noteMax + 1}`, async () => {
    expect(await inTimeline({ body: 'क'.repeat(LIMITS.noteMax) })).toBe(true);
    expect(await inTimeline({ body: 'क'.repeat(LIMITS.noteMax + 1) })).toBe(false);
  });

  it(`signs an activity with an email of up to ${LIMITS.emailMax} characters`, async () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(await inTimeline({ author: at(LIMITS.emailMax) })).toBe(true);
    expect(await inTimeline({ author: at(LIMITS.emailMax + 1) })).toBe(false);
  });

  it('admits every staff role in the constants, and nothing else', async () => {
    const staff = (role: string) => ({
      email: `${randomUUID()}@example.edu.in`,
      password_hash: 'x',
      role,
    });
    for (const role of STAFF_ROLES) expect(await accepts(staff(role), 'staff_users')).toBe(true);
    expect(await accepts(staff('owner'), 'staff_users')).toBe(false);
  });
});
