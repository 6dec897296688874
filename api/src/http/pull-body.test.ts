import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { startHttpServer } from './http-server';
import { pullBody } from './pull-body';

/** Pieces `0`, `1`, … up to `count`, noting how many were made and whether they were ended. */
function counted(count: number, failAt = -1) {
  const state = { made: 0, ended: false };
  async function* pieces() {
    try {
      for (let i = 0; i < count; i += 1) {
        if (i === failAt) throw new Error('the database went away');
        state.made += 1;
        yield String(i);
      }
    } finally {
      state.ended = true;
    }
  }
  return { state, pieces: pieces() };
}

const text = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk);

describe('pullBody', () => {
  it('sends every piece in order, and ends', async () => {
    const { pieces } = counted(5);
    expect(await new Response(pullBody(pieces, () => {})).text()).toBe('01234');
  });

  it('makes a piece only when the one before it was taken', async () => {
    const { state, pieces } = counted(1000);
    const reader = pullBody(pieces, () => {}).getReader();
    expect(text((await reader.read()).value)).toBe('0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The one taken and at most one waiting: nothing piles up for a client that stops.
    expect(state.made).toBeLessThanOrEqual(2);
    await reader.cancel();
    expect(state.ended).toBe(true);
    expect(state.made).toBeLessThanOrEqual(2);
  });

  it('errors the body after an error, rather than ending it as if whole', async () => {
    const { state, pieces } = counted(10, 3);
    const errors: unknown[] = [];
    const reader = pullBody(pieces, (error) => errors.push(error)).getReader();
    const read: string[] = [];
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          read.push(text(value));
        }
      })(),
    ).rejects.toThrow('the database went away');
    expect(read).toEqual(['0', '1', '2']);
    expect(errors).toHaveLength(1);
    expect(state.ended).toBe(true);
  });

  it('reaches an HTTP client as a dropped connection, not as a file that ends', async () => {
    const app = new Hono().get('/file', (c) => {
      const { pieces } = counted(10_000, 5_000);
      return c.body(
        pullBody(pieces, () => {}),
        200,
        { 'Content-Type': 'text/csv' },
      );
    });
    const server = await startHttpServer(app.fetch, { port: 0, hostname: '127.0.0.1' });
    // @hono/node-server reports the error as it drops the connection.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await fetch(`${server.url}/file`);
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
    } finally {
      report.mockRestore();
      await server.close();
    }
  });
});
