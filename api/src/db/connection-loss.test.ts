import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from './client';

const FIXTURE = fileURLToPath(new URL('../../test/fixtures/connection-loss.ts', import.meta.url));

/*
 * postgres.js 3.4.9 wrote to a connection's socket after the connection had
 * closed, from a setImmediate callback: an uncaught TypeError that ended the
 * API whenever PostgreSQL closed connections with statements in flight, as a
 * fast shutdown does (docs/decisions/037-supervised-api-and-signed-console-updates.md).
 * It runs in a process of its own, because the crash takes the whole process.
 */
it('survives PostgreSQL ending its backends mid-statement, and the pool carries on', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', FIXTURE, inject('pgAdminUrl')], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  // Before the patch: status 1 and "Cannot read properties of null (reading 'write')".
  expect(run.stderr).not.toMatch(/TypeError/);
  expect(run.status).toBe(0);
  const results = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;

  // Each failure is one the API knows as "the database is unavailable" (503), none hangs.
  for (const key of ['transaction', 'reserved', 'reservedRollback', 'reservedAgain']) {
    expect(isDatabaseUnavailable({ code: results[key] }), `${key}: ${String(results[key])}`).toBe(
      true,
    );
  }
  // No connection of the pool is left poisoned: every later query answers.
  expect(results.transactionPoolAfter).toBe(true);
  expect(results.reservedPoolAfter).toBe(true);
});
