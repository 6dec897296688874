/**
 * Sign-in as a load (ADR 010): 50 concurrent sign-ins
 * (50 staff accounts) on loopback while a visitor fetches static pages and sends enquiries, with the
 * API in its own process. Prints how the sign-ins were answered, the
 * visitor's latencies, and the API process's resident memory (its peak from
 * /proc). Runs once with the defaults (2 password checks at once) and once
 * with the gate opened to 50, which is how the API behaved before. Bounded
 * loops, loopback only; no pass or fail.   npm run bench
 */
import { randomUUID } from 'node:crypto';
import { adultConsent } from '@skltcoa/shared';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../src/auth/password';
import { createSql } from '../src/db/client';
import { REPO_ROOT } from '../src/db/connect';
import { tempDir } from '../test/global-setup';
import { machine, percentile, startApiProcess, throwawayDatabase } from './support';

const SIGN_INS = 50;
/** The visitor stops after this many rounds even if sign-ins are still pending. */
const MAX_ROUNDS = 400;
const PASSWORD = 'bench passphrase 2026';
/** One account per sign-in: in-flight attempts count against their account until answered (ADR 010). */
const staffEmail = (i: number) => `bench.counsellor${i}@example.edu.in`;

/** The built site when there is one; otherwise a few files of similar size. */
function siteDir(): { dir: string; page: string; cleanup: () => void } {
  const built = join(REPO_ROOT, 'site/dist');
  if (existsSync(join(built, 'about.html')))
    return { dir: built, page: '/about', cleanup: () => {} };
  const dir = tempDir('skltcoa-bench-site-');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'about.html'), `<!doctype html><p>${'About the college. '.repeat(2000)}`);
  writeFileSync(join(dir, '404.html'), '<!doctype html><p>Not found</p>');
  return { dir, page: '/about', cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

const enquiry = () => ({
  name: 'Bench Visitor',
  email: `visitor-${randomUUID().slice(0, 8)}@example.com`,
  phone: '9876543210',
  program: 'Bachelor of Architecture',
  form_type: 'Admission Enquiry',
  submission_id: randomUUID(),
  source_page: '/admission',
  ...adultConsent(),
});

async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`probe answered ${response.status}`);
  return performance.now() - started;
}

interface CaseResult {
  label: string;
  signIns: Record<number, number>;
  lastAnswerMs: number;
  page: number[];
  enquiry: number[];
  rssBefore?: number;
  rssPeak?: number;
}

async function runCase(
  label: string,
  databaseUrl: string,
  site: { dir: string; page: string },
  env: Record<string, string>,
  signIns: number,
): Promise<CaseResult> {
  const api = await startApiProcess(databaseUrl, { SITE_DIR: site.dir, ...env });
  try {
    // Warm up: one page, one enquiry, one sign-in (the first also builds the dummy hash).
    await timed(() => fetch(`${api.url}${site.page}`));
    await timed(() => postEnquiry(api.url));
    await signIn(api.url, SIGN_INS);
    const before = memory(api.process.pid!);

    const started = performance.now();
    let pending = signIns;
    const answers = Array.from({ length: signIns }, (_, i) =>
      signIn(api.url, i).finally(() => (pending -= 1)),
    );
    const page: number[] = [];
    const enquiryTimes: number[] = [];
    let peak = before?.peak;
    for (let round = 0; round < MAX_ROUNDS && (pending > 0 || round < 20); round += 1) {
      page.push(await timed(() => fetch(`${api.url}${site.page}`)));
      enquiryTimes.push(await timed(() => postEnquiry(api.url)));
      peak = Math.max(peak ?? 0, memory(api.process.pid!)?.peak ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const statuses = await Promise.all(answers);
    const lastAnswerMs = performance.now() - started;
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return {
      label,
      signIns: counts,
      lastAnswerMs,
      page: page.sort((a, b) => a - b),
      enquiry: enquiryTimes.sort((a, b) => a - b),
      ...(before ? { rssBefore: before.rss } : {}),
      ...(peak ? { rssPeak: Math.max(peak, memory(api.process.pid!)?.peak ?? 0) } : {}),
    };
  } finally {
    api.process.kill('SIGTERM');
  }
}

function postEnquiry(url: string) {
  return fetch(`${url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(enquiry()),
  });
}

async function signIn(url: string, account: number): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'console' },
    body: JSON.stringify({ email: staffEmail(account), password: PASSWORD }),
  });
  await response.arrayBuffer();
  return response.status;
}

const database = await throwawayDatabase();
const site = siteDir();
try {
  const sql = createSql(database.url);
  const hash = await hashPassword(PASSWORD);
  for (let i = 0; i <= SIGN_INS; i += 1) {
    await sql`insert into staff_users (email, password_hash) values (${staffEmail(i)}, ${hash})`;
  }
  await sql.end();

  console.log(`Machine: ${machine()}`);
  console.log(
    `Load: ${SIGN_INS} concurrent sign-ins (scrypt N=2^17) while one visitor fetches ${site.page} and sends an enquiry, in turn\n`,
  );
  const results = [
    await runCase('idle (no sign-ins)', database.url, site, {}, 0),
    await runCase('defaults: 2 checks at once, queue 20, 5 s', database.url, site, {}, SIGN_INS),
    await runCase(
      'gate opened to 50 (as before)',
      database.url,
      site,
      { LOGIN_CONCURRENCY: '50', LOGIN_QUEUE_LIMIT: '50', LOGIN_QUEUE_TIMEOUT_SECONDS: '60' },
      SIGN_INS,
    ),
  ];
  const ms = (list: number[], p: number) => (list.length ? percentile(list, p).toFixed(0) : '-');
  console.log(
    `${'case'.padEnd(42)} ${'sign-ins'.padEnd(18)} ${'last s'.padStart(6)} ${'page p50/p99/max ms'.padStart(20)} ${'enquiry p50/p99/max ms'.padStart(23)} ${'RSS MB idle/peak'.padStart(17)}`,
  );
  for (const r of results) {
    const answered = Object.entries(r.signIns)
      .map(([status, n]) => `${n}×${status}`)
      .join(' ');
    const rss =
      r.rssBefore !== undefined && r.rssPeak !== undefined
        ? `${r.rssBefore.toFixed(0)}/${r.rssPeak.toFixed(0)}`
        : 'n/a';
    console.log(
      `${r.label.padEnd(42)} ${(answered || '-').padEnd(18)} ${(r.lastAnswerMs / 1000).toFixed(1).padStart(6)} ${`${ms(r.page, 50)}/${ms(r.page, 99)}/${ms(r.page, 100)}`.padStart(20)} ${`${ms(r.enquiry, 50)}/${ms(r.enquiry, 99)}/${ms(r.enquiry, 100)}`.padStart(23)} ${rss.padStart(17)}`,
    );
  }
} finally {
  site.cleanup();
  await database.stop();
}
