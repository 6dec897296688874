import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { hashPassword } from './password';
import type { Sql } from '../db/client';
import { createTestDatabase, enquiry, postJson, testConfig } from '../../test/helpers';
import { tempDir } from '../../test/global-setup';

/*
 * Each sign-in costs an scrypt derivation (about 0.7 s of
 * CPU and 128 MiB). Only a few run at once per process; the rest wait in a
 * queue with a deadline, and the site and the enquiry form stay fast
 * meanwhile (ADR 010).
 */

let sql: Sql;
let drop: () => Promise<void>;
let siteDir: string;

const PASSWORD = 'one passphrase for all';
const staff = Array.from({ length: 20 }, (_, i) => ({
  email: `staff${i}@example.edu.in`,
  password: PASSWORD,
}));

beforeAll(async () => {
  ({ sql, drop } = await createTestDatabase());
  // Production's scrypt cost (N=2^17) for every account: the load is the point.
  const hash = await hashPassword(PASSWORD);
  for (const s of staff) {
    await sql`insert into staff_users (email, password_hash) values (${s.email}, ${hash})`;
  }
  siteDir = tempDir('skltcoa-load-site-');
  mkdirSync(join(siteDir, 'about'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
  writeFileSync(
    join(siteDir, 'about', 'index.html'),
    `<!doctype html><p>${'About. '.repeat(4000)}`,
  );
  writeFileSync(join(siteDir, '404.html'), '<!doctype html><p>Not found</p>');
}, 120_000);
afterAll(async () => {
  await drop();
  rmSync(siteDir, { recursive: true, force: true });
});

interface Watch {
  running: number;
  peak: number;
  started: number;
}

/** The app with the password checks counted as they start and end, over real HTTP. */
async function startWatched(env: Record<string, string>) {
  const watch: Watch = { running: 0, peak: 0, started: 0 };
  const app = createApp(
    {
      sql,
      config: testConfig(env),
      logError: () => {},
      onPasswordCheck: (event) => {
        if (event === 'start') {
          watch.started += 1;
          watch.running += 1;
          watch.peak = Math.max(watch.peak, watch.running);
        } else {
          watch.running -= 1;
        }
      },
    },
    { siteDir },
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
  return { url, watch, close };
}

const signIn = async (url: string, s: { email: string; password: string }) => {
  const started = performance.now();
  const response = await postJson(url, '/api/auth/login', s);
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { error?: string },
  };
};

const timed = async (request: () => Promise<Response>) => {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
};

describe('sign-in under load', () => {
  it('runs at most LOGIN_CONCURRENCY checks at once; the rest queue, then succeed or get 503 at the deadline', async () => {
    const app = await startWatched({
      LOGIN_CONCURRENCY: '2',
      LOGIN_QUEUE_LIMIT: '50',
      LOGIN_QUEUE_TIMEOUT_SECONDS: '5',
    });
    try {
      const attempts = Promise.all(staff.map((s) => signIn(app.url, s)));

      // While the sign-ins queue, the site and the enquiry form answer promptly.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const probes: { status: number; ms: number }[] = [];
      for (let i = 0; i < 6; i += 1) {
        probes.push(await timed(() => fetch(`${app.url}/about`)));
        probes.push(await timed(() => fetch(`${app.url}/`)));
        probes.push(
          await timed(() =>
            postJson(app.url, '/api/enquiries', enquiry({ phone: `98765 0000${i}` })),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      const results = await attempts;
      expect(probes.map((p) => p.status)).toEqual(
        Array.from({ length: 6 }, () => [200, 200, 201]).flat(),
      );
      // Generous bounds, for a 2-core machine that other test files share; before
      // the gate, these probes waited up to 30 s behind the derivations.
      const times = probes.map((p) => p.ms).sort((x, y) => x - y);
      expect(times[Math.floor(times.length / 2)]).toBeLessThan(1000);
      expect(times.at(-1)).toBeLessThan(2000);

      expect(app.watch.peak).toBe(2);
      const ok = results.filter((r) => r.status === 200);
      const late = results.filter((r) => r.status === 503);
      expect(ok.length + late.length).toBe(20);
      expect(ok.length).toBeGreaterThanOrEqual(2);
      // Only sign-ins that got a turn ran scrypt; the late ones never did.
      expect(app.watch.started).toBe(ok.length);
      for (const answer of late) {
        expect(answer.ms).toBeGreaterThan(4900);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.body.error).toBe(
          'Too many people are signing in at this moment. Please try again in a few seconds.',
        );
      }
    } finally {
      await app.close();
    }
  }, 60_000);

  it('answers 503 at once when the queue is full', async () => {
    const app = await startWatched({
      LOGIN_CONCURRENCY: '1',
      LOGIN_QUEUE_LIMIT: '3',
      LOGIN_QUEUE_TIMEOUT_SECONDS: '30',
    });
    try {
      const order: number[] = [];
      const results = await Promise.all(
        staff.slice(0, 10).map(async (s) => {
          const result = await signIn(app.url, s);
          order.push(result.status);
          return result;
        }),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(4);
      const full = results.filter((r) => r.status === 503);
      expect(full).toHaveLength(6);
      // The refusals came before any sign-in finished: no one waited for a slot that was never theirs.
      expect(order.slice(0, 6)).toEqual(Array<number>(6).fill(503));
      for (const answer of full) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(app.watch.peak).toBe(1);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('still answers an unknown email and a wrong password alike through the queue', async () => {
    const app = await startWatched({ LOGIN_CONCURRENCY: '1' });
    try {
      const wrong = await signIn(app.url, { email: staff[0]!.email, password: 'not it at all' });
      const unknown = await signIn(app.url, { email: 'nobody@example.edu.in', password: 'x' });
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      expect(unknown.body).toEqual(wrong.body);
      // Both paid one derivation inside the gate (the unknown email against the dummy hash).
      expect(app.watch.started).toBe(2);
    } finally {
      await app.close();
    }
  }, 60_000);
});
