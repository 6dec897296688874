/**
 * Loads a backup into a new, empty database (docs/deployment.md, "Backups").
 *   npm run restore -- FILE [--ledger LEDGER]
 *   npm run restore -- --ledger LEDGER    only re-applies the ledger to a restored database
 * With --ledger, the leads erased after the backup was taken are erased again.
 * DATABASE_URL when set, else the embedded server.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openCliDatabase, parseLedger } from '../db/backup';
import { reapplyErasures, reapplyHeldErasures, restoreBackup, RestoreRefused } from '../db/restore';
import { parseEnv } from '../env';
import { runCommand } from './run';

const USAGE =
  'Usage: npm run restore -- FILE [--ledger LEDGER] | npm run restore -- --ledger LEDGER';

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ledger: { type: 'string' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  // npm runs scripts from the repository; paths given by hand are from where the user stood.
  const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const [given, ...extra] = parsed.positionals;
  const file = given && here(given);
  if ((!file && !parsed.values.ledger) || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  // Read before touching the database, so a bad ledger stops the restore before it starts.
  const ledger = parsed.values.ledger
    ? parseLedger(readFileSync(here(parsed.values.ledger), 'utf8'))
    : undefined;
  const db = await openCliDatabase(parseEnv({ ...process.env, LOG_REQUESTS: 'false' }));
  try {
    if (file) {
      const { header } = await restoreBackup(db.sql, file);
      const total = header.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Restored the backup of ${header.takenAt} into ${db.target}: ${header.tables.length} tables, ${total} rows.`,
      );
    }
    if (ledger) {
      const erased = await reapplyErasures(db.sql, ledger.leadIds, { reasons: ledger.reasons });
      const held = await reapplyHeldErasures(db.sql, ledger);
      console.log(
        `Re-applied the erasure ledger: ${erased} of its ${ledger.leadIds.length} leads were erased again` +
          `, and ${held} held under-18 enquiries deleted again.`,
      );
    } else {
      console.log(
        'No --ledger given: leads erased after this backup was taken are back. ' +
          'Before anyone uses this database, run `npm run restore -- --ledger NEWEST_LEDGER`.',
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main, (error) =>
  error instanceof RestoreRefused
    ? `Restore refused: ${error.message}`
    : `Restore failed: ${error.message}`,
);
