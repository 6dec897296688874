import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  fastShutdown,
  healthy,
  loadThrough,
  startSupervisedApi,
  type SupervisedApi,
} from './supervised-api';

/*
 * PostgreSQL's fast shutdown under load, the API left running: postgres.js
 * 3.4.9 threw from a write on a closed connection and ended the API in 2 of
 * 5 such stops (patches/postgres+3.4.9.patch,
 * docs/decisions/037-supervised-api-and-signed-console-updates.md). The API
 * runs as `npm start` runs it, with its embedded PostgreSQL, which its own
 * supervisor starts again after each stop.
 */
let api: SupervisedApi;

beforeAll(async () => {
  api = await startSupervisedApi();
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

it('keeps answering through fast shutdowns of its database under load, losing nothing accepted', async () => {
  const pid = api.apiPid();
  expect(pid).toBeGreaterThan(0);
  const accepted: string[] = [];
  for (let round = 0; round < 3; round += 1) {
    const stopped: number[] = [];
    const load = await loadThrough(api.url, () => stopped.push(fastShutdown(api)));
    accepted.push(...load.accepted);
    // The stop refused enquiries (503) while the server was down, and then they were accepted again.
    expect(
      load.recoveredMs,
      JSON.stringify({ ...load, accepted: load.accepted.length }),
    ).toBeDefined();
    // The same API process throughout: it did not die and was not started again.
    expect(api.apiPid(), api.output()).toBe(pid);
    expect(api.postmasterPid()).not.toBe(stopped[0]);
  }
  expect(api.output()).not.toMatch(/TypeError|Ending after/);
  expect(await healthy(api.url)).toBe(true);
  // Each enquiry answered 201 is stored, once.
  expect(await api.stored(accepted)).toEqual({ ids: accepted.length, rows: accepted.length });
}, 180_000);
