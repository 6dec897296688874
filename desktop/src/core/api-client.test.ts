import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '../../test/real-api';
import { ApiClientError, createApiClient, normaliseApiBase } from './api-client';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
  await api.addEnquiries(5);
});
afterAll(() => api.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiClientError,
  );

describe('api client against the real API', () => {
  it('signs in and tells a wrong password apart', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const session = await client.login(api.staff.email, api.staff.password);
    expect(session.token).toBeTruthy();
    expect(await client.me(session.token)).toEqual({ email: api.staff.email });
    const wrong = await failure(client.login(api.staff.email, 'not the password'));
    expect(wrong.kind).toBe('wrong-credentials');
    expect(wrong.message).toBe('The email or password is incorrect.');
  });

  it('asks for the bearer token as the console, and signs out with a JSON request', async () => {
    const sent: { method: string; path: string; headers: Headers }[] = [];
    const client = createApiClient({
      baseUrl: api.url,
      fetch: (input, init) => {
        sent.push({
          method: init?.method ?? 'GET',
          path: new URL(input).pathname,
          headers: new Headers(init?.headers),
        });
        return fetch(input, init);
      },
    });
    const { token } = await client.login(api.staff.email, api.staff.password);
    expect(sent[0]!.headers.get('x-client')).toBe('console');
    expect(await client.logout(token)).toBeNull();
    const logout = sent.find((request) => request.path === '/api/auth/logout')!;
    expect(logout.headers.get('content-type')).toBe('application/json');
    expect((await failure(client.me(token))).kind).toBe('session-expired');
  });

  it('pages through every lead with the cursor', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listLeads(token, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(5);
      seen.push(...page.leads.map((lead) => lead.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
  });

  it('updates a lead and refuses a bad update with the API message', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    const [lead] = (await client.listLeads(token, { limit: 1 })).leads;
    const updated = await client.updateLead(token, lead!.id, {
      status: 'contacted',
      note: 'Rang.',
    });
    expect(updated).toMatchObject({ id: lead!.id, status: 'contacted', notes: 'Rang.' });
    const bad = await failure(client.updateLead(token, lead!.id, { status: 'lost' as 'new' }));
    expect(bad.kind).toBe('invalid');
    expect(bad.message).toContain('Status must be one of');
  });

  it('reports an ended session as session-expired', async () => {
    const client = createApiClient({ baseUrl: api.url });
    const { token } = await client.login(api.staff.email, api.staff.password);
    await client.logout(token);
    const ended = await failure(client.listLeads(token, {}));
    expect(ended.kind).toBe('session-expired');
    expect(ended.message).toMatch(/Please sign in/);
    await api.sql`update staff_sessions set expires_at = now() - interval '1 minute'`;
    const { token: other } = await client.login(api.staff.email, api.staff.password);
    await api.sql`update staff_sessions set expires_at = now() - interval '1 minute'`;
    expect((await failure(client.me(other))).kind).toBe('session-expired');
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const error = await failure(client.me('token'));
    expect(error.kind).toBe('network');
  });

  it('accepts only http(s) API addresses', () => {
    expect(normaliseApiBase(' https://leads.example.edu.in/some/path ')).toBe(
      'https://leads.example.edu.in',
    );
    expect(() => normaliseApiBase('file:///etc/passwd')).toThrow(/http/);
    expect(() => normaliseApiBase('not a url')).toThrow(/API address/);
  });
});
