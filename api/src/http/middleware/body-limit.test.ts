import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../error-handler';
import { bodyLimit } from './body-limit';

/** Posts `chunks` to the server, with a Content-Length or (without one) chunked. */
function post(url: string, chunks: string[], { chunked = false } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = chunks.join('');
    const req = httpRequest(`${url}/echo`, {
      method: 'POST',
      headers: chunked
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (text += part));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('bodyLimit', () => {
  let server: ReturnType<typeof serve>;
  let url: string;

  beforeAll(async () => {
    const app = new Hono()
      .post('/echo', bodyLimit({ maxBytes: 100, message: 'Too big for this test.' }), async (c) =>
        c.text(await c.req.text()),
      )
      .onError(errorHandler({ log: () => {} }));
    server = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes a body of up to the limit, with a Content-Length or chunked', async () => {
    const exact = 'a'.repeat(100);
    expect(await post(url, [exact])).toEqual({ status: 200, body: exact });
    expect(await post(url, ['a'.repeat(50), 'b'.repeat(50)], { chunked: true })).toEqual({
      status: 200,
      body: 'a'.repeat(50) + 'b'.repeat(50),
    });
  });

  it('answers 413 with the message to a declared length over the limit', async () => {
    const response = await post(url, ['a'.repeat(101)]);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: 'Too big for this test.' });
  });

  it('answers 413 to a chunked body once it grows past the limit', async () => {
    const response = await post(url, ['a'.repeat(60), 'b'.repeat(60)], { chunked: true });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: 'Too big for this test.' });
  });
});
