import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from './helpers';
import { vacuumUntilVisible } from './vacuum';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  await db.sql`create table rows_seen (id int primary key, note text)`;
  await db.sql`insert into rows_seen select i, 'row ' || i from generate_series(1, 5000) as i`;
});
afterAll(async () => {
  await db.drop();
});

const visibility = async () =>
  (
    await db.sql<{ pages: number; visible: number }[]>`
      select relpages as pages, relallvisible as visible
      from pg_class where oid = 'rows_seen'::regclass`
  )[0]!;

it('waits out an older snapshot that keeps one VACUUM from marking the pages all-visible', async () => {
  // A snapshot taken before the update, as a connection starting up elsewhere holds one.
  const holder = await db.sql.reserve();
  await holder`begin isolation level repeatable read`;
  await holder`select 1 from rows_seen limit 1`;
  await db.sql`update rows_seen set note = note || '.'`;

  await db.sql`vacuum analyze rows_seen`;
  const once = await visibility();
  expect(once.visible).toBeLessThan(once.pages);

  const released = new Promise<void>((resolve) =>
    setTimeout(async () => {
      await holder`rollback`;
      holder.release();
      resolve();
    }, 300),
  );
  await vacuumUntilVisible(db.sql, 'rows_seen');
  await released;
  const after = await visibility();
  expect(after.pages).toBeGreaterThan(0);
  expect(after.visible).toBe(after.pages);
});

it('says so when the pages never become visible, and takes only table names', async () => {
  const holder = await db.sql.reserve();
  await holder`begin isolation level repeatable read`;
  await holder`select 1 from rows_seen limit 1`;
  await db.sql`update rows_seen set note = note || '!'`;
  await expect(vacuumUntilVisible(db.sql, 'rows_seen', { tries: 2 })).rejects.toThrow(
    /rows_seen: \d+ of \d+ pages all-visible after 2 vacuums/,
  );
  await holder`rollback`;
  holder.release();
  await expect(vacuumUntilVisible(db.sql, 'rows_seen; drop table x')).rejects.toThrow(
    /not a table name/,
  );
});
