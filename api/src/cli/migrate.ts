/**
 * Migrates the database as its owner and grants the serving role what the
 * API does, without serving (docs/decisions/036-a-serving-role-that-owns-nothing.md).
 *   npm run migrate
 * DATABASE_URL with MIGRATION_DATABASE_URL: the owner migrates and grants
 * DATABASE_URL's role; run it before an API whose environment holds only
 * DATABASE_URL. Embedded server: what `npm start` does before it serves.
 */
import { prepareDatabase } from '../db/connect';
import { parseEnv } from '../env';
import { runCommand } from './run';

async function main(argv: string[]): Promise<number> {
  if (argv.length > 0) {
    console.error('Usage: npm run migrate');
    return 2;
  }
  const config = parseEnv({ ...process.env, LOG_REQUESTS: 'false' });
  if (config.databaseUrl && !config.migrationDatabaseUrl) {
    console.error(
      'Set MIGRATION_DATABASE_URL to the owner role as well as DATABASE_URL to the serving role ' +
        '(docs/deployment.md, "Database roles").',
    );
    return 2;
  }
  const { stop } = await prepareDatabase(config, {
    log: (message) => console.log(message),
  });
  await stop();
  console.log('The database is migrated and the serving role granted.');
  return 0;
}

runCommand(main, (error) => `Migration failed: ${error.message}`);
