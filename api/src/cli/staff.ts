/**
 * Staff accounts are made here, never through the web (docs/product-decisions.md §2).
 *   npm run staff -- add EMAIL [--role admin|counsellor]
 *       password from STAFF_PASSWORD or a prompt; a new account is a counsellor
 *       unless --role says otherwise, an existing one keeps its role unless given
 *   npm run staff -- remove EMAIL
 *   npm run staff -- reset-mfa EMAIL
 *       turns off two-step sign-in for someone who lost their authenticator and
 *       recovery codes, and ends their sessions (docs/decisions/038-staff-second-factor-and-sessions.md)
 * A password must be at least 12 characters and not one of the million most
 * common passwords (auth/common-passwords.ts).
 */
import { createInterface } from 'node:readline';
import { EmailSchema, STAFF_ROLES, StaffRoleSchema, type StaffRole } from '@skltcoa/shared';
import {
  addStaffUser,
  MIN_PASSWORD_LENGTH,
  removeStaffUser,
  resetStaffMfa,
} from '../auth/staff-users';
import { openDatabase } from '../db/connect';
import { parseEnv } from '../env';
import { audit } from '../audit/audit';

const USAGE = `Usage: npm run staff -- add EMAIL [--role ${STAFF_ROLES.join('|')}] | npm run staff -- remove EMAIL | npm run staff -- reset-mfa EMAIL`;

/** `--role admin` or `--role=admin`, anywhere after the command; undefined when absent. */
function parseRole(args: string[]): { role?: StaffRole; rest: string[]; error?: string } {
  const rest: string[] = [];
  let role: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--role') role = args[(i += 1)] ?? '';
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else rest.push(arg);
  }
  if (role === undefined) return { rest };
  const parsed = StaffRoleSchema.safeParse(role);
  return parsed.success
    ? { role: parsed.data, rest }
    : { rest, error: parsed.error.issues[0]!.message };
}

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
  const { role, rest, error } = parseRole(argv);
  const [command, rawEmail, ...extra] = rest;
  const email = EmailSchema.safeParse(rawEmail ?? '');
  if (error) {
    console.error(error);
    return 2;
  }
  if (
    (command !== 'add' && command !== 'remove' && command !== 'reset-mfa') ||
    !email.success ||
    extra.length > 0 ||
    (command !== 'add' && role)
  ) {
    console.error(email.success || !rawEmail ? USAGE : email.error.issues[0]!.message);
    return 2;
  }
  const password = command === 'add' ? await readPassword() : '';
  const db = await openDatabase(parseEnv({ ...process.env, LOG_REQUESTS: 'false' }), {
    log: () => {},
  });
  try {
    if (command === 'add') {
      const result = await addStaffUser(db.sql, email.data, password, role);
      const as = role ? ` as ${role}` : result === 'created' ? ' as counsellor' : '';
      console.log(
        result === 'created'
          ? `Added ${email.data}${as}.`
          : `Changed the password of ${email.data}${role ? ` and made them ${role}` : ''}; their sessions were ended.`,
      );
    } else if (command === 'reset-mfa') {
      const reset = await resetStaffMfa(db.sql, email.data);
      if (!reset) {
        console.log(`No staff account for ${email.data}.`);
        return 1;
      }
      await audit(db.sql, {
        actor: email.data.toLowerCase(),
        action: 'mfa_disabled',
        detail: { by: 'npm run staff -- reset-mfa' },
      });
      console.log(
        `Turned off two-step sign-in for ${email.data} and ended their sessions; they sign in with their password alone.`,
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
