/**
 * Enquiry throughput of two checkouts at once, under the same load: this one
 * ("after") and the one at BENCH_BEFORE (a path to another checkout of the
 * repository, its dependencies reachable, e.g. a git worktree with
 * node_modules linked). Each gets its own throwaway PostgreSQL, its own API
 * process and half the clients, for BENCH_ROUNDS rounds of BENCH_SECONDS.
 * On a shared machine, where runs one after the other vary by a factor of
 * two, the ratio of two APIs measured side by side is what holds.
 *   BENCH_BEFORE=../other-checkout npx tsx api/bench/enquiries-ab.ts
 *   (BENCH_CONTACTS=one|varied, as in enquiries.ts)
 */
import { randomUUID } from 'node:crypto';
import { adultConsent } from '@skltcoa/shared';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import * as after from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CONTACTS = process.env.BENCH_CONTACTS === 'varied' ? 'varied' : 'one';
if (!process.env.BENCH_BEFORE) throw new Error('Set BENCH_BEFORE to the other checkout.');
const before = (await import(
  join(resolve(process.env.BENCH_BEFORE), 'api/bench/support.ts')
)) as typeof after;

/** Enquiry bodies as enquiries.ts sends them; one generator per API. */
function bodies() {
  let sent = 0;
  const phoneOf = (n: number) => `9${String(100_000_000 + (n % 900_000_000)).padStart(9, '0')}`;
  const emailOf = (n: number) => `bench${n}@example.com`;
  const recent = () => Math.max(0, sent - 1 - Math.floor(Math.random() * 300));
  const contact = () => {
    if (CONTACTS === 'one') return { phone: '9876543210', email: 'bench@example.com' };
    const n = sent++;
    const roll = Math.random();
    if (roll < 0.02) return { phone: phoneOf(recent()), email: emailOf(recent()) };
    if (roll < 0.12) return { phone: phoneOf(recent()), email: emailOf(n) };
    if (roll < 0.22) return { phone: phoneOf(n), email: emailOf(recent()).toUpperCase() };
    return { phone: phoneOf(n), email: emailOf(n) };
  };
  return () =>
    JSON.stringify({
      name: 'Bench Mark',
      ...contact(),
      program: 'Bachelor of Architecture',
      form_type: 'Admission Enquiry',
      submission_id: randomUUID(),
      source_page: '/admission',
      ...adultConsent(),
    });
}

function load(url: string) {
  const body = bodies();
  return autocannon({
    url: `${url}/api/enquiries`,
    connections: CONNECTIONS / 2,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
}

const databases = await Promise.all([before.throwawayDatabase(), after.throwawayDatabase()]);
const apis = await Promise.all([
  before.startApiProcess(databases[0].url),
  after.startApiProcess(databases[1].url),
]);
try {
  console.log(`Machine: ${after.machine()}`);
  console.log(`${CONNECTIONS / 2} clients each for ${SECONDS} s, contacts: ${CONTACTS}\n`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const [old, now] = await Promise.all(apis.map((api) => load(api.url)));
    const rate = (r: autocannon.Result) =>
      `${r.requests.average.toFixed(0)} req/s (p99 ${r.latency.p99} ms, non-2xx ${r.non2xx})`;
    console.log(
      `round ${round}: before ${rate(old!)}, after ${rate(now!)}; after / before ${(now!.requests.average / old!.requests.average).toFixed(2)}`,
    );
  }
} finally {
  for (const api of apis) api.process.kill('SIGTERM');
  await Promise.all(databases.map((database) => database.stop()));
}
