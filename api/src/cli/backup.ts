/**
 * A consistent backup of the product's database (docs/deployment.md, "Backups").
 *   npm run backup [-- --dir FOLDER]          the dump and its erasure ledger
 *   npm run backup -- --ledger-only [--dir]   the ledger alone, for the hourly copy
 * DATABASE_URL when set, else the embedded server (the running one, if the app is up).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, openCliDatabase, writeErasureLedger } from '../db/backup';
import { fromRepo } from '../db/connect';
import { parseEnv } from '../env';
import { runCommand } from './run';

const USAGE = 'Usage: npm run backup [-- --dir FOLDER] [--ledger-only]';

/** Counts of what matters to the college, to see at a glance that the dump is not empty. */
const MAIN_TABLES = ['admission_leads', 'lead_activities', 'lead_consents', 'staff_users'];

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

async function main(argv: string[]): Promise<number> {
  let options;
  try {
    options = parseArgs({
      args: argv,
      options: {
        dir: { type: 'string' },
        'ledger-only': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  // npm runs scripts from the repository; a folder given by hand is from where the user stood.
  const dir = options.dir
    ? resolve(process.env.INIT_CWD ?? process.cwd(), options.dir)
    : fromRepo('.data/backups');
  const db = await openCliDatabase(parseEnv({ ...process.env, LOG_REQUESTS: 'false' }));
  try {
    if (options['ledger-only']) {
      const { ledger, count } = await writeErasureLedger(db.sql, dir);
      console.log(`Wrote ${ledger} (${count} erased leads) from ${db.target}.`);
      return 0;
    }
    const { file, ledger, bytes, header } = await backupDatabase(db.sql, dir);
    console.log(`Backed up ${db.target} as it was at ${header.takenAt}:`);
    console.log(`  ${file} (${formatBytes(bytes)})`);
    console.log(`  ${ledger} (the erasure ledger)`);
    for (const table of header.tables.filter((t) => MAIN_TABLES.includes(t.name))) {
      console.log(`  ${table.name}: ${table.rows} rows`);
    }
    const total = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`  ${header.tables.length} tables, ${total} rows in all`);
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main, (error) => `Backup failed: ${error.message}`);
