import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { addStaffUser } from '@skltcoa/api';
import { db } from './db';
import { totpCodes } from './totp';

/*
 * Two-step sign-in for the specs (docs/decisions/038-staff-second-factor-and-sessions.md):
 * accounts of a spec's own, so that no other spec's shared counsellor gains a
 * second factor, and enrolment through the API where the spec is not about it.
 */

export interface Account {
  email: string;
  password: string;
}

/** A new member of staff of this test alone. */
export async function newStaff(
  name: string,
  role: 'counsellor' | 'admin' = 'counsellor',
): Promise<Account> {
  const id = randomUUID().slice(0, 8);
  const account = {
    email: `${name}.${id}@example.edu.in`,
    password: `a long passphrase for ${name} ${id}`,
  };
  await addStaffUser(db(), account.email, account.password, role);
  return account;
}

/** Signs in as the console does, for its bearer token. */
export async function apiToken(
  request: APIRequestContext,
  account: Account,
  code?: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    headers: { 'x-client': 'console' },
    data: code === undefined ? account : { ...account, code },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Turns two-step sign-in on for the account through the API, as a member of
 * staff would with their phone: the codes to sign in with from then on.
 */
export async function enrolByApi(request: APIRequestContext, account: Account) {
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/auth/mfa/setup', { headers, data: {} });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const codes = totpCodes(secret);
  const confirm = await request.post('/api/auth/mfa/confirm', {
    headers,
    data: { code: await codes.next() },
  });
  expect(confirm.status()).toBe(200);
  const { recovery_codes: recovery } = (await confirm.json()) as { recovery_codes: string[] };
  return { secret, codes, recovery };
}
