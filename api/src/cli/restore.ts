/**
 * Loads a backup into a new, empty database (docs/deployment.md, "Backups").
 *   npm run restore -- FILE --ledger LEDGER
 *   npm run restore -- FILE --without-ledger "REASON"   audited; erased leads come back
 *   npm run restore -- --ledger LEDGER    only re-applies the ledger to a restored database
 * With --ledger, the leads erased after the backup was taken are erased again.
 * Without it the restore is refused unless the operator says why (ADR 055).
 * DATABASE_URL when set, else the embedded server.
 */
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openCliDatabase, parseLedger } from '../db/backup';
import {
  reapplyErasures,
  reapplyHeldErasures,
  restoreBackup,
  RestoreRefused,
  WITHOUT_LEDGER_REASON_MAX,
  type WithoutLedger,
} from '../db/restore';
import { parseEnv } from '../env';
import { runCommand } from './run';

const USAGE =
  'Usage: npm run restore -- FILE --ledger LEDGER | npm run restore -- FILE --without-ledger "REASON"' +
  ' | npm run restore -- --ledger LEDGER';

const NO_LEDGER =
  'Restore refused: no erasure ledger given. A backup still holds the people erased after it was ' +
  'taken; the ledger (the .erasures.txt written with every backup, the newest you have) erases them ' +
  'again. Give it with --ledger LEDGER. If no ledger survives, say why with --without-ledger "REASON": ' +
  'the restore then finishes and the audit trail records your reason.';

/** Who chose to restore without the ledger: the account that ran the command. */
function operator(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/** The operator's reason, as the audit trail keeps it: one line, of a bounded length. */
function reasonOf(given: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const reason = given.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return reason.length > 0 && reason.length <= WITHOUT_LEDGER_REASON_MAX ? reason : undefined;
}

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ledger: { type: 'string' }, 'without-ledger': { type: 'string' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  // npm runs scripts from the repository; paths given by hand are from where the user stood.
  const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const [given, ...extra] = parsed.positionals;
  const file = given && here(given);
  const without = parsed.values['without-ledger'];
  if ((!file && !parsed.values.ledger) || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  if (without !== undefined && (parsed.values.ledger || !file)) {
    console.error(`--without-ledger is for restoring a backup with no ledger at all.\n${USAGE}`);
    return 2;
  }
  if (file && !parsed.values.ledger && without === undefined) {
    console.error(NO_LEDGER);
    return 2;
  }
  let withoutLedger: WithoutLedger | undefined;
  if (without !== undefined) {
    const reason = reasonOf(without);
    if (!reason) {
      console.error(
        `Restore refused: --without-ledger needs a reason of 1 to ${WITHOUT_LEDGER_REASON_MAX} characters, ` +
          'which the audit trail keeps.',
      );
      return 2;
    }
    withoutLedger = { reason, operator: operator() };
  }
  // Read before touching the database, so a bad ledger stops the restore before it starts.
  const ledger = parsed.values.ledger
    ? parseLedger(readFileSync(here(parsed.values.ledger), 'utf8'))
    : undefined;
  const db = await openCliDatabase(parseEnv({ ...process.env, LOG_REQUESTS: 'false' }));
  try {
    if (file) {
      const { header } = await restoreBackup(db.sql, file, { withoutLedger });
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
        'Restored without the erasure ledger, as the audit trail now records: leads erased after this ' +
          'backup was taken are back. If a ledger turns up, run `npm run restore -- --ledger LEDGER`.',
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
