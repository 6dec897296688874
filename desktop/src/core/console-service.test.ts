import type { Lead } from '@skltcoa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '../../test/real-api';
import type { GridLayout, SaveCsvRequest } from '../shared-types/console-api';
import {
  createConsoleService,
  type SessionStore,
  type SettingsStore,
  type StoredSession,
} from './console-service';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
});
afterAll(() => api.close());

function memoryStores() {
  let session: StoredSession | null = null;
  let apiBase = '';
  let grid: GridLayout | null = null;
  const sessions: SessionStore = {
    load: async () => session,
    save: async (value) => {
      session = value;
    },
    clear: async () => {
      session = null;
    },
  };
  const settings: SettingsStore = {
    getApiBase: async () => apiBase,
    setApiBase: async (value) => {
      apiBase = value;
    },
    loadGridState: async () => grid,
    saveGridState: async (value) => {
      grid = value;
    },
  };
  return { sessions, settings, stored: () => session };
}

/** A service with timers that never fire on their own: tests call the check themselves. */
function service() {
  const stores = memoryStores();
  const found: Lead[][] = [];
  const ended: string[] = [];
  const saved: SaveCsvRequest[] = [];
  const instance = createConsoleService({
    ...stores,
    saveCsv: async (request) => {
      saved.push(request);
      return { saved: true, path: '/tmp/x.csv' };
    },
    onNewLeads: (leads) => found.push(leads),
    onSessionEnded: (message) => ended.push(message),
    timers: { setInterval: () => 1, clearInterval: () => {} },
  });
  return { instance, stores, found, ended, saved };
}

describe('console service against the real API', () => {
  it('signs in, remembers the address, and keeps the session for getSession', async () => {
    const { instance, stores } = service();
    expect(await instance.getSession()).toEqual({ ok: true, value: null });
    const wrong = await instance.signIn({
      apiBase: api.url,
      email: api.staff.email,
      password: 'x',
    });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'wrong-credentials' } });
    const signedIn = await instance.signIn({
      apiBase: `${api.url}/`,
      email: api.staff.email,
      password: api.staff.password,
    });
    expect(signedIn).toEqual({ ok: true, value: { email: api.staff.email, apiBase: api.url } });
    expect(await instance.getApiBase()).toEqual({ ok: true, value: api.url });
    expect(await instance.getSession()).toEqual({
      ok: true,
      value: { email: api.staff.email, apiBase: api.url },
    });
    await instance.signOut();
    expect(stores.stored()).toBeNull();
    expect(await instance.getSession()).toEqual({ ok: true, value: null });
    instance.stop();
  });

  it('ends the session and says why when the API no longer accepts the token', async () => {
    const { instance, ended } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    await api.sql`update staff_sessions set expires_at = now() - interval '1 second'`;
    const result = await instance.listLeads({ limit: 10 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'session-expired' } });
    expect(ended).toEqual(['Your session has ended or you are not signed in. Please sign in.']);
    expect(await instance.getSession()).toEqual({ ok: true, value: null });
    instance.stop();
  });

  it('leaves a lead unchanged when a save fails, and reports why', async () => {
    const { instance } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    const [id] = await api.addEnquiries(1, { email: 'save-fails@example.com' });
    const tooLong = await instance.updateLead(id!, { note: 'x'.repeat(2001) });
    expect(tooLong).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    if (!tooLong.ok) expect(tooLong.error.message).toContain('at most 2000');

    await api.stopServer();
    const offline = await instance.updateLead(id!, { status: 'contacted' });
    expect(offline).toMatchObject({ ok: false, error: { kind: 'network' } });
    await api.restartServer();

    const [row] = await api.sql<{ status: string; notes: string }[]>`
      select status, notes from admission_leads where id = ${id!}`;
    expect(row).toEqual({ status: 'new', notes: '' });
    instance.stop();
  });

  it('finds new enquiries after the first check and reports them once', async () => {
    const { instance, found } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    // signIn starts the poller, whose first check only sets the watermark.
    await instance.checkForNewLeads();
    expect(found).toEqual([]);
    const ids = await api.addEnquiries(3);
    expect((await instance.checkForNewLeads()).map((lead) => lead.id).sort()).toEqual(
      [...ids].sort(),
    );
    expect(found).toHaveLength(1);
    expect(await instance.checkForNewLeads()).toEqual([]);
    instance.stop();
  });

  it('hands the CSV and the grid layout to their stores', async () => {
    const { instance, saved } = service();
    const request = { fileName: 'admission_leads_2025-06-01.csv', csv: '"Name"\r\n"A"' };
    expect(await instance.saveCsv(request)).toEqual({
      ok: true,
      value: { saved: true, path: '/tmp/x.csv' },
    });
    expect(saved).toEqual([request]);
    await instance.saveGridState([{ colId: 'name', width: 300 }]);
    expect(await instance.loadGridState()).toEqual({
      ok: true,
      value: [{ colId: 'name', width: 300 }],
    });
  });
});
