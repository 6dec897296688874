/**
 * Enquiry throughput: the API over HTTP against raw postgres.js inserts into
 * the same table on the same machine. Prints figures and the ratio; it makes
 * no pass/fail decision.   npm run bench   (BENCH_SECONDS, BENCH_CONNECTIONS)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createSql } from '../src/db/client';
import { REPO_ROOT } from '../src/db/connect';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { freePort, tempDir } from '../test/global-setup';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const body = () => ({
  name: 'Bench Mark',
  email: 'bench@example.com',
  phone: '9876543210',
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
  submission_id: randomUUID(),
  source_page: '/admission',
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

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
          values (${b.name}, ${b.email}, '+919876543210', ${b.program}, ${b.form_type}, ${b.submission_id}, ${b.source_page})
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

async function apiInserts(url: string) {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ENQUIRY_RATE_LIMIT: '0',
      LOG_REQUESTS: 'false',
      SITE_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        if (i > 100) throw new Error('API did not start');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/api/enquiries`,
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
    server.kill('SIGTERM');
  }
}

const dir = tempDir('skltcoa-bench-');
const database = await startEmbeddedPostgres({
  dir: join(dir, 'data'),
  port: await freePort(),
  persistent: false,
});
try {
  const setup = createSql(database.url);
  await migrate(setup);
  await setup.end();
  console.log(
    `Machine: ${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(`Load: ${CONNECTIONS} concurrent clients for ${SECONDS} s each\n`);
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
