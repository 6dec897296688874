import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  CONSOLE_API_GLOBAL,
  IPC_CHANNELS,
  IPC_EVENTS,
  type ConsoleApi,
} from '../shared-types/console-api';
import type { Lead } from '@skltcoa/shared';

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
  getSession: () => invoke(IPC_CHANNELS.getSession),
  signIn: (request) => invoke(IPC_CHANNELS.signIn, request),
  signOut: () => invoke(IPC_CHANNELS.signOut),
  listLeads: (request) => invoke(IPC_CHANNELS.listLeads, request),
  updateLead: (id, update) => invoke(IPC_CHANNELS.updateLead, id, update),
  saveCsv: (request) => invoke(IPC_CHANNELS.saveCsv, request),
  loadGridState: () => invoke(IPC_CHANNELS.loadGridState),
  saveGridState: (layout) => invoke(IPC_CHANNELS.saveGridState, layout),
  onNewLeads: (listener) => subscribe<Lead[]>(IPC_EVENTS.newLeads, listener),
  onSessionEnded: (listener) => subscribe<string>(IPC_EVENTS.sessionEnded, listener),
};

contextBridge.exposeInMainWorld(CONSOLE_API_GLOBAL, api);
