/**
 * The kill and stop probes: the product as `npm start` runs it (supervisor,
 * API, embedded PostgreSQL) on loopback, under a load of enquiries, while
 *
 * - stop: PostgreSQL gets a fast shutdown (SIGINT to the postmaster, as
 *   `pg_ctl stop -m fast`); its API's supervisor starts it again, and the
 *   API must live through it (patches/postgres+3.4.9.patch);
 * - kill: the API gets SIGKILL; `npm start`'s supervisor starts another,
 *   which takes the database over.
 *
 * Each round waits until enquiries are accepted again. At the end, every
 * enquiry answered 201 must be stored exactly once. Prints figures for
 * docs/performance.md and makes no other pass/fail decision than that count.
 * docs/decisions/037-supervised-api-and-signed-console-updates.md.
 *
 *   npm run probes    (PROBE_ROUNDS, default 5, at most 20; PROBE_WORKERS, default 16;
 *                      PROBE_PARTS, default stop,kill)
 */
import { alive } from '../src/db/embedded-folder';
import {
  fastShutdown,
  healthy,
  loadThrough,
  startSupervisedApi,
  until,
  type LoadResult,
} from '../test/supervised-api';
import { machine } from './support';

const ROUNDS = Math.min(20, Math.max(1, Number(process.env.PROBE_ROUNDS ?? 5)));
const WORKERS = Math.min(64, Math.max(1, Number(process.env.PROBE_WORKERS ?? 16)));
const PARTS = (process.env.PROBE_PARTS ?? 'stop,kill').split(',');

interface Row extends LoadResult {
  probe: 'stop' | 'kill';
  /** The API process that answered before the fault still answers after it. */
  sameApi: boolean;
  stored: { ids: number; rows: number };
}

const rows: Row[] = [];

// Stop: one product, PostgreSQL stopped ROUNDS times under load.
if (PARTS.includes('stop')) {
  const api = await startSupervisedApi();
  try {
    const accepted: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const pid = api.apiPid();
      const load = await loadThrough(api.url, () => fastShutdown(api), { workers: WORKERS });
      accepted.push(...load.accepted);
      await until(() => healthy(api.url), 30_000);
      rows.push({
        probe: 'stop',
        ...load,
        sameApi: api.apiPid() === pid,
        stored: await api.stored(load.accepted),
      });
    }
    const all = await api.stored(accepted);
    console.log(`stop: ${accepted.length} accepted, ${all.ids} stored, ${all.rows} rows`);
  } catch (error) {
    console.error(`The stop probe failed; what the product printed:\n${api.output()}`);
    throw error;
  } finally {
    await api.stop();
  }
}

// Kill: a product of its own each round, so that the supervisor's crash-loop
// rule (5 quick exits in a row) is not what is measured.
for (let round = 0; PARTS.includes('kill') && round < ROUNDS; round += 1) {
  const api = await startSupervisedApi();
  try {
    const pid = api.apiPid()!;
    const load = await loadThrough(api.url, () => process.kill(pid, 'SIGKILL'), {
      workers: WORKERS,
      maxMs: 60_000,
    });
    await until(() => healthy(api.url), 30_000);
    rows.push({
      probe: 'kill',
      ...load,
      sameApi: alive(pid),
      stored: await api.stored(load.accepted),
    });
  } catch (error) {
    console.error(`The kill probe failed; what the product printed:\n${api.output()}`);
    throw error;
  } finally {
    await api.stop();
  }
}

console.log(`\nFault probes, ${new Date().toISOString()}, ${machine()}`);
console.log(`${ROUNDS} rounds each, ${WORKERS} clients sending enquiries\n`);
console.log(
  '| probe | sent | accepted (201) | refused (503) | no answer or other | back after | same API process | stored once |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
for (const row of rows) {
  const once = row.stored.ids === row.accepted.length && row.stored.rows === row.accepted.length;
  console.log(
    `| ${row.probe} | ${row.sent} | ${row.accepted.length} | ${row.unavailable} | ${row.other} | ${
      row.recoveredMs === undefined ? 'never' : `${(row.recoveredMs / 1000).toFixed(1)} s`
    } | ${row.sameApi ? 'yes' : 'no'} | ${once ? 'yes' : `no (${row.stored.rows} rows)`} |`,
  );
}
const lost = rows.reduce((sum, row) => sum + row.accepted.length - row.stored.ids, 0);
const doubled = rows.reduce((sum, row) => sum + row.stored.rows - row.stored.ids, 0);
const died = rows.filter((row) => row.probe === 'stop' && !row.sameApi).length;
console.log(
  `\nAccepted but not stored: ${lost}. Stored twice: ${doubled}. APIs that died in a database stop: ${died}.`,
);
process.exitCode = lost || doubled ? 1 : 0;
