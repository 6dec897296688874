import type {
  AuditExportQuery,
  CallsExportQuery,
  LeadEvent,
  LeadQueryRequest,
} from '@skltcoa/shared';
import type {
  ConsoleError,
  GridLayout,
  Result,
  ExportAuditRequest,
  ExportCallsRequest,
  ExportInvalidRowsRequest,
  ExportLeadsOutcome,
  ExportLeadsRequest,
  SignInRequest,
  SignInSetup,
  StaffGrants,
  StaffSession,
} from '../shared-types/console-api';
import { REQUEST_ACTIONS, type RequestAction } from '../shared-types/console-api';
import {
  ApiClientError,
  type ApiClient,
  SESSION_EXPIRED_MESSAGE,
  createApiClient,
  normaliseApiBase,
  type FetchLike,
  type Me,
} from './api-client';
import { createLiveUpdates, type LiveUpdatesOptions } from './live-updates';

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
  /** Whether a session outlives a restart; false where no keyring keeps it safe (default true). */
  persists?(): boolean;
}

/** The API address IT preset in admissions-console.json (desktop/src/main/it-config.ts). */
export interface ApiPreset {
  apiBase: string | null;
  /** Staff cannot change the address. */
  locked: boolean;
  /** Why IT's file was not used, for the sign-in screen. */
  problem: string | null;
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
  /**
   * Asks where to save, then writes the stream `open` gives; `open` is not
   * called when staff cancel, so nothing is read from the API for nothing.
   */
  saveCsv: (
    fileName: string,
    open: () => Promise<ReadableStream<Uint8Array>>,
  ) => Promise<ExportLeadsOutcome>;
  /** Changes from the API's event stream, a batch at a time. */
  onLeadEvents: (events: LeadEvent[]) => void;
  onSessionEnded: (message: string) => void;
  /** An admin began to require a second factor that this account lacks: the API refuses all else. */
  onMfaEnrolmentRequired?: (message: string) => void;
  /** An admin changed this member of staff's role or grants while the console was open. */
  onStaffChanged?: (grants: StaffGrants) => void;
  /** IT's preset API address; the settings store falls back to it when staff saved none. */
  apiPreset?: ApiPreset;
  fetch?: FetchLike;
  now?: () => Date;
  /** Live updates' timings (ms): how long a burst is batched, reconnect waits, silence timeout. */
  live?: Partial<Pick<LiveUpdatesOptions, 'batchMs' | 'retryMs' | 'maxRetryMs' | 'silenceMs'>>;
  /** Told why the event stream dropped before it reconnects, for the log. */
  onLiveError?: (error: unknown) => void;
}

function toConsoleError(error: unknown): ConsoleError {
  if (error instanceof ApiClientError) {
    return {
      kind: error.kind,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.lead ? { lead: error.lead } : {}),
      ...(error.columns ? { columns: error.columns } : {}),
    };
  }
  return { kind: 'server', message: 'Something went wrong in the console. Please try again.' };
}

/** What a member of staff may do, from `/api/auth/me` or the live stream's `event: staff`. */
function staffGrants(me: Pick<Me, 'role' | 'can_export' | 'can_import'>): StaffGrants {
  return {
    role: me.role,
    canExport: me.can_export,
    // An older API knows no import: it says nothing, and the screen says why it is greyed.
    canImport: me.role === 'admin' || me.can_import,
  };
}

/** What the renderer learns of the signed-in member of staff. */
function staffSession(me: Me, apiBase: string): StaffSession {
  return {
    email: me.email,
    apiBase,
    ...staffGrants(me),
    mfaEnabled: me.mfa_enabled,
    mfaEnrolmentRequired: me.mfa_enrolment_required,
  };
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

  // A reset (the API no longer holds what this console missed) reaches the
  // renderer as an empty batch, on which it reloads.
  const live = createLiveUpdates({
    open: (lastEventId, signal) =>
      withSession(async (session, api) => {
        const response = await api.openEvents(session.token, lastEventId, signal);
        // The API ends the stream after telling of a change to the grants, so a second
        // change made while the console reconnects is told by no event: each connection
        // reads them afresh once it is open (and watched for the next).
        if (deps.onStaffChanged && response.ok) {
          const told = deps.onStaffChanged;
          api.me(session.token).then(
            (me) => told(staffGrants(me)),
            () => {},
          );
        }
        return response;
      }),
    onEvents: deps.onLeadEvents,
    onReset: () => deps.onLeadEvents([]),
    onStaff: (change) => deps.onStaffChanged?.(staffGrants(change)),
    // withSession has already ended the session and said why.
    onSessionExpired: () => {},
    ...(deps.onLiveError ? { onError: deps.onLiveError } : {}),
    ...deps.live,
  });

  /** The API whose stream `live` has a place in: another API's event ids mean nothing. */
  let streamBase: string | null = null;
  function startLive(apiBase: string) {
    if (streamBase !== apiBase) {
      live.stop();
      live.forget();
      streamBase = apiBase;
    }
    live.start();
  }

  const locked = deps.apiPreset?.locked && deps.apiPreset.apiBase ? deps.apiPreset.apiBase : null;
  /** With an address IT locked, the console talks to that API only. */
  function checkLocked(apiBase: string): string {
    const normalised = normaliseApiBase(apiBase);
    if (locked && normalised !== locked) {
      throw new ApiClientError(
        'invalid',
        `IT has set this computer's API address to ${locked}; it cannot be changed here.`,
      );
    }
    return normalised;
  }
  const currentApiBase = async () => locked ?? (await deps.settings.getApiBase());

  let endedToken: string | null = null;
  /**
   * Ends the session and says why once: the event stream and a user action can
   * meet the same 401 together. A 401 for a token that a newer sign-in has
   * already replaced (a request still in flight from before) ends nothing.
   */
  async function endSession(session?: StoredSession, message?: string) {
    if (session && current && current.token !== session.token) return;
    live.stop();
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
    // A session with another API than the one IT locked is not used.
    const elsewhere = locked !== null && session !== null && session.apiBase !== locked;
    if (!session || elsewhere || new Date(session.expiresAt) <= now()) {
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
      if (error instanceof ApiClientError && error.kind === 'mfa-enrolment-required') {
        // The stream is refused too until the account enrols; enrolling starts it again.
        live.stop();
        deps.onMfaEnrolmentRequired?.(error.message);
      }
      throw error;
    }
  }

  const client = (apiBase: string) =>
    createApiClient({ baseUrl: apiBase, ...(deps.fetch ? { fetch: deps.fetch } : {}) });

  /** The actions that do more than make the API call of their name. */
  const own = {
    getApiBase: () => attempt(currentApiBase),
    setApiBase: (value: string) =>
      attempt(async () => {
        const normalised = checkLocked(value);
        await deps.settings.setApiBase(normalised);
        return normalised;
      }),
    /** What the sign-in form starts from. */
    getSignInSetup: () =>
      attempt(async (): Promise<SignInSetup> => ({
        apiBase: await currentApiBase(),
        apiBaseLocked: locked !== null,
        configProblem: deps.apiPreset?.problem ?? null,
        sessionKept: deps.sessions.persists?.() ?? true,
      })),
    getSession: () =>
      attempt(async (): Promise<StaffSession | null> => {
        try {
          const [me, apiBase] = await withSession(
            async (session, api) => [await api.me(session.token), session.apiBase] as const,
          );
          if (!me.mfa_enrolment_required) startLive(apiBase);
          return staffSession(me, apiBase);
        } catch (error) {
          if (error instanceof ApiClientError && error.kind === 'session-expired') return null;
          throw error;
        }
      }),
    /** Fails with `mfa-required` when the password was right and the API asks for the code. */
    signIn: ({ apiBase, email, password, code }: SignInRequest) =>
      attempt(async (): Promise<StaffSession> => {
        const api = client(checkLocked(apiBase));
        await deps.settings.setApiBase(api.baseUrl);
        const { token, expiresAt } = await api.login(email, password, code);
        const me = await api.me(token);
        // Signing in again after a session ended resumes the stream where it
        // left off, so no colleague's change in between is missed.
        current = { apiBase: api.baseUrl, email: me.email, token, expiresAt };
        await deps.sessions.save(current);
        live.stop();
        // Until the account enrols, the API refuses the stream as it refuses the leads.
        if (!me.mfa_enrolment_required) startLive(api.baseUrl);
        return staffSession(me, api.baseUrl);
      }),
    signOut: () =>
      attempt(async () => {
        const session = current ?? (await deps.sessions.load());
        // Forget the token locally even if the server cannot be told.
        await endSession();
        live.forget();
        if (session)
          await client(session.apiBase)
            .logout(session.token)
            .catch(() => null);
        return null;
      }),
    /** Turns two-step sign-in on with a code from the app; the answer holds the recovery codes. */
    mfaConfirm: (code: string) =>
      attempt(() =>
        withSession(async (session, api) => {
          const confirmed = await api.mfaConfirm(session.token, code);
          // Enrolled: whatever was refused until now is open, live updates included.
          startLive(session.apiBase);
          return confirmed;
        }),
      ),
    /** Ends every session of the account on the API, this one's too, so the console forgets it. */
    endAllSessions: () =>
      attempt(async () => {
        // The server ends this console's stream with its session (ADR 039): close it first, so
        // that its reconnection's 401 is not taken for a session that ended by itself.
        live.stop();
        let ended: { ended: number };
        try {
          ended = await withSession((session, api) => api.endAllSessions(session.token));
        } catch (error) {
          // Not ended (the API could not be reached): the console carries on, live.
          if (current) live.start();
          throw error;
        }
        await endSession();
        live.forget();
        return ended;
      }),
    /** Saves the trail's events for the filters as the API writes them; the API audits it. */
    exportAudit: ({ fileName, query }: ExportAuditRequest) =>
      attempt(() =>
        withSession((session, api) =>
          deps.saveCsv(fileName, () => api.exportAudit(session.token, query as AuditExportQuery)),
        ),
      ),
    /** Saves the range's calls and notes as the API writes them; the API checks the grant and audits it. */
    exportCalls: ({ fileName, query }: ExportCallsRequest) =>
      attempt(() =>
        withSession((session, api) =>
          deps.saveCsv(fileName, () => api.exportCalls(session.token, query as CallsExportQuery)),
        ),
      ),
    /**
     * Saves the query's leads as the API writes them (the one export
     * definition), streamed from the API to the file staff choose: the
     * renderer never holds the file (docs/decisions/019-console-rows-stay-on-the-server.md).
     */
    exportLeads: ({ fileName, query }: ExportLeadsRequest) =>
      attempt(() =>
        withSession((session, api) => {
          // Paging is the grid's business; the file holds every lead of the query.
          const {
            limit: _limit,
            cursor: _cursor,
            offset: _offset,
            ...whole
          } = query as LeadQueryRequest & {
            offset?: number;
          };
          return deps.saveCsv(fileName, () => api.exportLeads(session.token, whole));
        }),
      ),
    /** Saves an import's invalid rows with their reasons, through the same save dialog as an export. */
    exportInvalidRows: ({ id, fileName }: ExportInvalidRowsRequest) =>
      attempt(() =>
        withSession((session, api) =>
          deps.saveCsv(fileName, () => api.importInvalidRows(session.token, id)),
        ),
      ),
    loadGridState: () => attempt(() => deps.settings.loadGridState()),
    saveGridState: (layout: GridLayout) =>
      attempt(async () => {
        await deps.settings.saveGridState(layout);
        return null;
      }),
  };

  /**
   * The actions that are the API client's call of their name and nothing more:
   * the session's token goes first, and the answer comes back as a Result.
   */
  type PassedThrough = Exclude<RequestAction, keyof typeof own>;
  type PassedThroughActions = {
    [K in keyof Pick<ApiClient, PassedThrough>]: ApiClient[K] extends (
      token: string,
      ...args: infer Args
    ) => Promise<infer Answer>
      ? (...args: Args) => Promise<Result<Answer>>
      : never;
  };

  // Every other action is the API client's call of the same name with the
  // session's token (docs/decisions/043-console-actions-from-one-list.md).
  const passed = Object.fromEntries(
    REQUEST_ACTIONS.filter((action) => !(action in own)).map((action) => [
      action,
      (...args: unknown[]) =>
        attempt(() =>
          withSession((session, api) =>
            (
              api[action as PassedThrough] as (
                token: string,
                ...rest: unknown[]
              ) => Promise<unknown>
            )(session.token, ...args),
          ),
        ),
    ]),
  ) as PassedThroughActions;

  return { ...passed, ...own, stop: () => live.stop() };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
