import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TYPES, LEAD_STATUSES, LIMITS, PROGRAMS, UTM_FIELDS } from '@skltcoa/shared';
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

beforeAll(async () => {
  db = await createTestDatabase();
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
  notes: '',
  submission_id: randomUUID(),
});

/** True when PostgreSQL stores the row; a CHECK violation is false, anything else a failure. */
async function accepts(row: Record<string, string>): Promise<boolean> {
  try {
    await db.sql.begin(async (sql) => {
      await sql`insert into admission_leads ${sql(row)}`;
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
    ['notes', LIMITS.noteMax],
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
});
