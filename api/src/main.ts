import { createApp } from './app';
import { fromRepo, openDatabase } from './db/connect';
import { parseEnv, type Config } from './env';
import { startHttpServer } from './http-server';

let config: Config;
try {
  config = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const db = await openDatabase(config);
const app = createApp(
  { sql: db.sql, config, database: db.gate },
  {
    siteDir: fromRepo(config.siteDir),
    updatesDir: config.updatesDir ? fromRepo(config.updatesDir) : undefined,
  },
);
const server = await startHttpServer(app.fetch, { port: config.port, hostname: config.host });
console.log(`Serving the site and API on http://localhost:${server.port} (${config.env})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
