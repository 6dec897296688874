import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { countHits, uncountHits } from './rate-limit';

/*
 * A count's window starts at its first hit, so a run of requests is never
 * split by a wall-clock boundary (docs/decisions/045-rate-windows-start-at-the-first-hit.md).
 */

let db: TestDatabase;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.appSql;
});
afterAll(async () => db.drop());

let n = 0;
const key = () => ({ bucket: 'test', client: `client-${Date.now()}-${n++}` });

/** Waits, by the database's clock, until `ms` before the next multiple of `seconds`. */
async function justBeforeBoundary(seconds: number, ms: number) {
  const [row] = await sql<{ epoch: number }[]>`
    select extract(epoch from clock_timestamp())::float8 as epoch`;
  const left = seconds * 1000 - ((row!.epoch * 1000) % (seconds * 1000));
  await sleep(left > ms ? left - ms : left + seconds * 1000 - ms);
}

describe('countHits', () => {
  it('keeps counting across a wall-clock boundary inside one window', async () => {
    const k = key();
    await justBeforeBoundary(2, 150);
    const [first] = await countHits(sql, [k], 2);
    await sleep(400);
    const [second] = await countHits(sql, [k], 2);
    expect(first!.hits).toBe(1);
    expect(second!.hits).toBe(2);
    expect(second!.windowStart).toEqual(first!.windowStart);
  });

  it('starts a new window once the first has run its length', async () => {
    const k = key();
    await countHits(sql, [k], 1);
    const [again] = await countHits(sql, [k], 1);
    expect(again!.hits).toBe(2);
    expect(again!.retryAfter).toBe(1);
    await sleep(1_100);
    const [fresh] = await countHits(sql, [k], 1);
    expect(fresh!.hits).toBe(1);
    expect(fresh!.windowStart.getTime()).toBeGreaterThan(again!.windowStart.getTime());
  });

  it('takes back a hit only in the window that counted it', async () => {
    const k = key();
    const old = await countHits(sql, [k], 1);
    await sleep(1_100);
    await countHits(sql, [k], 1);
    await uncountHits(sql, old);
    const [now] = await countHits(sql, [k], 1);
    expect(now!.hits).toBe(2);
    await uncountHits(sql, [now!]);
    const [after] = await countHits(sql, [k], 1);
    expect(after!.hits).toBe(2);
  });

  it('counts several keys in one statement, each on its own', async () => {
    const a = key();
    const b = key();
    await countHits(sql, [a], 60);
    const hits = await countHits(sql, [a, b], 60);
    expect(hits.map((h) => [h.client, h.hits]).sort()).toEqual(
      [
        [a.client, 2],
        [b.client, 1],
      ].sort(),
    );
  });
});
