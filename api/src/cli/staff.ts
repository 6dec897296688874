/**
 * Staff accounts are made here, never through the web (docs/product-decisions.md §2).
 *   npm run staff -- add EMAIL      password from STAFF_PASSWORD or a prompt
 *   npm run staff -- remove EMAIL
 */
import { createInterface } from 'node:readline';
import { EmailSchema } from '@skltcoa/shared';
import { addStaffUser, MIN_PASSWORD_LENGTH, removeStaffUser } from '../auth/staff-users';
import { openDatabase } from '../db/connect';
import { parseEnv } from '../env';

const USAGE = 'Usage: npm run staff -- add EMAIL | npm run staff -- remove EMAIL';

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    output._writeToOutput = () => {};
  });
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY)
    throw new Error('Set STAFF_PASSWORD, or run this in a terminal to be asked.');
  const first = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail] = argv;
  const email = EmailSchema.safeParse(rawEmail ?? '');
  if ((command !== 'add' && command !== 'remove') || !email.success) {
    console.error(email.success || !rawEmail ? USAGE : email.error.issues[0]!.message);
    return 2;
  }
  const password = command === 'add' ? await readPassword() : '';
  const db = await openDatabase(parseEnv({ ...process.env, LOG_REQUESTS: 'false' }), {
    log: () => {},
  });
  try {
    if (command === 'add') {
      const result = await addStaffUser(db.sql, email.data, password);
      console.log(
        result === 'created'
          ? `Added ${email.data}.`
          : `Changed the password of ${email.data}; their sessions were ended.`,
      );
    } else {
      const removed = await removeStaffUser(db.sql, email.data);
      console.log(
        removed
          ? `Removed ${email.data} and ended their sessions.`
          : `No staff account for ${email.data}.`,
      );
      if (!removed) return 1;
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
