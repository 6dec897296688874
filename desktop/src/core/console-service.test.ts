import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { leadsToCsv, type LeadEvent } from '@skltcoa/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode, totpCodes, totpStep } from '../../../e2e/support/totp';
import { startRealApi, type RealApi } from '../../test/real-api';
import type { GridLayout, StaffGrants } from '../shared-types/console-api';
import type { FetchLike } from './api-client';
import {
  createConsoleService,
  type ConsoleServiceDeps,
  type SessionStore,
  type SettingsStore,
  type StoredSession,
} from './console-service';

/** Whether the API serves GET /api/leads/events yet (written alongside this console). */
const API_HAS_EVENTS = existsSync(
  fileURLToPath(new URL('../../../api/src/leads/lead-events-routes.ts', import.meta.url)),
);

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
  await api.addStaff();
});
afterAll(() => api.close());

const running: { stop: () => void }[] = [];
afterEach(() => running.splice(0).forEach((service) => service.stop()));

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

interface EventsRequest {
  token: string | undefined;
  lastEventId: string | null;
  status?: number;
  /** Cuts this connection as a network drop would. */
  drop: () => void;
}

/**
 * fetch to the real API, watching the console's event-stream requests: what
 * each asked for, what the API answered, and a way to cut the connection.
 */
function watchingFetch(before: (path: string) => Promise<void> = async () => {}) {
  const events: EventsRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const { pathname } = new URL(input);
    await before(pathname);
    if (pathname !== '/api/leads/events') return globalThis.fetch(input, init);
    const headers = new Headers(init?.headers);
    const cut = new AbortController();
    const request: EventsRequest = {
      token: headers.get('authorization')?.replace(/^Bearer /, ''),
      lastEventId: headers.get('last-event-id'),
      drop: () => cut.abort(new Error('dropped by the test')),
    };
    events.push(request);
    const signals = [cut.signal, ...(init?.signal ? [init.signal] : [])];
    const response = await globalThis.fetch(input, { ...init, signal: AbortSignal.any(signals) });
    request.status = response.status;
    return response;
  };
  return { fetch, events };
}

function service(deps: Partial<ConsoleServiceDeps> = {}, before?: (path: string) => Promise<void>) {
  const stores = memoryStores();
  const batches: LeadEvent[][] = [];
  const ended: string[] = [];
  const saved: { fileName: string; csv: string }[] = [];
  const watching = watchingFetch(before);
  const instance = createConsoleService({
    ...stores,
    saveCsv: async (fileName, open) => {
      saved.push({ fileName, csv: await new Response(await open()).text() });
      return { saved: true, path: '/tmp/x.csv' };
    },
    onLeadEvents: (events) => batches.push(events),
    onSessionEnded: (message) => ended.push(message),
    fetch: watching.fetch,
    live: { batchMs: 20, retryMs: 50, maxRetryMs: 200 },
    ...deps,
  });
  running.push(instance);
  const events = () => batches.flat();
  return { instance, stores, batches, events, ended, saved, streams: watching.events };
}

const until = (check: () => void, timeout = 3_000) => vi.waitFor(check, { timeout, interval: 10 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const session = {
      email: api.staff.email,
      role: 'counsellor',
      apiBase: api.url,
      canExport: true,
      canImport: false,
      mfaEnabled: false,
      mfaEnrolmentRequired: false,
    };
    expect(signedIn).toEqual({ ok: true, value: session });
    expect(await instance.getApiBase()).toEqual({ ok: true, value: api.url });
    expect(await instance.getSession()).toEqual({ ok: true, value: session });
    await instance.signOut();
    expect(stores.stored()).toBeNull();
    expect(await instance.getSession()).toEqual({ ok: true, value: null });
  });

  it('ends the session and says why when the API no longer accepts the token', async () => {
    const { instance, ended } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    await api.sql`update staff_sessions set expires_at = now() - interval '1 second'`;
    const result = await instance.listLeads({ limit: 10 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'session-expired' } });
    expect(ended).toEqual(['Your session has ended or you are not signed in. Please sign in.']);
    expect(await instance.getSession()).toEqual({ ok: true, value: null });
  });

  it('does the lead actions of the contract with the session token', async () => {
    const { instance } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    const [id] = await api.addEnquiries(1, { name: 'Kabir Shah' });
    expect(await instance.getLead(id!)).toMatchObject({
      ok: true,
      value: { id, name: 'Kabir Shah', version: 1 },
    });
    const logged = await instance.addActivity(id!, { kind: 'note', body: 'Asked about fees.' });
    expect(logged).toMatchObject({ ok: true, value: { activity: { kind: 'note' } } });
    const updated = await instance.updateLead(id!, {
      version: 1,
      status: 'interested',
      next_follow_up_at: '2026-12-01T10:30:00+05:30',
    });
    expect(updated).toMatchObject({ ok: true, value: { status: 'interested', version: 2 } });
    const timeline = await instance.listActivities(id!);
    expect(timeline.ok && timeline.value.map((entry) => entry.kind)).toEqual([
      'note',
      'status',
      'follow_up',
    ]);
    const staff = await instance.listStaff();
    expect(staff.ok && staff.value.map((member) => member.email).sort()).toEqual(
      [api.colleague.email, api.staff.email].sort(),
    );
  });

  it('hands a conflict to the renderer with the lead as a colleague left it', async () => {
    const mine = service();
    const theirs = service();
    await mine.instance.signIn({ apiBase: api.url, ...api.staff });
    await theirs.instance.signIn({ apiBase: api.url, ...api.colleague });
    const [id] = await api.addEnquiries(1);
    const first = await theirs.instance.updateLead(id!, { version: 1, status: 'contacted' });
    expect(first.ok).toBe(true);
    const late = await mine.instance.updateLead(id!, { version: 1, status: 'not-interested' });
    expect(late).toMatchObject({
      ok: false,
      error: {
        kind: 'conflict',
        lead: { id, status: 'contacted', version: 2 },
      },
    });
    if (!late.ok) expect(late.error.lead).toEqual(first.ok && first.value);

    const invalid = await mine.instance.updateLead(id!, { version: 2, assignee: 'x@example.com' });
    expect(invalid).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'Please correct the update. No member of staff has that email.',
        fields: { assignee: 'No member of staff has that email.' },
      },
    });
  });

  it('saves, lists, renames, remembers and deletes views; sharing is refused to a counsellor', async () => {
    const mine = service();
    const admin = service();
    await mine.instance.signIn({ apiBase: api.url, ...api.staff });
    await admin.instance.signIn({ apiBase: api.url, ...api.colleague });
    const grid = [{ colId: 'status', sort: 'asc', sortIndex: 0, width: 104 }];
    const saved = await mine.instance.saveView({
      name: 'Overdue, mine',
      filters: { due: 'overdue', assignee: 'me' },
      grid,
    });
    expect(saved).toMatchObject({
      ok: true,
      value: { name: 'Overdue, mine', mine: true, shared: false, grid },
    });
    if (!saved.ok) return;
    const id = saved.value.id;
    expect(
      await mine.instance.saveView({ name: 'Everyone', filters: {}, grid: [], shared: true }),
    ).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(
      await mine.instance.saveView({ name: 'overdue, MINE', filters: {}, grid: [] }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'conflict', fields: { name: expect.any(String) } },
    });
    const shared = await admin.instance.saveView({
      name: 'New this week',
      filters: { status: 'new' },
      grid: [],
      shared: true,
    });
    expect(shared).toMatchObject({ ok: true, value: { shared: true } });
    const listed = await mine.instance.listViews();
    expect(listed.ok && listed.value.map((view) => [view.name, view.mine])).toEqual([
      ['Overdue, mine', true],
      ['New this week', false],
    ]);
    expect(await mine.instance.updateView(id, { name: 'Overdue' })).toMatchObject({
      ok: true,
      value: { id, name: 'Overdue' },
    });
    expect(await mine.instance.getLastView()).toEqual({ ok: true, value: null });
    expect(await mine.instance.setLastView(id)).toMatchObject({ ok: true, value: { id } });
    expect(await mine.instance.getLastView()).toMatchObject({ ok: true, value: { id } });
    expect(await mine.instance.deleteView(id)).toEqual({ ok: true, value: null });
    expect(await mine.instance.getLastView()).toEqual({ ok: true, value: null });
    if (shared.ok) {
      expect(await mine.instance.deleteView(shared.value.id)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
      expect(await admin.instance.deleteView(shared.value.id)).toEqual({ ok: true, value: null });
    }
  });

  it('leaves a lead unchanged when a save fails, and reports why', async () => {
    const { instance } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    const [id] = await api.addEnquiries(1, { email: 'save-fails@example.com' });
    const tooLong = await instance.addActivity(id!, { kind: 'note', body: 'x'.repeat(2001) });
    expect(tooLong).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    if (!tooLong.ok) {
      expect(tooLong.error.message).toContain('at most 2000');
      expect(tooLong.error.fields?.body).toContain('at most 2000');
    }

    await api.stopServer();
    const offline = await instance.updateLead(id!, { version: 1, status: 'contacted' });
    expect(offline).toMatchObject({ ok: false, error: { kind: 'network' } });
    await api.restartServer();

    const [row] = await api.sql<{ status: string; version: number }[]>`
      select status, version from admission_leads where id = ${id!}`;
    expect(row).toEqual({ status: 'new', version: 1 });
    const entries = await api.sql`select 1 from lead_activities where lead_id = ${id!}`;
    expect(entries).toHaveLength(0);
  });

  it('does not let a late 401 for a replaced token end the new session', async () => {
    let hold: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (hold = resolve));
    let holdNext = false;
    const { instance, ended, stores } = service({
      fetch: async (input, init) => {
        const { pathname } = new URL(input);
        // The event stream waits quietly here, so that only the held request meets the 401.
        if (pathname === '/api/leads/events') {
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
          );
        }
        if (holdNext && pathname === '/api/leads') {
          holdNext = false;
          await held;
        }
        return globalThis.fetch(input, init);
      },
    });
    await instance.signIn({ apiBase: api.url, ...api.staff });
    const oldToken = stores.stored()!.token;
    holdNext = true;
    const late = instance.listLeads({ limit: 1 });
    // The old session ends on the server, and staff sign in afresh meanwhile.
    await api.sql`delete from staff_sessions`;
    await instance.signIn({ apiBase: api.url, ...api.staff });
    expect(stores.stored()!.token).not.toBe(oldToken);
    hold!();
    expect(await late).toMatchObject({ ok: false, error: { kind: 'session-expired' } });
    expect(ended).toEqual([]);
    expect(stores.stored()).not.toBeNull();
    expect(await instance.listLeads({ limit: 1 })).toMatchObject({ ok: true });
  });

  it('a 401 on the event stream ends the session once, and a user action meeting it too says nothing more', async () => {
    let release = () => {};
    let holding = false;
    const { instance, ended, streams } = service({}, async (path) => {
      if (holding && path === '/api/leads') await new Promise<void>((go) => (release = go));
    });
    await instance.signIn({ apiBase: api.url, ...api.staff });
    await until(() => expect(streams.at(-1)?.status).toBe(200));
    // A user action goes out with the token, and is answered only after the stream's 401.
    holding = true;
    const meanwhile = instance.listLeads({ limit: 1 });
    await api.sql`update staff_sessions set expires_at = now() - interval '1 second'`;
    streams.at(-1)!.drop();
    await until(() => expect(streams.at(-1)!.status).toBe(401));
    await until(() => expect(ended).toHaveLength(1));
    release();
    expect(await meanwhile).toMatchObject({ ok: false, error: { kind: 'session-expired' } });
    expect(await instance.getSession()).toEqual({ ok: true, value: null });
    // The stream stays closed until staff sign in again.
    const count = streams.length;
    await sleep(300);
    expect(streams).toHaveLength(count);
    expect(ended).toEqual(['Your session has ended or you are not signed in. Please sign in.']);

    await instance.signIn({ apiBase: api.url, ...api.staff });
    await until(() => expect(streams.length).toBe(count + 1));
    expect(streams.at(-1)!.token).not.toBe(streams[0]!.token);
  });

  it('streams the query’s export from the API to the file store, and the grid layout to its', async () => {
    const { instance, saved } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    const request = {
      fileName: 'admission_leads_2025-06-01.csv',
      // Paging is dropped: the file holds every lead of the query.
      query: { status: 'new' as const, limit: 1, offset: 5 },
    };
    expect(await instance.exportLeads(request)).toEqual({
      ok: true,
      value: { saved: true, path: '/tmp/x.csv' },
    });
    const listed = await instance.listLeads({ status: 'new', limit: 1000 });
    expect(listed.ok).toBe(true);
    expect(saved).toEqual([
      {
        fileName: request.fileName,
        csv: leadsToCsv(listed.ok ? listed.value.leads : []).replace(/^\uFEFF/, ''),
      },
    ]);
    await instance.saveGridState([{ colId: 'name', width: 300 }]);
    expect(await instance.loadGridState()).toEqual({
      ok: true,
      value: [{ colId: 'name', width: 300 }],
    });
  });
});

describe.runIf(API_HAS_EVENTS)('live updates from the real API', () => {
  it("brings a colleague's change to the other console within 2 s", async () => {
    const mine = service();
    const theirs = service();
    await mine.instance.signIn({ apiBase: api.url, ...api.staff });
    await theirs.instance.signIn({ apiBase: api.url, ...api.colleague });
    const [id] = await api.addEnquiries(1);
    await until(() => expect(mine.streams.at(-1)?.status).toBe(200));
    await until(() => expect(theirs.streams.at(-1)?.status).toBe(200));
    // Let the creation arrive first, so the change is seen on its own.
    await until(() => expect(mine.events().some((event) => event.lead.id === id)).toBe(true));

    const started = performance.now();
    const changed = await theirs.instance.updateLead(id!, { version: 1, status: 'contacted' });
    expect(changed.ok).toBe(true);
    await until(() => {
      const change = mine.events().find((e) => e.lead.id === id && e.kind === 'changed');
      expect(change?.lead).toMatchObject({ status: 'contacted', version: 2 });
    }, 2_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('tells the console at once when an admin takes back or grants the export', async () => {
    const changes: StaffGrants[] = [];
    const mine = service({ onStaffChanged: (grants) => changes.push(grants) });
    const admin = service();
    await mine.instance.signIn({ apiBase: api.url, ...api.staff });
    await admin.instance.signIn({ apiBase: api.url, ...api.colleague });
    await until(() => expect(mine.streams.at(-1)?.status).toBe(200));
    const started = performance.now();
    expect(await admin.instance.setStaffExport(api.staff.email, false)).toMatchObject({ ok: true });
    await until(
      () =>
        expect(changes.at(-1)).toEqual({ role: 'counsellor', canExport: false, canImport: false }),
      2_000,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await admin.instance.setStaffExport(api.staff.email, true)).toMatchObject({ ok: true });
    await until(() => expect(changes.at(-1)?.canExport).toBe(true), 2_000);
    // The session holds: the console goes on without signing in again.
    expect(mine.ended).toEqual([]);
    expect(await mine.instance.getSession()).toMatchObject({
      ok: true,
      value: { canExport: true },
    });
  });

  it("delivers a new enquiry as a 'created' event", async () => {
    const { instance, events, streams } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    await until(() => expect(streams.at(-1)?.status).toBe(200));
    const [id] = await api.addEnquiries(1, { name: 'Zoya Khan' });
    await until(() => {
      const event = events().find((e) => e.lead.id === id);
      expect(event).toMatchObject({ kind: 'created', lead: { id, name: 'Zoya Khan', version: 1 } });
    }, 2_000);
  });

  it('signing in again after the session ended resumes after the last event seen', async () => {
    const { instance, events, streams, ended } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    await until(() => expect(streams.at(-1)?.status).toBe(200));
    const [before] = await api.addEnquiries(1);
    await until(() => expect(events().some((e) => e.lead.id === before)).toBe(true));

    await api.sql`update staff_sessions set expires_at = now() - interval '1 second'`;
    expect(await instance.listLeads({ limit: 1 })).toMatchObject({ ok: false });
    expect(ended).toHaveLength(1);
    const count = streams.length;
    // Created while nobody was signed in on this console.
    const [during] = await api.addEnquiries(1, { name: 'While away' });

    await instance.signIn({ apiBase: api.url, ...api.staff });
    await until(() => expect(streams.length).toBe(count + 1));
    expect(streams.at(-1)!.lastEventId).toBeTruthy();
    await until(() => {
      expect(events().find((e) => e.lead.id === during)).toMatchObject({ kind: 'created' });
    }, 2_000);
    // Nothing seen before the session ended comes twice.
    expect(events().filter((e) => e.lead.id === before && e.kind === 'created')).toHaveLength(1);
  });

  it('signing out forgets the place in the stream', async () => {
    const { instance, events, streams } = service();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    await until(() => expect(streams.at(-1)?.status).toBe(200));
    const [id] = await api.addEnquiries(1);
    await until(() => expect(events().some((e) => e.lead.id === id)).toBe(true));
    await instance.signOut();
    await instance.signIn({ apiBase: api.url, ...api.staff });
    await until(() => expect(streams.at(-1)?.status).toBe(200));
    expect(streams.at(-1)!.lastEventId).toBeNull();
  });
});

describe('two-step sign-in, sessions and the rule for everyone (ADR 038)', () => {
  const account = (name: string) => ({
    email: `${name}@example.edu.in`,
    password: `a long passphrase for ${name}`,
  });

  it("asks for the code on the same sign-in, refuses a wrong one, and reports the account's second factor", async () => {
    const me = account('service.two.step');
    await api.addStaff(me, 'counsellor');
    const { instance } = service();
    await instance.signIn({ apiBase: api.url, ...me });
    const setup = await instance.mfaSetup();
    if (!setup.ok) throw new Error(setup.error.message);
    const codes = totpCodes(setup.value.secret);
    const confirmed = await instance.mfaConfirm(await codes.next());
    expect(confirmed.ok && confirmed.value.recovery_codes).toHaveLength(10);
    expect(await instance.getSession()).toMatchObject({
      ok: true,
      value: { email: me.email, mfaEnabled: true, mfaEnrolmentRequired: false },
    });
    await instance.signOut();

    expect(await instance.signIn({ apiBase: api.url, ...me })).toEqual({
      ok: false,
      error: {
        kind: 'mfa-required',
        message:
          'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
      },
    });
    expect(await instance.getSession()).toEqual({ ok: true, value: null });
    const stale = totpCode(setup.value.secret, totpStep() + 10);
    const wrong = await instance.signIn({ apiBase: api.url, ...me, code: stale });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'mfa-required' } });
    expect(!wrong.ok && wrong.error.message).toMatch(/^The code is not right\./);
    const signedIn = await instance.signIn({ apiBase: api.url, ...me, code: await codes.next() });
    expect(signedIn).toMatchObject({ ok: true, value: { email: me.email, mfaEnabled: true } });
    expect(await instance.listLeads({ limit: 1 })).toMatchObject({ ok: true });
  });

  it("signing out everywhere forgets this console's session quietly; another console is told", async () => {
    const me = account('service.everywhere');
    await api.addStaff(me, 'counsellor');
    const here = service();
    const there = service();
    await here.instance.signIn({ apiBase: api.url, ...me });
    await there.instance.signIn({ apiBase: api.url, ...me });
    const listed = await here.instance.listSessions();
    expect(listed.ok && listed.value.map((session) => session.current).sort()).toEqual([
      false,
      true,
    ]);
    expect(await here.instance.endAllSessions()).toEqual({ ok: true, value: { ended: 2 } });
    expect(here.stores.stored()).toBeNull();
    expect(await here.instance.getSession()).toEqual({ ok: true, value: null });
    // On purpose, like signing out: no "your session has ended".
    expect(here.ended).toEqual([]);
    expect(await there.instance.listLeads({ limit: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'session-expired' },
    });
    expect(there.ended).toHaveLength(1);
  });

  it('when an admin requires a second factor, says so, keeps the stream closed, and opens it once enrolled', async () => {
    const admin = service();
    await admin.instance.signIn({ apiBase: api.url, ...api.colleague });
    expect(await admin.instance.getSecuritySettings()).toEqual({
      ok: true,
      value: { mfa_required: false },
    });
    expect(await admin.instance.setSecuritySettings({ mfa_required: true })).toEqual({
      ok: true,
      value: { mfa_required: true },
    });
    try {
      const me = account('service.required');
      await api.addStaff(me, 'counsellor');
      const told: string[] = [];
      const { instance, streams } = service({ onMfaEnrolmentRequired: (m) => told.push(m) });
      expect(await instance.signIn({ apiBase: api.url, ...me })).toMatchObject({
        ok: true,
        value: { mfaEnabled: false, mfaEnrolmentRequired: true },
      });
      const refused = await instance.listLeads({ limit: 1 });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'mfa-enrolment-required' } });
      expect(told).toEqual([!refused.ok && refused.error.message]);
      await sleep(200);
      expect(streams).toEqual([]);

      const setup = await instance.mfaSetup();
      if (!setup.ok) throw new Error(setup.error.message);
      const confirmed = await instance.mfaConfirm(await totpCodes(setup.value.secret).next());
      expect(confirmed.ok).toBe(true);
      expect(await instance.listLeads({ limit: 1 })).toMatchObject({ ok: true });
      if (API_HAS_EVENTS) await until(() => expect(streams.at(-1)?.status).toBe(200));
      expect(await instance.getSession()).toMatchObject({
        ok: true,
        value: { mfaEnabled: true, mfaEnrolmentRequired: false },
      });
    } finally {
      // The admin has no second factor either, and is refused too: put it back directly.
      await api.sql`update security_settings set mfa_required = false`;
    }
  });
});
