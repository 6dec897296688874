/**
 * Enquiry throughput: the API over HTTP against raw postgres.js inserts into
 * the same table on the same machine. Prints figures and the ratio; it makes
 * no pass/fail decision.   npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS,
 * BENCH_CONTACTS)
 *
 * BENCH_CONTACTS=one (the default, as docs/performance.md measures it) sends every
 * enquiry from one phone and email, so all of them are one family
 * (docs/decisions/016-families.md): the worst case for families, which the
 * per-contact rate limit rules out in production. BENCH_CONTACTS=varied sends
 * mostly new contacts, with one enquiry in five repeating a recent phone or
 * email and one in fifty bridging two recent families.
 */
import { randomUUID } from 'node:crypto';
import { adultConsent } from '@skltcoa/shared';
import autocannon from 'autocannon';
import { createSql } from '../src/db/client';
import { machine, percentile, startApiProcess, throwawayDatabase } from './support';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CONTACTS = process.env.BENCH_CONTACTS === 'varied' ? 'varied' : 'one';

let sent = 0;
const phoneOf = (n: number) => `9${String(100_000_000 + (n % 900_000_000)).padStart(9, '0')}`;
const emailOf = (n: number) => `bench${n}@example.com`;
/** A recent enquiry's number: repeats come back within a few hundred enquiries. */
const recent = () => Math.max(0, sent - 1 - Math.floor(Math.random() * 300));

function contact(): { phone: string; email: string } {
  if (CONTACTS === 'one') return { phone: '9876543210', email: 'bench@example.com' };
  const n = sent++;
  const roll = Math.random();
  if (roll < 0.02) return { phone: phoneOf(recent()), email: emailOf(recent()) };
  if (roll < 0.12) return { phone: phoneOf(recent()), email: emailOf(n) };
  if (roll < 0.22) return { phone: phoneOf(n), email: emailOf(recent()).toUpperCase() };
  return { phone: phoneOf(n), email: emailOf(n) };
}

const body = () => ({
  name: 'Bench Mark',
  ...contact(),
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
  submission_id: randomUUID(),
  source_page: '/admission',
  ...adultConsent(),
});

async function rawInserts(url: string) {
  const sql = createSql(url, { max: 10 });
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const b = body();
        const started = performance.now();
        await sql`insert into admission_leads (name, email, phone, program, form_type, submission_id, source_page)
          values (${b.name}, ${b.email}, ${`+91${b.phone}`}, ${b.program}, ${b.form_type}, ${b.submission_id}, ${b.source_page})
          on conflict (submission_id) do nothing returning id`;
        latencies.push(performance.now() - started);
      }
    }),
  );
  await sql.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function apiInserts(databaseUrl: string) {
  const api = await startApiProcess(databaseUrl);
  try {
    const result = await autocannon({
      url: `${api.url}/api/enquiries`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
        },
      ],
    });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    api.process.kill('SIGTERM');
  }
}

const database = await throwawayDatabase();
try {
  console.log(`Machine: ${machine()}`);
  console.log(
    `Load: ${CONNECTIONS} concurrent clients for ${SECONDS} s each, contacts: ${CONTACTS}\n`,
  );
  const raw = await rawInserts(database.url);
  const api = await apiInserts(database.url);
  const row = (label: string, r: { rps: number; p50: number; p99: number }) =>
    `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(9)}`;
  console.log(
    `${'enquiry inserts'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`,
  );
  console.log(row('raw postgres.js insert', raw));
  console.log(row('POST /api/enquiries (HTTP, JSON)', api));
  console.log(
    `\nAPI / raw throughput ratio: ${(api.rps / raw.rps).toFixed(2)}  (errors: ${api.errors}, non-2xx: ${api.non2xx})`,
  );
} finally {
  await database.stop();
}
