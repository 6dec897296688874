import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sql } from '../db/client';
import { createTestDatabase } from '../../test/helpers';
import { toApiError } from './error-handler';
import { describeError } from './log-safe';

/* No personal data in any log line, a database's error details included (docs/privacy.md). */

let sql: Sql;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ sql, drop } = await createTestDatabase());
});
afterAll(async () => drop());

const caught = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
};

describe('describeError', () => {
  it('names a real PostgreSQL error by its code and objects, never the values it quotes', async () => {
    const email = 'meera.secret@example.com';
    const badValue = await caught(() => sql`select ${email}::uuid`);
    const badRow = await caught(
      () => sql`insert into privacy_links (token_hash, purpose, contact, expires_at)
                values (${Buffer.alloc(32)}, 'withdrawal', ${`email:${'x'.repeat(300)}${email}`}, now())`,
    );
    for (const error of [badValue, badRow]) {
      const line = describeError(error);
      expect(line).toMatch(/^PostgresError code=\w{5}/);
      expect(line).not.toContain('meera');
      expect(line).not.toContain('xxxx');
    }
    expect(describeError(badRow)).toContain('constraint_name=privacy_links_contact_check');
  });

  it('keeps a programming error’s message, which names code, and drops a parser’s, which quotes input', () => {
    expect(
      describeError(new TypeError("Cannot read properties of undefined (reading 'write')")),
    ).toContain("reading 'write'");
    let parseError: unknown;
    try {
      JSON.parse('{"name": "Asha Rao 9876543210"');
    } catch (error) {
      parseError = error;
    }
    expect(describeError(parseError)).toMatch(/^SyntaxError/);
    expect(describeError(parseError)).not.toContain('Asha');
  });

  it('is what the API’s error handler writes by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = await caught(() => sql`select ${'9876543210 Asha'}::int`);
      expect(toApiError(error).status).toBe(400);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(String(spy.mock.calls[0]![0])).not.toContain('Asha');
      expect(String(spy.mock.calls[0]![0])).toMatch(/code=22\w{3}/);
    } finally {
      spy.mockRestore();
    }
  });
});
