import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser } from '../../auth/staff-users';
import type { Sql } from '../../db/client';
import {
  enquiry,
  postJson,
  STAFF,
  startServer,
  startTestApp,
  testConfig,
  type TestServer,
} from '../../../test/helpers';

/*
 * State-changing staff requests must come from our own
 * pages (or a configured origin) and carry JSON, so a page elsewhere, even on
 * the same site, cannot act with a signed-in browser's cookie. The public
 * enquiry form is exempt: it must post as a plain form (ADR 004).
 */

const CONSOLE_ORIGIN = 'https://console.example.edu.in';
const EVIL = 'https://evil.example';

let close: () => Promise<void>;
let sql: Sql;
let server: TestServer;
let cookie: string;
let leadId: string;

beforeAll(async () => {
  ({ sql, server, close } = await startTestApp({ CORS_ORIGINS: CONSOLE_ORIGIN }));
  await addStaffUser(sql, STAFF.email, STAFF.password);
  cookie = await webSession();
  const response = await postJson(server.url, '/api/enquiries', enquiry());
  leadId = ((await response.json()) as { id: string }).id;
});
afterAll(async () => {
  await close();
});

/** A browser's sign-in from our own page: the session cookie. */
async function webSession(): Promise<string> {
  const response = await postJson(server.url, '/api/auth/login', STAFF, { origin: server.url });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** What a PATCH would change: the lead's status and version. */
const state = async () =>
  (
    await sql<
      { status: string; version: number }[]
    >`select status, version from admission_leads where id = ${leadId}`
  )[0]!;

const patchLead = (
  headers: Record<string, string>,
  body: unknown = { version: 1, status: 'contacted' },
) =>
  fetch(`${server.url}/api/leads/${leadId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify(body),
  });

const me = (sessionCookie: string) =>
  fetch(`${server.url}/api/auth/me`, { headers: { cookie: sessionCookie } });

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('state-changing staff requests', () => {
  it('refuses a cookie-authenticated PATCH from another origin, even as text/plain', async () => {
    const before = await state();
    const response = await patchLead({ cookie, origin: EVIL, 'content-type': 'text/plain' });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe(
      'This request came from another website and was refused. Open the admissions pages directly and try again.',
    );
    expect(
      (await patchLead({ cookie, origin: EVIL, 'content-type': 'application/json' })).status,
    ).toBe(403);
    const note = await fetch(`${server.url}/api/leads/${leadId}/activities`, {
      method: 'POST',
      headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'note', body: 'Forged.' }),
    });
    expect(note.status).toBe(403);
    const role = await fetch(`${server.url}/api/staff/${encodeURIComponent(STAFF.email)}`, {
      method: 'PATCH',
      headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(role.status).toBe(403);
    expect(await state()).toEqual(before);
    expect(await sql`select 1 from lead_activities where lead_id = ${leadId}`).toHaveLength(0);
  });

  it('refuses Sec-Fetch-Site: cross-site, and Origin: null', async () => {
    const json = { cookie, 'content-type': 'application/json' };
    expect((await patchLead({ ...json, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await patchLead({ ...json, origin: 'null' })).status).toBe(403);
  });

  it('refuses a body that is not JSON with 415, whatever the origin', async () => {
    const before = await state();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await patchLead({ cookie, origin: server.url, 'content-type': type });
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toBe('Send the request body as JSON (application/json).');
    }
    expect((await patchLead({ cookie })).status).toBe(415);
    expect(await state()).toEqual(before);
  });

  it('accepts JSON from our own origin, from a configured origin, and with no Origin at all', async () => {
    for (const [origin, status] of [
      [server.url, 'contacted'],
      [CONSOLE_ORIGIN, 'interested'],
      [undefined, 'applied'],
    ] as const) {
      const { version } = await state();
      const response = await patchLead(
        {
          cookie,
          'content-type': 'application/json; charset=utf-8',
          ...(origin ? { origin, 'sec-fetch-site': 'same-origin' } : {}),
        },
        { version, status },
      );
      expect(response.status).toBe(200);
      expect(await state()).toEqual({ status, version: version + 1 });
    }
  });

  it('applies to every state-changing method, and leaves reads to CORS', async () => {
    const del = await fetch(`${server.url}/api/leads/${leadId}`, {
      method: 'DELETE',
      headers: { cookie, origin: EVIL },
    });
    expect(del.status).toBe(403);
    const put = await fetch(`${server.url}/api/leads/${leadId}`, {
      method: 'PUT',
      headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(put.status).toBe(403);
    const read = await fetch(`${server.url}/api/leads`, { headers: { cookie, origin: EVIL } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a plain form on a same-site page at another port that would sign staff out', async () => {
    const session = await webSession();
    const otherPort = `http://127.0.0.1:${Number(new URL(server.url).port) + 1}`;
    const response = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: {
        cookie: session,
        origin: otherPort,
        'sec-fetch-site': 'same-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    expect(response.status).toBe(403);
    expect((await me(session)).status).toBe(200);
  });

  it('signs out with a JSON body from our page, and refuses a sign-out without one', async () => {
    const session = await webSession();
    const bare = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: session, origin: server.url },
    });
    expect(bare.status).toBe(415);
    expect((await me(session)).status).toBe(200);
    const logout = await postJson(
      server.url,
      '/api/auth/logout',
      {},
      {
        cookie: session,
        origin: server.url,
      },
    );
    expect(logout.status).toBe(204);
    expect((await me(session)).status).toBe(401);
  });

  it('guards sign-in too, since it sets the cookie', async () => {
    expect((await postJson(server.url, '/api/auth/login', STAFF, { origin: EVIL })).status).toBe(
      403,
    );
    const textPlain = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: server.url },
      body: JSON.stringify(STAFF),
    });
    expect(textPlain.status).toBe(415);
    expect(textPlain.headers.get('set-cookie')).toBeNull();
  });

  it('behind a trusted proxy, takes our origin from X-Forwarded-Host and -Proto', async () => {
    const send = (base: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL('/api/auth/login', base);
        const body = JSON.stringify(STAFF);
        const req = httpRequest(
          url,
          {
            method: 'POST',
            headers: {
              host: 'app-upstream:3000',
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              origin: 'https://www.college.example',
              'x-forwarded-host': 'www.college.example',
              'x-forwarded-proto': 'https',
              ...headers,
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const proxied = await startServer(sql, testConfig({ TRUST_PROXY: '1' }));
    try {
      expect(await send(proxied.url, {})).toBe(200);
      expect(await send(proxied.url, { origin: 'http://www.college.example' })).toBe(403);
      // Without TRUST_PROXY the forwarded headers are not believed.
      expect(await send(server.url, {})).toBe(403);
      expect(
        await send(server.url, { origin: 'http://app-upstream:3000', 'x-forwarded-host': '' }),
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('the public enquiry form', () => {
  it('still takes a plain form post and JSON from anywhere', async () => {
    const form = await fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: EVIL,
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams(enquiry()),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/thank-you\?/);
    const json = await postJson(server.url, '/api/enquiries', enquiry(), { origin: EVIL });
    expect(json.status).toBe(201);
  });
});
