import type { Lead, LeadQueryRequest, LeadUpdate } from '@skltcoa/shared';
import type {
  ConsoleError,
  GridLayout,
  Result,
  SaveCsvOutcome,
  SaveCsvRequest,
  SignInRequest,
  StaffSession,
} from '../shared-types/console-api';
import {
  ApiClientError,
  SESSION_EXPIRED_MESSAGE,
  createApiClient,
  normaliseApiBase,
  type FetchLike,
} from './api-client';
import { createPoller, type Timers } from './poller';

export interface StoredSession {
  apiBase: string;
  email: string;
  token: string;
  expiresAt: string;
}

/** Keeps the bearer token out of the renderer: main keeps it encrypted, the harness in memory. */
export interface SessionStore {
  load(): Promise<StoredSession | null>;
  save(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

export interface SettingsStore {
  getApiBase(): Promise<string>;
  setApiBase(apiBase: string): Promise<void>;
  loadGridState(): Promise<GridLayout | null>;
  saveGridState(layout: GridLayout): Promise<void>;
}

export interface ConsoleServiceDeps {
  sessions: SessionStore;
  settings: SettingsStore;
  saveCsv: (request: SaveCsvRequest) => Promise<SaveCsvOutcome>;
  onNewLeads: (leads: Lead[]) => void;
  onSessionEnded: (message: string) => void;
  fetch?: FetchLike;
  timers?: Timers;
  pollIntervalMs?: number;
  now?: () => Date;
}

function toConsoleError(error: unknown): ConsoleError {
  if (error instanceof ApiClientError) return { kind: error.kind, message: error.message };
  return { kind: 'server', message: 'Something went wrong in the console. Please try again.' };
}

async function attempt<T>(action: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    return { ok: false, error: toConsoleError(error) };
  }
}

/**
 * Everything the console does outside the renderer, with its dependencies
 * passed in: Electron's main process wires it to IPC, safeStorage and native
 * dialogs; the test harness wires it to memory and the page.
 */
export function createConsoleService(deps: ConsoleServiceDeps) {
  const now = deps.now ?? (() => new Date());
  let current: StoredSession | null = null;

  const poller = createPoller({
    listLeads: (request) => withSession((session, api) => api.listLeads(session.token, request)),
    onNewLeads: deps.onNewLeads,
    onError: () => {},
    ...(deps.timers ? { timers: deps.timers } : {}),
    ...(deps.pollIntervalMs ? { intervalMs: deps.pollIntervalMs } : {}),
  });

  let endedToken: string | null = null;
  /** Ends the session and says why once: the poller and a user action can meet the same 401 together. */
  async function endSession(session?: StoredSession, message?: string) {
    poller.stop();
    current = null;
    await deps.sessions.clear();
    if (message && session && session.token !== endedToken) {
      endedToken = session.token;
      deps.onSessionEnded(message);
    }
  }

  /** Runs an API call with the session's token; a 401 ends the session for good. */
  async function withSession<T>(
    call: (session: StoredSession, api: ReturnType<typeof createApiClient>) => Promise<T>,
  ): Promise<T> {
    const session = current ?? (await deps.sessions.load());
    if (!session || new Date(session.expiresAt) <= now()) {
      if (session) await endSession(session, SESSION_EXPIRED_MESSAGE);
      throw new ApiClientError('session-expired', SESSION_EXPIRED_MESSAGE, 401);
    }
    current = session;
    try {
      return await call(session, client(session.apiBase));
    } catch (error) {
      if (error instanceof ApiClientError && error.kind === 'session-expired') {
        await endSession(session, error.message);
      }
      throw error;
    }
  }

  const client = (apiBase: string) =>
    createApiClient({ baseUrl: apiBase, ...(deps.fetch ? { fetch: deps.fetch } : {}) });

  return {
    getApiBase: () => attempt(() => deps.settings.getApiBase()),
    setApiBase: (apiBase: string) =>
      attempt(async () => {
        const normalised = normaliseApiBase(apiBase);
        await deps.settings.setApiBase(normalised);
        return normalised;
      }),
    getSession: () =>
      attempt(async (): Promise<StaffSession | null> => {
        try {
          const me = await withSession((session, api) => api.me(session.token));
          poller.start();
          return { email: me.email, apiBase: current!.apiBase };
        } catch (error) {
          if (error instanceof ApiClientError && error.kind === 'session-expired') return null;
          throw error;
        }
      }),
    signIn: ({ apiBase, email, password }: SignInRequest) =>
      attempt(async (): Promise<StaffSession> => {
        const api = client(apiBase);
        await deps.settings.setApiBase(api.baseUrl);
        const { token, expiresAt } = await api.login(email, password);
        current = { apiBase: api.baseUrl, email, token, expiresAt };
        await deps.sessions.save(current);
        poller.stop();
        poller.start();
        return { email, apiBase: api.baseUrl };
      }),
    signOut: () =>
      attempt(async () => {
        const session = current ?? (await deps.sessions.load());
        // Forget the token locally even if the server cannot be told.
        await endSession();
        if (session)
          await client(session.apiBase)
            .logout(session.token)
            .catch(() => null);
        return null;
      }),
    listLeads: (request: LeadQueryRequest) =>
      attempt(() => withSession((session, api) => api.listLeads(session.token, request))),
    updateLead: (id: string, update: LeadUpdate) =>
      attempt(() => withSession((session, api) => api.updateLead(session.token, id, update))),
    saveCsv: (request: SaveCsvRequest) => attempt(() => deps.saveCsv(request)),
    loadGridState: () => attempt(() => deps.settings.loadGridState()),
    saveGridState: (layout: GridLayout) =>
      attempt(async () => {
        await deps.settings.saveGridState(layout);
        return null;
      }),
    checkForNewLeads: () => poller.check(),
    stop: () => poller.stop(),
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
