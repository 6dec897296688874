import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnquirySchema, type Enquiry } from '@skltcoa/shared';
import { createTestDatabase, enquiry } from '../../test/helpers';
import { createSql, isDatabaseUnavailable } from '../db/client';
import { createEnquiryWriter } from './enquiry-writer';

/*
 * Group commit, against a real PostgreSQL. The client records every statement
 * it sends, so the tests see how many inserts a set of enquiries took.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let traced: postgres.Sql;
let inserts = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  traced = postgres(db.url, {
    max: 4,
    onnotice: () => {},
    debug: (_connection, query) => {
      if (/insert into admission_leads/i.test(query)) inserts += 1;
    },
  });
});
beforeEach(() => {
  inserts = 0;
});
afterAll(async () => {
  await traced.end();
  await db.drop();
});

const lead = (overrides: Parameters<typeof enquiry>[0] = {}): Enquiry =>
  EnquirySchema.parse(enquiry(overrides));

async function storedIds(enquiries: Enquiry[]): Promise<Map<string, string>> {
  const rows = await db.sql<{ id: string; submission_id: string }[]>`
    select id, submission_id from admission_leads
    where submission_id = any(${enquiries.map((e) => e.submission_id)}::uuid[])`;
  return new Map(rows.map((row) => [row.submission_id, row.id]));
}

describe('createEnquiryWriter', () => {
  it('writes an enquiry at once, on its own, when nothing else is being written', async () => {
    const save = createEnquiryWriter(traced);
    const one = lead();
    const id = await save(one);
    expect(inserts).toBe(1);
    expect((await storedIds([one])).get(one.submission_id)).toBe(id);
  });

  it('stores the enquiries that arrive during a write together, each with its own id', async () => {
    const save = createEnquiryWriter(traced, { concurrency: 1 });
    const enquiries = Array.from({ length: 51 }, () => lead());
    const ids = await Promise.all(enquiries.map((e) => save(e)));
    // The first goes at once; the 50 that queued behind it share the next statement.
    expect(inserts).toBe(2);
    const stored = await storedIds(enquiries);
    expect(stored.size).toBe(51);
    expect(ids).toEqual(enquiries.map((e) => stored.get(e.submission_id)));
    expect(new Set(ids).size).toBe(51);
  });

  it('splits a queue longer than maxBatch into several statements', async () => {
    const save = createEnquiryWriter(traced, { concurrency: 1, maxBatch: 10 });
    const enquiries = Array.from({ length: 31 }, () => lead());
    await Promise.all(enquiries.map((e) => save(e)));
    expect(inserts).toBe(4);
    expect((await storedIds(enquiries)).size).toBe(31);
  });

  it('gives repeats, in one batch or later, the first lead id', async () => {
    const save = createEnquiryWriter(traced, { concurrency: 1 });
    const first = lead();
    const upper = { ...first, submission_id: first.submission_id.toUpperCase() };
    const ids = await Promise.all([save(lead()), save(first), save(first), save(upper)]);
    expect(ids[1]).toBe(ids[2]);
    expect(ids[3]).toBe(ids[1]);
    expect(await save(first)).toBe(ids[1]);
    expect((await storedIds([first])).get(first.submission_id)).toBe(ids[1]);
  });

  it('stores text exactly, including quotes, backslashes, braces and the word NULL', async () => {
    const save = createEnquiryWriter(traced, { concurrency: 1 });
    const tricky = lead({
      name: 'A "quoted", {braced} \\ name',
      utm_content: 'NULL',
      utm_term: '',
    });
    const plain = lead();
    await Promise.all([save(plain), save(tricky), save(lead())]);
    const [row] = await db.sql`
      select name, utm_content, utm_term, utm_source from admission_leads
      where submission_id = ${tricky.submission_id}`;
    expect(row).toEqual({
      name: 'A "quoted", {braced} \\ name',
      utm_content: 'NULL',
      utm_term: tricky.utm_term ?? null,
      utm_source: null,
    });
  });

  it('fails only the enquiry that breaks a rule of the table; the rest of its batch is stored', async () => {
    const save = createEnquiryWriter(traced, { concurrency: 1 });
    const good = [lead(), lead(), lead()];
    // The schema would refuse this name; the table's own check must refuse it too.
    const bad = { ...lead(), name: 'x'.repeat(101) };
    const results = await Promise.allSettled([
      save(lead()),
      save(good[0]!),
      save(bad),
      save(good[1]!),
      save(good[2]!),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(((results[2] as PromiseRejectedResult).reason as { code: string }).code).toBe('23514');
    expect((await storedIds([...good, bad])).size).toBe(3);
  });

  it('rejects every waiting enquiry with the database error when the database is gone', async () => {
    const dead = createSql('postgres://nobody@127.0.0.1:1/none', { max: 1, connectTimeout: 1 });
    const save = createEnquiryWriter(dead, { concurrency: 1 });
    const results = await Promise.allSettled([save(lead()), save(lead()), save(lead())]);
    await dead.end();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(isDatabaseUnavailable((result as PromiseRejectedResult).reason)).toBe(true);
    }
  });
});
