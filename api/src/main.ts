import { serve } from '@hono/node-server';
import { createApp } from './app';
import { fromRepo, openDatabase } from './db/connect';
import { parseEnv, type Config } from './env';

let config: Config;
try {
  config = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const db = await openDatabase(config);
const app = createApp({ sql: db.sql, config }, { siteDir: fromRepo(config.siteDir) });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Serving the site and API on http://localhost:${info.port} (${config.env})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
