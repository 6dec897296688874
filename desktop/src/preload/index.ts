import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  CONSOLE_API_GLOBAL,
  IPC_CHANNELS,
  IPC_EVENTS,
  type ConsoleApi,
} from '../shared-types/console-api';
import type { LeadEvent } from '@skltcoa/shared';

// One named function per action: the renderer never gets ipcRenderer itself.
const invoke = (channel: string, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args);

function subscribe<T>(channel: string, listener: (payload: T) => void) {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const api: ConsoleApi = {
  getApiBase: () => invoke(IPC_CHANNELS.getApiBase),
  setApiBase: (apiBase) => invoke(IPC_CHANNELS.setApiBase, apiBase),
  getSignInSetup: () => invoke(IPC_CHANNELS.getSignInSetup),
  getSession: () => invoke(IPC_CHANNELS.getSession),
  signIn: (request) => invoke(IPC_CHANNELS.signIn, request),
  signOut: () => invoke(IPC_CHANNELS.signOut),
  mfaSetup: () => invoke(IPC_CHANNELS.mfaSetup),
  mfaConfirm: (code) => invoke(IPC_CHANNELS.mfaConfirm, code),
  mfaDisable: (code) => invoke(IPC_CHANNELS.mfaDisable, code),
  listSessions: () => invoke(IPC_CHANNELS.listSessions),
  endAllSessions: () => invoke(IPC_CHANNELS.endAllSessions),
  getSecuritySettings: () => invoke(IPC_CHANNELS.getSecuritySettings),
  setSecuritySettings: (settings) => invoke(IPC_CHANNELS.setSecuritySettings, settings),
  listLeads: (request) => invoke(IPC_CHANNELS.listLeads, request),
  getLead: (id) => invoke(IPC_CHANNELS.getLead, id),
  listActivities: (id) => invoke(IPC_CHANNELS.listActivities, id),
  addActivity: (id, activity) => invoke(IPC_CHANNELS.addActivity, id, activity),
  updateLead: (id, patch) => invoke(IPC_CHANNELS.updateLead, id, patch),
  bulkUpdateLeads: (request) => invoke(IPC_CHANNELS.bulkUpdateLeads, request),
  listStaff: () => invoke(IPC_CHANNELS.listStaff),
  exportLeads: (request) => invoke(IPC_CHANNELS.exportLeads, request),
  loadGridState: () => invoke(IPC_CHANNELS.loadGridState),
  saveGridState: (layout) => invoke(IPC_CHANNELS.saveGridState, layout),
  listViews: () => invoke(IPC_CHANNELS.listViews),
  saveView: (view) => invoke(IPC_CHANNELS.saveView, view),
  updateView: (id, change) => invoke(IPC_CHANNELS.updateView, id, change),
  deleteView: (id) => invoke(IPC_CHANNELS.deleteView, id),
  setLastView: (id) => invoke(IPC_CHANNELS.setLastView, id),
  getLastView: () => invoke(IPC_CHANNELS.getLastView),
  getFamily: (id) => invoke(IPC_CHANNELS.getFamily, id),
  mergeLeads: (id, merge) => invoke(IPC_CHANNELS.mergeLeads, id, merge),
  recordWithdrawal: (id, withdrawal) => invoke(IPC_CHANNELS.recordWithdrawal, id, withdrawal),
  getDashboard: (range) => invoke(IPC_CHANNELS.getDashboard, range),
  listRightsRequests: (query) => invoke(IPC_CHANNELS.listRightsRequests, query),
  answerAccess: (id, action) => invoke(IPC_CHANNELS.answerAccess, id, action),
  answerCorrection: (id, correction) => invoke(IPC_CHANNELS.answerCorrection, id, correction),
  answerErasure: (id, action) => invoke(IPC_CHANNELS.answerErasure, id, action),
  answerNomination: (id, action) => invoke(IPC_CHANNELS.answerNomination, id, action),
  answerGrievance: (id, answer) => invoke(IPC_CHANNELS.answerGrievance, id, answer),
  listAudit: (query) => invoke(IPC_CHANNELS.listAudit, query),
  exportAudit: (request) => invoke(IPC_CHANNELS.exportAudit, request),
  setStaffExport: (email, allowed) => invoke(IPC_CHANNELS.setStaffExport, email, allowed),
  onLeadEvents: (listener) => subscribe<LeadEvent[]>(IPC_EVENTS.leadEvents, listener),
  onSessionEnded: (listener) => subscribe<string>(IPC_EVENTS.sessionEnded, listener),
  onMfaEnrolmentRequired: (listener) =>
    subscribe<string>(IPC_EVENTS.mfaEnrolmentRequired, listener),
};

contextBridge.exposeInMainWorld(CONSOLE_API_GLOBAL, api);
