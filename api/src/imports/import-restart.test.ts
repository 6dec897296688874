import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportCreated, ImportPreview } from '@skltcoa/shared/schemas/imports';
import { addStaffUser } from '../auth/staff-users';
import { createSql, type Sql } from '../db/client';
import {
  createTestDatabase,
  postJson,
  signIn,
  startServer,
  testConfig,
  type TestDatabase,
} from '../../test/helpers';
import { startImportWorker } from './import-commit';
import { csvBytes } from './sheet-fixtures';

/*
 * An API restart during a commit (docs/decisions/051-importing-leads.md):
 * the instance doing it dies with a chunk in hand, others start on the same
 * database, and every row ends stored once, with one consent record and one
 * notice each.
 */

let db: TestDatabase;
let sql: Sql;
const ADMIN = { email: 'principal@example.edu.in', password: 'the principal passphrase' };
const ROWS = 3000;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
  await addStaffUser(sql, ADMIN.email, ADMIN.password, 'admin');
});
afterAll(async () => db.drop());

const worker = (pool: Sql) =>
  startImportWorker({
    sql: pool,
    siteUrl: 'https://skltcoa.example/',
    pollMs: 100,
    chunkRows: 100,
    mailIntervalMs: 0,
    log: () => {},
  });

async function progress(id: string) {
  const [batch] = await sql<{ state: string; done: number }[]>`
    select state, done from import_batches where id = ${id}`;
  return batch!;
}

describe('a commit that an API restart interrupts', () => {
  it('is resumed by another instance and stores every row once', async () => {
    // The first instance, with a pool of its own that dies with it.
    const firstPool = createSql(db.appUrl, { max: 5 });
    const first = await startServer(firstPool, testConfig());
    const firstWorker = worker(firstPool);
    const admin = { authorization: `Bearer ${await signIn(sql, first.url, ADMIN)}` };
    const rows = [
      ['Name', 'Mobile', 'Email', 'Course'],
      ...Array.from({ length: ROWS }, (_, i) => [
        `Student ${i}`,
        `9${String(700_000_000 + i).padStart(9, '0')}`,
        i % 2 ? `student${i}@example.com` : '',
        'B.Arch',
      ]),
    ];
    const form = new FormData();
    form.append('channel', 'aggregator');
    form.append('source', 'Shiksha');
    form.append('consent_statement', 'consented on Shiksha to be contacted by colleges');
    form.append('file', new Blob([csvBytes(rows)]), 'week.csv');
    const created = (await (
      await fetch(`${first.url}/api/imports`, { method: 'POST', headers: admin, body: form })
    ).json()) as ImportCreated;
    expect(created).toMatchObject({ rows: ROWS, ready: ROWS });
    const started = await postJson(
      first.url,
      `/api/imports/${created.id}/commit`,
      { duplicates: 'skip' },
      admin,
    );
    expect(started.status).toBe(202);

    // Killed part way: its connections end with a chunk in hand, whose transaction rolls back.
    for (;;) {
      const { done } = await progress(created.id);
      if (done >= 300) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await firstPool.end({ timeout: 0 });
    await firstWorker.stop();
    await first.close();
    const { state, done } = await progress(created.id);
    expect(state).toBe('committing');
    expect(done).toBeLessThan(ROWS);

    // Two instances start on the same database; one takes the batch, both could.
    const pools = [createSql(db.appUrl, { max: 5 }), createSql(db.appUrl, { max: 5 })];
    const second = await startServer(pools[0]!, testConfig());
    const workers = pools.map(worker);
    try {
      // A second commit of the same batch stores nothing more.
      const again = await postJson(
        second.url,
        `/api/imports/${created.id}/commit`,
        { duplicates: 'repeat' },
        admin,
      );
      expect(again.status).toBe(409);
      const until = Date.now() + 40_000;
      let batch: ImportPreview;
      for (;;) {
        batch = (await (
          await fetch(`${second.url}/api/imports/${created.id}`, { headers: admin })
        ).json()) as ImportPreview;
        if (batch.state === 'committed' || Date.now() > until) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(batch.state).toBe('committed');
      expect(batch.progress).toEqual({ done: ROWS, total: ROWS, stored: ROWS });
    } finally {
      await Promise.all(workers.map((each) => each.stop()));
      await second.close();
      await Promise.all(pools.map((pool) => pool.end()));
    }
    const [counts] = await sql<
      { leads: number; rows: number; consents: number; mail: number; linked: number }[]
    >`
      select
        (select count(*) from admission_leads where import_batch_id = ${created.id})::int as leads,
        (select count(distinct import_row) from admission_leads where import_batch_id = ${created.id})::int as rows,
        (select count(*) from lead_consents where import_batch_id = ${created.id})::int as consents,
        (select count(*) from mail_outbox where kind = 'imported_lead_notice')::int as mail,
        (select count(*) from import_rows where batch_id = ${created.id} and lead_id is not null)::int as linked`;
    expect(counts).toEqual({
      leads: ROWS,
      rows: ROWS,
      consents: ROWS,
      mail: ROWS / 2,
      linked: ROWS,
    });
  });
});
