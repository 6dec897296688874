import type { LeadEvent } from '@skltcoa/shared';
import {
  createConsoleService,
  type SessionStore,
  type SettingsStore,
  type StoredSession,
} from '../core/console-service';
import { newEnquiriesMessage } from '../core/notifications';
import type { ConsoleApi, GridLayout } from '../shared-types/console-api';

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
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  const api: ConsoleApi = {
    getApiBase: service.getApiBase,
    setApiBase: service.setApiBase,
    getSignInSetup: service.getSignInSetup,
    getSession: service.getSession,
    signIn: service.signIn,
    signOut: service.signOut,
    mfaSetup: service.mfaSetup,
    mfaConfirm: service.mfaConfirm,
    mfaDisable: service.mfaDisable,
    listSessions: service.listSessions,
    endAllSessions: service.endAllSessions,
    getSecuritySettings: service.getSecuritySettings,
    setSecuritySettings: service.setSecuritySettings,
    listLeads: service.listLeads,
    getLead: service.getLead,
    listActivities: service.listActivities,
    addActivity: service.addActivity,
    updateLead: service.updateLead,
    bulkUpdateLeads: service.bulkUpdateLeads,
    listStaff: service.listStaff,
    exportLeads: service.exportLeads,
    loadGridState: service.loadGridState,
    saveGridState: service.saveGridState,
    listViews: service.listViews,
    saveView: service.saveView,
    updateView: service.updateView,
    deleteView: service.deleteView,
    setLastView: service.setLastView,
    getLastView: service.getLastView,
    getFamily: service.getFamily,
    mergeLeads: service.mergeLeads,
    recordWithdrawal: service.recordWithdrawal,
    getDashboard: service.getDashboard,
    listRightsRequests: service.listRightsRequests,
    answerAccess: service.answerAccess,
    answerCorrection: service.answerCorrection,
    answerErasure: service.answerErasure,
    answerNomination: service.answerNomination,
    answerGrievance: service.answerGrievance,
    listAudit: service.listAudit,
    exportAudit: service.exportAudit,
    setStaffExport: service.setStaffExport,
    onLeadEvents: leadEvents.add,
    onSessionEnded: sessionEnded.add,
    onMfaEnrolmentRequired: mfaEnrolmentRequired.add,
  };
  return { api, hooks };
}
