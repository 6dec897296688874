/**
 * The people a personal data breach affects, listed or told (docs/breach-runbook.md).
 *   npm run breach-notice -- --incident ID --since DATE [--until DATE] [--out FILE.csv]
 *   npm run breach-notice -- --incident ID --leads IDS.txt --send --notice NOTICE.txt
 * DATABASE_URL when set, else the embedded server (the running one, if the app is up).
 * Only counts reach the terminal: the names and addresses go to the file and the outbox.
 */
import { openCliDatabase } from '../db/backup';
import { REPO_ROOT } from '../db/connect';
import { migrate } from '../db/migrate';
import { parseEnv } from '../env';
import {
  BREACH_USAGE,
  BreachUsageError,
  findAffected,
  parseBreachArgs,
  parseLeadIds,
  parseNotice,
  peopleToCall,
  readUserFile,
  sendBreachNotices,
  writeAffectedList,
  writeCallList,
} from '../privacy/breach';
import { runCommand } from './run';

async function main(argv: string[]): Promise<number> {
  let options;
  let ids: string[] | null = null;
  let notice = null;
  try {
    options = parseBreachArgs(argv, {
      cwd: process.env.INIT_CWD ?? process.cwd(),
      repo: REPO_ROOT,
    });
    if (options.selection.kind === 'leads') {
      ids = parseLeadIds(await readUserFile(options.selection.file, '--leads'));
    }
    if (options.notice) notice = parseNotice(await readUserFile(options.notice, '--notice'));
  } catch (error) {
    if (!(error instanceof BreachUsageError)) throw error;
    console.error(`${error.message}\n${BREACH_USAGE}`);
    return error.exitCode;
  }
  const config = parseEnv({ ...process.env, LOG_REQUESTS: 'false' });
  const db = await openCliDatabase(config);
  try {
    // The notices' table may be newer than the running API's last start. Only
    // the owner migrates: with DATABASE_URL alone this is the serving role
    // (ADR 036), and `npm run migrate` keeps the schema.
    if (config.migrationDatabaseUrl || !config.databaseUrl) await migrate(db.sql);
    const { leads, guardians, unreachable } = await findAffected(
      db.sql,
      options.selection.kind === 'window' ? options.selection : { kind: 'ids', ids: ids! },
    );
    const distinct = new Set(leads.map((lead) => lead.email.trim().toLowerCase())).size;
    console.log(
      `Incident ${options.incident}: ${leads.length} leads still holding personal data, ${distinct} distinct email addresses, ${guardians.length} parents or guardians (${db.target}).`,
    );
    if (unreachable > 0) {
      console.log(
        ids
          ? `${unreachable} of the listed ids are unknown or already erased.`
          : `${unreachable} more leads held data in the window but have been erased since: they cannot be told; count them in the Board's report.`,
      );
    }
    if (options.mode === 'list') {
      await writeAffectedList(db.sql, {
        incident: options.incident,
        leads,
        guardians,
        file: options.out,
        by: options.by,
      });
      console.log(
        `Wrote ${options.out} (readable by you only). Delete it once the incident is closed.`,
      );
      return 0;
    }
    const { queued, alreadyTold } = await sendBreachNotices(db.sql, {
      incident: options.incident,
      leads,
      guardians,
      notice: notice!,
      siteUrl: config.siteUrl,
      by: options.by,
    });
    console.log(
      `Queued ${queued} notices in the outbox${alreadyTold ? `; ${alreadyTold} addresses were already told for this incident` : ''}. A running API sends them.`,
    );
    // Counts only on screen: the names and numbers go to the file.
    const toCall = peopleToCall(leads, guardians);
    if (toCall.length > 0) {
      await writeCallList(db.sql, {
        incident: options.incident,
        people: toCall,
        file: options.calls,
        by: options.by,
      });
      console.log(
        `${toCall.length} people have no email address the notice can reach: the office must call or text them. Their numbers are in ${options.calls} (readable by you only).`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main, (error) => `breach-notice failed: ${error.message}`);
