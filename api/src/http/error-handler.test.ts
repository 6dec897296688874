import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { ApiError } from './api-error';
import { errorHandler } from './error-handler';

/*
 * The last line of defence: a value PostgreSQL itself refuses (SQLSTATE
 * class 22) is the request's fault, so it answers 400, never 500.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
const logged: unknown[] = [];
let app: Hono;

beforeAll(async () => {
  db = await createTestDatabase();
  app = new Hono()
    .get('/nul', async (c) => c.json(await db.sql`select ${'a\u0000b'}::text as value`))
    .get('/year-zero', async (c) => c.json(await db.sql`select ${'0000-01-01'}::text::date`))
    .get('/bug', () => {
      throw new TypeError('a bug');
    });
  app.onError(errorHandler({ log: (error) => logged.push(error) }));
});
afterAll(async () => {
  await db.drop();
});

describe('errorHandler', () => {
  for (const path of ['/nul', '/year-zero']) {
    it(`answers 400 to a value PostgreSQL refuses (${path})`, async () => {
      const response = await app.request(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'A value in the request could not be used. Please check it and try again.',
      });
    });
  }

  it('answers 500 without internals to anything else, and logs it', async () => {
    const response = await app.request('/bug');
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain('a bug');
    expect(logged.some((error) => (error as Error).message === 'a bug')).toBe(true);
  });
});

describe('ApiError', () => {
  it("is answered by Hono's own handler the same way as by ours", async () => {
    const error = () => {
      throw new ApiError(429, 'Please wait.', {
        fields: { phone: 'Too many.' },
        headers: { 'Retry-After': '60' },
      });
    };
    const plain = new Hono().get('/', error);
    const ours = new Hono().get('/', error).onError(errorHandler({ log: () => {} }));
    for (const app of [plain, ours]) {
      const response = await app.request('/');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({
        error: 'Please wait.',
        fields: { phone: 'Too many.' },
      });
    }
  });
});
