import { Hono } from 'hono';
import type { AppDeps } from './deps';

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export function healthRoutes({ sql }: AppDeps, { timeoutMs = 2000 } = {}) {
  return new Hono().get('/', async (c) => {
    const database = await Promise.race([
      sql`select 1`.then(() => 'up' as const),
      new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), timeoutMs).unref()),
    ]).catch(() => 'down' as const);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { service: 'skltcoa-api', status: database === 'up' ? 'ok' : 'degraded', database },
      database === 'up' ? 200 : 503,
    );
  });
}
