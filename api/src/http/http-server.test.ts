import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpServer } from './http-server';

/*
 * Node holds a slow request for 300 s by default, so a few slow clients can
 * tie up the API. Its server cuts off slow headers and slow bodies. Short limits here keep
 * the test quick; main.ts uses the defaults of startHttpServer.
 */
let server: HttpServer;

beforeAll(async () => {
  server = await startHttpServer(
    async (request) => new Response(`read ${(await request.text()).length} bytes`),
    { port: 0, hostname: '127.0.0.1', headersTimeoutMs: 500, requestTimeoutMs: 1500 },
  );
});
afterAll(async () => {
  await server.close();
});

/** Opens a raw connection, sends `start`, then one byte every `everyMs`; resolves with what the server said and when it hung up. */
function dribble(start: string, everyMs: number, bytes = 100) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const began = performance.now();
    const socket = connect(server.port, '127.0.0.1', () => socket.write(start));
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent++ < bytes && socket.writable) socket.write('x');
    }, everyMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - began });
    });
  });
}

describe('startHttpServer', () => {
  it('answers a normal request', async () => {
    const response = await fetch(`${server.url}/`, { method: 'POST', body: 'hello' });
    expect(await response.text()).toBe('read 5 bytes');
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { answer, closedAfterMs } = await dribble('POST / HTTP/1.1\r\nHost: x\r\n', 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('cuts off a body that dribbles in', async () => {
    const { answer, closedAfterMs } = await dribble(
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n',
      200,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // 100 bytes at 5 a second would take 20 s.
    expect(closedAfterMs).toBeLessThan(8000);
  });
});
