import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Lead, LeadEvent } from '@skltcoa/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, createApiClient } from './api-client';
import { createLiveUpdates, type LiveUpdatesOptions } from './live-updates';

/*
 * A real HTTP server that speaks SSE as the API does, driven by each test:
 * every request to /api/leads/events is recorded with its Last-Event-ID and
 * handed to the test's handler, which answers as it likes.
 */

interface Connection {
  lastEventId: string | undefined;
  authorization: string | undefined;
  at: number;
  res: ServerResponse;
  closed: boolean;
  /** Writes one SSE event. */
  send: (event: { event?: string; id?: string; data?: string }) => void;
  /** Writes raw bytes as they are. */
  write: (text: string) => void;
}

type Handler = (connection: Connection, req: IncomingMessage) => void;

const servers: Server[] = [];
const stoppers: (() => void)[] = [];

afterEach(async () => {
  stoppers.splice(0).forEach((stop) => stop());
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** Opens the stream: 200, text/event-stream, headers sent at once. */
const streamOpen: Handler = ({ res }) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.flushHeaders();
};

async function sseServer(handler: Handler = streamOpen) {
  const connections: Connection[] = [];
  let handle = handler;
  const server = createServer((req, res) => {
    if (req.url !== '/api/leads/events') {
      res.writeHead(404).end();
      return;
    }
    const header = req.headers['last-event-id'];
    const connection: Connection = {
      lastEventId: typeof header === 'string' ? header : undefined,
      authorization: req.headers.authorization,
      at: performance.now(),
      res,
      closed: false,
      write: (text) => {
        res.write(text);
      },
      send: ({ event, id, data }) => {
        let text = '';
        if (event) text += `event: ${event}\n`;
        if (id) text += `id: ${id}\n`;
        if (data !== undefined) for (const line of data.split('\n')) text += `data: ${line}\n`;
        res.write(`${text}\n`);
      },
    };
    res.on('close', () => {
      connection.closed = true;
    });
    connections.push(connection);
    handle(connection, req);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    /** The connection the client holds now (the newest). */
    get latest() {
      return connections.at(-1)!;
    },
    setHandler(next: Handler) {
      handle = next;
    },
  };
}

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: randomUUID(),
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+919876543210',
    program: 'Bachelor of Architecture',
    form_type: 'Admission Enquiry',
    status: 'new',
    source_page: '/admission',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    channel: 'website',
    recorded_by: null,
    created_at: '2026-11-23T10:00:00.000000Z',
    updated_at: '2026-11-23T10:00:00.000000Z',
    version: 1,
    assignee: null,
    next_follow_up_at: null,
    last_activity: null,
    family_id: '1',
    family_size: 1,
    merged_into: null,
    first_contact_at: null,
    first_contact_by: null,
    ...overrides,
  };
}

const created = (overrides: Partial<Lead> = {}): LeadEvent => ({
  kind: 'created',
  lead: lead(overrides),
  activity: null,
});

const leadMessage = (id: string, event: LeadEvent = created()) => ({
  event: 'lead',
  id,
  data: JSON.stringify(event),
});

/** The live updates under test, reading the server through the real API client. */
function follow(url: string, options: Partial<LiveUpdatesOptions> = {}) {
  const batches: LeadEvent[][] = [];
  const resets: number[] = [];
  const expired: ApiClientError[] = [];
  const errors: unknown[] = [];
  const client = createApiClient({ baseUrl: url });
  const live = createLiveUpdates({
    open: (lastEventId, signal) => client.openEvents('test-token', lastEventId, signal),
    onEvents: (events) => batches.push(events),
    onReset: () => resets.push(batches.length),
    onSessionExpired: (error) => expired.push(error),
    onError: (error) => errors.push(error),
    batchMs: 30,
    retryMs: 20,
    maxRetryMs: 200,
    ...options,
  });
  stoppers.push(() => live.stop());
  const events = () => batches.flat();
  return { live, batches, resets, expired, errors, events };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (check: () => void, timeout = 3_000) => vi.waitFor(check, { timeout, interval: 5 });

describe('live updates over a real SSE connection', () => {
  it('sends the bearer token, and delivers a burst of events as one batch, in order', async () => {
    const server = await sseServer();
    const { live, batches } = follow(server.url, { batchMs: 80 });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    expect(server.latest.authorization).toBe('Bearer test-token');
    expect(server.latest.lastEventId).toBeUndefined();

    const burst = [created({ name: 'A' }), created({ name: 'B' }), created({ name: 'C' })];
    burst.forEach((event, i) => server.latest.send(leadMessage(String(i + 1), event)));
    await until(() => expect(batches).toHaveLength(1));
    expect(batches[0]!.map((event) => event.lead.name)).toEqual(['A', 'B', 'C']);

    // Later events make a batch of their own.
    server.latest.send(leadMessage('4', created({ name: 'D' })));
    await until(() => expect(batches).toHaveLength(2));
    expect(batches[1]!.map((event) => event.lead.name)).toEqual(['D']);
    expect(server.connections).toHaveLength(1);
  });

  it('reads events split across chunks, and multi-line data', async () => {
    const server = await sseServer();
    const { live, events } = follow(server.url);
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    const text = `event: lead\nid: 7\ndata: ${JSON.stringify(created({ name: 'Split' }))}\n\n`;
    server.latest.write(text.slice(0, 25));
    await sleep(20);
    server.latest.write(text.slice(25));
    // Pretty-printed JSON arrives as several data lines, joined with newlines.
    server.latest.send({
      event: 'lead',
      id: '8',
      data: JSON.stringify(created({ name: 'Lines' }), null, 2),
    });
    await until(() => expect(events().map((event) => event.lead.name)).toEqual(['Split', 'Lines']));
  });

  it('skips malformed and unknown events without dropping the connection', async () => {
    const server = await sseServer();
    const { live, events, errors } = follow(server.url);
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    const c = server.latest;
    c.send({ event: 'lead', id: '1', data: '{not json' });
    c.send({ event: 'lead', id: '2', data: JSON.stringify({ kind: 'exploded', lead: {} }) });
    c.send({ event: 'lead', id: '3', data: '' });
    c.send({ event: 'lead', id: '4', data: 'null' });
    c.send({ event: 'something-newer', id: '5', data: '{}' });
    c.send({ id: '6', data: JSON.stringify(created()) });
    c.write(': a comment\n\nretry: soon\nnonsense line\n\n');
    c.send(leadMessage('7', created({ name: 'Good' })));
    await until(() => expect(events().map((event) => event.lead.name)).toEqual(['Good']));
    expect(server.connections).toHaveLength(1);
    expect(c.closed).toBe(false);
    expect(errors).toEqual([]);

    // After a drop, it resumes after the last event, skipped ones included.
    c.res.end();
    await until(() => expect(server.connections).toHaveLength(2));
    expect(server.latest.lastEventId).toBe('7');
  });

  it('tells at once of a change to what this member of staff may do, and skips one it cannot read', async () => {
    const server = await sseServer();
    const changes: unknown[] = [];
    const { live, events } = follow(server.url, { onStaff: (change) => changes.push(change) });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send({ event: 'staff', data: '{"role":"superuser"}' });
    server.latest.send({
      event: 'staff',
      data: JSON.stringify({ role: 'counsellor', can_export: true, can_import: false }),
    });
    server.latest.send(leadMessage('3', created({ name: 'After' })));
    await until(() => expect(events().map((event) => event.lead.name)).toEqual(['After']));
    expect(changes).toEqual([{ role: 'counsellor', can_export: true, can_import: false }]);
    expect(server.connections).toHaveLength(1);
  });

  it('reconnects after the server drops the connection, with the last event id it saw', async () => {
    const server = await sseServer();
    const { live, events } = follow(server.url);
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send(leadMessage('41'));
    server.latest.send(leadMessage('42'));
    await until(() => expect(events()).toHaveLength(2));
    server.latest.res.end();

    await until(() => expect(server.connections).toHaveLength(2));
    expect(server.latest.lastEventId).toBe('42');
    server.latest.send(leadMessage('43', created({ name: 'After the drop' })));
    await until(() => expect(events()).toHaveLength(3));

    // A connection cut without a clean end (the socket destroyed) too.
    server.latest.res.socket!.destroy();
    await until(() => expect(server.connections).toHaveLength(3));
    expect(server.latest.lastEventId).toBe('43');
  });

  it('resumes after an event received but not yet delivered when the drop comes first', async () => {
    const server = await sseServer();
    const { live, batches } = follow(server.url, { batchMs: 200 });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send(leadMessage('9'));
    await sleep(30);
    server.latest.res.end();
    // The batch still arrives, and the reconnect does not ask for it again.
    await until(() => expect(server.connections).toHaveLength(2));
    expect(server.latest.lastEventId).toBe('9');
    await until(() => expect(batches).toHaveLength(1));
  });

  it('backs off while the API refuses, and starts over once it answers', async () => {
    const server = await sseServer(({ res }) => {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
    });
    const { live, errors } = follow(server.url, { retryMs: 40, maxRetryMs: 320 });
    live.start();
    await until(() => expect(server.connections.length).toBeGreaterThanOrEqual(6), 5_000);
    const gaps = server.connections
      .slice(1)
      .map((connection, i) => connection.at - server.connections[i]!.at);
    // 40, 80, 160, 320, 320 ms: doubling, capped (timers may run late, never early).
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
    expect(gaps[3]).toBeGreaterThanOrEqual(315);
    expect(gaps[4]).toBeGreaterThanOrEqual(315);
    expect(Math.max(...gaps.slice(3, 5))).toBeLessThan(1_000);
    expect(errors[0]).toMatchObject({ kind: 'server', status: 503 });

    // The API comes back: once a connection is heard from, the next drop waits
    // retryMs again (about 40 + 20 ms here, where a backed-off wait is 320).
    server.setHandler((connection) => {
      streamOpen(connection, undefined as never);
      connection.write(': hello\n\n');
      setTimeout(() => connection.res.end(), 20);
    });
    const before = server.connections.length;
    await until(() => expect(server.connections.length).toBeGreaterThanOrEqual(before + 3), 5_000);
    const [a, b, c] = server.connections.slice(before);
    expect(b!.at - a!.at).toBeLessThan(250);
    expect(c!.at - b!.at).toBeLessThan(250);
  });

  it('treats an answer that is not an event stream as a failure to retry', async () => {
    const server = await sseServer(({ res }) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Sign in to the Wi-Fi</h1>');
    });
    const { live, errors, events } = follow(server.url);
    live.start();
    await until(() => expect(server.connections.length).toBeGreaterThanOrEqual(2));
    expect(errors[0]).toBeInstanceOf(ApiClientError);
    expect(events()).toEqual([]);
  });

  it('passes a reset on, dropping what was waiting, and resumes after it', async () => {
    const server = await sseServer();
    const { live, batches, resets } = follow(server.url, { batchMs: 100 });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send(leadMessage('5'));
    server.latest.send({ event: 'reset', id: '90', data: '' });
    await until(() => expect(resets).toHaveLength(1));
    server.latest.send(leadMessage('91', created({ name: 'After reset' })));
    await until(() => expect(batches).toHaveLength(1));
    // The event before the reset is moot: the console reloads everything.
    expect(batches[0]!.map((event) => event.lead.name)).toEqual(['After reset']);
    expect(resets).toEqual([0]);
    server.latest.res.end();
    await until(() => expect(server.connections).toHaveLength(2));
    expect(server.latest.lastEventId).toBe('91');
  });

  it("takes the API's `ready` event as its place in the stream without delivering anything", async () => {
    const server = await sseServer();
    const { live, batches, resets } = follow(server.url);
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send({ event: 'ready', id: '100-7', data: '' });
    await sleep(50);
    server.latest.res.end();
    await until(() => expect(server.connections).toHaveLength(2));
    expect(server.latest.lastEventId).toBe('100-7');
    expect(batches).toEqual([]);
    expect(resets).toEqual([]);
  });

  it('starts afresh and asks for a reload when the API refuses its Last-Event-ID', async () => {
    const server = await sseServer((connection, req) => {
      if (connection.lastEventId === 'stale') {
        connection.res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"error":"Last-Event-ID must be the id of an event from this stream."}');
      } else streamOpen(connection, req);
    });
    const { live, resets, errors } = follow(server.url);
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send({ event: 'ready', id: 'stale', data: '' });
    await sleep(30);
    server.latest.res.end();
    await until(() => expect(server.connections).toHaveLength(3));
    expect(server.connections.map((connection) => connection.lastEventId)).toEqual([
      undefined,
      'stale',
      undefined,
    ]);
    expect(resets).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'invalid', status: 400 });
  });

  it('stops for good on a 401 and says the session expired', async () => {
    const server = await sseServer(({ res }) => {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Sign in."}');
    });
    const { live, expired } = follow(server.url);
    live.start();
    await until(() => expect(expired).toHaveLength(1));
    expect(expired[0]!.kind).toBe('session-expired');
    expect(live.running).toBe(false);
    await sleep(150);
    expect(server.connections).toHaveLength(1);
  });

  it('ends the session when the API closes the stream because the session ended (ADR 039)', async () => {
    // The API closes a stream within 2 s of its session ending; the reconnect,
    // a second later at most, is refused with 401 like any request after it.
    const server = await sseServer();
    const { live, events, expired, resets } = follow(server.url);
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send(leadMessage('7'));
    await until(() => expect(events()).toHaveLength(1));
    server.setHandler(({ res }) => {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"error":"Your session has ended or you are not signed in. Please sign in."}');
    });
    server.latest.res.end();
    await until(() => expect(expired).toHaveLength(1));
    expect(server.latest.lastEventId).toBe('7');
    expect(live.running).toBe(false);
    expect(resets).toEqual([]);
  });

  it('waits and tries again when its session or its person has as many streams as the API allows (429)', async () => {
    let refusals = 2;
    const server = await sseServer((connection, req) => {
      if (refusals-- > 0) {
        connection.res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' })
          .end('{"error":"This session already has 3 live-update streams open."}');
      } else streamOpen(connection, req);
    });
    const { live, events, expired, resets, errors } = follow(server.url);
    live.start();
    await until(() => expect(server.connections).toHaveLength(3));
    server.latest.send(leadMessage('1'));
    await until(() => expect(events()).toHaveLength(1));
    expect(errors[0]).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(expired).toEqual([]);
    expect(resets).toEqual([]);
  });

  it('reconnects when the connection falls silent, and not while keep-alives arrive', async () => {
    const server = await sseServer();
    const { live, errors } = follow(server.url, { silenceMs: 250 });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    const first = server.latest;
    // Comments every 60 ms keep it alive well past the silence timeout.
    const keepAlive = setInterval(() => first.write(': keep-alive\n\n'), 60);
    await sleep(600);
    clearInterval(keepAlive);
    expect(server.connections).toHaveLength(1);

    // Then nothing: the client gives up on it, closes it, and opens another.
    await until(() => expect(server.connections).toHaveLength(2));
    await until(() => expect(first.closed).toBe(true));
    expect(errors.length).toBeGreaterThan(0);
  });

  it('gives up on an API that never sends its headers', async () => {
    const server = await sseServer(() => {
      // Accepts the request and says nothing at all.
    });
    const { live } = follow(server.url, { silenceMs: 150 });
    live.start();
    await until(() => expect(server.connections.length).toBeGreaterThanOrEqual(2));
    expect(server.connections[0]!.closed).toBe(true);
  });

  it('stop() ends the fetch, and delivers nothing afterwards', async () => {
    const server = await sseServer();
    const { live, batches } = follow(server.url, { batchMs: 50 });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send(leadMessage('1'));
    live.stop();
    expect(live.running).toBe(false);
    await until(() => expect(server.latest.closed).toBe(true));
    await sleep(120);
    expect(batches).toEqual([]);
    expect(server.connections).toHaveLength(1);
  });

  it('after stop, start resumes from the last event delivered and fetches the undelivered again', async () => {
    const server = await sseServer();
    const { live, batches } = follow(server.url, { batchMs: 60 });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send(leadMessage('10'));
    await until(() => expect(batches).toHaveLength(1));
    server.latest.send(leadMessage('11'));
    await sleep(10);
    live.stop();
    live.start();
    await until(() => expect(server.connections).toHaveLength(2));
    expect(server.latest.lastEventId).toBe('10');

    // A quick stop and start: one connection at a time, and the old one closed.
    live.stop();
    live.start();
    live.start();
    await until(() => expect(server.connections).toHaveLength(3));
    await until(() => expect(server.connections[1]!.closed).toBe(true));
    await sleep(50);
    expect(server.connections.filter((connection) => !connection.closed)).toHaveLength(1);

    // forget(): the next start begins at the API's present.
    live.stop();
    live.forget();
    live.start();
    await until(() => expect(server.connections).toHaveLength(4));
    expect(server.latest.lastEventId).toBeUndefined();
  });

  it('survives a listener that throws', async () => {
    const server = await sseServer();
    let calls = 0;
    const { live, errors } = follow(server.url, {
      onEvents: () => {
        calls++;
        throw new Error('renderer gone');
      },
    });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.send(leadMessage('1'));
    await until(() => expect(calls).toBe(1));
    server.latest.send(leadMessage('2'));
    await until(() => expect(calls).toBe(2));
    expect(server.connections).toHaveLength(1);
    expect(errors).toHaveLength(2);
  });

  it('drops a connection that sends an event larger than it accepts, and carries on', async () => {
    const server = await sseServer();
    const { live, events } = follow(server.url, { maxEventChars: 10_000 });
    live.start();
    await until(() => expect(server.connections).toHaveLength(1));
    server.latest.write(`event: lead\nid: 1\ndata: ${'x'.repeat(20_000)}`);
    await until(() => expect(server.connections).toHaveLength(2));
    server.latest.send(leadMessage('2', created({ name: 'Small' })));
    await until(() => expect(events().map((event) => event.lead.name)).toEqual(['Small']));
  });
});
