import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BOARD_URL } from '@skltcoa/shared';
import { parse } from 'yaml';
import { expect, it } from 'vitest';
import { rightsRequest } from './rights-request';

/*
 * The grievance line of /privacy/request says how to reach the Board (DPDP Act s. 28(1), ADR 055)
 * in every language, quoting shared's address of it rather than a copy.
 */
const CONTENT = resolve(import.meta.dirname, '../../../content');

const read = (dir: string) =>
  parse(readFileSync(resolve(CONTENT, `${dir}privacy-request.yaml`), 'utf8')) as {
    rights: { items: { kind?: string; text: string }[] };
  };
const GRIEVANCE = read('').rights.items.findIndex((item) => item.kind === 'grievance');

it.each(['', 'mr/', 'hi/'])('content/%sprivacy-request.yaml names the Board’s portal', (dir) => {
  const file = read(dir);
  // A translation's items follow the English file's order, without its kinds.
  const grievance = file.rights.items[GRIEVANCE];
  expect(grievance?.text).toContain('{boardUrl}');
});

it('fills in shared’s address of the Board', () => {
  const grievance = rightsRequest.rights.items.at(-1)!;
  expect(grievance.text).toContain(BOARD_URL);
  expect(grievance.text).not.toContain('{boardUrl}');
});
