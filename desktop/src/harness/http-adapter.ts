import type { LeadEvent } from '@skltcoa/shared';
import {
  createConsoleService,
  type SessionStore,
  type SettingsStore,
  type StoredSession,
} from '../core/console-service';
import { newEnquiriesMessage } from '../core/notifications';
import {
  REQUEST_ACTIONS,
  type ConsoleApi,
  type GridLayout,
  type RequestAction,
  type StaffGrants,
} from '../shared-types/console-api';

/** What a test can read back: exported files and the notifications the app would show. */
export interface HarnessHooks {
  exports: { fileName: string; csv: string }[];
  notifications: string[];
}

const GRID_KEY = 'admissions-console:grid-state';
const API_KEY = 'admissions-console:api-base';

function memorySessions(): SessionStore {
  let session: StoredSession | null = null;
  return {
    load: async () => session,
    save: async (value) => {
      session = value;
    },
    clear: async () => {
      session = null;
    },
  };
}

/** The harness keeps settings in localStorage, as the app keeps them in a file. */
function localSettings(defaultApiBase: string): SettingsStore {
  return {
    getApiBase: async () => localStorage.getItem(API_KEY) || defaultApiBase,
    setApiBase: async (apiBase) => localStorage.setItem(API_KEY, apiBase),
    loadGridState: async () => {
      const saved = localStorage.getItem(GRID_KEY);
      return saved ? (JSON.parse(saved) as GridLayout) : null;
    },
    saveGridState: async (layout) => localStorage.setItem(GRID_KEY, JSON.stringify(layout)),
  };
}

function listeners<T>() {
  const set = new Set<(value: T) => void>();
  return {
    emit: (value: T) => set.forEach((listener) => listener(value)),
    add: (listener: (value: T) => void) => {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}

/**
 * The preload's API, implemented in the page by the same console service the
 * main process runs, calling the real API over HTTP with the token in memory.
 */
export function createHttpAdapter({ defaultApiBase }: { defaultApiBase: string }): {
  api: ConsoleApi;
  hooks: HarnessHooks;
} {
  const leadEvents = listeners<LeadEvent[]>();
  const sessionEnded = listeners<string>();
  const mfaEnrolmentRequired = listeners<string>();
  const staffChanged = listeners<StaffGrants>();
  const hooks: HarnessHooks = {
    exports: [],
    notifications: [],
  };
  const service = createConsoleService({
    sessions: memorySessions(),
    settings: localSettings(defaultApiBase),
    // The page has no disk: it keeps the file for tests to read, as the app writes it.
    saveCsv: async (fileName, open) => {
      const bytes = await new Response(await open()).arrayBuffer();
      // Kept with its byte-order mark, as the file on disk has it.
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      hooks.exports.push({ fileName, csv });
      return { saved: true, path: fileName };
    },
    onLeadEvents: (events) => {
      const message = newEnquiriesMessage(events);
      if (message) hooks.notifications.push(message);
      leadEvents.emit(events);
    },
    onSessionEnded: sessionEnded.emit,
    onMfaEnrolmentRequired: mfaEnrolmentRequired.emit,
    onStaffChanged: staffChanged.emit,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  // Every request action is the service's method of that name, as main wires it to IPC.
  const requests = Object.fromEntries(
    REQUEST_ACTIONS.map((action) => [action, service[action]]),
  ) as Pick<ConsoleApi, RequestAction>;
  const api: ConsoleApi = {
    ...requests,
    onLeadEvents: leadEvents.add,
    onSessionEnded: sessionEnded.add,
    onMfaEnrolmentRequired: mfaEnrolmentRequired.add,
    onStaffChanged: staffChanged.add,
  };
  return { api, hooks };
}
